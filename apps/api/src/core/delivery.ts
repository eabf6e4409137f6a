/**
 * The mail/SMS port. The default adapter writes every message to the dev outbox table, which
 * `pnpm --filter @lobby/api ops outbox` prints; with `LOBBY_SMTP_URL` set, email goes out
 * through SMTP (nodemailer) and SMS stays in the outbox (no SMS gateway is wired yet).
 */
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/security.ts';
import type { DeliveryRecorder } from './recorders.ts';

/** One outgoing message. */
export interface OutgoingMessage {
  brandId: string;
  channel: 'email' | 'sms';
  /** Email address or `+<area><number>`. */
  to: string;
  subject: string;
  body: string;
}

/** Sends messages. Implementations must not log the body (it holds codes). */
export interface Delivery {
  send(message: OutgoingMessage): Promise<void>;
}

/** The dev outbox adapter. */
export function createOutboxDelivery(db: Database): Delivery {
  return {
    async send(message) {
      await db.insert(outbox).values({
        brandId: message.brandId,
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.body,
      });
    },
  };
}

/** SMTP for email, the outbox for everything else. */
export function createSmtpDelivery(db: Database, smtpUrl: string, from: string): Delivery {
  const transport = nodemailer.createTransport(smtpUrl);
  const fallback = createOutboxDelivery(db);
  return {
    async send(message) {
      if (message.channel !== 'email') return fallback.send(message);
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.body,
      });
    },
  };
}

/** `delivery`, counting each message sent or failed per channel (the server's metrics). */
export function recordedDelivery(delivery: Delivery, recorder: DeliveryRecorder): Delivery {
  return {
    async send(message) {
      try {
        await delivery.send(message);
      } catch (error) {
        recorder.delivered(message.channel, 'failed');
        throw error;
      }
      recorder.delivered(message.channel, 'sent');
    },
  };
}
