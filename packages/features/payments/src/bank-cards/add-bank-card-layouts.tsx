/**
 * The first three add-bank-card layouts under their historical module: DIAMOND, RETRO and LITE,
 * each a file of its own (`diamond-add-bank-card.tsx`, `retro-add-bank-card.tsx`,
 * `lite-add-bank-card.tsx`), their shared parts in `add-bank-card-parts.tsx`. Kept so existing
 * imports of these names still resolve.
 */
export { DiamondAddBankCard } from './diamond-add-bank-card.tsx';
export { RetroAddBankCard } from './retro-add-bank-card.tsx';
export { LiteAddBankCard } from './lite-add-bank-card.tsx';
