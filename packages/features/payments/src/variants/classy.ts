/**
 * `@lobby/feature-payments/variants/classy`: the CLASSY add-bank-card page on a subpath of its own,
 * which the site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { ClassyAddBankCard } from '../bank-cards/classy-add-bank-card.tsx';
