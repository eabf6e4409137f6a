/**
 * Where the test API's messages go: the SMTP sink of `@lobby/test-api` (a mailbox read over
 * HTTP) and a local SMS provider that checks each request's HMAC signature the way a real one
 * would, so journeys read codes from what was really sent rather than from the outbox. The
 * global setup starts both and hands their addresses to the tests through the environment.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { startMailSink } from '@lobby/test-api/mail-sink';
import { freePort as anyFreePort } from '@lobby/test-api/server';

/** The SMS signing secret shared by the test API and this provider (test only). */
const SMS_SECRET = 'e2e-sms-signing-secret-not-for-production-0123';

/** Where tests read messages: set by the global setup. */
const ENV = { mailbox: 'LOBBY_E2E_MAILBOX_URL', texts: 'LOBBY_E2E_TEXTS_URL' } as const;

/** One text the provider accepted. */
interface Text {
  readonly id: string;
  readonly to: string;
  readonly text: string;
}

/** The running catchers. */
export interface MailCatcher {
  /** The settings the test API sends with (`LOBBY_SMTP_URL`, `LOBBY_SMS_*`). */
  readonly apiEnv: Readonly<Record<string, string>>;
  /** What the tests read them from. */
  readonly testEnv: Readonly<Record<string, string>>;
  close(): Promise<void>;
}

function signatureMatches(timestamp: string, body: string, given: string): boolean {
  const expected = createHmac('sha256', SMS_SECRET).update(`${timestamp}.${body}`).digest();
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The SMS provider: `POST /sms` takes a signed message (401 when the signature is wrong, a
 * repeated idempotency key accepted but kept once); `GET /texts?to=` lists what reached a phone.
 */
function smsProvider(): Server {
  const texts = new Map<string, Text>();
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sms');
    if (request.method === 'GET' && url.pathname === '/texts') {
      const to = url.searchParams.get('to');
      const list = [...texts.values()].filter((t) => to === null || t.to === to);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(list));
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => String(request.headers[name] ?? '');
      if (!signatureMatches(header('x-lobby-timestamp'), body, header('x-lobby-signature'))) {
        response.writeHead(401).end();
        return;
      }
      const text = JSON.parse(body) as Text;
      const key = header('idempotency-key');
      if (!texts.has(key)) texts.set(key, { id: text.id, to: text.to, text: text.text });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
}

/** Starts the SMTP sink and the SMS provider on free loopback ports of the suite's range. */
export async function startMailCatcher(): Promise<MailCatcher> {
  // The suite's ports (4100–4199), never 4190 (browsers refuse it); each taken one skipped.
  const taken = [4190];
  const next = async () => {
    const port = await anyFreePort([4170, 4199], taken);
    taken.push(port);
    return port;
  };
  const [smtpPort, mailboxPort, smsPort] = [await next(), await next(), await next()];
  const sink = await startMailSink(smtpPort, mailboxPort);
  const sms = smsProvider();
  await new Promise<void>((resolve) => sms.listen(smsPort, '127.0.0.1', resolve));
  const smsBase = `http://127.0.0.1:${smsPort}`;
  return {
    apiEnv: {
      LOBBY_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOBBY_SMS_URL: `${smsBase}/sms`,
      LOBBY_SMS_SECRET: SMS_SECRET,
    },
    testEnv: { [ENV.mailbox]: sink.mailboxUrl, [ENV.texts]: `${smsBase}/texts` },
    async close() {
      sms.closeAllConnections();
      await new Promise((resolve) => sms.close(resolve));
      await sink.close();
    },
  };
}

const firstCode = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

/** The codes mailed to `address` so far, oldest first (test side). */
export async function mailedCodes(address: string): Promise<string[]> {
  const url = `${process.env[ENV.mailbox]}/?to=${encodeURIComponent(address)}`;
  const bodies = (await (await fetch(url)).json()) as string[];
  return bodies.flatMap((body) => firstCode(body) ?? []);
}

/** The codes texted to `phone` (`+<area><number>`) so far, oldest first (test side). */
export async function textedCodes(phone: string): Promise<string[]> {
  const url = `${process.env[ENV.texts]}?to=${encodeURIComponent(phone)}`;
  const texts = (await (await fetch(url)).json()) as Text[];
  return texts.flatMap((t) => firstCode(t.text) ?? []);
}
