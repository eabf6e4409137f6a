/**
 * The devices screen against the reference API: a member signed in on two devices sees both,
 * this one marked; "Sign out everywhere else" (after its confirmation) leaves only this one, and
 * the other device's next call answers SESSION_REVOKED. The relative times read in the member's
 * language.
 */
import { authApi } from '@lobby/api-client/auth';
import { memberApi } from '@lobby/api-client/member';
import { getHref } from '@lobby/domain/routes';
import { createLiveHarness } from '@lobby/test-kit/live';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member } from '../testing/members.ts';
import { renderScreen } from '../testing/render.tsx';
import { DevicesScreen } from './devices-screen.tsx';
import { relativeTime } from './relative-time.ts';

const AT = getHref('SETTING_DEVICES');

describe('devices screen', () => {
  it('lists both logins and signs out everywhere else', async () => {
    const user = userEvent.setup();
    const { harness, username, password } = await member();
    const other = createLiveHarness({ brand: 'default' });
    await other.store.dispatch(authApi.endpoints.login.initiate({ username, password })).unwrap();

    renderScreen(harness, (props) => <DevicesScreen {...props} />, AT);
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByText('This device')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out every other device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Only this device is signed in.')).toBeVisible();

    const after = await other.store.dispatch(
      memberApi.endpoints.profile.initiate(
        { $options: { handleErrors: true } },
        { forceRefetch: true },
      ),
    );
    expect(after.error).toMatchObject({ code: 'SESSION_REVOKED' });
  });
});

describe('relativeTime', () => {
  const now = 1_800_000_000;
  it('reads the largest whole unit in the language, and "just now" under a minute', () => {
    expect(relativeTime(now - 20, now, 'en', 'just now')).toBe('just now');
    expect(relativeTime(now - 300, now, 'en', 'just now')).toBe('5 minutes ago');
    expect(relativeTime(now - 3 * 86_400, now, 'en', 'just now')).toBe('3 days ago');
    expect(relativeTime(now - 7_200, now, 'ja', 'たった今')).toBe('2 時間前');
    expect(relativeTime(now - 86_400, now, 'zh-CN', '刚刚')).toBe('昨天');
  });
});
