import { Value } from 'typebox/value';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { BAD_NUMBERS, BAD_TEXTS, WRONG_TYPES } from '../testing/bad-input.ts';
import { enumLabels, enumValues, isEnumValue, type EnumObject } from './define-enum.ts';
import { enumSchema } from './enum-schema.ts';
import * as E from './enums.ts';

/** Each enumeration with its label map and the spec's values. */
const TABLE: [
  string,
  EnumObject,
  Readonly<Record<string | number, string>>,
  Record<string, string | number>,
][] = [
  [
    'betStatus',
    E.BetStatus,
    E.betStatusLabels,
    { Pending: 1, Settled: 2, Failed: 3, Cancelled: 4 },
  ],
  [
    'betResult',
    E.BetResult,
    E.betResultLabels,
    { Unknown: 0, Win: 1, Loss: 2, Draw: 3, Invalid: 4 },
  ],
  ['depositStatus', E.DepositStatus, E.depositStatusLabels, { Pending: 1, Success: 2, Failed: 3 }],
  [
    'withdrawalStatus',
    E.WithdrawalStatus,
    E.withdrawalStatusLabels,
    { Pending: 1, Success: 2, Failed: 3, Cancel: 4 },
  ],
  ['messageStatus', E.MessageStatus, E.messageStatusLabels, { Read: 1, Unread: 2 }],
  [
    'promotionType',
    E.PromotionType,
    E.promotionTypeLabels,
    {
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
    },
  ],
  [
    'recurrence',
    E.Recurrence,
    E.recurrenceLabels,
    { OneTime: 1, Everyday: 2, EveryWeek: 3, EveryMonth: 4 },
  ],
  [
    'rewardStatus',
    E.RewardStatus,
    E.rewardStatusLabels,
    { Verifying: 1, Active: 2, Completed: 3, Cancel: 4, Rejected: 5 },
  ],
  ['missionReward', E.MissionReward, E.missionRewardLabels, { Credit: 1, Spin: 2 }],
  ['userStatus', E.UserStatus, E.userStatusLabels, { Active: 1, Inactive: 2, Locked: 3 }],
  [
    'qrCodeStatus',
    E.QrCodeStatus,
    E.qrCodeStatusLabels,
    { Unused: 1, Used: 2, Cancel: 3, Expired: 4 },
  ],
  [
    'registrationType',
    E.RegistrationType,
    E.registrationTypeLabels,
    { Web: 1, Mobile: 2, Backend: 3, QrCode: 4, AgentInvite: 5 },
  ],
  ['platform', E.Platform, E.platformLabels, { Pc: 1, Mobile: 2 }],
  ['appPlatform', E.AppPlatform, E.appPlatformLabels, { Ios: 1, Other: 2 }],
  ['audience', E.Audience, E.audienceLabels, { All: 1, Member: 2, Agent: 3 }],
  [
    'codeStatus',
    E.CodeStatus,
    E.codeStatusLabels,
    { Unused: 1, InUse: 2, Inactive: 3, Expired: 4 },
  ],
  ['paymentType', E.PaymentType, E.paymentTypeLabels, { Bank: 1, Crypto: 2, Gateway: 3 }],
  [
    'adPosition',
    E.AdPosition,
    E.adPositionLabels,
    {
      LoginBefore: 1,
      LoginAfter: 2,
      Deposit: 3,
      Withdraw: 4,
      AffiliateLoginBefore: 5,
      AffiliateLoginAfter: 6,
    },
  ],
  ['displayType', E.DisplayType, E.displayTypeLabels, { Popup: 1, AnnouncementBar: 2 }],
  ['scope', E.Scope, E.scopeLabels, { Affiliate: 1, Member: 2, All: 3 }],
  [
    'affiliateStatus',
    E.AffiliateStatus,
    E.affiliateStatusLabels,
    { Active: 1, Inactive: 2, Suspended: 3, Closed: 4, Locked: 5, Pending: 6, Rejected: 7 },
  ],
  ['roleType', E.RoleType, E.roleTypeLabels, { Backend: 'backend', Agent: 'agent' }],
  [
    'gameStatus',
    E.GameStatus,
    E.gameStatusLabels,
    { Closed: 0, Open: 1, Maintain: 2, PartiallyClosed: 3 },
  ],
  ['transferAction', E.TransferAction, E.transferActionLabels, { In: 1, Out: 2 }],
  [
    'memberFieldSetting',
    E.MemberFieldSetting,
    E.memberFieldSettingLabels,
    { Hidden: 0, Optional: 1, Required: 2 },
  ],
  ['maintenanceType', E.MaintenanceType, E.maintenanceTypeLabels, { None: 0, Full: 1 }],
  [
    'festivalAnimation',
    E.FestivalAnimation,
    E.festivalAnimationLabels,
    { Snow: 'snow', Firework: 'firework' },
  ],
  ['timeStatus', E.TimeStatus, E.timeStatusLabels, { NotStarted: 1, InProgress: 2, Ended: 3 }],
  ['flag', E.Flag, E.flagLabels, { Off: 0, On: 1 }],
];

describe.each(TABLE)('%s', (group, values, labels, spec) => {
  it('has the spec values', () => {
    expect(values).toEqual(spec);
  });
  it('has a distinct label key enum.<group>.<name> for every value', () => {
    expect(Object.keys(labels)).toHaveLength(Object.keys(values).length);
    for (const [name, value] of Object.entries(values)) {
      const key = labels[value];
      expect(key).toBe(`enum.${group}.${name.charAt(0).toLowerCase()}${name.slice(1)}`);
    }
    expect(Object.isFrozen(labels)).toBe(true);
  });
  it('validates wire values with its schema and guard', () => {
    const schema = enumSchema(values);
    for (const v of Object.values(values)) {
      expect(Value.Check(schema, v)).toBe(true);
      expect(isEnumValue(values, v)).toBe(true);
    }
    for (const bad of [
      ...BAD_NUMBERS.filter((n) => !Object.values(values).includes(n)),
      ...BAD_TEXTS,
      ...WRONG_TYPES,
      99,
      '1',
    ]) {
      expect(Value.Check(schema, bad)).toBe(false);
      expect(isEnumValue(values, bad)).toBe(false);
    }
  });
});

describe('enum helpers', () => {
  it('camel-cases SCREAMING_SNAKE and PascalCase names alike', () => {
    expect(enumLabels('x', { LOGIN_BEFORE: 1, PartiallyClosed: 2, A: 3, __B__: 4 })).toEqual({
      1: 'enum.x.loginBefore',
      2: 'enum.x.partiallyClosed',
      3: 'enum.x.a',
      4: 'enum.x.b',
    });
  });
  it('copes with empty enumerations and groups', () => {
    expect(enumLabels('', {})).toEqual({});
    expect(enumLabels('', { A: 1 })).toEqual({ 1: 'enum..a' });
    expect(enumLabels('x', { '': 1 })).toEqual({ 1: 'enum.x.' });
    expect(isEnumValue({}, undefined)).toBe(false);
    expect(Value.Check(enumSchema({}), 1)).toBe(false);
  });
  it('lists values in declaration order', () => {
    expect(enumValues(E.BetStatus)).toEqual([1, 2, 3, 4]);
    expect(enumValues({})).toEqual([]);
  });
  it('adds a description to the schema on request', () => {
    expect(enumSchema(E.Flag, 'on/off')).toMatchObject({ enum: [0, 1], description: 'on/off' });
    expect(enumSchema(E.Flag)).not.toHaveProperty('description');
  });
  it('keeps literal types', () => {
    expectTypeOf<E.BetStatus>().toEqualTypeOf<1 | 2 | 3 | 4>();
    expectTypeOf<E.RoleType>().toEqualTypeOf<'backend' | 'agent'>();
    expectTypeOf(E.betStatusLabels).toEqualTypeOf<Readonly<Record<1 | 2 | 3 | 4, string>>>();
    const candidate: unknown = 2;
    if (isEnumValue(E.GameStatus, candidate))
      expectTypeOf(candidate).toEqualTypeOf<0 | 1 | 2 | 3>();
  });
});
