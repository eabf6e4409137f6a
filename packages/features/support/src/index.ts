/**
 * `@lobby/feature-support`: the member's messages and system notices (unread markers, the
 * message read in full and marked read on the server, mark all read, the unread counts) and
 * the operator's help pages (the help centre, each page, supervision and licence), whose HTML
 * is sanitised again in the browser. Every screen is meant to be loaded lazily by the site.
 */

/** The messages screen (MESSAGE_INDEX / MESSAGE_MAIN, `/message/index`). */
export { MessagesScreen, MESSAGE_PAGE_SIZE } from './messages/messages-screen.tsx';
export type { MessageTab, MessagesScreenProps } from './messages/messages-screen.tsx';
/** The help centre (HELP_LIST, `/help/list`). */
export { HelpListScreen } from './help/help-list-screen.tsx';
export type { HelpListScreenProps } from './help/help-list-screen.tsx';
/** One help page (HELP_DETAIL, `/help/list/:id`). */
export { HelpDetailScreen } from './help/help-detail-screen.tsx';
export type { HelpDetailScreenProps } from './help/help-detail-screen.tsx';
/** The supervision (SUPERVISE, `/help/supervise`) and licence (LICENSE, `/help/license`) pages. */
export { LicenseScreen, SuperviseScreen } from './help/operator-pages.tsx';
export type { LicenseScreenProps, SuperviseScreenProps } from './help/operator-pages.tsx';
/** The about-us tree (ABOUT_US, `/help/about`). */
export { AboutUsScreen, visibleAboutUs } from './about/about-us-screen.tsx';
export type { AboutUsScreenProps } from './about/about-us-screen.tsx';
export type { SupportScreenBaseProps } from './types.ts';
