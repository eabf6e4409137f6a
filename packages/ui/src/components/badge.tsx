import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { gradientCss } from '@lobby/tokens';
import type { IconName } from '../icons/icon.tsx';
import { Icon } from '../icons/icon.tsx';

/** The meaning of a badge. */
export type BadgeTone = 'neutral' | 'accent' | 'win' | 'loss' | 'pending' | 'info' | 'vip';

const toneColor = {
  neutral: 'textMuted',
  accent: 'accentText',
  win: 'win',
  loss: 'loss',
  pending: 'pending',
  info: 'info',
  vip: 'vip',
} as const;

const Pill = styled.span<{ $tone: BadgeTone; $solid: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  height: 22px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
  line-height: 1;
  ${({ $solid, $tone }) =>
    $solid
      ? css`
          background: ${({ theme }) => gradientCss(theme.gradient.accent)};
          color: ${({ theme }) => theme.color.onAccent};
          border: 0;
          box-shadow: ${({ theme }) => theme.shadow.sm};
        `
      : css`
          background: ${({ theme }) => theme.color.bgSunken};
          color: ${({ theme }) => theme.color[toneColor[$tone]]};
          border: 1px solid currentColor;
        `}
`;

/** Props of {@link Badge}. */
export interface BadgeProps {
  tone?: BadgeTone;
  /** A filled accent badge (HOT, NEW on tiles); outline otherwise. */
  solid?: boolean;
  icon?: IconName;
  children: ReactNode;
  className?: string;
}

/** A short status or label: bet results, record states, HOT/NEW on games. */
export function Badge({ tone = 'neutral', solid = false, icon, children, className }: BadgeProps) {
  return (
    <Pill $tone={tone} $solid={solid} className={className} data-tone={tone}>
      {icon ? <Icon name={icon} size={12} strokeWidth={2.5} /> : null}
      {children}
    </Pill>
  );
}
