import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/dialog.ts', 'src/variants/*.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  target: 'es2023',
  external: [
    'react',
    'react-dom',
    'styled-components',
    'react-redux',
    'react-router-dom',
    'i18next',
    'react-i18next',
    /^@lobby\//,
    /^@reduxjs\//,
  ],
});
