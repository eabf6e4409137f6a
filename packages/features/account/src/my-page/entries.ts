/**
 * Every member area my page leads to (spec §2), grouped as members think of them. Links use
 * the domain's route names, so an area's screen appears here the day its feature lands.
 */
import { getHref } from '@lobby/domain/routes';
import type { RouteName } from '@lobby/domain/routes';
import type { IconName } from '@lobby/ui';

/** One entry: its route, link, `account` namespace label key and icon. */
export interface AccountEntry {
  readonly route: RouteName;
  readonly href: string;
  readonly label: string;
  readonly icon: IconName;
}

/** A group of entries under a heading key. */
export interface EntryGroup {
  readonly id: 'wallet' | 'records' | 'rewards' | 'account';
  readonly title: string;
  readonly entries: readonly AccountEntry[];
}

// Every route listed here has no path params, so its href needs only the name.
const entry = (
  route: RouteName,
  label: string,
  icon: IconName,
  href: string = getHref(route as 'HOME_PAGE'),
): AccountEntry => ({
  route,
  href,
  label,
  icon,
});

/** The quick actions shown beside the balance. */
export const QUICK_ACTIONS: readonly AccountEntry[] = [
  entry('DEPOSIT_INDEX', 'entries.deposit', 'plus'),
  entry('WITHDRAW_INDEX', 'entries.withdraw', 'download'),
  entry('MEMBER_TRANSFER', 'entries.transfer', 'refresh'),
];

/** Every member area, grouped. */
export const ENTRY_GROUPS: readonly EntryGroup[] = [
  {
    id: 'wallet',
    title: 'groups.wallet',
    entries: [
      entry('WALLET_INDEX', 'entries.wallet', 'wallet'),
      entry('DEPOSIT_INDEX', 'entries.deposit', 'plus'),
      entry('WITHDRAW_INDEX', 'entries.withdraw', 'download'),
      entry('MEMBER_TRANSFER', 'entries.transfer', 'refresh'),
      entry('BANK_CARD_LIST', 'entries.bankCards', 'ticket'),
    ],
  },
  {
    id: 'records',
    title: 'groups.records',
    entries: [
      entry('BET_RECORD', 'entries.betRecords', 'calendar'),
      entry('TRANSACTION_PAGE', 'entries.transactions', 'grid'),
    ],
  },
  {
    id: 'rewards',
    title: 'groups.rewards',
    entries: [
      entry('MY_PROMOTION', 'entries.myPromotions', 'gift'),
      entry('VIP_DETAIL', 'entries.vip', 'crown'),
      entry('REFERRAL', 'entries.referral', 'heart'),
    ],
  },
  {
    id: 'account',
    title: 'groups.account',
    entries: [
      entry('MESSAGE_INDEX', 'entries.messages', 'bell'),
      entry('KYC_PAGE', 'entries.kyc', 'check'),
      entry('SETTING_INDEX', 'entries.settings', 'settings'),
      entry('HELP_LIST', 'entries.help', 'info'),
    ],
  },
];

/**
 * The groups a brand shows: the VIP entry only where the brand's permission config switches
 * VIP display on (spec §3 `vip_config`), as the side menu does.
 */
export function entryGroups(vipShown: boolean): readonly EntryGroup[] {
  if (vipShown) return ENTRY_GROUPS;
  return ENTRY_GROUPS.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => entry.route !== 'VIP_DETAIL'),
  }));
}
