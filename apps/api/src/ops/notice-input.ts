/**
 * Input of the content-authoring ops commands (notices, and any other brand content an operator
 * writes): texts in every language, sanitised HTML and schedules. Each helper throws an
 * {@link OpsError} naming the option, so bad input changes nothing.
 */
import { SUPPORTED_LOCALES } from '@lobby/domain';
import type { Locale } from '@lobby/domain';
import { sanitizeHtml } from '../platform/sanitize.ts';
import { OpsError } from './commands.ts';

/** A value option: undefined when absent, refused when given as a bare flag or empty. */
export function optionValue(args: Record<string, string>, name: string): string | undefined {
  const raw = args[name];
  if (raw === undefined) return undefined;
  if (raw === '' || raw === 'true') throw new OpsError(`--${name} needs a value`);
  return raw;
}

/**
 * A moment given as an ISO date-time with its offset (`2026-12-24T00:00:00Z`) or Unix seconds,
 * in ms; undefined when absent. A date-time without an offset is refused: the server's zone is
 * nobody's intent.
 */
export function timeOption(args: Record<string, string>, name: string): number | undefined {
  const raw = optionValue(args, name);
  if (raw === undefined) return undefined;
  if (/^\d{9,11}$/.test(raw)) return Number(raw) * 1000;
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
  const ms = iso.test(raw) ? Date.parse(raw) : NaN;
  if (!Number.isFinite(ms))
    throw new OpsError(
      `--${name} must be an ISO date-time with its offset (2026-12-24T09:00:00+08:00) or Unix seconds, got "${raw}"`,
    );
  return ms;
}

/** When content shows: from `startsAt` until `endsAt` (null: until retired). */
export interface Schedule {
  startsAt: number;
  endsAt: number | null;
}

/**
 * The schedule of `--starts` and `--ends` over `base` (what is stored, or a new item's: now and
 * no end); `--ends none` clears the end. The end must come after the start.
 */
export function scheduleOption(args: Record<string, string>, base: Schedule): Schedule {
  const startsAt = timeOption(args, 'starts') ?? base.startsAt;
  const endsAt = args.ends === 'none' ? null : (timeOption(args, 'ends') ?? base.endsAt);
  if (endsAt !== null && endsAt <= startsAt)
    throw new OpsError(
      `--ends (${new Date(endsAt).toISOString()}) must come after the start (${new Date(startsAt).toISOString()})`,
    );
  return { startsAt, endsAt };
}

/** The option names of a localised text: `--title` for every language, `--title-ja` for one. */
export function localisedOptionNames(name: string): string[] {
  return [name, ...SUPPORTED_LOCALES.map((locale) => `${name}-${locale}`)];
}

/**
 * A text in every supported language from `--<name>` (all languages) and `--<name>-<locale>`
 * (one, over it), over `base`; undefined when none is given and there is no base. Each is
 * trimmed, must not be empty, and at most `maxLength` characters.
 */
export function localisedOption(
  args: Record<string, string>,
  name: string,
  maxLength: number,
  base?: Readonly<Record<string, string>>,
): Record<Locale, string> | undefined {
  const all = optionValue(args, name)?.trim();
  const texts: Partial<Record<Locale, string>> = {};
  for (const locale of SUPPORTED_LOCALES) {
    const one = optionValue(args, `${name}-${locale}`)?.trim();
    const text = one ?? all ?? base?.[locale] ?? base?.en;
    if (text === undefined) continue;
    if (text === '') throw new OpsError(`--${name} must not be empty`);
    if (text.length > maxLength)
      throw new OpsError(`--${name} (${locale}) is over ${maxLength} characters`);
    texts[locale] = text;
  }
  if (Object.keys(texts).length === 0) return undefined;
  if (Object.keys(texts).length < SUPPORTED_LOCALES.length)
    throw new OpsError(`Give --${name} (every language) or --${name}-<locale> for each of them`);
  return texts as Record<Locale, string>;
}

/**
 * Each text sanitised as HTML (`platform/sanitize.ts`); refused when nothing readable is left
 * (a body that was only a script), naming the option.
 */
export function sanitisedHtml(
  texts: Readonly<Record<Locale, string>>,
  name: string,
): Record<Locale, string> {
  const out = {} as Record<Locale, string>;
  for (const locale of SUPPORTED_LOCALES) {
    const clean = sanitizeHtml(texts[locale]);
    if (clean.replace(/<[^>]*>/g, '').trim() === '')
      throw new OpsError(`--${name} (${locale}) has no text left once its HTML is sanitised`);
    out[locale] = clean;
  }
  return out;
}
