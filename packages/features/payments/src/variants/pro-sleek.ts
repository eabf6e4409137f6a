/**
 * `@lobby/feature-payments/variants/pro-sleek`: the PRO-SLEEK add-bank-card page on a subpath of
 * its own, which the site's variant map imports lazily: a route loads its variant's layout, not all
 * six.
 */
export { ProSleekAddBankCard } from '../bank-cards/pro-sleek-add-bank-card.tsx';
