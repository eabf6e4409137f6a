/**
 * The main destinations (spec §2: the `/tabs` children), shown as the bottom tab bar on phones
 * and inline in the header on wide screens. Only destinations with a screen in this build show.
 */
import { getHref } from '@lobby/domain/routes';
import type { RouteName } from '@lobby/domain/routes';
import type { IconName } from '@lobby/ui';

/** One main destination. */
export interface NavItem {
  readonly id: 'home' | 'promotion' | 'contact' | 'my';
  readonly route: RouteName;
  readonly href: string;
  /** A `site` namespace key. */
  readonly label: string;
  readonly icon: IconName;
}

/** Every main destination, in tab order. */
const NAV_ITEMS: readonly NavItem[] = [
  { id: 'home', route: 'HOME_PAGE', href: getHref('HOME_PAGE'), label: 'nav.home', icon: 'home' },
  {
    id: 'promotion',
    route: 'PROMOTION_PAGE',
    href: getHref('PROMOTION_PAGE'),
    label: 'nav.promotion',
    icon: 'gift',
  },
  {
    id: 'contact',
    route: 'CONTACT_PAGE',
    href: getHref('CONTACT_PAGE'),
    label: 'nav.contact',
    icon: 'headset',
  },
  { id: 'my', route: 'MY_PAGE', href: getHref('MY_PAGE'), label: 'nav.my', icon: 'user' },
];

/** The destinations whose screens exist. */
export function availableNavItems(hasScreen: (name: RouteName) => boolean): readonly NavItem[] {
  return NAV_ITEMS.filter((item) => hasScreen(item.route));
}
