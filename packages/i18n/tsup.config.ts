import { defineConfig } from 'tsup';

export default defineConfig({
  entry: [
    'src/catalogues.ts',
    'src/runtime/index.ts',
    'src/react/index.ts',
    // Every lazy namespace's English, one entry each.
    'src/lazy/*.ts',
  ],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2023',
  // The JSON catalogues are bundled into the output; @lobby/domain stays an import.
  external: ['@lobby/domain', '@lobby/contract'],
});
