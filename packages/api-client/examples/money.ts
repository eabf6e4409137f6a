// Money calls from a Node script: deposits, a transfer refused, and the Idempotency-Key rules.
// Run: LOBBY_API_URL=http://127.0.0.1:3100 node money.ts
// (inside the Lobby workspace, unbuilt: node --conditions=source examples/money.ts)
import { LobbyApiError, createLobbyClient } from '@lobby/api-client';
import { PaymentType } from '@lobby/domain';

const client = createLobbyClient({
  baseUrl: process.env.LOBBY_API_URL ?? 'http://127.0.0.1:3100',
  getLocale: () => 'en',
});
const password = 'Quill-Harbor-58';
await client.auth.register({
  username: `money${Date.now().toString(36)}`.slice(0, 20),
  password,
  password_confirmation: password,
  // The reference brands ask members to confirm they are 18 or older (the brand's minimum age).
  age_confirmed: true,
});

// Amounts are integers of minor units: 50_00 is 50.00.
const { list } = await client.payments.depositMethods({ type: PaymentType.Bank });
const bank = list[0];
if (!bank) throw new Error('This brand has no bank deposit method');
const deposit = await client.payments.deposit({ method_id: bank.id, amount: 50_00 });
console.log(
  `deposit ${deposit.order_no}: status ${deposit.status} (pending until the operator approves)`,
);

// Every money-moving call carries an Idempotency-Key: a fresh one per call, the same one when
// the SDK sends the call again after a lost answer. A call that still fails names its key, and
// retrying with that key can never move the money twice: the server answers its first answer.
async function depositOnce(methodId: number, amount: number) {
  const input = { method_id: methodId, amount };
  try {
    return await client.payments.deposit(input, { handleErrors: true });
  } catch (error) {
    if (error instanceof LobbyApiError && error.code === 'NETWORK_ERROR' && error.idempotencyKey) {
      return client.payments.deposit(input, { idempotencyKey: error.idempotencyKey });
    }
    throw error;
  }
}
const second = await depositOnce(bank.id, 40_00);
console.log(`deposit ${second.order_no}: amount ${second.amount}`);
const key = crypto.randomUUID();
const first = await client.payments.deposit(
  { method_id: bank.id, amount: 60_00 },
  { idempotencyKey: key },
);
const replayed = await client.payments.deposit(
  { method_id: bank.id, amount: 60_00 },
  { idempotencyKey: key },
);
console.log(`same key, same deposit: ${first.order_no === replayed.order_no}`);
console.log(`deposits on record: ${(await client.payments.deposits()).total}`);

// Refusals reject with the contract's code; here the main wallet is still empty.
const [channel] = await client.games.channelList();
try {
  await client.wallet.transfer(
    { action: 1, amount: 10_00, channel_id: channel?.id ?? 1 },
    { handleErrors: true },
  );
} catch (error) {
  if (error instanceof LobbyApiError) console.log(`transfer refused: ${error.code}`);
}
console.log(`main wallet: ${(await client.wallet.walletInfo()).main}`);

await client.auth.logout();
client.dispose();
