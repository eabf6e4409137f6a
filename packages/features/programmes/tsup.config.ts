import { reactPackageConfig } from '@lobby/tsup-config';

export default reactPackageConfig(['src/index.ts']);
