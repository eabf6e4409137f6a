import { Type, type Static } from 'typebox';
import { FlagSchema } from './common.ts';

/** Analytics and tracking scripts the backend injects: at start, on load, on register, on deposit. */
export const ThemeScripts = Type.Object({
  init: Type.Optional(Type.String()),
  src: Type.Optional(Type.String()),
  regist: Type.Optional(Type.String()),
  deposit: Type.Optional(Type.String()),
});
/** Injected scripts of a theme-config entry. */
export type ThemeScripts = Static<typeof ThemeScripts>;

/**
 * One theme-config entry (`GET /member/feature_theme/info` with name and platform). `status`
 * and `showEntrance` gate the app-download prompt, `version` is the minimum app version,
 * `icon` maps icon names to image urls. `type` is carried as a string (the festival kind or
 * entry kind, not specified further).
 */
export const ThemeConfigEntry = Type.Object({
  status: FlagSchema,
  type: Type.String(),
  force_login: FlagSchema,
  showEntrance: FlagSchema,
  version: Type.String(),
  icon: Type.Record(Type.String(), Type.String()),
  val: ThemeScripts,
});
/** One theme-config entry. */
export type ThemeConfigEntry = Static<typeof ThemeConfigEntry>;

/** Whether the app-download prompt may show (spec §4): status 1 and showEntrance 1. */
export function isAppDownloadShown(
  entry: Pick<ThemeConfigEntry, 'status' | 'showEntrance'> | null | undefined,
): boolean {
  return entry?.status === 1 && entry.showEntrance === 1;
}

function versionParts(text: string): number[] | undefined {
  const trimmed = text.trim().replace(/^v/i, '');
  if (!/^\d{1,9}(\.\d{1,9})*$/.test(trimmed)) return undefined;
  return trimmed.split('.').map(Number);
}

/**
 * Compares dotted app versions numerically (`1.10` > `1.9`, `1.2` = `1.2.0`). Answers
 * `undefined` when either side is not a dotted number, so a malformed configured version
 * never forces a download prompt.
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 | undefined {
  if (typeof a !== 'string' || typeof b !== 'string') return undefined;
  const pa = versionParts(a);
  const pb = versionParts(b);
  if (!pa || !pb) return undefined;
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const x = pa[i] ?? 0;
    const y = pb[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** Whether the running app is older than the configured minimum and must prompt a download. */
export function isAppVersionBelow(current: string, minimum: string): boolean {
  return compareVersions(current, minimum) === -1;
}
