/**
 * What the content commands (`promotion:*`, `banner:*`, `help:*`, `notice:*`) share to read an
 * operator's input: the fields given as flags and/or in a JSON file (`--file content.json`, flags
 * win), texts in every language (`--title` for all of them, `--title-ja` over it for one; or
 * `"title": "…"` / `{ "en": …, "ja": …, "zh-CN": … }` in the file), schedules (`--starts`, `--ends`), whole numbers, and HTML bodies through the project's
 * sanitiser. Every refusal is an OpsError naming the field, thrown before anything is written.
 */
import { readFileSync } from 'node:fs';
import { SUPPORTED_LOCALES } from '@lobby/domain';
import { sanitizeHtml } from '../base/sanitize.ts';
import { BRAND_OPTION } from './brand-option.ts';
import { OpsError } from './ops-error.ts';
import type { OpsCommand, OpsOption } from './types.ts';

/** The languages every authored text is written in. */
export const CONTENT_LANGUAGES: readonly string[] = SUPPORTED_LOCALES;

/** A text per language (`{ en, ja, 'zh-CN' }`). */
export type LanguageMap = Record<string, string>;

/** One field of a content command: a flag (and file key) of that name. */
export interface ContentField {
  name: string;
  /** `text`: one value; `languages`: a text per language (`--NAME-en` …). */
  kind: 'text' | 'languages';
  /** Placeholder in the help. */
  value?: string;
  /** What it means, in a few words. */
  text: string;
}

/** What an operator gave: scalar fields as text, language fields as partial maps. */
export interface ContentInput {
  /** A scalar field's text, or undefined when not given. */
  text(name: string): string | undefined;
  /** A language field's texts given (possibly some languages only), or undefined. */
  languages(name: string): Partial<LanguageMap> | undefined;
  /** Whether any of these fields was given. */
  has(...names: string[]): boolean;
  /** Whether no field at all was given (an update that would change nothing). */
  empty(): boolean;
}

/** The `--file` option every create/update command takes. */
export const FILE_OPTION: OpsOption = {
  name: 'file',
  value: 'PATH',
  text: 'a JSON file with any of these fields (texts as {"en","ja","zh-CN"}); flags win',
};

/** The help options of `fields` (a language field gives one option per language). */
export function fieldOptions(fields: readonly ContentField[]): OpsOption[] {
  return fields.flatMap((f) =>
    f.kind === 'text'
      ? [{ name: f.name, value: f.value ?? 'V', text: f.text }]
      : [
          { name: f.name, value: 'TEXT', text: `${f.text} in every language` },
          ...CONTENT_LANGUAGES.map((lang) => ({
            name: `${f.name}-${lang}`,
            value: 'TEXT',
            text: `${f.text} in ${lang} (over --${f.name})`,
          })),
        ],
  );
}

function readJsonFile(path: string): Record<string, unknown> {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (error) {
    throw new OpsError(`--file ${path} cannot be read (${(error as NodeJS.ErrnoException).code})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new OpsError(`--file ${path} is not JSON: ${(error as Error).message}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new OpsError(`--file ${path} must hold one JSON object of fields`);
  return parsed as Record<string, unknown>;
}

function fileText(name: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value === null) return 'none';
  throw new OpsError(`Field "${name}" in --file must be a string or a number`);
}

function fileLanguages(name: string, value: unknown): Partial<LanguageMap> {
  if (typeof value === 'string')
    return Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, value])) as LanguageMap;
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new OpsError(
      `Field "${name}" in --file must be a text for every language or an object of texts by language (${CONTENT_LANGUAGES.join(', ')})`,
    );
  const out: Partial<LanguageMap> = {};
  for (const [lang, text] of Object.entries(value)) {
    if (!CONTENT_LANGUAGES.includes(lang))
      throw new OpsError(
        `Field "${name}" in --file has language "${lang}": use ${CONTENT_LANGUAGES.join(', ')}`,
      );
    if (typeof text !== 'string')
      throw new OpsError(`Field "${name}.${lang}" in --file must be a string`);
    out[lang] = text;
  }
  return out;
}

/**
 * Reads a command's fields from its flags and its `--file` (a path: the CLI makes it absolute
 * before a command runs in the server). A field the command does not know is refused by name.
 */
export function readContentInput(
  args: Readonly<Record<string, string>>,
  fields: readonly ContentField[],
): ContentInput {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const texts = new Map<string, string>();
  const maps = new Map<string, Partial<LanguageMap>>();
  if (args.file !== undefined) {
    if (args.file === '' || args.file === 'true') throw new OpsError('Missing --file PATH');
    for (const [name, value] of Object.entries(readJsonFile(args.file))) {
      const field = byName.get(name);
      if (!field)
        throw new OpsError(
          `Unknown field "${name}" in --file: the fields are ${[...byName.keys()].join(', ')}`,
        );
      if (field.kind === 'text') texts.set(name, fileText(name, value));
      else maps.set(name, fileLanguages(name, value));
    }
  }
  for (const field of fields) {
    if (field.kind === 'text') {
      const flag = args[field.name];
      if (flag !== undefined) texts.set(field.name, flag);
      continue;
    }
    // `--title` writes every language at once; `--title-ja` then writes one over it.
    const every = args[field.name];
    if (every !== undefined)
      maps.set(
        field.name,
        Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, every])) as LanguageMap,
      );
    for (const lang of CONTENT_LANGUAGES) {
      const flag = args[`${field.name}-${lang}`];
      if (flag !== undefined) maps.set(field.name, { ...maps.get(field.name), [lang]: flag });
    }
  }
  return {
    text: (name) => texts.get(name),
    languages: (name) => maps.get(name),
    has: (...names) => names.some((n) => texts.has(n) || maps.has(n)),
    empty: () => texts.size === 0 && maps.size === 0,
  };
}

/**
 * A language field's texts: what was given over what is stored (`current`, on an update), which
 * must end with every language written and none blank; `html` bodies go through the sanitiser
 * and must keep some content.
 */
export function languageMap(
  name: string,
  given: Partial<LanguageMap> | undefined,
  current: LanguageMap | undefined,
  { html = false, maxLength }: { html?: boolean; maxLength?: number } = {},
): LanguageMap {
  const merged: Record<string, string | undefined> = { ...current, ...given };
  const out: LanguageMap = {};
  for (const lang of CONTENT_LANGUAGES) {
    const raw = merged[lang]?.trim();
    if (!raw) throw new OpsError(`Missing ${name} in ${lang} (--${name}-${lang})`);
    const text = html ? sanitizeHtml(raw).trim() : raw;
    if (!text)
      throw new OpsError(
        `The ${name} in ${lang} has nothing left once sanitised (--${name}-${lang})`,
      );
    if (maxLength !== undefined && raw.length > maxLength)
      throw new OpsError(
        `The ${name} in ${lang} is over ${maxLength} characters (--${name}-${lang})`,
      );
    out[lang] = text;
  }
  return out;
}

/**
 * A whole number field within bounds, or undefined when absent; `what` says what it is for the
 * error (`--sort must be a whole number …`).
 */
export function wholeNumber(
  name: string,
  raw: string | undefined,
  { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = {},
): number | undefined {
  if (raw === undefined) return undefined;
  const n = /^-?\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new OpsError(
      `--${name} must be a whole number${min > Number.MIN_SAFE_INTEGER ? ` from ${min}` : ''}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}, got ${JSON.stringify(raw)}`,
    );
  return n;
}

/**
 * One end of a schedule: an ISO date-time with its zone, Unix seconds, or `none` (no bound);
 * undefined when absent (unchanged).
 */
export function scheduleTime(name: string, raw: string | undefined): Date | null | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'none') return null;
  const t = /^\d{9,11}$/.test(raw)
    ? Number(raw) * 1000
    : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)
      ? Date.parse(raw)
      : NaN;
  if (!Number.isFinite(t))
    throw new OpsError(
      `--${name} takes an ISO date-time with its zone (2030-01-01T00:00:00Z), Unix seconds or none; got ${JSON.stringify(raw)}`,
    );
  return new Date(t);
}

/** A window: `starts` and `ends` given over the current ones; the end must come after the start. */
export function schedule(
  input: ContentInput,
  current: { startAt: Date | null; endAt: Date | null } = { startAt: null, endAt: null },
): { startAt: Date | null; endAt: Date | null } {
  const starts = scheduleTime('starts', input.text('starts'));
  const ends = scheduleTime('ends', input.text('ends'));
  const startAt = starts === undefined ? current.startAt : starts;
  const endAt = ends === undefined ? current.endAt : ends;
  if (startAt && endAt && endAt.getTime() <= startAt.getTime())
    throw new OpsError(
      `--ends (${endAt.toISOString()}) must be after --starts (${startAt.toISOString()})`,
    );
  return { startAt, endAt };
}

/** The schedule fields every authored kind takes. */
export const SCHEDULE_FIELDS: readonly ContentField[] = [
  {
    name: 'starts',
    kind: 'text',
    value: 'T',
    text: 'served from (ISO date-time with zone, Unix seconds, or none)',
  },
  { name: 'ends', kind: 'text', value: 'T', text: 'served until (same forms; none: no end)' },
];

/** A schedule as an operator reads it back. */
export function scheduleView(row: {
  startAt: Date | null;
  endAt: Date | null;
  retiredAt: Date | null;
}) {
  return {
    starts: row.startAt?.toISOString() ?? null,
    ends: row.endAt?.toISOString() ?? null,
    retired: row.retiredAt?.toISOString() ?? null,
  };
}

/** A required text field, trimmed; refused when absent or blank. */
export function requiredText(input: ContentInput, name: string, current?: string): string {
  const value = (input.text(name) ?? current)?.trim();
  if (!value) throw new OpsError(`Missing --${name}`);
  return value;
}

/** Refuses an update that names no field: it would change nothing, likely a mistyped command. */
export function assertSomething(input: ContentInput): void {
  if (input.empty())
    throw new OpsError('Nothing to change: give at least one field (see --help), or --file');
}

/** The `--id N` of an update or retire. */
export function idOption(args: Readonly<Record<string, string>>): number {
  const raw = args.id;
  if (raw === undefined || raw === 'true' || raw === '') throw new OpsError('Missing --id');
  return wholeNumber('id', raw, { min: 1 }) as number;
}

/** `--id N` of a kind's update and retire: `what` names the item (`the banner`), `kind` its commands. */
export function contentIdOption(what: string, kind: string): OpsOption {
  return { name: 'id', value: 'N', required: true, text: `${what} (see ${kind}:list)` };
}

/** What differs between the kinds' retire and list commands. */
export interface RetireAndListSpec {
  /** The commands' prefix (`banner`). */
  kind: string;
  /** The item in the id option's text (`the banner`). */
  what: string;
  /** What retiring does, for the help (`Retires a banner: no longer served.`). */
  retireAbout: string;
  /** The same in a few words, for the usage line (`no longer served`). */
  retireNote: string;
  /** What the list shows, for the help. */
  listAbout: string;
  retire: OpsCommand['run'];
  list: OpsCommand['run'];
}

/** A kind's `<kind>:retire` and `<kind>:list`, which differ between kinds only in words. */
export function retireAndListCommands(spec: RetireAndListSpec): [OpsCommand, OpsCommand] {
  const line = (name: string, rest: string) => `  ${`${spec.kind}:${name}`.padEnd(15)} ${rest}\n`;
  return [
    {
      name: `${spec.kind}:retire`,
      usage: line('retire', `--brand B --id N              (${spec.retireNote})`),
      help: {
        about: spec.retireAbout,
        options: [BRAND_OPTION, contentIdOption(spec.what, spec.kind)],
        example: '--brand nexbet --id 4',
      },
      run: spec.retire,
    },
    {
      name: `${spec.kind}:list`,
      usage: line('list', '--brand B [--all]             (with --all, retired ones too)'),
      help: {
        about: spec.listAbout,
        options: [BRAND_OPTION, { name: 'all', text: 'retired ones too' }],
        example: '--brand nexbet',
      },
      run: spec.list,
    },
  ];
}
