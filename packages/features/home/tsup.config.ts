import { reactPackageConfig } from '@lobby/tsup-config';

export default reactPackageConfig([
  'src/index.ts',
  'src/home/prefetch.ts',
  'src/contact/contact-screen.tsx',
  'src/variants/*.ts',
]);
