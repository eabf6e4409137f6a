import { reactPackageConfig } from '@lobby/tsup-config';

export default reactPackageConfig({
  index: 'src/index.ts',
  'theme-choices': 'src/theming/theme-choices.ts',
  server: 'src/server/index.ts',
});
