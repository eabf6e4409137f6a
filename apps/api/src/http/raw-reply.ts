/**
 * Answers that are not JSON (HTML pages of the demo gateway and provider, SVG artwork, KYC
 * files). They are written directly, bypassing the JSON hooks, with their own strict headers:
 * a page gets a CSP allowing only its own nonce'd script and style, a file is never sniffed
 * or rendered as a page.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** The security headers every raw answer carries (the JSON hooks do not run for them). */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
};

/** A fresh CSP nonce. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Writes a raw answer and ends the request (no further hooks run). */
export function sendRaw(
  reply: FastifyReply,
  input: { status?: number; type: string; body: string | Buffer; headers?: Record<string, string> },
): never {
  const body = typeof input.body === 'string' ? Buffer.from(input.body, 'utf8') : input.body;
  reply.hijack();
  const requestId = reply.request.id;
  reply.raw.writeHead(input.status ?? 200, {
    ...BASE_HEADERS,
    'content-type': input.type,
    'content-length': String(body.length),
    'x-request-id': String(requestId),
    ...input.headers,
  });
  reply.raw.end(body);
  return undefined as never;
}

/** Writes an HTML page whose only script and style carry `nonce`. */
export function sendHtml(reply: FastifyReply, html: string, nonce: string): never {
  return sendRaw(reply, {
    type: 'text/html; charset=utf-8',
    body: html,
    headers: {
      'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
    },
  });
}
