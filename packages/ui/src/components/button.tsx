import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';
import styled, { css } from 'styled-components';
import { gradientCss } from '@lobby/tokens';
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
    background: ${({ theme }) => gradientCss(theme.gradient.accent)};
    color: ${({ theme }) => theme.color.onAccent};
    border-color: transparent;
    box-shadow: ${({ theme }) => theme.shadow.sm};
    &:hover:not(:disabled) {
      box-shadow: ${({ theme }) => theme.shadow.glow};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.bgRaised};
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.borderStrong};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.color.accentText};
      color: ${({ theme }) => theme.color.accentText};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.accentText};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.bgHover};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.onDanger};
    border-color: transparent;
  `,
};

/** Shared by Button and IconButton so both press, focus and disable alike. */
const base = css<StyleProps>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme, $size }) => theme.size[heights[$size]]};
  border-width: ${({ theme }) => theme.borderWidth.control};
  border-style: solid;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: ${({ theme }) => theme.font.family.body};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: ${({ theme }) => theme.font.controlCase};
  letter-spacing: ${({ theme }) => (theme.font.controlCase === 'uppercase' ? theme.font.letterSpacing.caps : 'normal')};
  cursor: pointer;
  user-select: none;
  text-decoration: none;
  transition:
    transform ${({ theme }) => theme.motion.duration.fast}ms
      ${({ theme }) => theme.motion.easing.standard},
    box-shadow ${({ theme }) => theme.motion.duration.normal}ms
      ${({ theme }) => theme.motion.easing.standard},
    background ${({ theme }) => theme.motion.duration.normal}ms
      ${({ theme }) => theme.motion.easing.standard},
    color ${({ theme }) => theme.motion.duration.fast}ms,
    border-color ${({ theme }) => theme.motion.duration.fast}ms;
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
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space.md : theme.space.xl)};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.sm : theme.font.size.md)};
  white-space: nowrap;
`;

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width (mobile forms). */
  fullWidth?: boolean;
  /** Shows a spinner and blocks presses while an action runs, keeping the label for context. */
  loading?: boolean;
  iconStart?: IconName;
  iconEnd?: IconName;
  children?: ReactNode;
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
  width: ${({ theme, $size }) => theme.size[heights[$size]]};
  height: ${({ theme, $size }) => theme.size[heights[$size]]};
  padding: 0;
  border-radius: ${({ theme, $round }) => ($round ? theme.radius.pill : theme.radius.md)};
  flex: none;
`;

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** The accessible name; required because the button shows no text. */
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  round?: boolean;
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
