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
