import { tokenVars } from '@lobby/tokens';
import styled from 'styled-components';
import type { CurrencyLike } from '../internal/domain.ts';
import { formatMoney } from '../internal/domain.ts';
import { VisuallyHidden } from '../theme/theme-provider.tsx';

/** The colour meaning of an amount. */
export type AmountTone = 'neutral' | 'win' | 'loss' | 'pending' | 'auto';

/** What a hidden amount shows (spec §4: hidden shows four stars). */
export const HIDDEN_AMOUNT = '****';

const Value = styled.span<{ $tone: Exclude<AmountTone, 'auto'>; $size: 'sm' | 'md' | 'lg' | 'xl' }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${tokenVars.font.weight.bold};
  font-size: ${({ theme, $size }) =>
    $size === 'sm'
      ? theme.font.size.sm
      : $size === 'md'
        ? theme.font.size.md
        : $size === 'lg'
          ? theme.font.size.xl
          : theme.font.size.xxl};
  color: ${({ theme, $tone }) => ($tone === 'neutral' ? 'inherit' : theme.color[$tone])};
  white-space: nowrap;
`;

/** Props of {@link Amount}. */
export interface AmountProps {
  /** Integer minor units (cents). */
  value: number;
  /** Symbol and decimals to format with; a bare number when absent. */
  currency?: CurrencyLike;
  /** Decimals when no currency is given (default 2). */
  decimals?: number;
  /** Prefix gains with `+` (bet results, transaction records). */
  signed?: boolean;
  /** `auto` colours gains as win and losses as loss. */
  tone?: AmountTone;
  /** Masks the amount (the member hid their balance); screen readers hear `hiddenLabel`. */
  hidden?: boolean;
  /** What screen readers hear for a hidden amount. */
  hiddenLabel?: string;
  /** Type size, from small table figures (`sm`) to the headline balance (`xl`). Default `md`. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Extra class, for a parent that places or restyles the amount. */
  className?: string;
}

/** A money amount in minor units, formatted exactly and coloured by meaning. */
export function Amount({
  value,
  currency,
  decimals,
  signed = false,
  tone = 'neutral',
  hidden = false,
  hiddenLabel = 'Hidden amount',
  size = 'md',
  className,
}: AmountProps) {
  const resolved: Exclude<AmountTone, 'auto'> =
    tone === 'auto' ? (value > 0 ? 'win' : value < 0 ? 'loss' : 'neutral') : tone;
  if (hidden) {
    return (
      <Value $tone="neutral" $size={size} className={className}>
        <span aria-hidden>{HIDDEN_AMOUNT}</span>
        <VisuallyHidden>{hiddenLabel}</VisuallyHidden>
      </Value>
    );
  }
  const text = formatMoney(value, { currency, decimals });
  return (
    <Value $tone={resolved} $size={size} className={className} data-tone={resolved}>
      {signed && value > 0 ? '+' : ''}
      {text}
    </Value>
  );
}
