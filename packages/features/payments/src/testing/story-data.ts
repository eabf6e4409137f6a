/**
 * Canned answers for the payments stories: the seeded methods, banks, a member's deposits,
 * withdrawals, cards and limits, shaped exactly as the contract says (typed by it), so
 * designers see every screen with no server running.
 */
import type {
  BankCard,
  DepositMethod,
  DepositRecord,
  WithdrawalRecord,
} from '@lobby/contract/payments';
import type { BankEntry } from '@lobby/domain/entities';
import type { Canned } from '@lobby/test-kit';

const NOW = 1_767_225_600; // 2026-01-01 00:00 UTC

/** A bank's logo: its name on a band of its colour. */
function logo(name: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48"><rect width="160" height="48" rx="8" fill="${colour}"/><text x="80" y="31" font-family="Arial" font-size="18" font-weight="700" text-anchor="middle" fill="#fff">${name}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The supported banks. */
export const STORY_BANKS: BankEntry[] = [
  ['CIMB', '#7a0019'],
  ['HONG LEONG', '#003a70'],
  ['MAY', '#8a6d00'],
  ['PUBLIC', '#c8102e'],
  ['RHB', '#0067b1'],
  ['UOB', '#005eb8'],
  ['BSN', '#0f4c81'],
  ['OTHER', '#4a5568'],
].map(([name = '', colour = ''], i) => ({ name, type: 1, idx: i + 1, logo: logo(name, colour) }));

const method = (m: Partial<DepositMethod> & Pick<DepositMethod, 'id' | 'type' | 'name'>) =>
  ({
    logo: '',
    min_amount: 10_00,
    max_amount: 50_000_00,
    bank_name: '',
    account_name: '',
    account_number: '',
    network: '',
    instructions: '',
    ...m,
  }) satisfies DepositMethod;

/** The deposit methods: a gateway, two bank transfers and a USDT address. */
export const STORY_METHODS: DepositMethod[] = [
  method({
    id: 1,
    type: 3,
    name: 'Lobby Pay (instant)',
    instructions: 'Pay instantly on the secure payment page.',
  }),
  method({
    id: 2,
    type: 1,
    name: 'Maybank Transfer',
    min_amount: 30_00,
    max_amount: 30_000_00,
    bank_name: 'MAY',
    account_name: 'Lobby Entertainment Sdn Bhd',
    account_number: '514012345678',
    instructions: 'Transfer to the account below and quote your top-up code in the reference.',
  }),
  method({
    id: 3,
    type: 1,
    name: 'CIMB Transfer',
    min_amount: 30_00,
    max_amount: 30_000_00,
    bank_name: 'CIMB',
    account_name: 'Lobby Entertainment Sdn Bhd',
    account_number: '8600123456',
  }),
  method({
    id: 4,
    type: 2,
    name: 'USDT (TRC-20)',
    min_amount: 20_00,
    max_amount: 100_000_00,
    account_number: 'TQ7mDemoLobbyWalletAddr8s9Jk2',
    network: 'TRC-20',
    instructions: 'Credited after 20 network confirmations.',
  }),
];

const deposit = (d: Partial<DepositRecord> & Pick<DepositRecord, 'id' | 'status' | 'amount'>) =>
  ({
    order_no: `DP2026010100${d.id}`,
    method_id: 1,
    method_name: 'Lobby Pay (instant)',
    type: 3,
    topup_code: '',
    remark: '',
    redirect_url: '',
    created_at: NOW - d.id * 3_600,
    updated_at: NOW - d.id * 3_600,
    ...d,
  }) satisfies DepositRecord;

/** A member's deposits: one of each status. */
export const STORY_DEPOSITS: DepositRecord[] = [
  deposit({ id: 1, status: 2, amount: 250_00 }),
  deposit({
    id: 2,
    status: 1,
    amount: 100_00,
    method_id: 2,
    method_name: 'Maybank Transfer',
    type: 1,
    topup_code: 'TU00002S',
  }),
  deposit({ id: 3, status: 3, amount: 80_00 }),
];

/** The member's cards. */
export const STORY_CARDS: BankCard[] = [
  {
    id: 1,
    bank_name: 'MAY',
    bank_type: 1,
    bank_logo: STORY_BANKS[2]?.logo ?? '',
    account_name: 'Mei Tan',
    account_number: '********5678',
    branch: '',
    created_at: NOW - 86_400,
  },
  {
    id: 2,
    bank_name: 'CIMB',
    bank_type: 1,
    bank_logo: STORY_BANKS[0]?.logo ?? '',
    account_name: 'Mei Tan',
    account_number: '******3456',
    branch: '',
    created_at: NOW - 43_200,
  },
];

/** The member's withdrawals: one pending, one paid. */
export const STORY_WITHDRAWALS: WithdrawalRecord[] = [
  {
    id: 7,
    order_no: 'WD202601010007',
    amount: 300_00,
    status: 1,
    bank_name: 'MAY',
    account_number: '********5678',
    remark: '',
    created_at: NOW - 600,
    updated_at: NOW - 600,
  },
  {
    id: 6,
    order_no: 'WD202512310006',
    amount: 150_00,
    status: 2,
    bank_name: 'CIMB',
    account_number: '******3456',
    remark: '',
    created_at: NOW - 90_000,
    updated_at: NOW - 86_000,
  },
];

const page = <T>(list: T[]) => ({ list, total: list.length, page: 1, page_size: 10 });

/** The withdrawal screen's info for a member ready to withdraw. */
export const STORY_WITHDRAW_INFO = {
  money: 1_250_075,
  min_amount: 50_00,
  max_amount: 2_000_00,
  daily_amount: 5_000_00,
  daily_count: 3,
  used_amount_today: 300_00,
  used_count_today: 1,
  turnover_required: 0,
  has_withdraw_password: true,
  vip_level: 0,
  cards: STORY_CARDS,
};

/** Every answer the payments screens ask for, with `overrides` on top. */
export function paymentAnswers(
  overrides: Readonly<Record<string, Canned>> = {},
): Record<string, Canned> {
  return {
    '/member/deposit/methods': { list: STORY_METHODS, topup_code_show: false },
    '/member/deposit/topup_code': { code: 'TU00002S' },
    '/member/deposit/list': page(STORY_DEPOSITS),
    '/member/inquiry': {
      money: 1_250_075,
      currency: { code: 'MYR', symbol: 'RM', decimals: 2 },
      channel_balances: [],
      time: NOW,
    },
    '/member/withdraw/info': STORY_WITHDRAW_INFO,
    '/member/withdraw/list': page(STORY_WITHDRAWALS),
    '/member/bank_card/list': { list: STORY_CARDS, max: 5, banks: STORY_BANKS },
    '/getBclc': STORY_BANKS,
    ...overrides,
  };
}

/** A list answer of `list`. */
export const pageOf = page;
