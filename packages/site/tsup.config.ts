import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'theme-choices': 'src/theming/theme-choices.ts',
    server: 'src/server/index.ts',
  },
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
