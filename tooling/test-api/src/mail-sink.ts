/**
 * A minimal SMTP receiver plus an HTTP mailbox, run by the global setup, so the reference API
 * delivers verification codes by real SMTP (its `LOBBY_SMTP_URL`) and the suites can read them.
 * Only what nodemailer's plain (no TLS, no auth) submission uses is spoken.
 */
import { createServer as createHttpServer } from 'node:http';
import type { Server as HttpServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import type { Server as TcpServer, Socket } from 'node:net';

/** One received message. */
export interface ReceivedMail {
  readonly to: string[];
  readonly data: string;
}

/** Decodes the body of a message: quoted-printable soft breaks and escapes, and base64 parts. */
export function readableBody(data: string): string {
  const [, ...rest] = data.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const unfolded = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64 = /^[A-Za-z0-9+/=\r\n]+$/.test(body.trim())
    ? Buffer.from(body, 'base64').toString('utf8')
    : '';
  return `${unfolded}\n${base64}`;
}

function handle(socket: Socket, inbox: ReceivedMail[]): void {
  let buffer = '';
  let inData = false;
  let rcpt: string[] = [];
  let data: string[] = [];
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 lobby-test-sink ESMTP');
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    let index: number;
    while ((index = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, index);
      buffer = buffer.slice(index + 2);
      if (inData) {
        if (line === '.') {
          inData = false;
          inbox.push({ to: rcpt, data: data.join('\r\n') });
          rcpt = [];
          data = [];
          reply('250 OK queued');
        } else {
          data.push(line.startsWith('..') ? line.slice(1) : line);
        }
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 lobby-test-sink');
      else if (verb === 'MAIL') reply('250 OK');
      else if (verb === 'RCPT') {
        rcpt.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1').toLowerCase());
        reply('250 OK');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'RSET') {
        rcpt = [];
        data = [];
        reply('250 OK');
      } else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else reply('250 OK');
    }
  });
  socket.on('error', () => socket.destroy());
}

/** A running sink: SMTP on one port, the mailbox (`GET /?to=<address>`) over HTTP on another. */
export interface MailSink {
  readonly smtpPort: number;
  readonly mailboxUrl: string;
  close(): Promise<void>;
}

/** Starts the sink on the two given ports (loopback only). */
export async function startMailSink(smtpPort: number, httpPort: number): Promise<MailSink> {
  const inbox: ReceivedMail[] = [];
  const smtp: TcpServer = createTcpServer((socket) => handle(socket, inbox));
  const http: HttpServer = createHttpServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://sink').searchParams.get('to')?.toLowerCase();
    const mails = inbox
      .filter((mail) => to === undefined || mail.to.includes(to))
      .map((mail) => readableBody(mail.data));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
  return {
    smtpPort,
    mailboxUrl: `http://127.0.0.1:${httpPort}`,
    close: async () => {
      await new Promise((resolve) => smtp.close(resolve));
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}
