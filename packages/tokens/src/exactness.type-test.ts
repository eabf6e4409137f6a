/**
 * Compile-time proof that tokens are exact: each `@ts-expect-error` below marks a misspelt
 * token. `pnpm typecheck` covers this file, so if a typo ever stopped being an error the
 * directive would be unused and the typecheck would fail.
 */
import { createTheme, defineVariant } from './merge.ts';
import type { TokenPatch } from './types.ts';
import { lite } from './variants/lite.ts';

// A correct variant compiles.
export const ok = defineVariant('RETRO', {
  color: { bgSurface: '#000000' },
  radius: { md: '2px' },
});

export const misspeltColour = defineVariant('RETRO', {
  // @ts-expect-error `bgSurfce` is not a colour token.
  color: { bgSurfce: '#000000' },
});

export const misspeltGroup = defineVariant('RETRO', {
  // @ts-expect-error `colour` is not a token group.
  colour: { text: '#FFFFFF' },
});

export const deepTypo = defineVariant('LITE', {
  // @ts-expect-error `familly` is not a font token.
  font: { familly: { body: 'Inter' } },
});

// Exactness also holds for a patch built elsewhere, where excess-property checks do not reach.
const built = { color: { accent: '#FF0000', acent: '#00FF00' } };
// @ts-expect-error `acent` is not a colour token, even in a pre-built object.
export const prebuilt = defineVariant('RETRO', built);

// A wrong value type is an error too.
// @ts-expect-error durations are numbers of milliseconds.
export const wrongType = defineVariant('RETRO', { motion: { duration: { fast: '100ms' } } });

// Theme names and brand axes are checked the same way.
// @ts-expect-error `DIAMND` is not a theme name.
export const badName = createTheme('DIAMND', lite, {});

export const badAxis = createTheme('LITE', lite, {
  // @ts-expect-error `radious` is not a brand axis.
  radious: 'round',
});

export const badRadius = createTheme('LITE', lite, {
  // @ts-expect-error `pill` is not a radius axis value.
  radius: 'pill',
});

// `satisfies TokenPatch` catches typos in literals as well.
export const literal = {
  // @ts-expect-error `textMutd` is not a colour token.
  color: { textMutd: '#999999' },
} satisfies TokenPatch;
