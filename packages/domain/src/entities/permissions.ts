import { Type, type Static } from 'typebox';
import { FlagSchema } from './common.ts';

/** `agent_introduce` group: whether the affiliate-introduction menu entry shows (1 = on). */
export const AgentIntroduceConfig = Type.Object({ status: FlagSchema });
/** `agent_introduce` group. */
export type AgentIntroduceConfig = Static<typeof AgentIntroduceConfig>;

const Level = Type.Integer({ minimum: 0, maximum: 9 });
const LengthLimit = Type.Integer({ minimum: 0, maximum: 255 });

/**
 * `member` group: per-field requirement levels (see `MemberFieldSetting`; above 1 means
 * required) and the configured length bounds that `lengthBounds('configured', member)` reads.
 * The spec names `member_*` levels without listing them all, so further `member_*` keys are
 * allowed through and the known ones are typed. The `*_min_length`/`*_max_length` names are
 * Lobby's (the spec says "configured" without naming the keys); when absent, the mobile
 * defaults apply.
 */
export const MemberConfig = Type.Object({
  member_email: Level,
  member_phone: Level,
  register_bank_info: Level,
  member_real_name: Type.Optional(Level),
  member_birthday: Type.Optional(Level),
  member_gender: Type.Optional(Level),
  username_min_length: Type.Optional(LengthLimit),
  username_max_length: Type.Optional(LengthLimit),
  password_min_length: Type.Optional(LengthLimit),
  password_max_length: Type.Optional(LengthLimit),
  phone_min_length: Type.Optional(LengthLimit),
  phone_max_length: Type.Optional(LengthLimit),
});
/** `member` group. */
export type MemberConfig = Static<typeof MemberConfig>;

/**
 * `system` group: the platform timezone as an hour offset from UTC (8 = UTC+8, 5.5 allowed);
 * every displayed time and every date-range filter uses it.
 */
export const SystemConfig = Type.Object({
  timezone: Type.Number({ minimum: -12, maximum: 14 }),
});
/** `system` group. */
export type SystemConfig = Static<typeof SystemConfig>;

/** SEO texts of one url. */
export const SeoEntry = Type.Object({
  title: Type.String(),
  description: Type.String(),
  keywords: Type.String(),
});
/** SEO texts of one url. */
export type SeoEntry = Static<typeof SeoEntry>;

/** `website` group: branding images and the SEO list keyed by url path. */
export const WebsiteConfig = Type.Object({
  logo: Type.String(),
  favicon: Type.String(),
  bookmark_icon: Type.String(),
  seo: Type.Record(Type.String(), SeoEntry),
});
/** `website` group. */
export type WebsiteConfig = Static<typeof WebsiteConfig>;

/** `member_module` group: the live-score menu entry (1 = on) and where it links. */
export const MemberModuleConfig = Type.Object({
  live_score_status: FlagSchema,
  live_score_url: Type.String(),
});
/** `member_module` group. */
export type MemberModuleConfig = Static<typeof MemberModuleConfig>;

/** `vip_config` group: the VIP entry shows only when switched on AND a picture is set. */
export const VipConfig = Type.Object({
  mobile_vip_show: FlagSchema,
  mobile_picture: Type.String(),
});
/** `vip_config` group. */
export type VipConfig = Static<typeof VipConfig>;

/** `theme` group: the theme name the backend selects (its other keys are not shown). */
export const ThemePermission = Type.Object({
  name: Type.Optional(Type.String()),
});
/** `theme` group. */
export type ThemePermission = Static<typeof ThemePermission>;

/** `game` group: per-type sort overrides (name → number) and the hot-game switch. */
export const GameConfig = Type.Object({
  game_type_sort: Type.Record(Type.String(), Type.Integer()),
  show_hot_game: FlagSchema,
});
/** `game` group. */
export type GameConfig = Static<typeof GameConfig>;

/** `upload` group: whether the top-up code entry shows. */
export const UploadConfig = Type.Object({ topup_code_show: FlagSchema });
/** `upload` group. */
export type UploadConfig = Static<typeof UploadConfig>;

/** `mission` group: the profit and check-in mission switches. */
export const MissionConfig = Type.Object({
  profit_status: FlagSchema,
  checkin_status: FlagSchema,
});
/** `mission` group. */
export type MissionConfig = Static<typeof MissionConfig>;

/**
 * The permission config (`GET /member/feature_premission/info`, spec §3): every group the
 * site reads to switch features and menu entries on or off.
 */
export const PermissionConfig = Type.Object({
  agent_introduce: AgentIntroduceConfig,
  member: MemberConfig,
  system: SystemConfig,
  website: WebsiteConfig,
  member_module: MemberModuleConfig,
  vip_config: VipConfig,
  theme: ThemePermission,
  game: GameConfig,
  upload: UploadConfig,
  mission: MissionConfig,
});
/** The permission config. */
export type PermissionConfig = Static<typeof PermissionConfig>;
