import { tokenVars } from '@lobby/tokens';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { themeVariables } from '../theme/theme-provider.tsx';

/** Where a modal surface sits: centred, as a bottom sheet, or as a drawer from the start edge. */
export type OverlayPlacement = 'center' | 'bottom' | 'start';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const fadeIn = keyframes`from { opacity: 0; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px) scale(0.98); }`;
const slideUp = keyframes`from { transform: translateY(100%); }`;
const slideIn = keyframes`from { transform: translateX(-100%); }`;

const Backdrop = styled.div<{ $placement: OverlayPlacement }>`
  position: fixed;
  inset: 0;
  ${themeVariables}
  z-index: ${({ theme, $placement }) => ($placement === 'start' ? theme.zIndex.drawer : theme.zIndex.dialog)};
  display: flex;
  background: ${tokenVars.color.bgOverlay};
  animation: ${fadeIn} ${tokenVars.motion.duration.normal} ${tokenVars.motion.easing.standard};
  ${({ $placement, theme }) =>
    $placement === 'center'
      ? css`
          align-items: center;
          justify-content: center;
          padding: ${theme.space.lg};
        `
      : $placement === 'bottom'
        ? css`
            align-items: flex-end;
            justify-content: center;
            @media (min-width: ${theme.breakpoint.md}px) {
              align-items: center;
              padding: ${theme.space.lg};
            }
          `
        : css`
            align-items: stretch;
            justify-content: flex-start;
          `}
`;

const Panel = styled.div<{ $placement: OverlayPlacement }>`
  position: relative;
  display: flex;
  flex-direction: column;
  max-height: 100%;
  overflow: auto;
  background: ${tokenVars.color.bgRaised};
  color: ${tokenVars.color.text};
  box-shadow: ${tokenVars.shadow.lg};
  outline: none;
  ${({ $placement, theme }) =>
    $placement === 'center'
      ? css`
          width: min(420px, 100%);
          border-radius: ${theme.radius.xl};
          border: ${theme.borderWidth.hairline} solid ${theme.color.border};
          animation: ${rise} ${theme.motion.duration.normal}ms ${theme.motion.easing.emphasized};
        `
      : $placement === 'bottom'
        ? css`
            width: 100%;
            max-height: 85vh;
            border-radius: ${theme.radius.xl} ${theme.radius.xl} 0 0;
            padding-bottom: env(safe-area-inset-bottom);
            animation: ${slideUp} ${theme.motion.duration.slow}ms ${theme.motion.easing.standard};
            @media (min-width: ${theme.breakpoint.md}px) {
              width: min(440px, 100%);
              border-radius: ${theme.radius.xl};
              animation: ${rise} ${theme.motion.duration.normal}ms ${theme.motion.easing.emphasized};
            }
          `
        : css`
            width: min(320px, 86vw);
            height: 100%;
            border-right: ${theme.borderWidth.hairline} solid ${theme.color.border};
            animation: ${slideIn} ${theme.motion.duration.slow}ms ${theme.motion.easing.standard};
          `}
`;

/** Props of {@link Overlay}. */
interface OverlayProps {
  open: boolean;
  /** Called on Escape or a backdrop press; leave it out for a dialog that must be answered. */
  onDismiss?: () => void;
  role?: 'dialog' | 'alertdialog';
  labelledBy?: string;
  describedBy?: string;
  label?: string;
  placement?: OverlayPlacement;
  /** The element to focus on open; otherwise the first focusable one inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
  className?: string;
}

/**
 * The modal layer under Dialog, the bottom sheets and the side menu: a portal with a scrim,
 * focus moved in and kept in (Tab wraps), Escape and backdrop dismissal when allowed, page
 * scroll locked, and focus handed back to whatever opened it.
 */
export function Overlay({
  open,
  onDismiss,
  role = 'dialog',
  labelledBy,
  describedBy,
  label,
  placement = 'center',
  initialFocus,
  children,
  className,
}: OverlayProps) {
  const panel = useRef<HTMLDivElement>(null);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target =
      initialFocus?.current ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      panel.current;
    target?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open, initialFocus]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && dismiss.current) {
      event.stopPropagation();
      dismiss.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      $placement={placement}
      data-testid="overlay-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) dismiss.current?.();
      }}
    >
      <Panel
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-label={label}
        tabIndex={-1}
        $placement={placement}
        onKeyDown={onKeyDown}
        className={className}
      >
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
