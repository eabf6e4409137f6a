import { packageConfig } from '@lobby/tsup-config';

export default packageConfig({
  entry: [
    'src/index.ts',
    'src/feed/index.ts',
    'src/react/index.ts',
    // Its own entry: only the lazy screens that move money import it, so the first screen's
    // chunk, which takes `react/index.ts` whole, does not carry it.
    'src/react/use-transfer-flow.ts',
    'src/areas/*/index.ts',
  ],
  // Declarations come from one tsc pass (tsconfig.build.json): tsup's per-entry bundling of
  // them took over a minute for the twenty entries.
  dts: false,
  // Workspace and peer packages stay imports; consumers install them.
  external: [/^@lobby\//, /^@reduxjs\//, /^@simplewebauthn\//, 'react', 'react-redux', 'typebox'],
});
