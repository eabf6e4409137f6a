import { packageConfig } from '@lobby/tsup-config';

export default packageConfig({
  entry: [
    'src/catalogues.ts',
    'src/runtime/index.ts',
    'src/react/index.ts',
    // Every lazy namespace's English, one entry each.
    'src/lazy/*.ts',
  ],
  // The JSON catalogues are bundled into the output; @lobby/domain stays an import.
  external: ['@lobby/domain', '@lobby/contract'],
});
