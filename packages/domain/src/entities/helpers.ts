/**
 * What sites compute from entity values (visibility rules, version checks, the live-chat url)
 * and the constant lists entity schemas are built from. Apart from the schemas so that a screen
 * using them builds no schema and bundles no TypeBox: this module imports only types and the
 * enumerations. `@lobby/domain/entities` exports all of it beside the schemas.
 */
import { enumLabels } from '../enums/define-enum.ts';
import { MaintenanceType, PromotionType, TransferAction } from '../enums/enums.ts';
import type { ContactSettings, LiveChat } from './contact.ts';
import type { PermissionConfig } from './permissions.ts';
import type { ThemeConfigEntry } from './theme-config.ts';

/** The KYC document kinds a member can upload (spec §3). */
export const KycDocumentKind = {
  IdFront: 'id_front',
  IdBack: 'id_back',
  DriverLicence: 'driver_licence',
  AddressDocument: 'address_document',
  Other: 'other',
} as const;
/** A KYC document kind. */
export type KycDocumentKind = (typeof KycDocumentKind)[keyof typeof KycDocumentKind];
/** i18n label keys of {@link KycDocumentKind}. */
export const kycDocumentKindLabels = enumLabels('kycDocumentKind', KycDocumentKind);

/** The bank names the spec lists; `OTHER` stands for any bank not named. */
export const NAMED_BANKS = [
  'CIMB',
  'HONG LEONG',
  'MAY',
  'PUBLIC',
  'RHB',
  'UOB',
  'BSN',
  'OTHER',
] as const;
/** One of the named banks. */
export type NamedBank = (typeof NAMED_BANKS)[number];

/** True when a bank name is one the spec lists (exact, upper-case as sent). */
export function isNamedBank(value: unknown): value is NamedBank {
  return typeof value === 'string' && (NAMED_BANKS as readonly string[]).includes(value);
}

/** Direct contact kinds (spec §3). */
export const CONTACT_KINDS = [
  'email',
  'phone',
  'whatsapp',
  'wechat',
  'telegram',
  'skype',
  'line',
] as const;
/** A direct contact kind. */
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** Social link kinds (spec §3). */
export const SOCIAL_KINDS = ['facebook', 'instagram', 'twitter', 'youtube'] as const;
/** A social link kind. */
export type SocialKind = (typeof SOCIAL_KINDS)[number];

/** The token in `live_chat_url` that stands for the member's username. */
export const LIVE_CHAT_USERNAME_PLACEHOLDER = '{username}';

/**
 * The live-chat url to open for a member: `live_chat_url` (or, when empty, `live_chat.url`)
 * with every {@link LIVE_CHAT_USERNAME_PLACEHOLDER} replaced by the URL-encoded username
 * (empty for guests). Answers `undefined` when no url is configured or the url is not
 * http(s), so a misconfigured `javascript:` url can never be opened.
 */
export function liveChatUrlFor(
  contact: Pick<ContactSettings, 'live_chat_url'> & { live_chat?: Partial<LiveChat> },
  username?: string | null,
): string | undefined {
  const primary = typeof contact?.live_chat_url === 'string' ? contact.live_chat_url.trim() : '';
  const fallback = typeof contact?.live_chat?.url === 'string' ? contact.live_chat.url.trim() : '';
  const template = primary || fallback;
  if (!/^https?:\/\//i.test(template)) return undefined;
  const name = typeof username === 'string' ? encodeURIComponent(username.trim()) : '';
  return template.split(LIVE_CHAT_USERNAME_PLACEHOLDER).join(name);
}

/**
 * Whether an about-us entry shows (spec §3): `level_checked` is 1 or it has children. A
 * section switched off still shows when it holds pages, so its pages stay reachable.
 */
export function isAboutUsVisible(item: { level_checked?: unknown; children?: unknown }): boolean {
  if (item === null || typeof item !== 'object') return false;
  if (item.level_checked === 1) return true;
  return Array.isArray(item.children) && item.children.length > 0;
}

/**
 * What the transfer screen must show before moving money (spec §5): nothing when the limit is
 * 0, a Cancel/Continue warning when transferring in, a Confirm-only notice when transferring
 * out. A malformed limit (negative, NaN) is treated as "limit set" so the member is warned.
 */
export function transferLimitNotice(
  info: { transfer_in_limit?: unknown } | null | undefined,
  action: TransferAction,
): 'none' | 'confirmContinue' | 'confirmOnly' {
  const limit = info?.transfer_in_limit;
  if (limit === undefined || limit === null || limit === 0) return 'none';
  return action === TransferAction.In ? 'confirmContinue' : 'confirmOnly';
}

/** Whether the site is blocked by maintenance (type 1). Missing data never blocks. */
export function isUnderMaintenance(maintenance: { type?: unknown } | null | undefined): boolean {
  return maintenance?.type === MaintenanceType.Full;
}

/** Whether the affiliate-introduction menu entry shows (spec §6). */
export function isAgentIntroductionOn(config: Pick<PermissionConfig, 'agent_introduce'>): boolean {
  return config?.agent_introduce?.status === 1;
}

/** Whether the live-score menu entry shows: switched on and a url to open. */
export function isLiveScoreOn(config: Pick<PermissionConfig, 'member_module'>): boolean {
  const m = config?.member_module;
  return (
    m?.live_score_status === 1 &&
    typeof m.live_score_url === 'string' &&
    m.live_score_url.trim() !== ''
  );
}

/**
 * The mission promotion types the brand's `mission` switches leave on: deposit and loss
 * (types 8, 9) under `profit_status`, check-in (type 10) under `checkin_status`. Empty when both
 * are off (and the missions screen and its menu entry are hidden).
 */
export function missionTypesOn(config: Pick<PermissionConfig, 'mission'>): number[] {
  const m = config?.mission;
  return [
    ...(m?.profit_status === 1 ? [PromotionType.MissionDeposit, PromotionType.MissionLoss] : []),
    ...(m?.checkin_status === 1 ? [PromotionType.MissionCheckIn] : []),
  ];
}

/** Whether the VIP menu entry shows: `mobile_vip_show` is 1 and `mobile_picture` is non-empty. */
export function isVipMenuVisible(config: Pick<PermissionConfig, 'vip_config'>): boolean {
  const v = config?.vip_config;
  return (
    v?.mobile_vip_show === 1 &&
    typeof v.mobile_picture === 'string' &&
    v.mobile_picture.trim() !== ''
  );
}

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
