/**
 * `@lobby/feature-account`: my page — the balance with its visibility toggle, the VIP badge
 * and entries to every member area — in one layout per screen variant.
 */
export { DiamondMyPage, LiteMyPage, RetroMyPage } from './my-page/layouts.tsx';
export { ClassyMyPage } from './my-page/classy-my-page.tsx';
export { SoftSleekMyPage } from './my-page/soft-sleek-my-page.tsx';
export { ProSleekMyPage } from './my-page/pro-sleek-my-page.tsx';
export { ENTRY_GROUPS, QUICK_ACTIONS } from './my-page/entries.ts';
export type { AccountEntry, EntryGroup } from './my-page/entries.ts';
export { useMyPage } from './my-page/use-my-page.ts';
export type { MyPageModel } from './my-page/use-my-page.ts';
export type { MyPageProps } from './types.ts';
