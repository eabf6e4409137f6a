import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { tokenVars } from '@lobby/tokens';
import type { IconName } from '../icons/icon.tsx';
import { Icon } from '../icons/icon.tsx';
import { focusRing } from '../theme/theme-provider.tsx';

const Fab = styled.button<{ $fixed: boolean }>`
  ${({ $fixed }) =>
    $fixed
      ? `position: fixed; right: ${tokenVars.space.lg}; bottom: calc(${tokenVars.size.tabBar} + ${tokenVars.space.lg} + env(safe-area-inset-bottom)); z-index: ${tokenVars.zIndex.fab};`
      : 'position: relative;'}
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border: 0;
  border-radius: 50%;
  background: ${tokenVars.gradient.accent};
  color: ${tokenVars.color.onAccent};
  box-shadow: ${tokenVars.shadow.lg}, ${tokenVars.shadow.glow};
  cursor: pointer;
  transition: transform ${tokenVars.motion.duration.fast} ${tokenVars.motion.easing.emphasized};
  &:hover {
    transform: translateY(-2px);
  }
  &:active {
    transform: scale(0.95);
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    ${({ $fixed }) => ($fixed ? `bottom: ${tokenVars.space.xl}; right: ${tokenVars.space.xl};` : '')}
  }
  /* Tucked: slid to the screen's edge and shrunk, a sliver left to tap, so it never sits over
     the content a member is scrolling through; focus brings it back whole. */
  &[data-tucked='true']:not(:focus-visible) {
    transform: translateX(calc(100% - 18px + ${tokenVars.space.lg})) scale(0.72);
    opacity: 0.85;
  }
  transition-property: transform, opacity;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  ${focusRing}
`;

/** Props of {@link FloatingActionButton}. */
export interface FloatingActionButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children'
> {
  /** The icon shown (e.g. the support headset). */
  icon: IconName;
  /** The accessible name (the button shows only the icon). */
  label: string;
  /** Float over the page above the tab bar, or sit in the flow (previews). */
  fixed?: boolean;
  /** Slid to the edge and shrunk while the member scrolls through content (see `useTucked`). */
  tucked?: boolean;
  /** The native button type; `button` by default, so it never submits a form by accident. */
  type?: 'button' | 'submit' | 'reset';
}

/** The round floating button, e.g. customer service (spec §2; hidden by the lite variant's `brand.floatingContact`). */
export function FloatingActionButton({
  icon,
  label,
  fixed = true,
  tucked = false,
  type = 'button',
  ...rest
}: FloatingActionButtonProps) {
  return (
    <Fab type={type} aria-label={label} title={label} $fixed={fixed} data-tucked={tucked} {...rest}>
      <Icon name={icon} size={26} />
    </Fab>
  );
}
