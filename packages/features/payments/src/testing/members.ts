/**
 * Members for the payments tests, made on the running reference API the way members and
 * operators make them: sign-up (or an operator's account for brands whose sign-up asks for a
 * phone), an operator's credit, a withdrawal password and bank cards set through the SDK, and
 * the demo gateway paid or cancelled by POSTing the decision its page would send.
 */
import { authApi } from '@lobby/api-client/auth';
import { memberApi } from '@lobby/api-client/member';
import { paymentsApi } from '@lobby/api-client/payments';
import { ops } from '@lobby/test-api/ops';
import { PASSWORD, createLiveHarness, signUpMember, uniqueUsername } from '@lobby/test-kit/live';
import type { LiveHarness, SeededBrand } from '@lobby/test-kit/live';

/** The withdrawal password the helpers set. */
export const WITHDRAW_PASSWORD = 'wp1234';

/**
 * A new member of `brand` signed in on a fresh harness, with `money` (minor units) credited by
 * an operator. Brands whose sign-up asks for more (helo8, fubo) get an operator-made member.
 */
export async function memberWith(brand: SeededBrand = 'default', money = 0) {
  const harness = createLiveHarness({ brand });
  let username: string;
  if (brand === 'default' || brand === 'nexbet') {
    username = (await signUpMember(harness)).username;
    if (money !== 0)
      await ops('wallet:adjust', { brand, username, amount: money, remark: 'payments test' });
  } else {
    username = uniqueUsername();
    await ops('member:create', { brand, username, password: PASSWORD, balance: money });
    await harness.store
      .dispatch(authApi.endpoints.login.initiate({ username, password: PASSWORD }))
      .unwrap();
  }
  return { harness, username, brand };
}

/** Sets the member's first withdrawal password (the login password proves it is them). */
export async function setWithdrawPassword(harness: LiveHarness, password = WITHDRAW_PASSWORD) {
  await harness.store
    .dispatch(
      memberApi.endpoints.withdrawPassword.initiate({
        password: PASSWORD,
        withdraw_password: password,
        withdraw_password_confirmation: password,
      }),
    )
    .unwrap();
}

/**
 * Adds a bank card through the SDK, confirmed with the withdrawal password (set it first with
 * {@link setWithdrawPassword}); answers it.
 */
export async function addCard(
  harness: LiveHarness,
  accountNumber = '514012345678',
  bank = 'MAY',
  withdrawPassword = WITHDRAW_PASSWORD,
) {
  return harness.store
    .dispatch(
      paymentsApi.endpoints.addBankCard.initiate({
        bank_name: bank,
        account_name: 'Test Member',
        account_number: accountNumber,
        withdraw_password: withdrawPassword,
      }),
    )
    .unwrap();
}

/** The member's deposits, read fresh from the server. */
export async function depositsOf(harness: LiveHarness) {
  return harness.store
    .dispatch(
      paymentsApi.endpoints.deposits.initiate({ page: 1, page_size: 50 }, { forceRefetch: true }),
    )
    .unwrap();
}

/** The member's withdrawals, read fresh from the server. */
export async function withdrawalsOf(harness: LiveHarness) {
  return harness.store
    .dispatch(
      paymentsApi.endpoints.withdrawals.initiate(
        { page: 1, page_size: 50 },
        { forceRefetch: true },
      ),
    )
    .unwrap();
}

/** The member's bank cards, read fresh from the server. */
export async function cardsOf(harness: LiveHarness) {
  return harness.store
    .dispatch(paymentsApi.endpoints.bankCards.initiate(undefined, { forceRefetch: true }))
    .unwrap();
}

/** Pays (or cancels) on the demo gateway's page, as its own script would. */
export async function decideOnGateway(url: string, decision: 'pay' | 'cancel'): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ decision }),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status}`);
}

/**
 * A stand-in for the tab `window.open` gives (jsdom has no windows): records where the screen
 * sends it. Browsers are not mocked beyond this; the server is always the real one.
 */
export function fakeTab() {
  const tab = {
    closed: false,
    opener: null as unknown,
    location: { href: '' },
    close() {
      tab.closed = true;
    },
  };
  return tab;
}
