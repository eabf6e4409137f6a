import { defineConfig } from 'tsup';

export default defineConfig({
  entry: [
    'src/catalogues.ts',
    'src/runtime/index.ts',
    'src/lazy/wallet.ts',
    'src/lazy/payments.ts',
    'src/lazy/games.ts',
    'src/lazy/support.ts',
    'src/lazy/settings.ts',
    'src/lazy/promotions.ts',
    'src/lazy/programmes.ts',
    'src/lazy/kyc.ts',
  ],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2023',
  // The JSON catalogues are bundled into the output; @lobby/domain stays an import.
  external: ['@lobby/domain', '@lobby/contract'],
});
