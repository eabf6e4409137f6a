/**
 * One game provider's wallet on the wallet screen. Its balance is asked for on its own
 * (`games.channelBalance`, spec §7: cancellable), so one slow or failing provider never holds
 * the others: each tile has its own loading state, a Stop while it loads, and its own error
 * ("Failed to obtain the balance of {name}") with Retry. Transfer in and out open the transfer
 * screen with the provider and direction preset; fast transfer ("All in", spec
 * "fast transfer") moves the whole main balance into an open provider in one tap, for a member
 * about to play there, and the tile then asks for its balance again.
 */
import { useLazyChannelBalanceQuery } from '@lobby/api-client/wallet';
import type { GameChannel } from '@lobby/contract/games';
import { GameStatus, TransferAction } from '@lobby/domain/enums';
import { getHref } from '@lobby/domain/routes';
import { tokenVars } from '@lobby/tokens';
import { Amount, Badge, Button, Skeleton, VisuallyHidden, focusRing } from '@lobby/ui';
import type { CurrencyLike } from '@lobby/ui';
import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useWalletTranslation } from '../i18n.ts';
import { FastTransferButton } from '../transfer/fast-transfer.tsx';
import { isAborted } from '@lobby/api-client';

const Tile = styled.li`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${tokenVars.space.sm};
  min-width: 0;
  padding: ${tokenVars.space.md};
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokenVars.space.xs};
  min-width: 0;
  h3 {
    margin: 0;
    overflow-wrap: anywhere;
    font-size: ${tokenVars.font.size.sm};
    font-weight: ${tokenVars.font.weight.medium};
  }
`;

const Value = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokenVars.space.xs};
  align-self: start;
  min-height: 32px;
`;

const Problem = styled.p`
  margin: 0;
  color: ${tokenVars.color.danger};
  font-size: ${tokenVars.font.size.xs};
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.xs};
`;

const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 36px;
  padding: 0 ${tokenVars.space.sm};
  border-radius: ${tokenVars.radius.md};
  border: ${tokenVars.borderWidth.control} solid ${tokenVars.color.borderStrong};
  color: ${tokenVars.color.text};
  background: ${tokenVars.color.bgRaised};
  font-size: ${tokenVars.font.size.sm};
  font-weight: ${tokenVars.font.weight.medium};
  white-space: nowrap;
  text-decoration: none;
  &:hover {
    background: ${tokenVars.color.bgHover};
  }
  ${focusRing}
`;

/** Props of {@link ChannelTile}. */
export interface ChannelTileProps {
  readonly channel: Pick<GameChannel, 'id' | 'name' | 'status'>;
  readonly currency: CurrencyLike;
  readonly hidden: boolean;
  /** Changes when the member asks for fresh balances: the tile asks again. */
  readonly refreshKey: number;
  /** Told the balance once known (and `undefined` while it is not), for the total. */
  onBalance(id: number, balance: number | undefined): void;
}

/** A provider wallet tile (see the module note). */
export function ChannelTile({
  channel,
  currency,
  hidden,
  refreshKey,
  onBalance,
}: ChannelTileProps) {
  const { t } = useWalletTranslation();
  const [load, result] = useLazyChannelBalanceQuery();
  const request = useRef<{ abort(): void } | undefined>(undefined);
  const id = channel.id;

  const start = useCallback(() => {
    request.current?.abort();
    request.current = load({ id, $options: { handleErrors: true } });
  }, [id, load]);

  useEffect(() => {
    start();
    return () => request.current?.abort();
  }, [start, refreshKey]);

  const balance = result.isError ? undefined : result.data?.balance;
  useEffect(() => onBalance(id, balance), [id, balance, onBalance]);

  const loading = result.isFetching;
  const stopped = !loading && result.isError && isAborted(result.error);
  const failed = !loading && result.isError && !stopped;
  const headingId = `wallet-channel-${id}`;
  const open = channel.status === GameStatus.Open;

  return (
    <Tile aria-labelledby={headingId} aria-busy={loading}>
      <Head>
        <h3 id={headingId}>{channel.name}</h3>
        {channel.status === GameStatus.Maintain ? (
          <Badge tone="pending">{t('channel.maintenance')}</Badge>
        ) : channel.status === GameStatus.Closed ? (
          <Badge tone="neutral">{t('channel.closed')}</Badge>
        ) : null}
      </Head>
      <Value>
        {loading && result.data === undefined ? (
          <>
            <Skeleton width="96px" height="20px" />
            <Button size="sm" variant="ghost" onClick={() => request.current?.abort()}>
              {t('channel.stop')}
              <VisuallyHidden>{` ${channel.name}`}</VisuallyHidden>
            </Button>
          </>
        ) : failed || stopped ? (
          <>
            {failed ? (
              <Problem role="alert">
                {t('messages:BALANCE_FETCH_FAILED', { name: channel.name })}
              </Problem>
            ) : (
              <Problem>{t('channel.stopped')}</Problem>
            )}
            <Button size="sm" variant="secondary" iconStart="refresh" onClick={start}>
              {t('common.retry')}
              <VisuallyHidden>{` ${channel.name}`}</VisuallyHidden>
            </Button>
          </>
        ) : balance !== undefined ? (
          <Amount
            value={balance}
            currency={currency}
            hidden={hidden}
            hiddenLabel={t('balance.hiddenAmount')}
          />
        ) : null}
      </Value>
      <Actions>
        {open ? (
          <ActionLink
            to={getHref('MEMBER_TRANSFER', null, { channel: id, action: TransferAction.In })}
          >
            {t('channel.transferIn')}
            <VisuallyHidden>{` ${t('channel.to', { provider: channel.name })}`}</VisuallyHidden>
          </ActionLink>
        ) : null}
        {open ? (
          <FastTransferButton
            channel={channel}
            action={TransferAction.In}
            variant="primary"
            fullWidth
            compact
            onDone={start}
          />
        ) : null}
        {channel.status !== GameStatus.Closed ? (
          <ActionLink
            to={getHref('MEMBER_TRANSFER', null, { channel: id, action: TransferAction.Out })}
          >
            {t('channel.transferOut')}
            <VisuallyHidden>{` ${t('channel.from', { provider: channel.name })}`}</VisuallyHidden>
          </ActionLink>
        ) : null}
      </Actions>
    </Tile>
  );
}
