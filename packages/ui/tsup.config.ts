import { packageConfig } from '@lobby/tsup-config';

export default packageConfig({
  entry: [
    'src/index.ts',
    'src/artwork/index.ts',
    'src/operator-html/index.tsx',
    'src/qr-code/index.ts',
    'src/testing/index.tsx',
  ],
  splitting: true,
  external: ['react', 'react-dom', 'styled-components', '@testing-library/react', /^@lobby\//],
});
