/**
 * The wallet (spec §2 WALLET_INDEX, /wallet/index): the total, the main wallet with the
 * persisted hide-balance toggle shared with my page (the session's flag), how fresh the
 * balances are, one tile per game provider with its own balance, transfer in / out per
 * provider, recall all with a per-provider result, pending transfers with their age and
 * Retry, and the auto-transfer setting. The main balance comes from `/member/userprofile` with
 * `with_channel_balances` (spec §7).
 */
import { cancelCalls } from '@lobby/api-client';
import { useChannelListQuery } from '@lobby/api-client/games';
import { useProfileQuery } from '@lobby/api-client/member';
import { useSessionSnapshot } from '@lobby/api-client/react';
import { sumMoney } from '@lobby/domain/money';
import { getHref } from '@lobby/domain/routes';
import { tokenVars } from '@lobby/tokens';
import {
  Amount,
  BalanceDisplay,
  Button,
  Hint,
  LoadError,
  PageHeader,
  ScreenPage,
  ScreenSection,
  SectionTitle,
  SignInPrompt,
  Skeleton,
  up,
} from '@lobby/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AutoTransferSetting } from '../auto-transfer/auto-transfer-setting.tsx';
import { useWalletTranslation } from '../i18n.ts';
import { errorMessage } from '@lobby/api-client';
import { useBrandCurrency, usePlatformOffset } from '@lobby/api-client/config';
import { useNow } from '../parts/use-now.ts';
import type { WalletScreenBaseProps } from '../types.ts';
import { BalanceFreshnessLine } from './balance-freshness.tsx';
import { ChannelTile } from './channel-tile.tsx';
import { PendingTransfers } from './pending-transfers.tsx';
import { RecallAll } from './recall-all.tsx';
import { useBalanceFreshness } from './use-balance-freshness.ts';

/** Props of {@link WalletScreen}: what the site hands every wallet screen. */
export type WalletScreenProps = WalletScreenBaseProps;

const Summary = styled.section`
  display: grid;
  gap: ${tokenVars.space.md};
  padding: ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.xl};
  background: ${tokenVars.gradient.hero};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  box-shadow: ${tokenVars.shadow.md};
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: center;
    padding: ${tokenVars.space.xl};
  }
`;

const Figure = styled.div`
  display: grid;
  gap: ${tokenVars.space.xxs};
  align-content: start;
  min-width: 0;
  & > .label {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
    text-transform: uppercase;
    letter-spacing: ${tokenVars.font.letterSpacing.caps};
  }
`;

const SummaryActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokenVars.space.sm};
  align-items: center;
  & > p {
    flex: 1 0 100%;
  }
  & > button {
    flex: 1 1 auto;
  }
  ${({ theme }) => up(theme, 'md')} {
    grid-column: 1 / -1;
    & > p {
      flex: 1 1 auto;
    }
    & > button {
      flex: 0 0 auto;
    }
  }
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${tokenVars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: ${tokenVars.space.md};
  }
`;

/** The wallet screen (see the module note). */
export function WalletScreen({ session, onRequireSignIn, onBack }: WalletScreenProps) {
  const { t } = useWalletTranslation();
  const snapshot = useSessionSnapshot(session);
  const signedIn = snapshot.signedIn;
  if (!signedIn) {
    return (
      <SignInPrompt
        title={t('wallet.title')}
        text={t('guest.text')}
        action={t('guest.signIn')}
        onRequireSignIn={onRequireSignIn}
      />
    );
  }
  return <SignedInWallet session={session} onBack={onBack} />;
}

function SignedInWallet({ session, onBack }: Pick<WalletScreenProps, 'session' | 'onBack'>) {
  const { t } = useWalletTranslation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const snapshot = useSessionSnapshot(session);
  const currency = useBrandCurrency();
  const offset = usePlatformOffset();
  const now = useNow();
  const profile = useProfileQuery({ with_channel_balances: 1, $options: { handleErrors: true } });
  const channels = useChannelListQuery();
  const [refreshKey, setRefreshKey] = useState(0);
  const [balances, setBalances] = useState<Readonly<Record<number, number | undefined>>>({});
  const hidden = !snapshot.balanceVisible;
  const freshness = useBalanceFreshness(profile.fulfilledTimeStamp, now);

  // Spec §7: a provider balance is cancellable; nobody waits for them once the wallet closes.
  useEffect(
    () => () => {
      dispatch(cancelCalls('channelBalance') as never);
    },
    [dispatch],
  );

  const onBalance = useCallback(
    (id: number, balance: number | undefined) =>
      setBalances((current) => (current[id] === balance ? current : { ...current, [id]: balance })),
    [],
  );

  const shown = useMemo(() => channels.data ?? [], [channels.data]);
  const main = snapshot.userInfo?.money ?? profile.data?.money;
  const known = shown.flatMap((channel) => {
    const value = balances[channel.id];
    return value === undefined ? [] : [value];
  });
  const missing = shown.length - known.length;
  const total = main === undefined ? undefined : sumMoney([main, ...known]);

  const refresh = () => {
    setRefreshKey((key) => key + 1);
    if (session.userInfoDue() || profile.isError) void profile.refetch();
  };

  return (
    <>
      <PageHeader title={t('wallet.title')} onBack={onBack} backLabel={t('common.back')} />
      <ScreenPage>
        {profile.isError && main === undefined ? (
          <LoadError
            message={errorMessage(profile.error, t('messages:FAILED_TO_GET_DATA'))}
            retryLabel={t('common.retry')}
            busy={profile.isFetching}
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <Summary aria-label={t('wallet.summary')}>
            <Figure>
              <span className="label">{t('wallet.total')}</span>
              {total === undefined ? (
                <Skeleton width="140px" height="32px" />
              ) : (
                <Amount
                  value={total}
                  currency={currency}
                  hidden={hidden}
                  hiddenLabel={t('balance.hiddenAmount')}
                  size="xl"
                />
              )}
              {missing > 0 && total !== undefined ? (
                <Hint>{t('wallet.totalPartial', { count: missing })}</Hint>
              ) : null}
            </Figure>
            <BalanceDisplay
              amount={main ?? 0}
              loading={main === undefined}
              currency={currency}
              hidden={hidden}
              onToggleHidden={() => session.setBalanceVisible(hidden)}
              onRefresh={refresh}
              refreshing={profile.isFetching}
              label={t('wallet.main')}
              toggleLabel={hidden ? t('balance.show') : t('balance.hide')}
              refreshLabel={t('balance.refresh')}
              size="lg"
            />
            <SummaryActions>
              <BalanceFreshnessLine freshness={freshness} now={now} offset={offset} />
              <Button iconStart="wallet" onClick={() => navigate(getHref('MEMBER_TRANSFER'))}>
                {t('wallet.transfer')}
              </Button>
              <RecallAll currency={currency} hidden={hidden} />
              <Button variant="ghost" onClick={() => navigate(getHref('TRANSACTION_PAGE'))}>
                {t('wallet.records')}
              </Button>
            </SummaryActions>
          </Summary>
        )}
        <PendingTransfers currency={currency} offset={offset} />
        <ScreenSection aria-labelledby="wallet-providers">
          <SectionTitle id="wallet-providers">{t('wallet.providers')}</SectionTitle>
          {channels.isError ? (
            <LoadError
              message={errorMessage(channels.error, t('messages:FAILED_TO_GET_DATA'))}
              retryLabel={t('common.retry')}
              onRetry={() => void channels.refetch()}
            />
          ) : !channels.data ? (
            <Skeleton lines={3} />
          ) : (
            <Tiles aria-labelledby="wallet-providers">
              {shown.map((channel) => (
                <ChannelTile
                  key={channel.id}
                  channel={channel}
                  currency={currency}
                  hidden={hidden}
                  refreshKey={refreshKey}
                  onBalance={onBalance}
                />
              ))}
            </Tiles>
          )}
        </ScreenSection>
        <AutoTransferSetting session={session} />
      </ScreenPage>
    </>
  );
}
