/**
 * The outbox and its delivery worker against a real SMTP server and a signed HTTP SMS endpoint
 * (`test/message-catchers.ts`): a code's message commits with the code, is sent after the
 * request, retried with backoff while the provider fails, given up after its tries, never shown
 * twice after a crash between sending and marking, and never sent once its code has expired.
 * Steps are run by hand (`deliverDue`) on a clock the test moves, except where the server's own
 * worker is the point (the member's request while SMTP is down).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, verificationCodes } from '../../db/schema/security.ts';
import { opsOutbox } from '../../ops/commands.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import { freePort, startSmsCatcher, startSmtpCatcher } from '../../test/message-catchers.ts';
import type { SmsCatcher, SmtpCatcher } from '../../test/message-catchers.ts';
import { CODE_TTL_MINUTES } from '../security/codes.ts';
import { createHttpSmsSender, createSmtpSender, smtpMessageId } from './delivery.ts';
import type { Senders } from './delivery.ts';
import { backoffAfter, deliverDue } from './delivery-worker.ts';
import type { DeliveryHooks } from './delivery-worker.ts';
import { enqueueMessage } from './outbox.ts';

const SMS_SECRET = 's'.repeat(40);
const SETTINGS = {
  maxAttempts: 3,
  backoffMs: 1_000,
  maxBackoffMs: 60_000,
  leaseMs: 30_000,
  timeoutMs: 5_000,
};

/** Polls `check` until it answers something, or fails after `ms`. */
async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the delivery worker, step by step', () => {
  // No channel configured: the server's own worker stays idle, the test runs every step.
  let server: TestServer;
  let smtp: SmtpCatcher;
  let sms: SmsCatcher;
  let senders: Senders;
  const step = (hooks?: DeliveryHooks) =>
    deliverDue({ db: server.ctx.db, now: server.clock.now, senders, settings: SETTINGS, hooks });
  const rowsTo = (to: string) =>
    server.ctx.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(outbox.id);
  const message = (channel: 'email' | 'sms', to: string, body = 'Your code is 123456.') =>
    enqueueMessage(
      server.ctx.db,
      { brandId: 'default', channel, to, subject: channel === 'email' ? 'Code' : '', body },
      server.clock.now(),
    );

  beforeAll(async () => {
    server = await startTestServer();
    smtp = await startSmtpCatcher();
    sms = await startSmsCatcher(SMS_SECRET);
    senders = {
      email: createSmtpSender(smtp.url, 'Lobby <no-reply@lobby.test>'),
      sms: createHttpSmsSender({ url: sms.url, apiKey: 'key-1', secret: SMS_SECRET }, () =>
        server.clock.now(),
      ),
    };
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await sms?.close();
  });
  beforeEach(() => {
    sms.down = false;
  });

  it('writes a recovery code and its message together, and sends it over SMTP with its id as Message-ID', async () => {
    const send = await server.request({
      path: '/member/forget_password_via_email',
      body: { username: 'demo01', email: 'demo@default.example' },
    });
    expect(send.json()).toEqual({ ok: true });
    const [queued] = await opsOutbox(server.ctx, { to: 'demo@default.example', limit: 1 });
    expect(queued).toMatchObject({ status: 'pending', attempts: 0, sent_at: null });
    expect(smtp.mails).toHaveLength(0);

    expect(await step()).toMatchObject({ sent: 1, retried: 0, failed: 0 });
    const [mail] = smtp.mails;
    expect(mail?.messageId).toBe(smtpMessageId(queued?.message_id as string));
    expect(mail?.to).toEqual(['demo@default.example']);
    expect(mail?.text).toMatch(/\b\d{6}\b/);
    // The code works: the mail carried the one the database holds.
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] as string;
    const verified = await server.request({
      path: '/member/verify_email_code',
      body: { username: 'demo01', email: 'demo@default.example', code },
    });
    expect(verified.statusCode).toBe(200);
    const [sent] = await opsOutbox(server.ctx, { to: 'demo@default.example', limit: 1 });
    // Sent: the outcome is kept, the code is not.
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, body: '', last_error: null });
    expect(sent?.sent_at).not.toBeNull();
    expect(await step()).toMatchObject({ sent: 0 });
    expect(smtp.mails).toHaveLength(1);
  });

  it('issues no code whose message cannot be written: the two commit together', async () => {
    const target = 'together@x.example';
    const codesTo = () =>
      server.ctx.db
        .select({ id: verificationCodes.id })
        .from(verificationCodes)
        .where(eq(verificationCodes.target, target));
    // The outbox unwritable for a moment: the code's insert goes back with the message's.
    await server.ctx.db.execute(sql`alter table outbox rename to outbox_away`);
    try {
      const send = server.ctx.codes.send({
        brandId: 'default',
        brandName: 'Lobby',
        purpose: 'register_email',
        channel: 'email',
        target,
        locale: 'en',
      });
      await expect(send).rejects.toThrow();
    } finally {
      await server.ctx.db.execute(sql`alter table outbox_away rename to outbox`);
    }
    expect(await codesTo()).toEqual([]);
    await server.ctx.codes.send({
      brandId: 'default',
      brandName: 'Lobby',
      purpose: 'register_email',
      channel: 'email',
      target,
      locale: 'en',
    });
    expect(await codesTo()).toHaveLength(1);
    expect(await rowsTo(target)).toHaveLength(1);
    expect(await step()).toMatchObject({ sent: 1 });
  });

  it('retries a failing SMS provider with backoff and delivers each message once it recovers', async () => {
    const phones = ['+60100000001', '+60100000002', '+60100000003'];
    for (const phone of phones) await message('sms', phone);
    sms.down = true;
    expect(await step()).toMatchObject({ sent: 0, retried: 3 });
    const [first] = await rowsTo(phones[0] as string);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first?.lastError).toBe('SMS provider answered 503');
    expect(first?.nextAttemptAt.getTime()).toBe(server.clock.now() + SETTINGS.backoffMs);
    // Not due yet: nothing is tried before its time.
    expect(await step()).toMatchObject({ sent: 0, retried: 0 });
    server.clock.advance(SETTINGS.backoffMs);
    expect(await step()).toMatchObject({ retried: 3 });
    const [second] = await rowsTo(phones[0] as string);
    // The wait doubles after each failure.
    expect(second?.nextAttemptAt.getTime()).toBe(server.clock.now() + 2 * SETTINGS.backoffMs);
    sms.down = false;
    server.clock.advance(2 * SETTINGS.backoffMs);
    expect(await step()).toMatchObject({ sent: 3, retried: 0, failed: 0 });
    // Nothing lost, nothing doubled: one accepted request per message, each signed and keyed.
    const got = sms.accepted.filter((m) => phones.includes(m.to));
    expect(got.map((m) => m.to).sort()).toEqual(phones);
    for (const m of got) {
      expect(m.idempotencyKey).toBe(m.id);
      expect(m.authorization).toBe('Bearer key-1');
    }
    expect(new Set(got.map((m) => m.id)).size).toBe(3);
    const rows = await Promise.all(phones.map(async (p) => (await rowsTo(p))[0]));
    expect(rows.map((r) => [r?.status, r?.attempts, r?.lastError])).toEqual(
      phones.map(() => ['sent', 3, 'SMS provider answered 503']),
    );
  });

  it('gives a message up after its tries: failed, with the last error', async () => {
    await message('sms', '+60100000009');
    sms.down = true;
    for (let i = 0; i < SETTINGS.maxAttempts; i += 1) {
      await step();
      server.clock.advance(SETTINGS.maxBackoffMs);
    }
    const [row] = await rowsTo('+60100000009');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, body: '' });
    expect(row?.lastError).toBe('SMS provider answered 503');
    sms.down = false;
    expect(await step()).toMatchObject({ sent: 0 });
    const failed = await opsOutbox(server.ctx, { status: 'failed', brand: 'default' });
    expect(failed.map((f) => f.to)).toContain('+60100000009');
  });

  it('after a crash between sending and marking, sends again with the same id only once the lease has passed: one visible delivery', async () => {
    const messageId = await message('sms', '+60100000020');
    const mailId = await message('email', 'crash@x.example');
    const crash: DeliveryHooks = {
      afterSend: () => {
        throw new Error('the process died here');
      },
    };
    await expect(step(crash)).rejects.toThrow('the process died here');
    // Both were handed over before the "crash" (the step's two sends run side by side).
    await until('both first hand-overs', async () =>
      smtp.mails.some((m) => m.to.includes('crash@x.example')) &&
      sms.accepted.some((m) => m.to === '+60100000020')
        ? true
        : undefined,
    );
    expect((await rowsTo('+60100000020'))[0]?.status).toBe('sending');
    // The lease still holds: no other step takes the row.
    expect(await step()).toMatchObject({ sent: 0 });
    server.clock.advance(SETTINGS.leaseMs + 1);
    expect(await step()).toMatchObject({ sent: 2 });
    // Two hand-overs of each, with one id each: the provider and the mailbox show one.
    const texts = sms.accepted.filter((m) => m.to === '+60100000020');
    expect(texts.map((m) => m.idempotencyKey)).toEqual([messageId, messageId]);
    expect(sms.visible().filter((m) => m.to === '+60100000020')).toHaveLength(1);
    const mails = smtp.mails.filter((m) => m.to.includes('crash@x.example'));
    expect(mails.map((m) => m.messageId)).toEqual([smtpMessageId(mailId), smtpMessageId(mailId)]);
    expect(smtp.visible().filter((m) => m.to.includes('crash@x.example'))).toHaveLength(1);
    expect((await rowsTo('+60100000020'))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends a message to two steps running at once only once', async () => {
    for (let i = 0; i < 6; i += 1) await message('sms', `+6010000003${i}`);
    const [a, b] = await Promise.all([step(), step()]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(6);
    const got = sms.accepted.filter((m) => m.to.startsWith('+6010000003'));
    expect(got).toHaveLength(6);
  });

  it('never sends a code whose time has passed: expired', async () => {
    await server.request({
      path: '/member/register_email',
      body: { email: 'late@x.example' },
    });
    server.clock.advance(CODE_TTL_MINUTES * 60_000);
    expect(await step()).toMatchObject({ expired: 1, sent: 0 });
    expect((await rowsTo('late@x.example'))[0]).toMatchObject({ status: 'expired', body: '' });
    expect(smtp.mails.filter((m) => m.to.includes('late@x.example'))).toHaveLength(0);
  });

  it('backs off exponentially, up to the bound', () => {
    expect([1, 2, 3, 4].map((n) => backoffAfter(n, SETTINGS))).toEqual([
      1_000, 2_000, 4_000, 8_000,
    ]);
    expect(backoffAfter(30, SETTINGS)).toBe(60_000);
  });
});

describe('the server while SMTP is down', () => {
  let server: TestServer;
  let smtp: SmtpCatcher | undefined;
  let smtpPort: number;
  let sms: SmsCatcher;

  beforeAll(async () => {
    smtpPort = await freePort();
    sms = await startSmsCatcher(SMS_SECRET);
    server = await startTestServer({
      env: {
        LOBBY_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LOBBY_SMS_URL: sms.url,
        LOBBY_SMS_SECRET: SMS_SECRET,
        LOBBY_DELIVERY_POLL_MS: '20',
        LOBBY_DELIVERY_BACKOFF_MS: '1000',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await sms?.close();
  });

  it('answers the member at once, keeps the mail, and delivers it when SMTP is back; SMS goes out meanwhile', async () => {
    const send = await server.request({
      path: '/member/forget_password_via_email',
      body: { username: 'demo01', email: 'demo@default.example' },
    });
    expect(send.statusCode).toBe(200);
    const texted = await server.request({
      path: '/forget_sms',
      body: { username: 'demo01', mobile_area: '+60', mobile: '0123456789' },
    });
    expect(texted.statusCode).toBe(200);
    // The worker tried and failed: the mail is pending with the reason.
    const failed = await until('a failed try', async () => {
      const [row] = await opsOutbox(server.ctx, { to: 'demo@default.example', limit: 1 });
      return row?.last_error ? row : undefined;
    });
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    await until('the SMS', async () => sms.accepted.find((m) => m.to === '+60123456789'));
    smtp = await startSmtpCatcher(smtpPort);
    server.clock.advance(SETTINGS.maxBackoffMs);
    const mail = await until('the mail', async () =>
      smtp?.mails.find((m) => m.to.includes('demo@default.example')),
    );
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] as string;
    const sent = await until('the mail marked sent', async () => {
      const [row] = await opsOutbox(server.ctx, { to: 'demo@default.example', limit: 1 });
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    const verified = await server.request({
      path: '/member/verify_email_code',
      body: { username: 'demo01', email: 'demo@default.example', code },
    });
    expect(verified.statusCode).toBe(200);
    expect(smtp.visible().filter((m) => m.to.includes('demo@default.example'))).toHaveLength(1);
  });
});
