import { packageConfig } from '@lobby/tsup-config';

export default packageConfig({
  // Every file under src/areas/ is an entry, so a new area needs no change here.
  entry: [
    'src/index.ts',
    'src/core/index.ts',
    'src/errors.ts',
    'src/registry.ts',
    'src/manifest.ts',
    'src/areas/*.ts',
    '!src/**/*.test.ts',
  ],
  // Shared schemas stay imports so every consumer holds one copy of each.
  external: ['@lobby/domain', 'typebox'],
});
