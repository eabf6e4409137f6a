/**
 * `ops banner:create|update|retire|list`: the home's banners (GET /member/game/banner-games),
 * each in the row of a game type (its position), in an order, linking to a game of the brand,
 * with its title and subtitle per language, a picture (an https URL or a site path; without
 * one the type's artwork is drawn) and a schedule. The member API serves a banner only inside
 * its window and until it is retired (`db/in-service.ts`).
 */
import { isGameType } from '@lobby/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../core/money/ledger.ts';
import { gameBanners, games } from '../db/schema/games.ts';
import type { AppContext } from '../core/context.ts';
import { OpsError } from './ops-error.ts';
import type { ContentField, ContentInput } from './content-input.ts';
import {
  FILE_OPTION,
  assertSomething,
  SCHEDULE_FIELDS,
  fieldOptions,
  idOption,
  languageMap,
  readContentInput,
  requiredText,
  schedule,
  scheduleView,
  wholeNumber,
  contentIdOption,
  retireAndListCommands,
} from './content-input.ts';
import { BRAND_OPTION, brandArg } from './brand-option.ts';
import type { OpsCommand } from './types.ts';

type BannerRow = typeof gameBanners.$inferSelect;

/** Every field of `banner:create` and `banner:update`. */
export const BANNER_FIELDS: readonly ContentField[] = [
  {
    name: 'position',
    kind: 'text',
    value: 'TYPE',
    text: 'the game type whose row it is in (e.g. SlotMachine)',
  },
  { name: 'game', kind: 'text', value: 'ID|none', text: 'the game it links to' },
  { name: 'image', kind: 'text', value: 'URL|none', text: 'https URL or /path (none: artwork)' },
  { name: 'title', kind: 'languages', text: 'the title' },
  { name: 'subtitle', kind: 'languages', text: 'the subtitle' },
  ...SCHEDULE_FIELDS,
  { name: 'sort', kind: 'text', value: 'N', text: 'order in its row (lower first)' },
];

/**
 * An image URL: https (the site's content policy takes `img-src https:`, and an http picture
 * would be mixed content), or a path of the site; `none` clears it.
 */
export function imageUrl(raw: string | undefined): string | null | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'none') return null;
  if (raw.length <= 2000 && /^\/[^/\\\s][^\s"'<>]*$/.test(raw)) return raw;
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:' && !url.username && !url.password && raw.length <= 2000)
      return url.href;
  } catch {
    // refused below
  }
  throw new OpsError(
    `--image takes an https URL or a path of the site (/banners/spring.webp), or none; got ${JSON.stringify(raw)}`,
  );
}

async function bannerValues(
  db: Tx,
  brand: string,
  input: ContentInput,
  current: BannerRow | undefined,
) {
  const type = requiredText(input, 'position', current?.type);
  if (!isGameType(type))
    throw new OpsError(
      `--position must be a spec §3 game type (e.g. SlotMachine); got ${JSON.stringify(type)}`,
    );
  const rawGame = input.text('game');
  const gameId =
    rawGame === undefined
      ? (current?.gameId ?? null)
      : rawGame === 'none'
        ? null
        : (wholeNumber('game', rawGame, { min: 1 }) as number);
  if (gameId !== null && rawGame !== undefined) {
    const [game] = await db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.brandId, brand), eq(games.id, gameId)));
    if (!game) throw new OpsError(`--game ${gameId}: no such game in brand "${brand}"`);
  }
  const image = imageUrl(input.text('image'));
  return {
    type,
    gameId,
    imageUrl: image === undefined ? (current?.imageUrl ?? null) : image,
    title: languageMap('title', input.languages('title'), current?.title),
    subtitle: languageMap('subtitle', input.languages('subtitle'), current?.subtitle),
    ...schedule(input, current),
    sort: wholeNumber('sort', input.text('sort'), { min: 0, max: 1_000_000 }) ?? current?.sort ?? 0,
  };
}

function bannerView(row: BannerRow) {
  return {
    id: row.id,
    brand: row.brandId,
    position: row.type,
    game: row.gameId,
    image: row.imageUrl,
    title: row.title,
    sort: row.sort,
    ...scheduleView(row),
  };
}

/** Creates a banner. */
export async function opsCreateBanner(ctx: AppContext, args: Readonly<Record<string, string>>) {
  const brand = await brandArg(ctx, args);
  const values = await bannerValues(
    ctx.db,
    brand,
    readContentInput(args, BANNER_FIELDS),
    undefined,
  );
  const [row] = await ctx.db
    .insert(gameBanners)
    .values({ brandId: brand, ...values })
    .returning();
  return bannerView(row as BannerRow);
}

/** Changes a banner (the fields given over the stored ones), in one transaction. */
export async function opsUpdateBanner(ctx: AppContext, args: Readonly<Record<string, string>>) {
  const brand = await brandArg(ctx, args);
  const id = idOption(args);
  const input = readContentInput(args, BANNER_FIELDS);
  assertSomething(input);
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(gameBanners)
      .where(and(eq(gameBanners.brandId, brand), eq(gameBanners.id, id)))
      .for('update');
    if (!current) throw new OpsError(`No banner ${id} in brand "${brand}"`);
    if (current.retiredAt) throw new OpsError(`Banner ${id} is retired: create another`);
    const values = await bannerValues(tx, brand, input, current);
    const [updated] = await tx
      .update(gameBanners)
      .set(values)
      .where(eq(gameBanners.id, id))
      .returning();
    return updated as BannerRow;
  });
  return bannerView(row);
}

/** Retires a banner: no longer served. */
export async function opsRetireBanner(ctx: AppContext, args: Readonly<Record<string, string>>) {
  const brand = await brandArg(ctx, args);
  const id = idOption(args);
  const [row] = await ctx.db
    .update(gameBanners)
    .set({ retiredAt: new Date(ctx.now()) })
    .where(
      and(eq(gameBanners.brandId, brand), eq(gameBanners.id, id), isNull(gameBanners.retiredAt)),
    )
    .returning();
  if (!row) throw new OpsError(`No banner ${id} in service in brand "${brand}"`);
  return bannerView(row);
}

/** The brand's banners by row and order, retired ones only with `--all`. */
export async function opsListBanners(ctx: AppContext, args: Readonly<Record<string, string>>) {
  const brand = await brandArg(ctx, args);
  const rows = await ctx.db
    .select()
    .from(gameBanners)
    .where(eq(gameBanners.brandId, brand))
    .orderBy(asc(gameBanners.type), asc(gameBanners.sort), asc(gameBanners.id));
  return rows.filter((r) => args.all === 'true' || r.retiredAt === null).map(bannerView);
}

const ID_OPTION = contentIdOption('the banner', 'banner');

/** `banner:create`. */
export const bannerCreateCommand: OpsCommand = {
  name: 'banner:create',
  usage: `  banner:create   --brand B --position TYPE [--game ID] [--image URL] [--file F]
                  [--title-en T ...] [--starts T] [--ends T] [--sort N]\n`,
  help: {
    about:
      "Creates a home banner in a game type's row, linking to a game, with its texts in en, ja and zh-CN.",
    options: [BRAND_OPTION, FILE_OPTION, ...fieldOptions(BANNER_FIELDS)],
    example:
      '--brand nexbet --file spring-banner.json --position SlotMachine --game 12 --image https://cdn.example.com/spring.webp',
  },
  run: (ctx, args) => opsCreateBanner(ctx, args),
};

/** `banner:update`. */
export const bannerUpdateCommand: OpsCommand = {
  name: 'banner:update',
  usage: `  banner:update   --brand B --id N [--file F] [any field of create]\n`,
  help: {
    about: 'Changes a banner (texts, picture, link, row, order, schedule).',
    options: [BRAND_OPTION, ID_OPTION, FILE_OPTION, ...fieldOptions(BANNER_FIELDS)],
    example: '--brand nexbet --id 4 --image none --ends 2030-03-01T00:00:00Z',
  },
  run: (ctx, args) => opsUpdateBanner(ctx, args),
};

/** `banner:retire` and `banner:list`. */
export const [bannerRetireCommand, bannerListCommand] = retireAndListCommands({
  kind: 'banner',
  what: 'the banner',
  retireAbout: 'Retires a banner: no longer served.',
  retireNote: 'no longer served',
  listAbout: "Lists a brand's banners with their schedule.",
  retire: (ctx, args) => opsRetireBanner(ctx, args),
  list: (ctx, args) => opsListBanners(ctx, args),
});
