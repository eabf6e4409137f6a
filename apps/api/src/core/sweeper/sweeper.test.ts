import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { secondFactorTickets } from '../../db/schema/factors.ts';
import { providerSessions } from '../../db/schema/games.ts';
import { passkeyChallenges } from '../../db/schema/passkeys.ts';
import {
  captchas,
  loginFailures,
  resetTokens,
  verificationCodes,
} from '../../db/schema/security.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { opsCreateMember } from '../../ops/commands.ts';
import { runOps } from '../../ops/dispatch.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import { DEAD_SESSION_KEEP_MS, startSweeper, sweepExpired } from './sweeper.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let server: TestServer;
let memberId: number;
beforeAll(async () => {
  server = await startTestServer();
  ({ id: memberId } = await opsCreateMember(server.ctx, {
    brand: 'default',
    username: 'sweepuser',
    password: 'Kettle-Moss-42',
  }));
});
afterAll(async () => {
  await server?.close();
});

/** Inserts one expired-long-ago and one still-relevant row into every swept table. */
async function plant(prefix: string) {
  const { db } = server.ctx;
  const at = (offsetMs: number) => new Date(server.clock.now() + offsetMs);
  const brandId = 'default';
  await db.insert(captchas).values([
    { id: `${prefix}-old`, brandId, answerHash: 'x', expiresAt: at(-HOUR) },
    { id: `${prefix}-live`, brandId, answerHash: 'x', expiresAt: at(5 * 60_000) },
  ]);
  await db.insert(verificationCodes).values([
    {
      brandId,
      purpose: 'reset_email',
      target: `${prefix}-old`,
      codeHash: 'x',
      expiresAt: at(-2 * HOUR),
    },
    // Expired minutes ago: still read by the resend and attempt checks, so kept for now.
    {
      brandId,
      purpose: 'reset_email',
      target: `${prefix}-recent`,
      codeHash: 'x',
      expiresAt: at(-10 * 60_000),
    },
  ]);
  await db.insert(resetTokens).values([
    { tokenHash: `${prefix}-old`, brandId, memberId, channel: 'email', expiresAt: at(-60_000) },
    {
      tokenHash: `${prefix}-live`,
      brandId,
      memberId,
      channel: 'email',
      expiresAt: at(10 * 60_000),
    },
  ]);
  await db.insert(loginFailures).values([
    { brandId, scope: 'user', key: `${prefix}-old`, count: 4, windowStart: at(-HOUR) },
    { brandId, scope: 'user', key: `${prefix}-live`, count: 4, windowStart: at(-60_000) },
  ]);
  const launch = { brandId, memberId, channelId: 1, gameId: 1, locale: 'en' };
  await db.insert(providerSessions).values([
    { ...launch, tokenHash: `${prefix}-old`, expiresAt: at(-2 * DAY) },
    { ...launch, tokenHash: `${prefix}-recent`, expiresAt: at(-HOUR) },
  ]);
  await db.insert(secondFactorTickets).values([
    { tokenHash: `${prefix}-old`, brandId, memberId, expiresAt: at(-60_000) },
    { tokenHash: `${prefix}-live`, brandId, memberId, expiresAt: at(4 * 60_000) },
  ]);
  const challenge = { brandId, purpose: 'sign_in', rpId: 'localhost', origin: 'http://localhost' };
  await db.insert(passkeyChallenges).values([
    { ...challenge, challenge: `${prefix}-old`, expiresAt: at(-60_000) },
    { ...challenge, challenge: `${prefix}-live`, expiresAt: at(4 * 60_000) },
  ]);
  const session = { brandId, memberId, family: prefix };
  await db.insert(sessions).values([
    { ...session, tokenHash: `${prefix}-revoked-old`, revokedAt: at(-DEAD_SESSION_KEEP_MS - DAY) },
    { ...session, tokenHash: `${prefix}-revoked-recent`, revokedAt: at(-DAY) },
    {
      ...session,
      tokenHash: `${prefix}-replaced-old`,
      rotatedAt: at(-40 * DAY),
      graceUntil: at(-40 * DAY),
    },
    { ...session, tokenHash: `${prefix}-idle-old`, lastSeenAt: at(-40 * DAY) },
    { ...session, tokenHash: `${prefix}-active`, lastSeenAt: at(-60_000) },
  ]);
}

/** What is left of a prefix's planted rows, by table. */
async function left(prefix: string) {
  const { db } = server.ctx;
  const kept = async (table: PgTable, column: PgColumn, suffixes: string[]) =>
    (
      await db
        .select({ value: column })
        .from(table)
        .where(
          inArray(
            column,
            suffixes.map((s) => `${prefix}-${s}`),
          ),
        )
    )
      .map((row) => String(row.value))
      .sort();
  return {
    captchas: await kept(captchas, captchas.id, ['old', 'live']),
    codes: await kept(verificationCodes, verificationCodes.target, ['old', 'recent']),
    resetTokens: await kept(resetTokens, resetTokens.tokenHash, ['old', 'live']),
    loginFailures: await kept(loginFailures, loginFailures.key, ['old', 'live']),
    providerSessions: await kept(providerSessions, providerSessions.tokenHash, ['old', 'recent']),
    tickets: await kept(secondFactorTickets, secondFactorTickets.tokenHash, ['old', 'live']),
    challenges: await kept(passkeyChallenges, passkeyChallenges.challenge, ['old', 'live']),
    sessions: (
      await db
        .select({ value: sessions.tokenHash })
        .from(sessions)
        .where(eq(sessions.family, prefix))
    )
      .map((row) => row.value)
      .sort(),
  };
}

describe('sweepExpired', () => {
  it('deletes what expired long enough ago and keeps everything still in use', async () => {
    await plant('a');
    const counts = await sweepExpired(server.ctx.db, server.clock.now(), server.config);
    expect(await left('a')).toEqual({
      captchas: ['a-live'],
      codes: ['a-recent'],
      resetTokens: ['a-live'],
      loginFailures: ['a-live'],
      providerSessions: ['a-recent'],
      tickets: ['a-live'],
      challenges: ['a-live'],
      sessions: ['a-active', 'a-revoked-recent'],
    });
    expect(counts).toMatchObject({
      captchas: 1,
      verificationCodes: 1,
      resetTokens: 1,
      loginFailures: 1,
      providerSessions: 1,
      secondFactorTickets: 1,
      passkeyChallenges: 1,
      sessions: 3,
    });
  });

  it('leaves a member signed in through a sweep', async () => {
    const token = await server.login('sweepuser', 'Kettle-Moss-42');
    await sweepExpired(server.ctx.db, server.clock.now(), server.config);
    const answer = await server.request({ path: '/member/userprofile', token });
    expect(answer.statusCode).toBe(200);
  });

  it('runs from the ops channel', async () => {
    await plant('b');
    const answer = (await runOps(server.ctx, 'sweep', {})) as { swept: Record<string, number> };
    expect(answer.swept.sessions).toBe(3);
    expect((await left('b')).captchas).toEqual(['b-live']);
  });
});

describe('startSweeper', () => {
  it('sweeps on its interval, logs what it removed, and stops', async () => {
    await plant('c');
    const log = { info: vi.fn(), error: vi.fn() };
    const stop = startSweeper({
      db: server.ctx.db,
      now: server.clock.now,
      config: { sessionIdleMs: server.config.sessionIdleMs, sweepEveryMs: 20 },
      log,
      // A further sweep on the same timer (the server's exclusion recalls) is counted alongside.
      also: { extra: () => Promise.resolve(2) },
    });
    try {
      await vi.waitFor(() =>
        expect(log.info).toHaveBeenCalledWith(
          { swept: expect.objectContaining({ sessions: 3, extra: 2 }) },
          'swept',
        ),
      );
    } finally {
      stop();
    }
    expect(log.error).not.toHaveBeenCalled();
    expect((await left('c')).sessions).toEqual(['c-active', 'c-revoked-recent']);
  });

  it('sweeps only while this instance leads the periodic jobs', async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const extra = vi.fn(() => Promise.resolve(0));
    let leads = false;
    let asked = 0;
    const stop = startSweeper({
      db: server.ctx.db,
      now: server.clock.now,
      config: { sessionIdleMs: server.config.sessionIdleMs, sweepEveryMs: 10 },
      log,
      also: { extra },
      leads: () => {
        asked += 1;
        return leads;
      },
    });
    try {
      // Several ticks asked and were told another instance leads: nothing ran.
      await vi.waitFor(() => expect(asked).toBeGreaterThanOrEqual(3));
      expect(extra).not.toHaveBeenCalled();
      // Once it leads, the next tick sweeps, its further jobs with it.
      leads = true;
      await vi.waitFor(() => expect(extra).toHaveBeenCalled());
    } finally {
      stop();
    }
    expect(log.error).not.toHaveBeenCalled();
  });

  it('sets no timer when the interval is 0, and clears its timer when stopped', () => {
    vi.useFakeTimers();
    try {
      const options = {
        db: server.ctx.db,
        now: server.clock.now,
        log: { info: vi.fn(), error: vi.fn() },
      };
      startSweeper({ ...options, config: { sessionIdleMs: 1, sweepEveryMs: 0 } });
      expect(vi.getTimerCount()).toBe(0);
      const stop = startSweeper({ ...options, config: { sessionIdleMs: 1, sweepEveryMs: 60_000 } });
      expect(vi.getTimerCount()).toBe(1);
      stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
