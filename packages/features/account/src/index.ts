/**
 * `@lobby/feature-account`: my page — the balance with its visibility toggle, the VIP badge
 * and entries to every member area — in one layout per screen variant, each the subpath
 * `@lobby/feature-account/variants/<variant>`.
 */
export { ENTRY_GROUPS, QUICK_ACTIONS } from './my-page/entries.ts';
export type { AccountEntry, EntryGroup } from './my-page/entries.ts';
export { useMyPage } from './my-page/use-my-page.ts';
export type { MyPageModel } from './my-page/use-my-page.ts';
export type { MyPageProps } from './types.ts';
