/**
 * `@lobby/domain/entities`: the TypeBox schemas of spec §3. Each export is both a JSON Schema
 * value (for the API and the contract) and a TypeScript type of the same name.
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
  isAgentIntroductionOn,
  isLiveScoreOn,
  isVipMenuVisible,
} from './permissions.ts';
export { NAMED_BANKS, type NamedBank, isNamedBank, BankEntry } from './bank.ts';
export { AboutUsPage, AboutUsItem, isAboutUsVisible } from './about-us.ts';
export { Language, LanguagePayload } from './language.ts';
export { Maintenance, isUnderMaintenance } from './maintenance.ts';
export {
  ThemeScripts,
  ThemeConfigEntry,
  isAppDownloadShown,
  compareVersions,
  isAppVersionBelow,
} from './theme-config.ts';
export {
  CONTACT_KINDS,
  type ContactKind,
  SOCIAL_KINDS,
  type SocialKind,
  ContactChannel,
  SocialLink,
  LiveChat,
  ContactSettings,
  LIVE_CHAT_USERNAME_PLACEHOLDER,
  liveChatUrlFor,
} from './contact.ts';
export { BasisPoints, Promotion } from './promotion.ts';
export { VipLevel } from './vip.ts';
export { KycDocumentKind, kycDocumentKindLabels, KycDocument } from './kyc.ts';
export { Wallets } from './wallet.ts';
export {
  GameEntry,
  GameTransferInfo,
  TransferActionSchema,
  transferLimitNotice,
  TransactionType,
} from './game.ts';
export { Currency } from './currency.ts';
