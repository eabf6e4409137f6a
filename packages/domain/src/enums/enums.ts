/**
 * The enumerations of spec §3. Each one is an `as const` object (readable name → wire value),
 * a type of the same name (the union of wire values) and a label-key map for i18n.
 */
import { enumLabels } from './define-enum.ts';

/** Bet status of a bet record (spec §3): the wire value the bet-record API sends. */
export const BetStatus = { Pending: 1, Settled: 2, Failed: 3, Cancelled: 4 } as const;
/** A bet status wire value. */
export type BetStatus = (typeof BetStatus)[keyof typeof BetStatus];
/** i18n label keys of {@link BetStatus}, e.g. `enum.betStatus.pending`. */
export const betStatusLabels = enumLabels('betStatus', BetStatus);

/** Result of a settled bet; `Unknown` (0) is what an unsettled bet reports. */
export const BetResult = { Unknown: 0, Win: 1, Loss: 2, Draw: 3, Invalid: 4 } as const;
/** A bet result wire value. */
export type BetResult = (typeof BetResult)[keyof typeof BetResult];
/** i18n label keys of {@link BetResult}. */
export const betResultLabels = enumLabels('betResult', BetResult);

/** Deposit status of a deposit record. */
export const DepositStatus = { Pending: 1, Success: 2, Failed: 3 } as const;
/** A deposit status wire value. */
export type DepositStatus = (typeof DepositStatus)[keyof typeof DepositStatus];
/** i18n label keys of {@link DepositStatus}. */
export const depositStatusLabels = enumLabels('depositStatus', DepositStatus);

/**
 * Withdrawal status as the member sees it. The fund view's eight values are not in the spec,
 * so only these four exist here.
 */
export const WithdrawalStatus = { Pending: 1, Success: 2, Failed: 3, Cancel: 4 } as const;
/** A withdrawal status wire value. */
export type WithdrawalStatus = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus];
/** i18n label keys of {@link WithdrawalStatus}. */
export const withdrawalStatusLabels = enumLabels('withdrawalStatus', WithdrawalStatus);

/** Read state of an inbox message. Note the spec's order: 1 is read, 2 is unread. */
export const MessageStatus = { Read: 1, Unread: 2 } as const;
/** A message status wire value. */
export type MessageStatus = (typeof MessageStatus)[keyof typeof MessageStatus];
/** i18n label keys of {@link MessageStatus}. */
export const messageStatusLabels = enumLabels('messageStatus', MessageStatus);

/** Kind of promotion; decides which apply flow and which reward screen a promotion uses. */
export const PromotionType = {
  Manual: 1,
  Transfer: 2,
  FriendsReferral: 3,
  RedPacket: 4,
  Roulette: 5,
  RepeatBonus: 6,
  Coupon: 7,
  MissionDeposit: 8,
  MissionLoss: 9,
  MissionCheckIn: 10,
} as const;
/** A promotion type wire value. */
export type PromotionType = (typeof PromotionType)[keyof typeof PromotionType];
/** i18n label keys of {@link PromotionType}. */
export const promotionTypeLabels = enumLabels('promotionType', PromotionType);

/** How often a member may claim a promotion. */
export const Recurrence = { OneTime: 1, Everyday: 2, EveryWeek: 3, EveryMonth: 4 } as const;
/** A recurrence wire value. */
export type Recurrence = (typeof Recurrence)[keyof typeof Recurrence];
/** i18n label keys of {@link Recurrence}. */
export const recurrenceLabels = enumLabels('recurrence', Recurrence);

/** Status of a member's promotion reward (my promotions). */
export const RewardStatus = {
  Verifying: 1,
  Active: 2,
  Completed: 3,
  Cancel: 4,
  Rejected: 5,
} as const;
/** A reward status wire value. */
export type RewardStatus = (typeof RewardStatus)[keyof typeof RewardStatus];
/** i18n label keys of {@link RewardStatus}. */
export const rewardStatusLabels = enumLabels('rewardStatus', RewardStatus);

/** What a mission pays out: credit to the wallet or a roulette spin. */
export const MissionReward = { Credit: 1, Spin: 2 } as const;
/** A mission reward wire value. */
export type MissionReward = (typeof MissionReward)[keyof typeof MissionReward];
/** i18n label keys of {@link MissionReward}. */
export const missionRewardLabels = enumLabels('missionReward', MissionReward);

/** Account status of a member; the hybrid app shows a blocking dialog when not active. */
export const UserStatus = { Active: 1, Inactive: 2, Locked: 3 } as const;
/** A user status wire value. */
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];
/** i18n label keys of {@link UserStatus}. */
export const userStatusLabels = enumLabels('userStatus', UserStatus);

/** Status of a sign-up/sign-in QR code. */
export const QrCodeStatus = { Unused: 1, Used: 2, Cancel: 3, Expired: 4 } as const;
/** A QR code status wire value. */
export type QrCodeStatus = (typeof QrCodeStatus)[keyof typeof QrCodeStatus];
/** i18n label keys of {@link QrCodeStatus}. */
export const qrCodeStatusLabels = enumLabels('qrCodeStatus', QrCodeStatus);

/** Where a member account was created. */
export const RegistrationType = {
  Web: 1,
  Mobile: 2,
  Backend: 3,
  QrCode: 4,
  AgentInvite: 5,
} as const;
/** A registration type wire value. */
export type RegistrationType = (typeof RegistrationType)[keyof typeof RegistrationType];
/** i18n label keys of {@link RegistrationType}. */
export const registrationTypeLabels = enumLabels('registrationType', RegistrationType);

/** Platform a theme config or game list is asked for (spec: PC 1, MOBILE 2). */
export const Platform = { Pc: 1, Mobile: 2 } as const;
/** A platform wire value. */
export type Platform = (typeof Platform)[keyof typeof Platform];
/** i18n label keys of {@link Platform}. */
export const platformLabels = enumLabels('platform', Platform);

/** Mobile app platform code sent to third-party pages (spec §7: 1 for iOS, else 2). */
export const AppPlatform = { Ios: 1, Other: 2 } as const;
/** An app platform wire value. */
export type AppPlatform = (typeof AppPlatform)[keyof typeof AppPlatform];
/** i18n label keys of {@link AppPlatform}. */
export const appPlatformLabels = enumLabels('appPlatform', AppPlatform);

/** Who content (ads, announcements) is addressed to. */
export const Audience = { All: 1, Member: 2, Agent: 3 } as const;
/** An audience wire value. */
export type Audience = (typeof Audience)[keyof typeof Audience];
/** i18n label keys of {@link Audience}. */
export const audienceLabels = enumLabels('audience', Audience);

/**
 * Status of a promotion or top-up code. The spec spells the first two UNSUSED and INUSED;
 * the names here are corrected, the wire values are the spec's.
 */
export const CodeStatus = { Unused: 1, InUse: 2, Inactive: 3, Expired: 4 } as const;
/** A code status wire value. */
export type CodeStatus = (typeof CodeStatus)[keyof typeof CodeStatus];
/** i18n label keys of {@link CodeStatus}. */
export const codeStatusLabels = enumLabels('codeStatus', CodeStatus);

/**
 * Payment method kind. A bank entry's `type` uses these values, which is why
 * bank-account validation treats type 1 (Bank) as "digits of a fixed length".
 */
export const PaymentType = { Bank: 1, Crypto: 2, Gateway: 3 } as const;
/** A payment type wire value. */
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];
/** i18n label keys of {@link PaymentType}. */
export const paymentTypeLabels = enumLabels('paymentType', PaymentType);

/** Where an advertisement shows. */
export const AdPosition = {
  LoginBefore: 1,
  LoginAfter: 2,
  Deposit: 3,
  Withdraw: 4,
  AffiliateLoginBefore: 5,
  AffiliateLoginAfter: 6,
} as const;
/** An ad position wire value. */
export type AdPosition = (typeof AdPosition)[keyof typeof AdPosition];
/** i18n label keys of {@link AdPosition}. */
export const adPositionLabels = enumLabels('adPosition', AdPosition);

/** How an advertisement is displayed. */
export const DisplayType = { Popup: 1, AnnouncementBar: 2 } as const;
/** A display type wire value. */
export type DisplayType = (typeof DisplayType)[keyof typeof DisplayType];
/** i18n label keys of {@link DisplayType}. */
export const displayTypeLabels = enumLabels('displayType', DisplayType);

/** Which site a setting applies to. Note the spec's values: All is 3, not 1. */
export const Scope = { Affiliate: 1, Member: 2, All: 3 } as const;
/** A scope wire value. */
export type Scope = (typeof Scope)[keyof typeof Scope];
/** i18n label keys of {@link Scope}. */
export const scopeLabels = enumLabels('scope', Scope);

/** Account status of an affiliate (agent). */
export const AffiliateStatus = {
  Active: 1,
  Inactive: 2,
  Suspended: 3,
  Closed: 4,
  Locked: 5,
  Pending: 6,
  Rejected: 7,
} as const;
/** An affiliate status wire value. */
export type AffiliateStatus = (typeof AffiliateStatus)[keyof typeof AffiliateStatus];
/** i18n label keys of {@link AffiliateStatus}. */
export const affiliateStatusLabels = enumLabels('affiliateStatus', AffiliateStatus);

/**
 * Role-management kinds. The spec knows them only as labels (no wire values), so the values
 * are stable strings rather than invented numbers.
 */
export const RoleType = { Backend: 'backend', Agent: 'agent' } as const;
/** A role type value. */
export type RoleType = (typeof RoleType)[keyof typeof RoleType];
/** i18n label keys of {@link RoleType}: `enum.roleType.backend` ("Backend Role Management"). */
export const roleTypeLabels = enumLabels('roleType', RoleType);

/** Availability of a game or provider. PartiallyClosed (3) appears only in the spec's labels. */
export const GameStatus = { Closed: 0, Open: 1, Maintain: 2, PartiallyClosed: 3 } as const;
/** A game status wire value. */
export type GameStatus = (typeof GameStatus)[keyof typeof GameStatus];
/** i18n label keys of {@link GameStatus}. */
export const gameStatusLabels = enumLabels('gameStatus', GameStatus);

/** Direction of a wallet ↔ game transfer (spec §3: action 1 = transfer in). */
export const TransferAction = { In: 1, Out: 2 } as const;
/** A transfer action wire value. */
export type TransferAction = (typeof TransferAction)[keyof typeof TransferAction];
/** i18n label keys of {@link TransferAction}. */
export const transferActionLabels = enumLabels('transferAction', TransferAction);

/**
 * Per-field requirement level in the permission config's member group (member_email,
 * member_phone, ...). The spec says only "required if above 1"; 0 and 1 are read as
 * hidden and optional.
 */
export const MemberFieldSetting = { Hidden: 0, Optional: 1, Required: 2 } as const;
/** A member field setting wire value. */
export type MemberFieldSetting = (typeof MemberFieldSetting)[keyof typeof MemberFieldSetting];
/** i18n label keys of {@link MemberFieldSetting}. */
export const memberFieldSettingLabels = enumLabels('memberFieldSetting', MemberFieldSetting);

/** Maintenance type; only Full (1) blocks the site (spec §4). */
export const MaintenanceType = { None: 0, Full: 1 } as const;
/** A maintenance type wire value. */
export type MaintenanceType = (typeof MaintenanceType)[keyof typeof MaintenanceType];
/** i18n label keys of {@link MaintenanceType}. */
export const maintenanceTypeLabels = enumLabels('maintenanceType', MaintenanceType);

/** Festival animation chosen in the theme config; snow is the default (spec §2). */
export const FestivalAnimation = { Snow: 'snow', Firework: 'firework' } as const;
/** A festival animation value. */
export type FestivalAnimation = (typeof FestivalAnimation)[keyof typeof FestivalAnimation];
/** i18n label keys of {@link FestivalAnimation}. */
export const festivalAnimationLabels = enumLabels('festivalAnimation', FestivalAnimation);

/** Time-based status (spec §4): before start, between start and end, after end. */
export const TimeStatus = { NotStarted: 1, InProgress: 2, Ended: 3 } as const;
/** A time status value. */
export type TimeStatus = (typeof TimeStatus)[keyof typeof TimeStatus];
/** i18n label keys of {@link TimeStatus}. */
export const timeStatusLabels = enumLabels('timeStatus', TimeStatus);

/** A binary on/off switch as the permission and theme configs send it (1 = on). */
export const Flag = { Off: 0, On: 1 } as const;
/** A flag wire value. */
export type Flag = (typeof Flag)[keyof typeof Flag];
/** i18n label keys of {@link Flag}. */
export const flagLabels = enumLabels('flag', Flag);
