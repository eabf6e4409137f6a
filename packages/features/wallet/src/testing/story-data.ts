/**
 * Canned answers for the wallet stories (no server in Storybook): a member with money in a
 * few provider wallets, one provider whose balance fails, a stuck transfer, transaction
 * records, and money-moving calls that answer as the API does. Times are relative to "now"
 * so ages read the same whenever the story is opened.
 */
import type { GameChannel } from '@lobby/contract/games';
import type { TransactionRecord, TransferRecord } from '@lobby/contract/wallet';
import { STORY_MEMBER } from '@lobby/test-kit';
import type { Canned } from '@lobby/test-kit';
import { storyChannel as channel, storyJson as json } from '@lobby/test-kit/story-data';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The story providers (one with a transfer-in limit, one under maintenance, one failing). */
export const STORY_CHANNELS: GameChannel[] = [
  channel(1, 'Aurora Gaming'),
  channel(2, 'Jade Dragon Slots'),
  channel(3, 'Velocity Sports', { transfer_in_limit: 50_000 }),
  channel(4, 'Thunder Paddock', { status: 2 }),
  channel(5, 'Nebula Esports'),
];

/** Provider balances by id; a missing one answers an error (its tile shows Retry). */
const BALANCES: Readonly<Record<number, number>> = { 1: 320_000, 2: 0, 3: 75_050, 4: 12_000 };

/** A transfer the provider never confirmed, two minutes old. */
export function stuckTransfer(): TransferRecord {
  const at = nowSeconds() - 125;
  return {
    id: 41,
    order_no: 'TI20260115120000ABCD1234',
    action: 1,
    channel_id: 2,
    channel_name: 'Jade Dragon Slots',
    amount: 20_000,
    status: 1,
    created_at: at,
    updated_at: at,
  };
}

function transfers(): TransferRecord[] {
  const at = nowSeconds();
  return [
    stuckTransfer(),
    {
      id: 40,
      order_no: 'TO20260115113000EFGH5678',
      action: 2,
      channel_id: 1,
      channel_name: 'Aurora Gaming',
      amount: 50_000,
      status: 2,
      created_at: at - 3600,
      updated_at: at - 3600,
    },
    {
      id: 39,
      order_no: 'TI20260115110000IJKL9012',
      action: 1,
      channel_id: 5,
      channel_name: 'Nebula Esports',
      amount: 10_000,
      status: 3,
      created_at: at - 7200,
      updated_at: at - 7190,
    },
  ];
}

function transactions(): TransactionRecord[] {
  const at = nowSeconds();
  const record = (
    id: number,
    type: number,
    type_name: string,
    amount: number,
    status: number,
    remark: string,
    ago: number,
  ): TransactionRecord => ({
    id,
    type,
    type_name,
    amount,
    status,
    order_no: `R2026011500${id}`,
    channel_id: null,
    remark,
    created_at: at - ago,
    updated_at: at - ago,
  });
  return [
    record(6, 3, 'Transfer in', -20_000, 1, 'Jade Dragon Slots', 125),
    record(5, 1, 'Deposit', 500_000, 2, 'Online banking', 1800),
    record(4, 5, 'Bonus', 8_800, 2, 'Welcome bonus', 3600),
    record(3, 2, 'Withdrawal', -150_000, 4, '', 5400),
    record(2, 4, 'Transfer out', 50_000, 2, 'Aurora Gaming', 7200),
  ];
}

/** What the wallet screens read, answering as the API does. */
export const WALLET_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/userprofile': {
    ...STORY_MEMBER,
    status: 1,
    currency: 'MYR',
    email: 'mei@example.com',
    email_verified: true,
    mobile_area: '+60',
    mobile: '123456789',
    mobile_verified: false,
    has_withdraw_password: true,
    invite_code: 'MEI888',
    registered_at: 1_700_000_000,
    last_login_at: 1_700_000_000,
    channel_balances: STORY_CHANNELS.map((c) => ({
      channel_id: c.id,
      name: c.name,
      balance: BALANCES[c.id] ?? 0,
    })),
  },
  '/member/game/channel-list': STORY_CHANNELS,
  ...Object.fromEntries(
    STORY_CHANNELS.map((c) => [
      `/member/game/channel-balance/${c.id}`,
      () =>
        BALANCES[c.id] === undefined
          ? json({ code: 'PROVIDER_UNAVAILABLE', message: 'The provider did not answer' }, 502)
          : json({ channel_id: c.id, name: c.name, balance: BALANCES[c.id] }),
    ]),
  ),
  '/member/game/transfer/list': (url: URL) => {
    const status = url.searchParams.get('status');
    const list = transfers().filter((t) => !status || String(t.status) === status);
    return json({ list, total: list.length, page: 1, page_size: 20 });
  },
  '/member/game/transfer/retry/41': () => json({ ...stuckTransfer(), status: 2 }),
  '/member/game/recall_all': () =>
    json({
      money: 1_657_125,
      recalled: 407_050,
      results: [
        { channel_id: 1, name: 'Aurora Gaming', amount: 320_000, status: 2 },
        { channel_id: 3, name: 'Velocity Sports', amount: 75_050, status: 2 },
        { channel_id: 4, name: 'Thunder Paddock', amount: 12_000, status: 1 },
      ],
    }),
  '/member/game/transfer_info': (url: URL) => {
    const id = Number(url.searchParams.get('channel_id'));
    const found = STORY_CHANNELS.find((c) => c.id === id);
    return json({
      transfer_in_limit: found?.transfer_in_limit ?? 0,
      channel_id: id,
      balance: BALANCES[id] ?? 0,
      money: STORY_MEMBER.money,
      status: found?.status ?? 1,
    });
  },
  '/member/game/transfer': (_url: URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as {
      action: 1 | 2;
      amount: number;
      channel_id: number;
    };
    const found = STORY_CHANNELS.find((c) => c.id === body.channel_id);
    const into = body.action === 1;
    const at = nowSeconds();
    return json({
      transfer: {
        id: 50,
        order_no: 'TI20260115121500MNOP3456',
        action: body.action,
        channel_id: body.channel_id,
        channel_name: found?.name ?? '',
        amount: body.amount,
        status: 2,
        created_at: at,
        updated_at: at,
      },
      money: STORY_MEMBER.money + (into ? -body.amount : body.amount),
      channel_balance: (BALANCES[body.channel_id] ?? 0) + (into ? body.amount : -body.amount),
    });
  },
  '/member/transaction/types': [
    { id: 1, name: 'Deposit', user_type: 1 },
    { id: 2, name: 'Withdrawal', user_type: 1 },
    { id: 3, name: 'Transfer in', user_type: 1 },
    { id: 4, name: 'Transfer out', user_type: 1 },
    { id: 5, name: 'Bonus', user_type: 1 },
    { id: 6, name: 'Adjustment', user_type: 1 },
  ],
  '/member/transaction/list': (url: URL) => {
    const type = url.searchParams.get('type');
    const list = transactions().filter((r) => !type || String(r.type) === type);
    return json({ list, total: list.length, page: 1, page_size: 20 });
  },
  '/member/auto_transfer': (_url: URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { auto_transfer: boolean };
    return json({ ...STORY_MEMBER, auto_transfer: body.auto_transfer });
  },
};

/** Answers that fail as a server that cannot answer does. */
export const FAILING_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/transaction/list': () =>
    json({ code: 'INTERNAL', message: 'Load Failed, Please Try Again' }, 500),
  '/member/game/transfer/list': () =>
    json({ code: 'INTERNAL', message: 'Load Failed, Please Try Again' }, 500),
};

/** Empty lists. */
export const EMPTY_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/transaction/list': { list: [], total: 0, page: 1, page_size: 20 },
  '/member/game/transfer/list': { list: [], total: 0, page: 1, page_size: 20 },
};

/** A provider that never confirms: a transfer answers pending. */
export const PENDING_TRANSFER_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/game/transfer': (_url: URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { amount: number; channel_id: number };
    const at = nowSeconds();
    return json({
      transfer: { ...stuckTransfer(), id: 51, amount: body.amount, created_at: at, updated_at: at },
      money: STORY_MEMBER.money - body.amount,
      channel_balance: 0,
    });
  },
};
