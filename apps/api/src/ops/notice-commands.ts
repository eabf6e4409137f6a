/**
 * `ops notice:create`, `notice:update`, `notice:retire` and `notice:list`: the brand's
 * announcement bars and pop-ups. Every option is checked before anything is written (a bad one
 * changes nothing); HTML bodies are sanitised; a change is announced to every instance, whose
 * notice caches drop the brand at once.
 */
import { AdPosition, Audience, DisplayType, Platform } from '@lobby/domain';
import {
  createNotice,
  listBrandNotices,
  noticeOf,
  noticeSummary,
  retireNotice,
  updateNotice,
} from '../areas/notices/authoring.ts';
import type { NoticeFields } from '../areas/notices/authoring.ts';
import { announceConfigChange } from '../core/cluster/cluster.ts';
import { BRAND_OPTION, brandArg } from './brand-option.ts';
import { OpsError } from './ops-error.ts';
import type { ContentField, ContentInput } from './content-input.ts';
import {
  FILE_OPTION,
  SCHEDULE_FIELDS,
  assertSomething,
  fieldOptions,
  idOption,
  languageMap,
  readContentInput,
  schedule,
  wholeNumber,
} from './content-input.ts';
import type { OpsCommand, OpsOption } from './types.ts';

const TITLE_MAX = 120;
const BODY_MAX = 4_000;

/** The words an operator types for each enumeration, beside their wire values. */
const TYPES: Record<string, number> = {
  popup: DisplayType.Popup,
  bar: DisplayType.AnnouncementBar,
};
const POSITIONS: Record<string, number> = {
  'login-before': AdPosition.LoginBefore,
  'login-after': AdPosition.LoginAfter,
  deposit: AdPosition.Deposit,
  withdraw: AdPosition.Withdraw,
};
const AUDIENCES: Record<string, number> = { all: Audience.All, members: Audience.Member };
const PLATFORMS: Record<string, number | null> = {
  all: null,
  pc: Platform.Pc,
  mobile: Platform.Mobile,
};
const FORMATS: Record<string, 'text' | 'html'> = { text: 'text', html: 'html' };

/** Every field of `notice:create` and `notice:update`. */
export const NOTICE_FIELDS: readonly ContentField[] = [
  {
    name: 'type',
    kind: 'text',
    value: 'popup|bar',
    text: 'a pop-up dialog or an announcement bar',
  },
  {
    name: 'position',
    kind: 'text',
    value: 'P',
    text: 'where it shows: login-before (home, sign-in), login-after, deposit or withdraw',
  },
  {
    name: 'audience',
    kind: 'text',
    value: 'all|members',
    text: 'everyone (default) or signed-in members only',
  },
  {
    name: 'platform',
    kind: 'text',
    value: 'all|pc|mobile',
    text: 'which site layout shows it (default all)',
  },
  {
    name: 'format',
    kind: 'text',
    value: 'text|html',
    text: 'plain text (default) or HTML, sanitised to headings, lists, emphasis and links',
  },
  { name: 'title', kind: 'languages', text: `the title (at most ${TITLE_MAX} characters)` },
  { name: 'body', kind: 'languages', text: `the body (at most ${BODY_MAX} characters)` },
  { name: 'priority', kind: 'text', value: 'N', text: 'higher shows first (default 0)' },
  ...SCHEDULE_FIELDS,
];

/** The wire value of a word field, or `fallback` when absent; a word not in `words` is refused. */
function wordField<T>(input: ContentInput, name: string, words: Record<string, T>, fallback: T): T {
  const raw = input.text(name);
  if (raw === undefined) return fallback;
  if (!Object.hasOwn(words, raw))
    throw new OpsError(`--${name} must be one of ${Object.keys(words).join(', ')}, got "${raw}"`);
  return words[raw] as T;
}

/** The word an operator types for a wire value (for listings). */
function wordOf(words: Record<string, number | null>, value: number | null): string {
  return Object.entries(words).find(([, v]) => v === value)?.[0] ?? String(value);
}

/**
 * Every field of a notice from the operator's input over `base` (the stored notice, or a new
 * one's defaults), checked. Throws an {@link OpsError} before anything is written.
 */
export function noticeFieldsOf(
  input: ContentInput,
  base: Partial<NoticeFields> & Pick<NoticeFields, 'startsAt' | 'endsAt'>,
): NoticeFields {
  const displayType = wordField(input, 'type', TYPES, base.displayType);
  if (displayType === undefined) throw new OpsError('Missing --type (popup or bar)');
  const position = wordField(input, 'position', POSITIONS, base.position);
  if (position === undefined)
    throw new OpsError(`Missing --position (${Object.keys(POSITIONS).join(', ')})`);
  const audience = wordField(input, 'audience', AUDIENCES, base.audience ?? Audience.All);
  // Before sign-in nobody is a member: a members-only notice there would never show.
  if (position === AdPosition.LoginBefore && audience === Audience.Member)
    throw new OpsError('--audience members cannot see a notice at --position login-before');
  const platform = wordField(input, 'platform', PLATFORMS, base.platform ?? null);
  const format = wordField(input, 'format', FORMATS, base.format ?? 'text');
  const title = languageMap('title', input.languages('title'), base.title, {
    maxLength: TITLE_MAX,
  });
  const body = languageMap('body', input.languages('body'), base.body, {
    html: format === 'html',
    maxLength: BODY_MAX,
  });
  const priority =
    wholeNumber('priority', input.text('priority'), { min: -999_999, max: 999_999 }) ??
    base.priority ??
    0;
  const window = schedule(input, { startAt: base.startsAt, endAt: base.endsAt });
  return {
    displayType,
    position,
    audience,
    platform,
    format,
    title,
    body,
    priority,
    // A notice without a start shows from the moment it is written.
    startsAt: window.startAt ?? base.startsAt,
    endsAt: window.endAt,
  };
}

const FIELD_OPTIONS: OpsOption[] = [...fieldOptions(NOTICE_FIELDS), FILE_OPTION];

const required = (names: readonly string[]): OpsOption[] =>
  FIELD_OPTIONS.map((o) => (names.includes(o.name) ? { ...o, required: true } : o));

/** `notice:create`. */
export const noticeCreateCommand: OpsCommand = {
  name: 'notice:create',
  usage: `  notice:create   --brand B --type popup|bar --position P --title T --body T [see --help]
                  (an announcement bar or pop-up, in force from --starts until --ends)
`,
  help: {
    about:
      "Adds an announcement bar or pop-up to a brand's member site, shown at one position between its start and end; every instance shows it within a moment.",
    options: [BRAND_OPTION, ...required(['type', 'position', 'title', 'body'])],
    example:
      '--brand nexbet --type popup --position login-after --audience members --title "Weekend reload" --body "<p>50% up to 100 on Saturday.</p>" --format html --ends 2026-12-31T23:59:59+08:00',
  },
  async run(ctx, args) {
    const brandId = await brandArg(ctx, args);
    const input = readContentInput(args, NOTICE_FIELDS);
    const fields = noticeFieldsOf(input, { startsAt: new Date(ctx.now()), endsAt: null });
    const row = await createNotice(ctx.db, brandId, fields, ctx.now());
    announceConfigChange(ctx.cluster, brandId);
    return noticeSummary(row);
  },
};

/** `notice:update`. */
export const noticeUpdateCommand: OpsCommand = {
  name: 'notice:update',
  usage: `  notice:update   --brand B --id N [any notice:create option]
                  (changes what is given, keeps the rest; not a retired notice)
`,
  help: {
    about:
      'Changes a notice: the options given replace what is stored, the others stay. A retired notice cannot be changed.',
    options: [
      BRAND_OPTION,
      { name: 'id', value: 'N', required: true, text: 'the notice (see notice:list)' },
      ...FIELD_OPTIONS,
    ],
    example: '--brand nexbet --id 7 --ends none --priority 5',
  },
  async run(ctx, args) {
    const brandId = await brandArg(ctx, args);
    const id = idOption(args);
    const input = readContentInput(args, NOTICE_FIELDS);
    assertSomething(input);
    const stored = await noticeOf(ctx.db, brandId, id);
    if (!stored) throw new OpsError(`No notice ${id} in brand "${brandId}"`);
    if (stored.retiredAt) throw new OpsError(`Notice ${id} is retired`);
    const fields = noticeFieldsOf(input, {
      ...stored,
      format: stored.format === 'html' ? 'html' : 'text',
    });
    const row = await updateNotice(ctx.db, brandId, id, fields, ctx.now());
    if (!row) throw new OpsError(`Notice ${id} is retired`);
    announceConfigChange(ctx.cluster, brandId);
    return noticeSummary(row);
  },
};

/** `notice:retire`. */
export const noticeRetireCommand: OpsCommand = {
  name: 'notice:retire',
  usage: `  notice:retire   --brand B --id N                 (hides a notice for good)
`,
  help: {
    about: 'Retires a notice: no member or guest is shown it again. It stays listed with --all.',
    options: [
      BRAND_OPTION,
      { name: 'id', value: 'N', required: true, text: 'the notice (see notice:list)' },
    ],
    example: '--brand nexbet --id 7',
  },
  async run(ctx, args) {
    const brandId = await brandArg(ctx, args);
    const id = idOption(args);
    const row = await retireNotice(ctx.db, brandId, id, ctx.now());
    if (!row) {
      const stored = await noticeOf(ctx.db, brandId, id);
      throw new OpsError(
        stored ? `Notice ${id} is already retired` : `No notice ${id} in brand "${brandId}"`,
      );
    }
    announceConfigChange(ctx.cluster, brandId);
    return noticeSummary(row);
  },
};

/** `notice:list`. */
export const noticeListCommand: OpsCommand = {
  name: 'notice:list',
  usage: `  notice:list     --brand B [--all] [--limit N]   (newest first; retired ones with --all)
`,
  help: {
    about:
      "Lists a brand's notices, newest first, with their schedule; retired ones only with --all.",
    options: [
      BRAND_OPTION,
      { name: 'all', text: 'include retired notices' },
      { name: 'limit', value: 'N', text: 'at most N (default 50, at most 500)' },
    ],
    example: '--brand nexbet',
  },
  async run(ctx, args) {
    const brandId = await brandArg(ctx, args);
    const limit = wholeNumber('limit', args.limit, { min: 1, max: 500 }) ?? 50;
    const rows = await listBrandNotices(ctx.db, brandId, { all: args.all === 'true', limit });
    return rows.map((row) => ({
      ...noticeSummary(row),
      type: wordOf(TYPES, row.displayType),
      where: wordOf(POSITIONS, row.position),
    }));
  },
};

/** Every notice command, for the registry (`own-commands.ts`). */
export const NOTICE_COMMANDS: readonly OpsCommand[] = [
  noticeCreateCommand,
  noticeUpdateCommand,
  noticeRetireCommand,
  noticeListCommand,
];
