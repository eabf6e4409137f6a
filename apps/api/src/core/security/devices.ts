/**
 * Devices a member signs in from, and the notice of a sign-in from a new one.
 *
 * A device is told apart by its device key: the site's device id (`X-Lobby-Device`, a random
 * value the browser keeps in localStorage) when it sends one, else the user agent and the
 * network (the /24 of an IPv4 address, the /48 of an IPv6 one). The id is what makes "seen
 * before" reliable for the sites we ship; the fallback keeps API clients without one from being
 * announced as new on every sign-in, while a different browser or network still counts as new.
 * Only a hash of the key is stored.
 *
 * A member's first recorded device (the sign-up's, or the first sign-in of a member who has none
 * yet) is never announced: it is the member's own start, not news.
 */
import { translate } from '@lobby/i18n/catalogues';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { messages } from '../../db/schema/messages.ts';
import { memberDevices } from '../../db/schema/sessions.ts';
import { publishUnreadChanged } from '../messaging/member-stream.ts';
import type { DeliveryChannel } from '../../base/config.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import type { MemberRow } from './sessions.ts';
import { sha256 } from './tokens.ts';
import { describeDevice, parseUserAgent } from './user-agent.ts';

/** What tells a device apart (see the module notes). */
export interface DeviceClues {
  /** The site's device id, when it sent a well-formed one. */
  deviceId?: string | undefined;
  userAgent?: string | undefined;
  ip: string;
}

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The network part of an address that a device keeps across reconnects. */
function networkOf(ip: string): string {
  if (ip.includes(':')) return ip.split(':').slice(0, 3).join(':');
  return ip.split('.').slice(0, 3).join('.');
}

/** The hex SHA-256 device key of a sign-in (see the module notes). */
export function deviceKeyOf(clues: DeviceClues): string {
  if (clues.deviceId && DEVICE_ID.test(clues.deviceId)) return sha256(`id:${clues.deviceId}`);
  return sha256(`ua:${clues.userAgent ?? ''}|net:${networkOf(clues.ip)}`);
}

/** Where and how to tell a member of a new device. */
export interface NewDeviceNotice {
  brandId: string;
  brandName: string;
  member: Pick<
    MemberRow,
    'id' | 'email' | 'emailVerifiedAt' | 'mobileArea' | 'mobile' | 'mobileVerifiedAt'
  >;
  userAgent: string | undefined;
  /** The language of the outbox message (the sign-in's). */
  locale: string;
}

/** The member's verified channel: email if verified, else SMS if verified, else none. */
function verifiedChannel(
  member: NewDeviceNotice['member'],
): { channel: DeliveryChannel; to: string } | undefined {
  if (member.email && member.emailVerifiedAt) return { channel: 'email', to: member.email };
  if (member.mobileArea && member.mobile && member.mobileVerifiedAt)
    return { channel: 'sms', to: `+${member.mobileArea}${member.mobile}` };
  return undefined;
}

const SITE_LOCALES = ['en', 'ja', 'zh-CN'] as const;

/**
 * Records that the member signed in from `deviceKey`; when the key is new and the member had
 * another device before, writes the notice (outbox message through the verified channel, and a
 * site message in every language) in the same transaction. Answers whether it was announced.
 */
export async function recordSignInDevice(
  db: Database,
  deviceKey: string,
  notice: NewDeviceNotice,
  now: number,
  onEnqueued: () => void = () => {},
): Promise<boolean> {
  const memberId = notice.member.id;
  const announced = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(memberDevices)
      .values({ memberId, deviceKey, firstSeenAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ deviceKey: memberDevices.deviceKey });
    if (inserted.length === 0) return false;
    const [other] = await tx
      .select({ deviceKey: memberDevices.deviceKey })
      .from(memberDevices)
      .where(and(eq(memberDevices.memberId, memberId), ne(memberDevices.deviceKey, deviceKey)))
      .limit(1);
    if (!other) return false;
    const info = parseUserAgent(notice.userAgent);
    const deviceIn = (locale: string) =>
      describeDevice(info) ?? translate(locale, 'content:mail.unknownDevice');
    const values = (locale: string) => ({ brand: notice.brandName, device: deviceIn(locale) });
    const target = verifiedChannel(notice.member);
    if (target) {
      const { locale } = notice;
      await enqueueMessage(
        tx,
        {
          brandId: notice.brandId,
          channel: target.channel,
          to: target.to,
          subject:
            target.channel === 'email'
              ? translate(locale, 'content:mail.newDeviceSubject', values(locale))
              : '',
          body: translate(
            locale,
            target.channel === 'email' ? 'content:mail.newDeviceBody' : 'content:mail.newDeviceSms',
            values(locale),
          ),
        },
        now,
      );
    }
    const byLocale = (key: `content:${string}`) =>
      Object.fromEntries(SITE_LOCALES.map((l) => [l, translate(l, key, values(l))]));
    await tx.insert(messages).values({
      brandId: notice.brandId,
      memberId,
      title: byLocale('content:mail.newDeviceTitle'),
      content: byLocale('content:mail.newDeviceBody'),
      createdAt: new Date(now),
    });
    return true;
  });
  if (announced) {
    onEnqueued();
    // After the commit: the member's open pages (the header's badge) hear of the message.
    publishUnreadChanged(db, { brandId: notice.brandId, memberId });
  }
  return announced;
}
