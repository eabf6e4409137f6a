/**
 * `@lobby/domain/entities`: the TypeBox schemas of spec §3. Each export is both a JSON Schema
 * value (for the API and the contract) and a TypeScript type of the same name. The rules
 * screens apply to entity values come from `helpers.ts`, which builds no schema.
 */
export { MinorUnits, NonNegativeMinorUnits, UnixSeconds, FlagSchema, Id } from './common.ts';
export { RedPacket, UserInfo, ChannelBalance, ChannelBalances, LoginResponse } from './user.ts';
export {
  AgentIntroduceConfig,
  MemberConfig,
  SystemConfig,
  SeoEntry,
  WebsiteConfig,
  MemberModuleConfig,
  VipConfig,
  ThemePermission,
  GameConfig,
  UploadConfig,
  MissionConfig,
  PermissionConfig,
} from './permissions.ts';
export { BankEntry } from './bank.ts';
export { AboutUsPage, AboutUsItem } from './about-us.ts';
export { Language, LanguagePayload } from './language.ts';
export { Maintenance } from './maintenance.ts';
export { ThemeScripts, ThemeConfigEntry } from './theme-config.ts';
export { ContactChannel, SocialLink, LiveChat, ContactSettings } from './contact.ts';
export { SecurityPolicy, DEFAULT_SECURITY_POLICY, securityPolicyOf } from './security-policy.ts';
export { BasisPoints, Promotion } from './promotion.ts';
export { VipLevel } from './vip.ts';
export { KycDocument } from './kyc.ts';
export { Wallets } from './wallet.ts';
export { GameEntry, GameTransferInfo, TransferActionSchema, TransactionType } from './game.ts';
// The rules and lists screens use, from a module that builds no schema (see helpers.ts).
export {
  isAgentIntroductionOn,
  isLiveScoreOn,
  isVipMenuVisible,
  missionTypesOn,
  NAMED_BANKS,
  type NamedBank,
  isNamedBank,
  isAboutUsVisible,
  isUnderMaintenance,
  isAppDownloadShown,
  compareVersions,
  isAppVersionBelow,
  CONTACT_KINDS,
  type ContactKind,
  SOCIAL_KINDS,
  type SocialKind,
  LIVE_CHAT_USERNAME_PLACEHOLDER,
  liveChatUrlFor,
  KycDocumentKind,
  kycDocumentKindLabels,
  transferLimitNotice,
} from './helpers.ts';
export { Currency } from './currency.ts';
