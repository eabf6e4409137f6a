import { tokenVars } from '@lobby/tokens';
import type { ReactNode } from 'react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import styled, { keyframes } from 'styled-components';
import { themeVariables } from '../theme/theme-provider.tsx';
import type { IconName } from '../icons/icon.tsx';
import { Icon } from '../icons/icon.tsx';
import { IconButton } from './button.tsx';
import { ERROR_TOAST_MS, TOAST_MS } from '../internal/domain.ts';

/** The kind of a toast; errors stay longer and can be closed (spec §8, §9). */
export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** How long toasts stay, in ms (spec §9: 3000 by default, 5000 for errors). */
export const TOAST_DURATION = { default: TOAST_MS, error: ERROR_TOAST_MS } as const;

/** What to show. */
export interface ToastOptions {
  tone?: ToastTone;
  /** ms before it goes; `TOAST_DURATION` by tone when absent. */
  duration?: number;
  /** Show a close button; on by default for errors. */
  closable?: boolean;
}

interface ToastItem extends Required<ToastOptions> {
  id: number;
  message: ReactNode;
}

/** What `useToast()` returns. */
export interface ToastApi {
  show: (message: ReactNode, options?: ToastOptions) => number;
  success: (message: ReactNode) => number;
  error: (message: ReactNode) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const drop = keyframes`from { opacity: 0; transform: translateY(-12px) scale(0.97); }`;

const Region = styled.div`
  ${themeVariables}
  position: fixed;
  top: calc(${tokenVars.space.md} + env(safe-area-inset-top));
  left: 50%;
  z-index: ${tokenVars.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokenVars.space.sm};
  width: min(440px, calc(100vw - 24px));
  transform: translateX(-50%);
  pointer-events: none;
`;

const tones: Record<
  ToastTone,
  { icon: IconName; color: 'info' | 'success' | 'warning' | 'danger' }
> = {
  info: { icon: 'info', color: 'info' },
  success: { icon: 'check', color: 'success' },
  warning: { icon: 'warning', color: 'warning' },
  error: { icon: 'warning', color: 'danger' },
};

const Item = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.sm};
  width: 100%;
  min-height: 48px;
  padding: ${tokenVars.space.sm} ${tokenVars.space.sm} ${tokenVars.space.sm} ${tokenVars.space.lg};
  background: ${tokenVars.color.bgRaised};
  color: ${tokenVars.color.text};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  border-left: 4px solid ${({ theme, $tone }) => theme.color[tones[$tone].color]};
  border-radius: ${tokenVars.radius.lg};
  box-shadow: ${tokenVars.shadow.lg};
  font-size: ${tokenVars.font.size.sm};
  font-weight: ${tokenVars.font.weight.medium};
  pointer-events: auto;
  animation: ${drop} ${tokenVars.motion.duration.normal} ${tokenVars.motion.easing.emphasized};
  & > svg {
    flex: none;
    color: ${({ theme, $tone }) => theme.color[tones[$tone].color]};
  }
`;

const Text = styled.div`
  flex: 1;
  padding: ${tokenVars.space.xs} 0;
`;

function ToastView({
  item,
  onDone,
  closeLabel,
}: {
  item: ToastItem;
  onDone: (id: number) => void;
  closeLabel: string;
}) {
  useEffect(() => {
    const timer = setTimeout(() => onDone(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration, onDone]);
  return (
    <Item $tone={item.tone} role={item.tone === 'error' ? 'alert' : 'status'} data-tone={item.tone}>
      <Icon name={tones[item.tone].icon} size={20} />
      <Text>{item.message}</Text>
      {item.closable ? (
        <IconButton icon="close" label={closeLabel} size="sm" onClick={() => onDone(item.id)} />
      ) : null}
    </Item>
  );
}

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  /** The app, whose parts may call `useToast`. */
  children?: ReactNode;
  /** Most toasts shown at once; older ones give way. */
  limit?: number;
  /** Accessible name of the close button on each toast. */
  closeLabel?: string;
}

/** Hosts the toasts shown at the top of the screen; put it once near the root. */
export function ToastProvider({ children, limit = 3, closeLabel = 'Close' }: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback(
    (id: number) => setItems((list) => list.filter((t) => t.id !== id)),
    [],
  );
  const show = useCallback(
    (message: ReactNode, options: ToastOptions = {}) => {
      const tone = options.tone ?? 'info';
      const id = nextId.current++;
      const item: ToastItem = {
        id,
        message,
        tone,
        duration:
          options.duration ?? (tone === 'error' ? TOAST_DURATION.error : TOAST_DURATION.default),
        closable: options.closable ?? tone === 'error',
      };
      setItems((list) => [...list, item].slice(-limit));
      return id;
    },
    [limit],
  );
  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message) => show(message, { tone: 'success' }),
      error: (message) => show(message, { tone: 'error' }),
    }),
    [show, dismiss],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region aria-live="polite">
        {items.map((item) => (
          <ToastView key={item.id} item={item} onDone={dismiss} closeLabel={closeLabel} />
        ))}
      </Region>
    </ToastContext.Provider>
  );
}

/** Shows toasts from anywhere under a {@link ToastProvider}. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
