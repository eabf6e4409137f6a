/**
 * My page's data and actions for every layout: the member, the balance and its persisted
 * visibility (spec §4: hidden shows four stars), a refresh that respects the 30 s user-info
 * limit, the VIP level and entry where the brand shows VIP, the entries, and the brand currency.
 */
import { useBrandCurrency, usePermissionsQuery } from '@lobby/api-client/config';
import { useLazyProfileQuery } from '@lobby/api-client/member';
import { useSessionSnapshot } from '@lobby/api-client/react';
import { isVipMenuVisible } from '@lobby/domain/entities';
import { useToast } from '@lobby/ui';
import { useProgressQuery as useVipProgressQuery } from '@lobby/api-client/vip';
import type { MyPageProps } from '../types.ts';
import { entryGroups } from './entries.ts';
import { useAccountTranslation } from '../i18n.ts';

/** Everything a my-page layout shows and does. */
export function useMyPage({ session }: Pick<MyPageProps, 'session'>) {
  const { t } = useAccountTranslation();
  const toast = useToast();
  const snapshot = useSessionSnapshot(session);
  const currency = useBrandCurrency();
  const [loadProfile, profile] = useLazyProfileQuery();
  const permissions = usePermissionsQuery().data;
  const vipShown = permissions ? isVipMenuVisible(permissions) : false;
  const vip = useVipProgressQuery(
    { $options: { handleErrors: true } },
    { skip: !snapshot.signedIn || !vipShown },
  );
  const refresh = () => {
    if (!session.userInfoDue()) {
      toast.show(t('balance.upToDate'), { tone: 'info' });
      return;
    }
    void loadProfile(undefined);
  };
  return {
    t,
    signedIn: snapshot.signedIn,
    user: snapshot.userInfo,
    balance: snapshot.userInfo?.money,
    hidden: !snapshot.balanceVisible,
    toggleHidden: () => session.setBalanceVisible(!snapshot.balanceVisible),
    refresh,
    refreshing: profile.isFetching,
    currency,
    vipLevel: vipShown ? vip.data?.level : undefined,
    groups: entryGroups(vipShown),
  };
}

/** What {@link useMyPage} returns. */
export type MyPageModel = ReturnType<typeof useMyPage>;
