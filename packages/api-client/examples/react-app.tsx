// A React app using the area hooks on the store of createLobbyClient.
import { createLobbyClient } from '@lobby/api-client';
import { useLoginMutation } from '@lobby/api-client/auth';
import { useMaintenanceQuery } from '@lobby/api-client/config';
import { useProfileQuery } from '@lobby/api-client/member';
import { useSessionSnapshot } from '@lobby/api-client/react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';

const client = createLobbyClient({
  baseUrl: 'https://api.example.com',
  getLocale: () => document.documentElement.lang || 'en',
  // notify: { toast, confirm, alert } built on your design system; browser defaults otherwise.
});

function Account() {
  const { signedIn, userInfo } = useSessionSnapshot(client.session);
  const maintenance = useMaintenanceQuery();
  const profile = useProfileQuery(undefined, { skip: !signedIn });
  const [login, { isLoading, error }] = useLoginMutation();

  if (maintenance.data?.type === 1) return <p>Under maintenance</p>;
  if (!signedIn) {
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          // The form shows its own errors, so the SDK's toast is turned off for this call.
          void login({
            username: String(form.get('username')),
            password: String(form.get('password')),
            $options: { handleErrors: true },
          });
        }}
      >
        <input name="username" autoComplete="username" />
        <input name="password" type="password" autoComplete="current-password" />
        <button disabled={isLoading}>Sign in</button>
        {error && 'message' in error ? <p role="alert">{error.message}</p> : null}
      </form>
    );
  }
  return (
    <p>
      {userInfo?.username}: {profile.data?.money ?? '…'}
    </p>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Provider store={client.store}>
      <Account />
    </Provider>,
  );
}
