/**
 * `ops help:create|update|retire|list`: the help area's pages (`areas/help/`), per category and
 * language, with sanitised HTML bodies and a schedule. The member API serves a page only inside
 * its window and until it is retired (`db/in-service.ts`).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../core/money/ledger.ts';
import { helpPages } from '../db/schema/help.ts';
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

type PageRow = typeof helpPages.$inferSelect;

/** The help categories the site has a place for (the schema's list). */
export const HELP_CATEGORIES: readonly string[] = [
  'faq',
  'deposit',
  'withdraw',
  'responsible',
  'account',
  'supervise',
  'license',
  'affiliate',
];

/** Every field of `help:create` and `help:update`. */
export const HELP_FIELDS: readonly ContentField[] = [
  { name: 'category', kind: 'text', value: 'C', text: HELP_CATEGORIES.join(' | ') },
  { name: 'slug', kind: 'text', value: 'S', text: "the page's name in links (a-z, 0-9, -)" },
  { name: 'title', kind: 'languages', text: 'the title' },
  { name: 'summary', kind: 'languages', text: 'the summary' },
  { name: 'content', kind: 'languages', text: 'the body (HTML, sanitised)' },
  ...SCHEDULE_FIELDS,
  { name: 'sort', kind: 'text', value: 'N', text: 'order in its category (lower first)' },
];

function pageValues(input: ContentInput, current: PageRow | undefined) {
  const category = requiredText(input, 'category', current?.category);
  if (!HELP_CATEGORIES.includes(category))
    throw new OpsError(`--category must be one of ${HELP_CATEGORIES.join(', ')}`);
  const slug = requiredText(input, 'slug', current?.slug);
  if (!/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/.test(slug))
    throw new OpsError(
      `--slug takes a-z, 0-9 and inner dashes (at most 64); got ${JSON.stringify(slug)}`,
    );
  return {
    category,
    slug,
    title: languageMap('title', input.languages('title'), current?.title),
    summary: languageMap('summary', input.languages('summary'), current?.summary),
    content: languageMap('content', input.languages('content'), current?.content, { html: true }),
    ...schedule(input, current),
    sort: wholeNumber('sort', input.text('sort'), { min: 0, max: 1_000_000 }) ?? current?.sort ?? 0,
  };
}

/** Two pages in service with one slug would make links ambiguous. */
async function assertSlugFree(db: Tx, brandId: string, slug: string, id?: number) {
  const rows = await db
    .select({ id: helpPages.id })
    .from(helpPages)
    .where(
      and(eq(helpPages.brandId, brandId), eq(helpPages.slug, slug), isNull(helpPages.retiredAt)),
    );
  const other = rows.find((r) => r.id !== id);
  if (other) throw new OpsError(`--slug ${slug} is help page ${other.id}'s already`);
}

function pageView(row: PageRow) {
  return {
    id: row.id,
    brand: row.brandId,
    category: row.category,
    slug: row.slug,
    title: row.title,
    sort: row.sort,
    ...scheduleView(row),
    updated: row.updatedAt.toISOString(),
  };
}

/** Creates a help page. */
export async function opsCreateHelpPage(ctx: AppContext, args: Readonly<Record<string, string>>) {
  const brand = await brandArg(ctx, args);
  const values = pageValues(readContentInput(args, HELP_FIELDS), undefined);
  await assertSlugFree(ctx.db, brand, values.slug);
  const [row] = await ctx.db
    .insert(helpPages)
    .values({ brandId: brand, ...values, updatedAt: new Date(ctx.now()) })
    .returning();
  return pageView(row as PageRow);
}

/** Changes a help page (the fields given over the stored ones), in one transaction. */
export async function opsUpdateHelpPage(ctx: AppContext, args: Readonly<Record<string, string>>) {
  const brand = await brandArg(ctx, args);
  const id = idOption(args);
  const input = readContentInput(args, HELP_FIELDS);
  assertSomething(input);
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(helpPages)
      .where(and(eq(helpPages.brandId, brand), eq(helpPages.id, id)))
      .for('update');
    if (!current) throw new OpsError(`No help page ${id} in brand "${brand}"`);
    if (current.retiredAt) throw new OpsError(`Help page ${id} is retired: create another`);
    const values = pageValues(input, current);
    if (values.slug !== current.slug) await assertSlugFree(tx, brand, values.slug, id);
    const [updated] = await tx
      .update(helpPages)
      .set({ ...values, updatedAt: new Date(ctx.now()) })
      .where(eq(helpPages.id, id))
      .returning();
    return updated as PageRow;
  });
  return pageView(row);
}

/** Retires a help page: no longer listed nor opened. */
export async function opsRetireHelpPage(ctx: AppContext, args: Readonly<Record<string, string>>) {
  const brand = await brandArg(ctx, args);
  const id = idOption(args);
  const [row] = await ctx.db
    .update(helpPages)
    .set({ retiredAt: new Date(ctx.now()) })
    .where(and(eq(helpPages.brandId, brand), eq(helpPages.id, id), isNull(helpPages.retiredAt)))
    .returning();
  if (!row) throw new OpsError(`No help page ${id} in service in brand "${brand}"`);
  return pageView(row);
}

/** The brand's help pages by category and order, retired ones only with `--all`. */
export async function opsListHelpPages(ctx: AppContext, args: Readonly<Record<string, string>>) {
  const brand = await brandArg(ctx, args);
  const rows = await ctx.db
    .select()
    .from(helpPages)
    .where(eq(helpPages.brandId, brand))
    .orderBy(asc(helpPages.category), asc(helpPages.sort), asc(helpPages.id));
  return rows.filter((r) => args.all === 'true' || r.retiredAt === null).map(pageView);
}

const ID_OPTION = contentIdOption('the page', 'help');

/** `help:create`. */
export const helpCreateCommand: OpsCommand = {
  name: 'help:create',
  usage: `  help:create     --brand B --category C --slug S [--file F] [--title-en T ...]
                  [--starts T] [--ends T] [--sort N]\n`,
  help: {
    about: 'Creates a help page with its title, summary and HTML body in en, ja and zh-CN.',
    options: [BRAND_OPTION, FILE_OPTION, ...fieldOptions(HELP_FIELDS)],
    example: '--brand nexbet --file bonus-faq.json --category faq --slug bonus-rules',
  },
  run: (ctx, args) => opsCreateHelpPage(ctx, args),
};

/** `help:update`. */
export const helpUpdateCommand: OpsCommand = {
  name: 'help:update',
  usage: `  help:update     --brand B --id N [--file F] [any field of create]\n`,
  help: {
    about: 'Changes a help page (texts, category, slug, order, schedule).',
    options: [BRAND_OPTION, ID_OPTION, FILE_OPTION, ...fieldOptions(HELP_FIELDS)],
    example: '--brand nexbet --id 9 --content-en "<p>New rules.</p>"',
  },
  run: (ctx, args) => opsUpdateHelpPage(ctx, args),
};

/** `help:retire` and `help:list`. */
export const [helpRetireCommand, helpListCommand] = retireAndListCommands({
  kind: 'help',
  what: 'the page',
  retireAbout: 'Retires a help page: no longer listed nor opened.',
  retireNote: 'no longer served',
  listAbout: "Lists a brand's help pages with their schedule.",
  retire: (ctx, args) => opsRetireHelpPage(ctx, args),
  list: (ctx, args) => opsListHelpPages(ctx, args),
});
