/**
 * The first three sign-in layouts under their historical module: DIAMOND, RETRO and LITE, each
 * a file of its own (`diamond-sign-in.tsx`, `retro-sign-in.tsx`, `lite-sign-in.tsx`), their
 * shared parts in `sign-in-parts.tsx`. Kept so existing imports of these names still resolve.
 */
export { DiamondSignIn } from './diamond-sign-in.tsx';
export { RetroSignIn } from './retro-sign-in.tsx';
export { LiteSignIn } from './lite-sign-in.tsx';
export { Logo, PERKS, Sub, Title, useHeadline } from './sign-in-parts.tsx';
