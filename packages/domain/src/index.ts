/**
 * `@lobby/domain`: Lobby's domain, everything by name. Each line re-exports one subpath
 * (`@lobby/domain/entities`, `/enums`, …), so a name is declared in its subpath's index only and
 * the root never keeps a second list. `/password-strength` stays out: it loads zxcvbn.
 *
 * The `export *` ban does not apply here: each subpath names its exports, and the checked-in API
 * report (`api/index.api.md`, `pnpm api:check`) fails on any name that appears unplanned.
 */
/* eslint-disable no-restricted-syntax */
export * from './entities/index.ts';
export * from './enums/index.ts';
export * from './validators/index.ts';
export * from './money/index.ts';
export * from './time/index.ts';
export * from './locale/index.ts';
export * from './q/index.ts';
export * from './routes/index.ts';
export * from './constants.ts';
