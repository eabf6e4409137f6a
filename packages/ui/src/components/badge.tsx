import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokenVars } from '@lobby/tokens';
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

// One rule per tone keyed on the data attribute, so the badge's styles are the same string for
// every instance and styled-components never re-evaluates them per render.
const toneRules = (Object.keys(toneColor) as BadgeTone[])
  .map((tone) => `&[data-tone='${tone}'] { color: ${tokenVars.color[toneColor[tone]]}; }`)
  .join('\n');

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  height: 22px;
  padding: 0 ${tokenVars.space.sm};
  border-radius: ${tokenVars.radius.pill};
  font-size: 0.6875rem;
  font-weight: ${tokenVars.font.weight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
  line-height: 1;
  background: ${tokenVars.color.bgSunken};
  color: ${tokenVars.color.textMuted};
  border: 1px solid currentColor;
  ${toneRules}
  /* Solid comes after the tones: same specificity, so its colour wins. */
  &[data-solid] {
    background: ${tokenVars.gradient.accent};
    color: ${tokenVars.color.onAccent};
    border: 0;
    box-shadow: ${tokenVars.shadow.sm};
  }
`;

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** What the badge means, which sets its colours (default `neutral`). */
  tone?: BadgeTone;
  /** A filled accent badge (HOT, NEW on tiles); outline otherwise. */
  solid?: boolean;
  /** An icon before the text. */
  icon?: IconName;
  /** The text (kept short: HOT, NEW, a status). */
  children: ReactNode;
  /** Extra class, for a parent that places the badge (e.g. over a tile). */
  className?: string;
}

/** A short status or label: bet results, record states, HOT/NEW on games. */
export function Badge({ tone = 'neutral', solid = false, icon, children, className }: BadgeProps) {
  return (
    <Pill className={className} data-tone={tone} data-solid={solid || undefined}>
      {icon ? <Icon name={icon} size={12} strokeWidth={2.5} /> : null}
      {children}
    </Pill>
  );
}
