/**
 * The whole schema, for drizzle's relational queries and typing. Areas added later (wallet,
 * games, ...) add their own file beside these and one line here.
 */
import * as brands from './brands.ts';
import * as members from './members.ts';
import * as security from './security.ts';
import * as sessions from './sessions.ts';

/** Every table, keyed by its export name. */
export const schema = {
  ...brands,
  ...members,
  ...sessions,
  ...security,
};
