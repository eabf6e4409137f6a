/**
 * `@lobby/feature-payments/variants/retro`: the RETRO add-bank-card page on a subpath of its own,
 * which the site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { RetroAddBankCard } from '../bank-cards/retro-add-bank-card.tsx';
