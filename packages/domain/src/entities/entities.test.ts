import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { BAD_NUMBERS, BAD_TEXT } from '../testing/bad-input.ts';
import { AboutUsItem, AboutUsPage } from './about-us.ts';
import { BankEntry } from './bank.ts';
import { NAMED_BANKS } from './helpers.ts';
import { FlagSchema, Id, MinorUnits, NonNegativeMinorUnits, UnixSeconds } from './common.ts';
import { ContactSettings } from './contact.ts';
import { Currency } from './currency.ts';
import { GameEntry, GameTransferInfo, TransactionType, TransferActionSchema } from './game.ts';
import { KycDocument } from './kyc.ts';
import { Language, LanguagePayload } from './language.ts';
import { Maintenance } from './maintenance.ts';
import { PermissionConfig } from './permissions.ts';
import { Promotion } from './promotion.ts';
import { ThemeConfigEntry } from './theme-config.ts';
import { ChannelBalance, ChannelBalances, LoginResponse, UserInfo } from './user.ts';
import { VipLevel } from './vip.ts';
import { Wallets } from './wallet.ts';

const user: UserInfo = {
  username: 'player01',
  real_name: 'Ali',
  money: 123450,
  avatar: '',
  type: 1,
  subtype: 0,
  auto_transfer: true,
  football_permission: 0,
  red_packet: [{ id: 1, amount: 500 }],
};

const permissions: PermissionConfig = {
  agent_introduce: { status: 1 },
  member: { member_email: 2, member_phone: 1, register_bank_info: 0 },
  system: { timezone: 8 },
  website: {
    logo: '/logo.png',
    favicon: '/favicon.ico',
    bookmark_icon: '/b.png',
    seo: { '/': { title: 'Home', description: 'd', keywords: 'k' } },
  },
  member_module: { live_score_status: 1, live_score_url: 'https://scores.example' },
  vip_config: { mobile_vip_show: 1, mobile_picture: '/vip.png' },
  theme: { name: 'DIAMOND' },
  game: { game_type_sort: { Sport: 1 }, show_hot_game: 0 },
  upload: { topup_code_show: 1 },
  mission: { profit_status: 0, checkin_status: 1 },
};

/** A valid sample of each schema and mutations that must fail. */
const CASES: [string, TSchema, unknown, Record<string, unknown>[]][] = [
  [
    'UserInfo',
    UserInfo,
    user,
    [
      { money: 1234.5 },
      { money: Number.NaN },
      { money: 1e21 },
      { money: '123450' },
      { username: '' },
      { auto_transfer: 1 },
      { red_packet: [{ id: 0, amount: 1 }] },
      { red_packet: [{ id: 1, amount: -1 }] },
    ],
  ],
  [
    'ChannelBalance',
    ChannelBalance,
    { channel_id: 3, name: 'PG', balance: 0 },
    [{ balance: 0.1 }, { channel_id: -1 }, { name: 5 }],
  ],
  [
    'LoginResponse',
    LoginResponse,
    { ...user, token: 'abc', time: 1_700_000_000, change_password: false },
    [
      { token: '' },
      { time: 1_700_000_000_000 },
      { time: -1 },
      { change_password: 0 },
      { token: undefined },
    ],
  ],
  [
    'PermissionConfig',
    PermissionConfig,
    permissions,
    [
      { agent_introduce: { status: 2 } },
      { system: { timezone: 99 } },
      { system: { timezone: Number.NaN } },
      { vip_config: { mobile_vip_show: '1', mobile_picture: '' } },
      { member: { member_email: -1, member_phone: 1, register_bank_info: 0 } },
      {
        member: {
          member_email: 1,
          member_phone: 1,
          register_bank_info: 0,
          username_min_length: 1.5,
        },
      },
      { game: { game_type_sort: { Sport: 1.5 }, show_hot_game: 0 } },
      { website: { logo: '', favicon: '', bookmark_icon: '', seo: { '/': { title: 'x' } } } },
      { mission: undefined },
    ],
  ],
  [
    'BankEntry',
    BankEntry,
    { name: 'CIMB', type: 1, idx: 0, logo: '' },
    [{ type: 4 }, { name: '' }, { idx: -1 }, { idx: 0.5 }],
  ],
  [
    'AboutUsItem',
    AboutUsItem,
    {
      id: 1,
      title: 'About',
      level_checked: 0,
      children: [{ id: 2, title: 'Terms', level_checked: 1, content: '<p>x</p>' }],
    },
    [{ level_checked: 2 }, { children: [{ id: 'x' }] }, { children: 'x' }, { id: 0 }],
  ],
  ['AboutUsPage', AboutUsPage, { id: 1, title: 'x', level_checked: 1 }, [{ level_checked: -1 }]],
  ['Language', Language, { key: 'zh-CN', name: '简体中文' }, [{ key: '' }]],
  [
    'LanguagePayload',
    LanguagePayload,
    {
      all_lang: [{ key: 'en', name: 'English' }],
      game_languages: [],
      langList: [],
      defaultLang: 'en',
    },
    [{ defaultLang: '' }, { langList: [{ key: 'en' }] }],
  ],
  [
    'Maintenance',
    Maintenance,
    { type: 1, start: 1_700_000_000, end: 0 },
    [{ type: 2 }, { start: -1 }, { end: 1e21 }],
  ],
  [
    'ThemeConfigEntry',
    ThemeConfigEntry,
    {
      status: 1,
      type: 'snow',
      force_login: 0,
      showEntrance: 1,
      version: '1.2.0',
      icon: { home: '/h.png' },
      val: { init: 'x' },
    },
    [{ status: 3 }, { icon: { home: 1 } }, { val: { init: 1 } }],
  ],
  [
    'ContactSettings',
    ContactSettings,
    {
      live_chat_url: 'https://chat.example/?u={username}',
      live_chat: { url: '', script: '' },
      channels: [{ kind: 'telegram', value: '@lobby' }],
      social: [{ kind: 'facebook', url: 'https://fb.example' }],
    },
    [
      { channels: [{ kind: 'fax', value: '1' }] },
      { social: [{ kind: 'facebook', url: '' }] },
      { live_chat: {} },
    ],
  ],
  [
    'Promotion',
    Promotion,
    {
      id: 1,
      title: 'Welcome',
      type: 1,
      recurrence: 1,
      start_time: 1_700_000_000,
      end_time: 0,
      min_bonus: 0,
      max_bonus: 100000,
      bonus_rate: 1050,
      min_charge: 1000,
      min_apply_amount: 1000,
      target_turnover: 500000,
    },
    [{ type: 11 }, { recurrence: 0 }, { bonus_rate: 10.5 }, { max_bonus: -1 }, { min_charge: 0.5 }],
  ],
  [
    'VipLevel',
    VipLevel,
    {
      level: 1,
      name: 'Silver',
      deposit_condition: 100000,
      turnover_condition: 500000,
      upgrade_bonus: 5000,
      daily_withdrawal_amount: 0,
      daily_withdrawal_count: 3,
    },
    [{ level: -1 }, { upgrade_bonus: 1.5 }, { daily_withdrawal_count: 0.5 }],
  ],
  [
    'KycDocument',
    KycDocument,
    { kind: 'id_front', url: '/k.png', uploaded_at: 1_700_000_000 },
    [{ kind: 'passport' }],
  ],
  [
    'Wallets',
    Wallets,
    { main: 100, games: [{ channel_id: 1, name: 'PG', balance: 5 }] },
    [{ main: 0.5 }, { games: [{}] }],
  ],
  [
    'GameEntry',
    GameEntry,
    { id: 1, type: 'Sport', name: 'Football', status: 1 },
    [{ type: '' }, { status: 4 }, { status: -0.5 }, { id: Number.MAX_SAFE_INTEGER + 1 }],
  ],
  [
    'GameTransferInfo',
    GameTransferInfo,
    { transfer_in_limit: 0 },
    [{ transfer_in_limit: -1 }, { transfer_in_limit: 0.1 }],
  ],
  [
    'TransactionType',
    TransactionType,
    { id: 1, name: 'Deposit', user_type: 1 },
    [{ user_type: '1' }],
  ],
  [
    'Currency',
    Currency,
    { code: 'MYR', decimals: 2, symbol: 'RM' },
    [{ code: 'myr' }, { decimals: 9 }, { decimals: -1 }, { code: '💰' }],
  ],
];

describe.each(CASES)('%s schema', (_name, schema, sample, mutations) => {
  it('accepts the sample', () => {
    expect([...Value.Errors(schema, sample)]).toEqual([]);
  });
  it.each(
    mutations.map(
      (m) =>
        [JSON.stringify(m, (_k, v: unknown) => (v === undefined ? '<undefined>' : v)), m] as const,
    ),
  )('rejects the sample with %s', (_label, mutation) => {
    const bad: Record<string, unknown> = { ...(sample as object), ...mutation };
    for (const [k, v] of Object.entries(mutation)) if (v === undefined) delete bad[k];
    expect(Value.Check(schema, bad)).toBe(false);
  });
  it('rejects non-objects', () => {
    for (const v of [null, undefined, 'x', 1, []]) expect(Value.Check(schema, v)).toBe(false);
  });
});

describe('common schemas', () => {
  it('bound money to safe integers', () => {
    expect(Value.Check(MinorUnits, Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(Value.Check(MinorUnits, Number.MIN_SAFE_INTEGER)).toBe(true);
    expect(Value.Check(MinorUnits, -0)).toBe(true);
    for (const n of BAD_NUMBERS.filter((x) => !Number.isSafeInteger(x)))
      expect(Value.Check(MinorUnits, n)).toBe(false);
    expect(Value.Check(NonNegativeMinorUnits, -1)).toBe(false);
    expect(Value.Check(MinorUnits, BAD_TEXT.fullWidthDigits)).toBe(false);
  });
  it('takes ten-digit seconds for times', () => {
    expect(Value.Check(UnixSeconds, 1_700_000_000)).toBe(true);
    expect(Value.Check(UnixSeconds, 1_700_000_000_000)).toBe(false);
    expect(Value.Check(UnixSeconds, 1.5)).toBe(false);
  });
  it('checks flags and ids', () => {
    expect(Value.Check(FlagSchema, 1)).toBe(true);
    expect(Value.Check(FlagSchema, true)).toBe(false);
    expect(Value.Check(Id, 0)).toBe(false);
    expect(Value.Check(TransferActionSchema, 2)).toBe(true);
    expect(Value.Check(TransferActionSchema, 0)).toBe(false);
  });
  it('lists the named banks', () => {
    expect(NAMED_BANKS).toEqual([
      'CIMB',
      'HONG LEONG',
      'MAY',
      'PUBLIC',
      'RHB',
      'UOB',
      'BSN',
      'OTHER',
    ]);
  });
  it('keeps channel balances apart from user info', () => {
    expect(UserInfo.properties).not.toHaveProperty('channel_balances');
    expect(Value.Check(ChannelBalances, [{ channel_id: 1, name: 'x', balance: 1 }])).toBe(true);
  });
  it('derives precise static types', () => {
    expectTypeOf<UserInfo['money']>().toEqualTypeOf<number>();
    expectTypeOf<BankEntry['type']>().toEqualTypeOf<1 | 2 | 3>();
    expectTypeOf<GameEntry['status']>().toEqualTypeOf<0 | 1 | 2 | 3>();
    expectTypeOf<Maintenance['type']>().toEqualTypeOf<0 | 1>();
    expectTypeOf<LoginResponse['token']>().toEqualTypeOf<string>();
    expectTypeOf<UserInfo['token']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ContactSettings['channels'][number]['kind']>().toEqualTypeOf<
      'email' | 'phone' | 'whatsapp' | 'wechat' | 'telegram' | 'skype' | 'line'
    >();
  });
});
