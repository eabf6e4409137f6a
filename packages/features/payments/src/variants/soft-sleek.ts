/**
 * `@lobby/feature-payments/variants/soft-sleek`: the SOFT-SLEEK add-bank-card page on a subpath of
 * its own, which the site's variant map imports lazily: a route loads its variant's layout, not all
 * six.
 */
export { SoftSleekAddBankCard } from '../bank-cards/soft-sleek-add-bank-card.tsx';
