import { packageConfig } from '@lobby/tsup-config';

export default packageConfig({
  entry: [
    'src/index.ts',
    'src/artwork/index.ts',
    'src/operator-html/index.tsx',
    'src/qr-code/index.ts',
  ],
  splitting: true,
  external: ['react', 'react-dom', 'styled-components', /^@lobby\//],
});
