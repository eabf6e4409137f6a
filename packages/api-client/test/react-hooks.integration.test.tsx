// @vitest-environment jsdom
/**
 * The area hooks in React against the reference API: they share the store of
 * `createLobbyClient`, render real answers, and a login through a hook signs the session in.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { useLoginMutation } from '../src/areas/auth/index.ts';
import { useLanguagesQuery, useMaintenanceQuery } from '../src/areas/config/index.ts';
import { useProfileQuery } from '../src/areas/member/index.ts';
import {
  useLazyChannelBalanceQuery,
  useTransferMutation,
  useWalletInfoQuery,
} from '../src/areas/wallet/index.ts';
import { useSessionSnapshot } from '../src/react/index.ts';
import type { Session } from '../src/session/session.ts';
import { PASSWORD, registerMember, testClient } from './helpers.ts';
import { channelByCode, fundedMember } from './money.ts';

const clients: Array<ReturnType<typeof testClient>> = [];
afterEach(() => {
  cleanup();
  for (const { client } of clients.splice(0)) client.dispose();
});

function Start() {
  const maintenance = useMaintenanceQuery();
  const languages = useLanguagesQuery();
  if (!maintenance.data || !languages.data) return <p>loading</p>;
  return (
    <p>
      maintenance {maintenance.data.type} · default {languages.data.defaultLang}
    </p>
  );
}

function SignIn({ session, username }: { session: Session; username: string }) {
  const snapshot = useSessionSnapshot(session);
  const [login, state] = useLoginMutation();
  const profile = useProfileQuery(undefined, { skip: !snapshot.signedIn });
  return (
    <div>
      <p>{snapshot.signedIn ? `signed in as ${snapshot.userInfo?.username}` : 'guest'}</p>
      <p>{profile.data ? `profile ${profile.data.username}` : 'no profile'}</p>
      <p>{state.isError ? `error ${(state.error as { code: string }).code}` : ''}</p>
      <button type="button" onClick={() => void login({ username, password: PASSWORD })}>
        sign in
      </button>
      <button
        type="button"
        onClick={() =>
          void login({ username, password: 'wrong-pass1', $options: { handleErrors: true } })
        }
      >
        wrong
      </button>
    </div>
  );
}

describe('area hooks', () => {
  it('render start-up data from the API', async () => {
    const made = testClient();
    clients.push(made);
    render(
      <Provider store={made.client.store}>
        <Start />
      </Provider>,
    );
    expect(await screen.findByText(/maintenance \d · default \w+/)).toBeTruthy();
  });

  it('sign in through the mutation hook; the session and the profile query follow', async () => {
    const member = testClient();
    clients.push(member);
    const { username } = await registerMember(member.client);
    const made = testClient();
    clients.push(made);
    render(
      <Provider store={made.client.store}>
        <SignIn session={made.client.session} username={username} />
      </Provider>,
    );
    expect(screen.getByText('guest')).toBeTruthy();
    await act(async () => screen.getByText('wrong').click());
    expect(await screen.findByText('error INVALID_CREDENTIALS')).toBeTruthy();
    expect(made.notify.toast).not.toHaveBeenCalled();
    await act(async () => screen.getByText('sign in').click());
    expect(await screen.findByText(`signed in as ${username}`)).toBeTruthy();
    await waitFor(() => expect(screen.getByText(`profile ${username}`)).toBeTruthy());
    expect(made.client.session.getToken()).toBeTruthy();
  });

  it('move money through a mutation hook; the wallet query re-renders, a lazy balance aborts quietly', async () => {
    const made = testClient();
    clients.push(made);
    await fundedMember(made.client, 30_00);
    const channel = await channelByCode(made.client, 'AUR');
    render(
      <Provider store={made.client.store}>
        <Wallet channelId={channel.id} />
      </Provider>,
    );
    expect(await screen.findByText('main 3000')).toBeTruthy();
    await act(async () => screen.getByText('transfer').click());
    // The transfer made the wallet stale: the query refetched and the screen shows the new main wallet.
    expect(await screen.findByText('main 2000')).toBeTruthy();
    expect(screen.getByText('transferred 1000')).toBeTruthy();
    await act(async () => screen.getByText('peek and cancel').click());
    expect(await screen.findByText('peek cancelled')).toBeTruthy();
    expect(made.notify.toast).not.toHaveBeenCalled();
  });
});

function Wallet({ channelId }: { channelId: number }) {
  const wallets = useWalletInfoQuery();
  const [transfer, transferred] = useTransferMutation();
  const [peek, peeked] = useLazyChannelBalanceQuery();
  return (
    <div>
      <p>main {wallets.data?.main ?? '…'}</p>
      <p>{transferred.data ? `transferred ${transferred.data.transfer.amount}` : ''}</p>
      <p>{peeked.isError ? 'peek cancelled' : ''}</p>
      <button
        type="button"
        onClick={() => void transfer({ action: 1, amount: 10_00, channel_id: channelId })}
      >
        transfer
      </button>
      <button type="button" onClick={() => peek({ id: channelId }).abort()}>
        peek and cancel
      </button>
    </div>
  );
}
