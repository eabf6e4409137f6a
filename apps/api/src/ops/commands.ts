/**
 * What an operator can do, as plain functions over a context: create members and QR codes,
 * lock and unlock, switch maintenance, read the dev outbox, rotate the encryption key. The CLI
 * (`ops/cli.ts`) parses arguments and calls these; tests call them directly.
 */
import {
  ContactSettings,
  PermissionConfig,
  QrCodeStatus,
  RegistrationType,
  UserStatus,
  validatePassword,
  validateUsername,
  lengthBounds,
} from '@lobby/domain';
import { translate } from '@lobby/i18n/catalogues';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { brands, maintenance } from '../db/schema/brands.ts';
import { judgeNewPassword } from '../core/security/password-strength.ts';
import { featuredWins } from '../db/schema/games.ts';
import { members, qrCodes } from '../db/schema/members.ts';
import { outbox } from '../db/schema/security.ts';
import type { AppContext } from '../core/context.ts';
import { announceConfigChange } from '../core/cluster/cluster.ts';
import { liveChatScriptOf, liveChatScriptProblem } from '../areas/config/live-chat.ts';
import { clearSecondFactorFailures } from '../areas/two-factor/service.ts';
import { sweepExpired } from '../core/sweeper/sweeper.ts';
import { createMember, findMemberByUsername } from '../core/security/members.ts';
import { accountKey } from '../core/security/passwords.ts';
import { newToken } from '../core/security/tokens.ts';
import { clearWithdrawPasswordFailures } from '../core/security/withdraw-password-guard.ts';
import { OpsError } from './ops-error.ts';

/** Kept importable from here: the commands' callers and tests name it beside them. */
export { OpsError };

async function brandOf(ctx: AppContext, brandId: string) {
  const brand = await ctx.brands.byId(brandId);
  if (!brand) throw new OpsError(`No brand "${brandId}"`);
  return brand;
}

async function memberOf(ctx: AppContext, brandId: string, username: string) {
  await brandOf(ctx, brandId);
  const member = await findMemberByUsername(ctx.db, brandId, username);
  if (!member) throw new OpsError(`No member "${username}" in brand "${brandId}"`);
  return member;
}

/** Creates a member; `mustChangePassword` makes the first login ask for a new password. */
export async function opsCreateMember(
  ctx: AppContext,
  input: {
    brand: string;
    username: string;
    password: string;
    balance?: number;
    mustChangePassword?: boolean;
  },
) {
  const brand = await brandOf(ctx, input.brand);
  const bounds = lengthBounds('configured', brand.permission.member);
  const username = validateUsername(input.username, bounds.username);
  // The validators answer catalogue keys (USERNAME_FORMAT); the operator reads the sentence.
  if (!username.valid)
    throw new OpsError(
      `Username: ${translate('en', `messages:${username.message}`, username.values)}`,
    );
  const password = validatePassword(input.password, bounds.password);
  if (!password.valid)
    throw new OpsError(
      `Password: ${translate('en', `messages:${password.message}`, password.values)}`,
    );
  // The strength rule too: an operator-made account is a member's account like any other.
  const strength = await judgeNewPassword(input.password, { username: input.username, brand });
  if (!strength.valid)
    throw new OpsError(`Password: ${translate('en', `messages:${strength.message}`)}`);
  if (await findMemberByUsername(ctx.db, brand.id, input.username))
    throw new OpsError(`"${input.username}" is taken`);
  if (input.balance !== undefined && !(Number.isSafeInteger(input.balance) && input.balance >= 0)) {
    throw new OpsError('Balance must be a non-negative integer of minor units');
  }
  const member = await createMember(
    ctx.db,
    {
      brandId: brand.id,
      currencyCode: brand.currencyCode,
      username: input.username,
      passwordHash: await ctx.passwords.admit(
        accountKey.loginName(brand.id, input.username),
        ({ password }) => password.hash(input.password),
      ),
      registrationType: RegistrationType.Backend,
      mustChangePassword: input.mustChangePassword ?? false,
      ...(input.balance !== undefined ? { balance: input.balance } : {}),
    },
    ctx.now(),
  );
  return { id: member.id, username: member.username, inviteCode: member.inviteCode };
}

/** Locks a member and revokes every session. */
export async function opsLock(ctx: AppContext, brandId: string, username: string) {
  const member = await memberOf(ctx, brandId, username);
  await ctx.db
    .update(members)
    .set({ status: UserStatus.Locked, updatedAt: new Date(ctx.now()) })
    .where(eq(members.id, member.id));
  await ctx.sessions.revokeMember(member.id, 'locked');
  return { username: member.username, status: UserStatus.Locked };
}

/**
 * Unlocks (reactivates) a member, clears the failed-login count and lifts the withdrawal
 * password's and the second-factor codes' attempt locks. Without a brand the username must name one member across brands.
 */
export async function opsUnlock(ctx: AppContext, brandId: string | undefined, username: string) {
  let brand = brandId;
  if (brand === undefined) {
    const found = await ctx.db
      .select({ brandId: members.brandId })
      .from(members)
      .where(sql`lower(${members.username}) = ${username.toLowerCase()}`);
    if (found.length === 0) throw new OpsError(`No member "${username}" in any brand`);
    // One name may exist in several brands (the demo member is in all): never guess which.
    if (found.length > 1)
      throw new OpsError(
        `"${username}" is in brands ${found.map((f) => f.brandId).join(', ')}: pass --brand`,
      );
    brand = (found[0] as { brandId: string }).brandId;
  }
  const member = await memberOf(ctx, brand, username);
  await ctx.db
    .update(members)
    .set({ status: UserStatus.Active, failedLogins: 0, updatedAt: new Date(ctx.now()) })
    .where(eq(members.id, member.id));
  await ctx.loginGuard.clear(brand, member.username);
  await clearWithdrawPasswordFailures(ctx.db, member.id);
  await clearSecondFactorFailures(ctx.db, member.id);
  return { brand, username: member.username, status: UserStatus.Active };
}

/** Switches maintenance type 1 on, optionally for a window (Unix ms). */
export async function opsMaintenanceOn(
  ctx: AppContext,
  brandId: string,
  window: { start?: number; end?: number } = {},
) {
  await brandOf(ctx, brandId);
  if (window.start !== undefined && window.end !== undefined && window.end <= window.start) {
    throw new OpsError('The end must be after the start');
  }
  const values = {
    type: 1,
    startAt: window.start !== undefined ? new Date(window.start) : null,
    endAt: window.end !== undefined ? new Date(window.end) : null,
    updatedAt: new Date(ctx.now()),
  };
  await ctx.db
    .insert(maintenance)
    .values({ brandId, ...values })
    .onConflictDoUpdate({ target: maintenance.brandId, set: values });
  announceConfigChange(ctx.cluster, brandId);
  return {
    brand: brandId,
    type: 1,
    start: values.startAt?.toISOString() ?? null,
    end: values.endAt?.toISOString() ?? null,
  };
}

/** Switches maintenance off. */
export async function opsMaintenanceOff(ctx: AppContext, brandId: string) {
  await brandOf(ctx, brandId);
  const values = { type: 0, startAt: null, endAt: null, updatedAt: new Date(ctx.now()) };
  await ctx.db
    .insert(maintenance)
    .values({ brandId, ...values })
    .onConflictDoUpdate({ target: maintenance.brandId, set: values });
  announceConfigChange(ctx.cluster, brandId);
  return { brand: brandId, type: 0 };
}

/**
 * An origin as the operator typed it, reduced to `scheme://host[:port]`; anything with a path,
 * credentials, a query or another scheme is refused, since a browser never sends one.
 */
export function parseOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OpsError(
      `"${raw}" is not an origin: give scheme://host[:port], e.g. https://app.example.com`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OpsError(`"${raw}" is not an http or https origin`);
  }
  if (url.origin !== raw.replace(/\/$/, '').toLowerCase()) {
    throw new OpsError(`"${raw}" is more than an origin: did you mean ${url.origin}?`);
  }
  return url.origin;
}

/**
 * Allows a web app at `origin` to call the API as a brand (CORS), e.g. a developer's own app
 * built on the SDK; answers the brand's allowed origins. One atomic update, so two operators
 * adding at once both land.
 */
export async function opsAllowOrigin(ctx: AppContext, brandId: string, raw: string) {
  await brandOf(ctx, brandId);
  const origin = parseOrigin(raw);
  const [row] = await ctx.db
    .update(brands)
    .set({
      corsOrigins: sql`case when ${brands.corsOrigins} ? ${origin} then ${brands.corsOrigins}
        else ${brands.corsOrigins} || jsonb_build_array(${origin}::text) end`,
    })
    .where(eq(brands.id, brandId))
    .returning({ origins: brands.corsOrigins });
  announceConfigChange(ctx.cluster, brandId);
  return { brand: brandId, origins: row?.origins ?? [] };
}

/** Stops allowing `origin` for a brand; answers the origins still allowed. */
export async function opsRevokeOrigin(ctx: AppContext, brandId: string, raw: string) {
  const brand = await brandOf(ctx, brandId);
  const origin = parseOrigin(raw);
  if (!brand.corsOrigins.includes(origin)) {
    throw new OpsError(`${origin} is not allowed for brand "${brandId}"`);
  }
  const [row] = await ctx.db
    .update(brands)
    .set({ corsOrigins: sql`${brands.corsOrigins} - ${origin}::text` })
    .where(eq(brands.id, brandId))
    .returning({ origins: brands.corsOrigins });
  announceConfigChange(ctx.cluster, brandId);
  return { brand: brandId, origins: row?.origins ?? [] };
}

/** The origins allowed to call the API as a brand. */
export async function opsListOrigins(ctx: AppContext, brandId: string) {
  const brand = await brandOf(ctx, brandId);
  return { brand: brandId, origins: brand.corsOrigins };
}

type SchemaNode = {
  type?: string;
  properties?: Record<string, SchemaNode>;
  patternProperties?: Record<string, SchemaNode>;
};

/** Keys that would reach an object's prototype instead of a setting. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The schema of one setting of a brand's settings document (the permission config, the contact
 * settings), by dotted path (`upload.topup_code_show`, `game.game_type_sort.Casino`,
 * `channels`), or an OpsError naming what is there instead. Only paths the domain schema knows
 * are settable, so a typo cannot add a key nothing reads.
 */
function settingSchema(root: TSchema, what: string, path: string): SchemaNode {
  const unknown = (hint = '') => new OpsError(`Unknown ${what} path "${path}"${hint}`);
  let node = root as unknown as SchemaNode;
  for (const key of path.split('.')) {
    if (!key || FORBIDDEN_KEYS.has(key)) throw unknown();
    const named =
      node.properties && Object.hasOwn(node.properties, key) ? node.properties[key] : undefined;
    const pattern = Object.entries(node.patternProperties ?? {}).find(([p]) =>
      new RegExp(p).test(key),
    )?.[1];
    const next = named ?? pattern;
    if (!next) throw unknown();
    node = next;
  }
  if (node.type === 'object') {
    const keys = Object.keys(node.properties ?? {}).map((k) => `${path}.${k}`);
    throw unknown(keys.length ? ` (a group: name one of ${keys.join(', ')})` : ' (a group)');
  }
  return node;
}

/**
 * One setting of a settings document changed: `raw` is read as JSON when it parses (`1`, `[]`,
 * `"text"`), else as plain text, set at `path` in a copy of `document`, and the copy must still
 * match `schema` (a bad value changes nothing). Answers the copy and the previous value.
 */
export function withSetting(
  document: unknown,
  schema: TSchema,
  what: string,
  path: string,
  raw: string,
): { next: Record<string, unknown>; previous: unknown; value: unknown } {
  settingSchema(schema, what, path);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = raw;
  }
  const next = structuredClone(document) as Record<string, unknown>;
  const keys = path.split('.');
  const leaf = keys.pop() as string;
  let parent = next;
  for (const key of keys) {
    const child = parent[key];
    if (child === null || typeof child !== 'object') parent[key] = {};
    parent = parent[key] as Record<string, unknown>;
  }
  const previous = Object.hasOwn(parent, leaf) ? parent[leaf] : null;
  parent[leaf] = value;
  if (!Value.Check(schema, next)) {
    const first = [...Value.Errors(schema, next)][0];
    throw new OpsError(
      `Value ${JSON.stringify(value)} does not fit ${path}: ${first?.message ?? 'invalid'}`,
    );
  }
  return { next, previous, value };
}

/** Sets one setting of a brand's settings document (see {@link withSetting}). */
async function setBrandSetting(
  ctx: AppContext,
  brandId: string,
  document: { column: 'permission' | 'contact'; schema: TSchema; what: string },
  path: string,
  raw: string,
) {
  const brand = await brandOf(ctx, brandId);
  const { next, previous, value } = withSetting(
    brand[document.column],
    document.schema,
    document.what,
    path,
    raw,
  );
  await ctx.db
    .update(brands)
    .set({ [document.column]: next })
    .where(eq(brands.id, brand.id));
  announceConfigChange(ctx.cluster, brand.id);
  return { brand: brand.id, path, previous, value };
}

/**
 * Sets one setting of a brand's permission config (spec §3) — the switches the site reads, such
 * as `upload.topup_code_show` — and answers the previous and new values. `value` is read as JSON
 * when it parses (`1`, `0`, `"text"`), else as plain text; the whole config must still match the
 * domain schema afterwards, so a bad value changes nothing.
 */
export async function opsSetPermission(
  ctx: AppContext,
  brandId: string,
  path: string,
  raw: string,
) {
  return setBrandSetting(
    ctx,
    brandId,
    { column: 'permission', schema: PermissionConfig, what: 'permission' },
    path,
    raw,
  );
}

/**
 * Sets one part of a brand's contact settings (GET /contact_list): `live_chat_url`,
 * `live_chat.url`, `live_chat.script`, `channels` or `social` (lists as JSON, e.g.
 * `[{"kind":"email","value":"care@x.example"}]`, or `[]` for none), checked against the domain
 * schema; answers the previous and new values.
 */
export async function opsSetContact(ctx: AppContext, brandId: string, path: string, raw: string) {
  // The live-chat script runs on every page of the site: an https URL only (http in development).
  const script = liveChatScriptOf(path, raw);
  const problem = script === undefined ? undefined : liveChatScriptProblem(script, ctx.config.mode);
  if (problem) throw new OpsError(problem);
  return setBrandSetting(
    ctx,
    brandId,
    { column: 'contact', schema: ContactSettings, what: 'contact' },
    path,
    raw,
  );
}

/**
 * Removes a brand's featured wins: the showcase wins the seed puts beside real ones in the top
 * winners, which a brand going live takes down. Real settled wins are not touched.
 */
export async function opsClearFeaturedWins(ctx: AppContext, brandId: string) {
  const brand = await brandOf(ctx, brandId);
  const removed = await ctx.db
    .delete(featuredWins)
    .where(eq(featuredWins.brandId, brand.id))
    .returning({ id: featuredWins.id });
  return { brand: brand.id, removed: removed.length };
}

/** The outbox statuses `ops outbox --status` accepts (`core/delivery-worker.ts`). */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'expired'] as const;

/**
 * The newest outbox messages with their delivery outcome (status, tries, last error, sent
 * time), optionally for one brand, recipient or status. The body (it holds codes) is shown in
 * development only; production prints `hidden`.
 */
export async function opsOutbox(
  ctx: AppContext,
  filter: {
    brand?: string;
    to?: string;
    status?: (typeof OUTBOX_STATUSES)[number];
    limit?: number;
  } = {},
) {
  const conditions = [
    ...(filter.brand ? [eq(outbox.brandId, filter.brand)] : []),
    ...(filter.to ? [eq(sql`lower(${outbox.recipient})`, filter.to.toLowerCase())] : []),
    ...(filter.status ? [eq(outbox.status, filter.status)] : []),
  ];
  const rows = await ctx.db
    .select()
    .from(outbox)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(outbox.id))
    .limit(filter.limit ?? 20);
  const showBody = ctx.config.mode === 'development';
  return rows.map((r) => ({
    id: r.id,
    message_id: r.messageId,
    brand: r.brandId,
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    body: showBody ? r.body : 'hidden',
    status: r.status,
    attempts: r.attempts,
    last_error: r.lastError,
    at: r.createdAt.toISOString(),
    sent_at: r.sentAt?.toISOString() ?? null,
    next_attempt_at: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
  }));
}

/** Sweeps expired security records now (the server also does every `LOBBY_SWEEP_MS`). */
export async function opsSweep(ctx: AppContext) {
  return { swept: await sweepExpired(ctx.db, ctx.now(), ctx.config) };
}

/** Makes a new current encryption key; the old one decrypts for the configured grace. */
export async function opsRotateKey(ctx: AppContext) {
  const { keyId } = await ctx.keys.rotate(ctx.config.keyGraceMs);
  return { keyId, previousValidForMinutes: Math.round(ctx.config.keyGraceMs / 60_000) };
}

/**
 * Creates a QR code. `account`: a new member with an initial password, claimed through
 * qr_code_register. `invite`: a single-use sign-up attribution owned by an existing member.
 */
export async function opsCreateQrCode(
  ctx: AppContext,
  input: { brand: string; kind: 'account' | 'invite'; owner?: string; validDays?: number },
) {
  const brand = await brandOf(ctx, input.brand);
  const code = newToken().slice(0, 12);
  const expiresAt = new Date(ctx.now() + (input.validDays ?? 30) * 86_400_000);
  if (input.kind === 'invite') {
    if (!input.owner) throw new OpsError('An invite QR code needs --owner <username>');
    const owner = await memberOf(ctx, brand.id, input.owner);
    await ctx.db
      .insert(qrCodes)
      .values({ brandId: brand.id, code, kind: 'invite', memberId: owner.id, expiresAt });
    return {
      code,
      kind: 'invite' as const,
      owner: owner.username,
      expiresAt: expiresAt.toISOString(),
    };
  }
  const username = `qr${code
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toLowerCase()}`.slice(0, 20);
  const initialPassword = newToken()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10);
  const member = await createMember(
    ctx.db,
    {
      brandId: brand.id,
      currencyCode: brand.currencyCode,
      username,
      passwordHash: await ctx.passwords.admit(
        accountKey.loginName(brand.id, username),
        ({ password }) => password.hash(initialPassword),
      ),
      registrationType: RegistrationType.QrCode,
      mustChangePassword: true,
    },
    ctx.now(),
  );
  await ctx.db
    .insert(qrCodes)
    .values({ brandId: brand.id, code, kind: 'account', memberId: member.id, expiresAt });
  return {
    code,
    kind: 'account' as const,
    username,
    initialPassword,
    expiresAt: expiresAt.toISOString(),
  };
}

/** Cancels an unused QR code. */
export async function opsCancelQrCode(ctx: AppContext, brandId: string, code: string) {
  const [row] = await ctx.db
    .update(qrCodes)
    .set({ status: QrCodeStatus.Cancel })
    .where(
      and(
        eq(qrCodes.brandId, brandId),
        eq(qrCodes.code, code),
        eq(qrCodes.status, QrCodeStatus.Unused),
      ),
    )
    .returning({ code: qrCodes.code });
  if (!row) throw new OpsError(`No unused QR code "${code}" in brand "${brandId}"`);
  return { code, status: QrCodeStatus.Cancel };
}

/** Lists the members of a brand (newest first). */
export async function opsListMembers(ctx: AppContext, brandId: string, limit = 20) {
  await brandOf(ctx, brandId);
  const rows = await ctx.db
    .select({
      id: members.id,
      username: members.username,
      status: members.status,
      inviteCode: members.inviteCode,
    })
    .from(members)
    .where(and(eq(members.brandId, brandId), gt(members.id, 0)))
    .orderBy(asc(members.id))
    .limit(limit);
  return rows;
}
