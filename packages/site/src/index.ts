/**
 * `@lobby/site`: assembles a member site from the features, the SDK, the design system and
 * the i18n runtime. A brand shell calls `createMemberSite(brandConfig).mount(element)`.
 */
export { createMemberSite } from './create-member-site.tsx';
export type { MemberSite, MemberSiteFactory, MemberSiteOptions } from './create-member-site.tsx';
export type { BrandConfig, FirstScreen, ThemeChoices } from './brand.ts';
export { decideNavigation, SPECIAL_PATHS } from './router/guards.ts';
export type { GuardDecision, GuardReason, GuardState } from './router/guards.ts';
export { THEME_CHOICE_KEY, savedThemeChoice } from './layout/theme-selector.tsx';
