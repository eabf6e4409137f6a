import { lobby } from '@lobby/eslint-config';

export default [
  ...lobby(),
  {
    // Bindings whose queries have not moved into their area's service yet: the house rule
    // (lobby/api-house) is off for these files only, until each area's extraction lands.
    files: ['src/areas/auth/routes.ts'],
    rules: { 'lobby/api-house': 'off' },
  },
];
