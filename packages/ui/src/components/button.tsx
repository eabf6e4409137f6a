import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';
import styled, { css } from 'styled-components';
import { tokenVars } from '@lobby/tokens';
import type { IconName } from '../icons/icon.tsx';
import { Icon } from '../icons/icon.tsx';
import { focusRing } from '../theme/theme-provider.tsx';
import { Spinner } from './spinner.tsx';

/** The look of a button: its weight in the hierarchy of a screen. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** Button heights, from the control size tokens. */
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
}

const heights = { sm: 'controlSm', md: 'controlMd', lg: 'controlLg' } as const;

const variants = {
  primary: css`
    background: ${tokenVars.gradient.accent};
    color: ${tokenVars.color.onAccent};
    border-color: transparent;
    box-shadow: ${tokenVars.shadow.sm};
    &:hover:not(:disabled) {
      box-shadow: ${tokenVars.shadow.glow};
    }
  `,
  secondary: css`
    background: ${tokenVars.color.bgRaised};
    color: ${tokenVars.color.text};
    border-color: ${tokenVars.color.borderStrong};
    &:hover:not(:disabled) {
      border-color: ${tokenVars.color.accentText};
      color: ${tokenVars.color.accentText};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${tokenVars.color.accentText};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${tokenVars.color.bgHover};
    }
  `,
  danger: css`
    background: ${tokenVars.color.danger};
    color: ${tokenVars.color.onDanger};
    border-color: transparent;
  `,
};

/** Shared by Button and IconButton so both press, focus and disable alike. */
const base = css<StyleProps>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokenVars.space.sm};
  min-height: ${({ $size }) => tokenVars.size[heights[$size]]};
  border-width: ${tokenVars.borderWidth.control};
  border-style: solid;
  border-radius: ${tokenVars.radius.md};
  font-family: ${tokenVars.font.family.body};
  font-weight: ${tokenVars.font.weight.bold};
  text-transform: ${tokenVars.font.controlCase};
  /* Chosen in JS from the theme's control case: CSS cannot branch on a variable's value. */
  letter-spacing: ${({ theme }) =>
    theme.font.controlCase === 'uppercase' ? tokenVars.font.letterSpacing.caps : 'normal'};
  cursor: pointer;
  user-select: none;
  text-decoration: none;
  transition:
    transform ${tokenVars.motion.duration.fast} ${tokenVars.motion.easing.standard},
    box-shadow ${tokenVars.motion.duration.normal} ${tokenVars.motion.easing.standard},
    background ${tokenVars.motion.duration.normal} ${tokenVars.motion.easing.standard},
    color ${tokenVars.motion.duration.fast},
    border-color ${tokenVars.motion.duration.fast};
  ${({ $variant }) => variants[$variant]}
  &:active:not(:disabled) {
    transform: translateY(1px) scale(0.98);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
    box-shadow: none;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  ${focusRing}
`;

const StyledButton = styled.button<StyleProps>`
  ${base}
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding: 0 ${({ $size }) => ($size === 'sm' ? tokenVars.space.md : tokenVars.space.xl)};
  font-size: ${({ $size }) => ($size === 'sm' ? tokenVars.font.size.sm : tokenVars.font.size.md)};
  white-space: nowrap;
`;

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * The button's weight: `primary` (one per view), `secondary`, `ghost` or `danger`. Default
   * `primary`.
   */
  variant?: ButtonVariant;
  /** Height from the control size tokens (default `md`). */
  size?: ButtonSize;
  /** Stretch to the container's width (mobile forms). */
  fullWidth?: boolean;
  /** Shows a spinner and blocks presses while an action runs, keeping the label for context. */
  loading?: boolean;
  /** An icon before the label. */
  iconStart?: IconName;
  /** An icon after the label (e.g. a chevron for "more"). */
  iconEnd?: IconName;
  /** The label. */
  children?: ReactNode;
  /** The native button type; `button` by default, so it never submits a form by accident. */
  type?: 'button' | 'submit' | 'reset';
}

/** The action button. One primary per view; secondary and ghost for the rest. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth,
    loading = false,
    iconStart,
    iconEnd,
    children,
    disabled,
    type = 'button',
    ...rest
  },
  ref,
) {
  const iconSize = size === 'sm' ? 16 : 20;
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? (
        <Spinner size={iconSize - 2} label={null} />
      ) : iconStart ? (
        <Icon name={iconStart} size={iconSize} />
      ) : null}
      {children}
      {iconEnd && !loading ? <Icon name={iconEnd} size={iconSize} /> : null}
    </StyledButton>
  );
});

const StyledIconButton = styled.button<StyleProps & { $round: boolean }>`
  ${base}
  width: ${({ $size }) => tokenVars.size[heights[$size]]};
  height: ${({ $size }) => tokenVars.size[heights[$size]]};
  padding: 0;
  border-radius: ${({ $round }) => ($round ? tokenVars.radius.pill : tokenVars.radius.md)};
  flex: none;
`;

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The icon shown. */
  icon: IconName;
  /** The accessible name; required because the button shows no text. */
  label: string;
  /** Weight, as for {@link Button} (default `ghost`). */
  variant?: ButtonVariant;
  /** Edge length from the control size tokens (default `md`). */
  size?: ButtonSize;
  /** A circle instead of a rounded square. */
  round?: boolean;
  /** The native button type; `button` by default, so it never submits a form by accident. */
  type?: 'button' | 'submit' | 'reset';
}

/** A square or round button showing only an icon (back, close, reveal password). */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant = 'ghost', size = 'md', round = false, type = 'button', ...rest },
  ref,
) {
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      $variant={variant}
      $size={size}
      $round={round}
      {...rest}
    >
      <Icon name={icon} size={size === 'sm' ? 16 : 22} />
    </StyledIconButton>
  );
});
