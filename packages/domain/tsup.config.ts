import { packageConfig } from '@lobby/tsup-config';

const subpaths = [
  'entities',
  'enums',
  'validators',
  'money',
  'time',
  'locale',
  'q',
  'routes',
  'password-strength',
];

export default packageConfig({
  // One entry per package.json export, so dist/<subpath>/index.js matches the exports map.
  entry: {
    index: 'src/index.ts',
    constants: 'src/constants.ts',
    ...Object.fromEntries(subpaths.map((name) => [`${name}/index`, `src/${name}/index.ts`])),
  },
});
