/**
 * Six-digit verification codes (email and SMS) and the single-use tickets that follow a verified
 * code (password reset) or a login that must change its password.
 *
 * A code is valid 10 minutes, used once, void after 5 wrong tries; a target gets at most one code
 * per purpose a minute. Codes and tickets are stored as salted SHA-256 hashes. A code and the
 * message that carries it commit in one transaction (the outbox, `outbox.ts`): the request never
 * waits on a mail server or SMS provider, and no code exists without its message.
 */
import { translate } from '@lobby/i18n/catalogues';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { resetTokens, verificationCodes } from '../../db/schema/security.ts';
import { ApiError } from '../../base/errors.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { newToken, randomDigits, sha256 } from './tokens.ts';

/** Minutes a code stays valid. */
export const CODE_TTL_MINUTES = 10;
/** Wrong tries after which a code is void. */
export const CODE_MAX_ATTEMPTS = 5;
/** Minimum time between two codes to the same target for the same purpose. */
export const CODE_RESEND_MS = 60_000;
/** Seconds a reset ticket stays valid. */
export const RESET_TICKET_TTL_SECONDS = 15 * 60;

/** What a code proves. */
export type CodePurpose =
  'reset_email' | 'reset_sms' | 'register_email' | 'register_sms' | 'profile_email' | 'profile_sms';

/** What a ticket is for. */
export type TicketChannel = 'email' | 'sms' | 'initial_password';

/** Code and ticket operations. */
export interface CodeService {
  send(input: {
    brandId: string;
    brandName: string;
    purpose: CodePurpose;
    channel: 'email' | 'sms';
    target: string;
    memberId?: number | undefined;
    locale: string;
    /**
     * What to do when the target got a code less than a minute ago: answer 429 (`throw`), or
     * send nothing and say nothing (`skip`, for recovery, which must not reveal a match).
     */
    whenThrottled?: 'throw' | 'skip';
  }): Promise<void>;
  /** Checks a code and uses it up when right. */
  verify(input: {
    brandId: string;
    purpose: CodePurpose;
    target: string;
    code: string;
    memberId?: number | undefined;
  }): Promise<boolean>;
  issueTicket(
    brandId: string,
    memberId: number,
    channel: TicketChannel,
  ): Promise<{ token: string; expiresIn: number }>;
  /**
   * A ticket's member id without using it up (undefined for a wrong, used or expired one):
   * what a check needs before the ticket is spent, e.g. the username a new password must not
   * contain.
   */
  ticketHolder(brandId: string, token: string, channel: TicketChannel): Promise<number | undefined>;
  /** Uses a ticket up; answers its member id, or undefined for a wrong, used or expired one. */
  consumeTicket(
    brandId: string,
    token: string,
    channel: TicketChannel,
  ): Promise<number | undefined>;
}

const hashCode = (salt: string, code: string) => `${salt}$${sha256(`${salt}:${code}`)}`;
const codeMatches = (stored: string, code: string) => {
  const salt = stored.slice(0, stored.indexOf('$'));
  return hashCode(salt, code) === stored;
};

/**
 * Builds the code service over the database; `onEnqueued` runs after a message has committed
 * (the server wakes its delivery worker).
 */
export function createCodeService(
  db: Database,
  now: () => number = Date.now,
  onEnqueued: () => void = () => {},
): CodeService {
  return {
    async send({
      brandId,
      brandName,
      purpose,
      channel,
      target,
      memberId,
      locale,
      whenThrottled = 'throw',
    }) {
      const [last] = await db
        .select({ createdAt: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.brandId, brandId),
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.target, target),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      if (last && now() - last.createdAt.getTime() < CODE_RESEND_MS) {
        if (whenThrottled === 'skip') return;
        throw new ApiError('RATE_LIMITED', {
          values: { interval: 1 },
          headers: { 'retry-after': '60' },
        });
      }
      const code = randomDigits(6);
      const values = { brand: brandName, code, minutes: CODE_TTL_MINUTES };
      const expiresAt = new Date(now() + CODE_TTL_MINUTES * 60_000);
      await db.transaction(async (tx) => {
        // Older unused codes for the same target and purpose stop working: only the newest counts.
        await tx
          .update(verificationCodes)
          .set({ usedAt: new Date(now()) })
          .where(
            and(
              eq(verificationCodes.brandId, brandId),
              eq(verificationCodes.purpose, purpose),
              eq(verificationCodes.target, target),
              isNull(verificationCodes.usedAt),
            ),
          );
        await tx.insert(verificationCodes).values({
          brandId,
          purpose,
          target,
          memberId: memberId ?? null,
          codeHash: hashCode(newToken().slice(0, 16), code),
          createdAt: new Date(now()),
          expiresAt,
        });
        await enqueueMessage(
          tx,
          {
            brandId,
            channel,
            to: target,
            subject:
              channel === 'email' ? translate(locale, 'content:mail.codeSubject', values) : '',
            body: translate(
              locale,
              channel === 'email' ? 'content:mail.codeBody' : 'content:mail.codeSms',
              values,
            ),
            // A message arriving after its code stopped working would only mislead.
            expiresAt,
          },
          now(),
        );
      });
      onEnqueued();
    },
    async verify({ brandId, purpose, target, code, memberId }) {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.brandId, brandId),
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.target, target),
            isNull(verificationCodes.usedAt),
            gt(verificationCodes.expiresAt, new Date(now())),
            lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      if (!row) return false;
      if (memberId !== undefined && row.memberId !== null && row.memberId !== memberId)
        return false;
      // Take a try before comparing, in one conditional update: concurrent guesses each need
      // their own of the five, so a burst cannot compare more than five (reading the count and
      // adding to it after the comparison let every request of a burst in).
      const [tried] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.id, row.id),
            isNull(verificationCodes.usedAt),
            lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS),
          ),
        )
        .returning({ id: verificationCodes.id });
      if (!tried || !codeMatches(row.codeHash, code)) return false;
      const [used] = await db
        .update(verificationCodes)
        .set({ usedAt: new Date(now()) })
        .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
        .returning({ id: verificationCodes.id });
      return used !== undefined;
    },
    async issueTicket(brandId, memberId, channel) {
      const token = newToken();
      await db.insert(resetTokens).values({
        tokenHash: sha256(token),
        brandId,
        memberId,
        channel,
        expiresAt: new Date(now() + RESET_TICKET_TTL_SECONDS * 1000),
      });
      return { token, expiresIn: RESET_TICKET_TTL_SECONDS };
    },
    async ticketHolder(brandId, token, channel) {
      const [row] = await db
        .select({ memberId: resetTokens.memberId })
        .from(resetTokens)
        .where(
          and(
            eq(resetTokens.tokenHash, sha256(token)),
            eq(resetTokens.brandId, brandId),
            eq(resetTokens.channel, channel),
            isNull(resetTokens.usedAt),
            gt(resetTokens.expiresAt, new Date(now())),
          ),
        );
      return row?.memberId;
    },
    async consumeTicket(brandId, token, channel) {
      const [row] = await db
        .update(resetTokens)
        .set({ usedAt: new Date(now()) })
        .where(
          and(
            eq(resetTokens.tokenHash, sha256(token)),
            eq(resetTokens.brandId, brandId),
            eq(resetTokens.channel, channel),
            isNull(resetTokens.usedAt),
            gt(resetTokens.expiresAt, new Date(now())),
          ),
        )
        .returning({ memberId: resetTokens.memberId });
      return row?.memberId;
    },
  };
}
