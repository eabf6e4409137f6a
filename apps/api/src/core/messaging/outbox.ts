/**
 * Writing a message to a member: one outbox row, inserted with the caller's transaction handle,
 * so the message exists exactly when the event that causes it does (a code issued and its
 * message commit together, or neither). Nothing is sent here; the delivery worker
 * (`delivery-worker.ts`) sends it after the commit.
 */
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/security.ts';
import type { DeliveryChannel } from '../../base/config.ts';

/** A message to write to the outbox. */
export interface NewMessage {
  brandId: string;
  channel: DeliveryChannel;
  /** Email address or `+<area><number>`. */
  to: string;
  subject: string;
  body: string;
  /** When sending it stops being worth it (a code's expiry); never, when absent. */
  expiresAt?: Date | undefined;
}

/**
 * Inserts `message` as a pending outbox row through `tx` (a transaction, or the database for a
 * message caused by nothing else); answers its stable message id.
 */
export async function enqueueMessage(
  tx: Database,
  message: NewMessage,
  now: number,
): Promise<string> {
  const [row] = await tx
    .insert(outbox)
    .values({
      brandId: message.brandId,
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      body: message.body,
      createdAt: new Date(now),
      nextAttemptAt: new Date(now),
      expiresAt: message.expiresAt ?? null,
    })
    .returning({ messageId: outbox.messageId });
  return (row as { messageId: string }).messageId;
}
