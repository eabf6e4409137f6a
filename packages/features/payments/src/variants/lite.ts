/**
 * `@lobby/feature-payments/variants/lite`: the LITE add-bank-card page on a subpath of its own,
 * which the site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { LiteAddBankCard } from '../bank-cards/lite-add-bank-card.tsx';
