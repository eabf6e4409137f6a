/**
 * `@lobby/feature-payments/variants/diamond`: the DIAMOND add-bank-card page on a subpath of its
 * own, which the site's variant map imports lazily: a route loads its variant's layout, not all
 * six.
 */
export { DiamondAddBankCard } from '../bank-cards/diamond-add-bank-card.tsx';
