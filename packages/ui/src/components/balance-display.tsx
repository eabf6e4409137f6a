import { tokenVars } from '@lobby/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { CurrencyLike } from '../internal/domain.ts';
import { Amount } from './amount.tsx';
import { IconButton } from './button.tsx';
import { Skeleton } from './skeleton.tsx';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokenVars.space.xxs};
  min-width: 0;
`;

const Label = styled.span`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.xxs};
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.xs};
  text-transform: uppercase;
  letter-spacing: ${tokenVars.font.letterSpacing.caps};
`;

// A long balance on a phone (9,999,999,999.99 in a three-letter currency) does not fit one
// line beside its buttons: the buttons wrap under it, and past that the figure itself breaks
// rather than running off the screen.
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokenVars.space.xs};
  min-width: 0;
  color: ${tokenVars.color.text};
`;

const Figure = styled.span`
  min-width: 0;
  & > span {
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

const Symbol = styled.span`
  color: ${tokenVars.color.accentText};
  font-weight: ${tokenVars.font.weight.bold};
  font-size: ${tokenVars.font.size.md};
`;

/** Props of {@link BalanceDisplay}. */
export interface BalanceDisplayProps {
  /** Integer minor units. */
  amount: number;
  /** Symbol and decimals of the balance. */
  currency: CurrencyLike;
  /** Shown as four stars when true (spec §4); the site persists the choice. */
  hidden: boolean;
  /** Called by the eye button; the caller flips `hidden` (and persists it). */
  onToggleHidden: () => void;
  /** The caption above the amount (default "Balance"). */
  label?: ReactNode;
  /** Shows a placeholder while the balance loads. */
  loading?: boolean;
  /** Adds a refresh button (spec §4: user info refreshes at most every 30 s; the site throttles). */
  onRefresh?: () => void;
  /** A refresh is under way: the refresh button spins and is disabled. */
  refreshing?: boolean;
  /** Accessible name of the hide/show button (default "Hide balance"). */
  toggleLabel?: string;
  /** Accessible name of the refresh button (default "Refresh balance"). */
  refreshLabel?: string;
  /** Type size of the amount: `xl` on the wallet, `lg` in tighter headers (default `xl`). */
  size?: 'lg' | 'xl';
}

/** The member's balance with a show/hide toggle and an optional refresh. */
export function BalanceDisplay({
  amount,
  currency,
  hidden,
  onToggleHidden,
  label = 'Balance',
  loading = false,
  onRefresh,
  refreshing = false,
  toggleLabel = 'Hide balance',
  refreshLabel = 'Refresh balance',
  size = 'xl',
}: BalanceDisplayProps) {
  return (
    <Box>
      <Label>{label}</Label>
      <Row>
        <Symbol aria-hidden>{currency.symbol}</Symbol>
        {loading ? (
          <Skeleton width="120px" height="28px" />
        ) : (
          <Figure>
            <Amount
              value={amount}
              currency={{ ...currency, symbol: '' }}
              hidden={hidden}
              size={size}
            />
          </Figure>
        )}
        <IconButton
          icon={hidden ? 'eyeOff' : 'eye'}
          label={toggleLabel}
          aria-pressed={hidden}
          size="sm"
          onClick={onToggleHidden}
        />
        {onRefresh ? (
          <IconButton
            icon="refresh"
            label={refreshLabel}
            size="sm"
            onClick={onRefresh}
            disabled={refreshing}
            aria-busy={refreshing || undefined}
          />
        ) : null}
      </Row>
    </Box>
  );
}
