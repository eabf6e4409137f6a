/**
 * Seeds issue #4's areas for every brand: the game catalogue, deposit methods, promotions, VIP
 * levels, help pages, the affiliate introduction and the demo member's messages. Runs inside
 * the platform's first-start seed; rows are written in batches so a test server starts fast.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { brands } from '../db/schema/brands.ts';
import { featuredWins, gameBanners, gameChannels, games } from '../db/schema/games.ts';
import { paymentMethods } from '../db/schema/payments.ts';
import { channelSecret } from '../core/security/signatures.ts';
import {
  BANNER_SEEDS,
  CHANNEL_SEEDS,
  FEATURED_WIN_SEEDS,
  GAME_SEEDS,
  flagsOf,
  gameCode,
} from './games.ts';
import { METHOD_SEEDS } from './payments.ts';
import { seedContent } from './content.ts';
import { seedNotices } from './notices.ts';

async function seedCatalogue(
  db: Database,
  brandId: string,
  now: number,
  providerMasterSecret: string,
): Promise<void> {
  const channels = await db
    .insert(gameChannels)
    .values(
      CHANNEL_SEEDS.map((c, i) => ({
        brandId,
        code: c.code,
        name: c.name,
        types: [...c.types],
        status: c.status,
        sort: i + 1,
        transferInLimit: c.transferInLimit,
        secret: channelSecret(providerMasterSecret, brandId, c.code),
        colour: c.colour,
      })),
    )
    .returning({ id: gameChannels.id, code: gameChannels.code });
  const channelId = new Map(channels.map((c) => [c.code, c.id]));
  const rows = await db
    .insert(games)
    .values(
      GAME_SEEDS.map((row, i) => {
        const flags = flagsOf(row);
        return {
          brandId,
          channelId: channelId.get(row[0]) as number,
          code: gameCode(row[2]),
          name: row[2],
          type: row[1],
          status: flags.status,
          hot: flags.hot,
          isNew: flags.isNew,
          engine: flags.engine,
          sort: i + 1,
        };
      }),
    )
    .returning({
      id: games.id,
      name: games.name,
      type: games.type,
      hot: games.hot,
      status: games.status,
    });
  const byName = new Map(rows.map((g) => [g.name, g]));
  await db.insert(gameBanners).values(
    BANNER_SEEDS.map((b, i) => {
      const featured = rows.filter((g) => g.type === b.type && g.status === 1);
      const pick = featured.filter((g) => g.hot)[i % 2] ?? featured[0];
      return {
        brandId,
        type: b.type,
        gameId: pick?.id ?? null,
        title: b.title,
        subtitle: b.subtitle,
        sort: i,
      };
    }),
  );
  await db.insert(featuredWins).values(
    FEATURED_WIN_SEEDS.flatMap(([username, game, amount, hoursAgo]) => {
      const g = byName.get(game);
      return g
        ? [{ brandId, username, gameId: g.id, amount, wonAt: new Date(now - hoursAgo * 3_600_000) }]
        : [];
    }),
  );
}

async function seedPaymentMethods(db: Database, brandId: string): Promise<void> {
  await db.insert(paymentMethods).values(
    METHOD_SEEDS.map((m, i) => ({
      brandId,
      type: m.type,
      name: m.name,
      minAmount: m.min,
      maxAmount: m.max,
      bankName: m.bankName ?? '',
      accountName: m.accountName ?? '',
      accountNumber: m.accountNumber ?? '',
      network: m.network ?? '',
      instructions: m.instructions,
      colour: m.colour,
      sort: i,
    })),
  );
}

/**
 * Seeds every brand that has no game channels yet; answers how many brands it seeded. Channel
 * secrets derive from `providerMasterSecret` (the configuration's), so a provider holding the
 * master secret can sign for every channel.
 */
export async function seedMemberAreas(
  db: Database,
  providerMasterSecret: string,
  now: number = Date.now(),
): Promise<number> {
  const all = await db.select({ id: brands.id }).from(brands);
  let seeded = 0;
  for (const brand of all) {
    const [existing] = await db
      .select({ id: gameChannels.id })
      .from(gameChannels)
      .where(eq(gameChannels.brandId, brand.id))
      .limit(1);
    if (existing) continue;
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await seedCatalogue(t, brand.id, now, providerMasterSecret);
      await seedPaymentMethods(t, brand.id);
      await seedContent(t, brand.id, now);
      await seedNotices(t, brand.id, now);
    });
    seeded += 1;
  }
  return seeded;
}
