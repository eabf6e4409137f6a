/**
 * The channels a message leaves by: email through SMTP (nodemailer) and SMS through a generic
 * HTTP provider. Nothing here is called inside a member's request: a request writes its message
 * to the outbox in its own transaction (`outbox.ts`), and the delivery worker
 * (`delivery-worker.ts`) hands it to one of these senders afterwards.
 *
 * Every try of a message carries the same `messageId` (the outbox row's), so a provider or
 * mailbox that sees a message twice (a re-send after a crash between sending and recording it)
 * can tell: SMTP gets it as the `Message-ID` header, the SMS provider as the `Idempotency-Key`
 * header and the `id` of the body.
 */
import { createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { DeliveryChannel, SmsSettings } from '../../base/config.ts';

/** One message as a sender gets it. */
export interface OutgoingMessage {
  /** The outbox row's stable id: the same on every try. */
  messageId: string;
  brandId: string;
  channel: DeliveryChannel;
  /** Email address or `+<area><number>`. */
  to: string;
  subject: string;
  body: string;
}

/**
 * Hands a message to its provider; resolves once the provider accepted it, rejects otherwise.
 * Implementations must not log or put the body in an error (it holds codes).
 */
export interface MessageSender {
  send(message: OutgoingMessage, signal: AbortSignal): Promise<void>;
}

/** The senders configured, by channel; a channel without one keeps its messages in the outbox. */
export type Senders = Partial<Record<DeliveryChannel, MessageSender>>;

/** The domain of the SMTP `Message-ID`s: stable, so the header is the same on every try. */
const MESSAGE_ID_DOMAIN = 'outbox.lobby';

/** The SMTP `Message-ID` of an outbox message. */
export function smtpMessageId(messageId: string): string {
  return `<${messageId}@${MESSAGE_ID_DOMAIN}>`;
}

/** Email through SMTP at `smtpUrl` (e.g. `smtps://user:pass@mail.example.com:465`). */
export function createSmtpSender(smtpUrl: string, from: string): MessageSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message, signal) {
      signal.throwIfAborted();
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.body,
        messageId: smtpMessageId(message.messageId),
      });
    },
  };
}

/** The headers a signed SMS request carries. */
export const SMS_HEADERS = {
  timestamp: 'x-lobby-timestamp',
  signature: 'x-lobby-signature',
  idempotencyKey: 'idempotency-key',
} as const;

/**
 * The signature of an SMS request: hex HMAC-SHA256 with the shared secret over
 * `<timestamp>.<body>` (Unix seconds, the exact bytes sent). The timestamp inside the signed
 * text lets the provider refuse an old request replayed as it was.
 */
export function smsSignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * SMS through a generic HTTP provider: POST `{ id, brand, to, text }` as JSON, signed, with the
 * message id as the idempotency key. Any 2xx is accepted; anything else is a failure the worker
 * retries (the error says the status, never the text).
 */
export function createHttpSmsSender(
  settings: SmsSettings,
  now: () => number = Date.now,
): MessageSender {
  return {
    async send(message, signal) {
      const body = JSON.stringify({
        id: message.messageId,
        brand: message.brandId,
        to: message.to,
        text: message.body,
      });
      const timestamp = String(Math.floor(now() / 1000));
      const response = await fetch(settings.url, {
        method: 'POST',
        body,
        signal,
        headers: {
          'content-type': 'application/json',
          [SMS_HEADERS.timestamp]: timestamp,
          [SMS_HEADERS.signature]: smsSignature(settings.secret, timestamp, body),
          [SMS_HEADERS.idempotencyKey]: message.messageId,
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
      });
      // Read the answer to the end so the connection is reused, but never report its text.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}

/** The senders a configuration names: SMTP when `smtpUrl` is set, SMS when `sms` is. */
export function sendersOf(config: {
  smtpUrl: string | undefined;
  mailFrom: string;
  sms: SmsSettings | undefined;
}): Senders {
  return {
    ...(config.smtpUrl ? { email: createSmtpSender(config.smtpUrl, config.mailFrom) } : {}),
    ...(config.sms ? { sms: createHttpSmsSender(config.sms) } : {}),
  };
}
