/**
 * The whole schema, for drizzle's relational queries and typing. Areas added later (wallet,
 * games, ...) add their own file beside these and one line here.
 */
import * as brands from './brands.ts';
import * as factors from './factors.ts';
import * as games from './games.ts';
import * as help from './help.ts';
import * as kyc from './kyc.ts';
import * as ledger from './ledger.ts';
import * as members from './members.ts';
import * as messages from './messages.ts';
import * as notices from './notices.ts';
import * as passkeys from './passkeys.ts';
import * as payments from './payments.ts';
import * as promotions from './promotions.ts';
import * as rateLimits from './rate-limits.ts';
import * as referral from './referral.ts';
import * as responsibleGambling from './responsible-gambling.ts';
import * as security from './security.ts';
import * as sessions from './sessions.ts';
import * as vip from './vip.ts';

/** Every table, keyed by its export name. */
export const schema = {
  ...brands,
  ...members,
  ...sessions,
  ...factors,
  ...passkeys,
  ...security,
  ...ledger,
  ...games,
  ...payments,
  ...promotions,
  ...vip,
  ...referral,
  ...kyc,
  ...messages,
  ...help,
  ...notices,
  ...responsibleGambling,
  ...rateLimits,
};
