/**
 * Local providers for the delivery tests: a real SMTP server (`smtp-server`) that keeps every
 * mail it accepts, and an HTTP SMS endpoint (`node:http`) that checks each request's signature
 * and can be switched down (503) and back up. Both keep every accepted copy, and answer which
 * messages a recipient would see, one per message id: a mailbox collapses one `Message-ID`, a
 * provider honours its idempotency key.
 */
import { createServer as createHttpServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SMS_HEADERS, smsSignature } from '../core/messaging/delivery.ts';

/** One mail the SMTP catcher accepted. */
export interface CaughtMail {
  messageId: string;
  to: string[];
  subject: string;
  /** The raw message after its headers (digits and ASCII survive any transfer encoding). */
  text: string;
}

/** A running SMTP catcher. */
export interface SmtpCatcher {
  readonly port: number;
  /** `smtp://127.0.0.1:<port>`, for `LOBBY_SMTP_URL`. */
  readonly url: string;
  /** Every mail accepted, in order (a re-sent one twice). */
  readonly mails: CaughtMail[];
  /** The mails a reader sees: the first of each `Message-ID`. */
  visible(): CaughtMail[];
  close(): Promise<void>;
}

/** The value of header `name` in a raw header block (folded lines unfolded). */
function headerOf(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/** A free loopback port, for a provider a test starts later (SMTP down, then up). */
export async function freePort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts a real SMTP server on loopback (`port`, or any free one); no TLS, no auth. */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.search(/\r?\n\r?\n/);
        const head = split < 0 ? raw : raw.slice(0, split);
        mails.push({
          messageId: headerOf(head, 'message-id'),
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: headerOf(head, 'subject'),
          text: split < 0 ? '' : raw.slice(split).replace(/=\r?\n/g, ''),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    visible: () =>
      mails.filter((m, i) => mails.findIndex((o) => o.messageId === m.messageId) === i),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One SMS request the endpoint accepted. */
export interface CaughtSms {
  id: string;
  idempotencyKey: string;
  brand: string;
  to: string;
  text: string;
  authorization: string | undefined;
}

/** A running SMS endpoint. */
export interface SmsCatcher {
  /** The send URL, for `LOBBY_SMS_URL`. */
  readonly url: string;
  /** Every request accepted (2xx), in order (a re-sent one twice). */
  readonly accepted: CaughtSms[];
  /** Requests refused: by the switch (503) or for a bad signature (401). */
  readonly refused: { status: number }[];
  /** While down, every request is answered 503. */
  down: boolean;
  /** The messages a member sees: the first of each idempotency key. */
  visible(): CaughtSms[];
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts an HTTP SMS endpoint that accepts requests signed with `secret`. */
export async function startSmsCatcher(secret: string): Promise<SmsCatcher> {
  const accepted: CaughtSms[] = [];
  const refused: { status: number }[] = [];
  const state = { down: false };
  const server = createHttpServer((request, response) => {
    void bodyOf(request).then((body) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const timestamp = header(SMS_HEADERS.timestamp) ?? '';
      const status = state.down
        ? 503
        : header(SMS_HEADERS.signature) !== smsSignature(secret, timestamp, body)
          ? 401
          : 200;
      if (status === 200) {
        const parsed = JSON.parse(body) as { id: string; brand: string; to: string; text: string };
        accepted.push({
          ...parsed,
          idempotencyKey: header(SMS_HEADERS.idempotencyKey) ?? '',
          authorization: header('authorization'),
        });
      } else refused.push({ status });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: status === 200 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    accepted,
    refused,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    visible: () =>
      accepted.filter(
        (m, i) => accepted.findIndex((o) => o.idempotencyKey === m.idempotencyKey) === i,
      ),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
