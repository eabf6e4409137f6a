/**
 * The unread-messages badge in the whole nexbet site, against the reference API: a message the
 * operator sends shows on the header's bell and the side menu's Messages entry with no reload
 * (the balance feed's `unread` events), reading it clears them, and a guest has neither.
 */
import { ops } from '@lobby/test-api/ops';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';
import {
  LIVE_BRAND,
  freshVisitorEachTest,
  signInThroughForm,
  startSite,
} from '../testing/live-site.ts';
import { UNREAD_BADGE_MAX, unreadBadgeText } from './unread-messages.tsx';

/**
 * The header's way to the messages. The site's header is the first banner: jsdom's role
 * lookup also counts a screen's own page header as one.
 */
const bell = () =>
  within(screen.getAllByRole('banner')[0] as HTMLElement).getByRole('link', { name: /^Messages/ });

/** The bell's name for a count. */
const bellName = (count: number) =>
  count > 0 ? `Messages, ${unreadBadgeText(count)} unread` : 'Messages';

/**
 * The signed-in member's unread count as the API answers it (the brand's recent system notices
 * count too), asked with the session the page holds, so a test knows what the bell must say.
 */
async function unreadOnServer(): Promise<number> {
  const token = /(?:^|; )lobby_nexbet_token=([^;]*)/.exec(document.cookie)?.[1];
  if (!token) throw new Error('No session cookie');
  const answer = await fetch(`${inject('apiUrl')}/api/v1/member/message/unread_count`, {
    headers: { authorization: `Bearer ${decodeURIComponent(token)}`, 'x-lobby-brand': LIVE_BRAND },
  });
  return ((await answer.json()) as { unread: number }).unread;
}

describe('the unread-messages badge', () => {
  freshVisitorEachTest();

  // A whole journey through the site: on a loaded two-core machine it may need more than the
  // suite's minute.
  it('shows a message the operator sends at once, in the header and the menu, and clears once read', async () => {
    const user = userEvent.setup();
    const username = await signInThroughForm(user);
    // Mounted afresh on the session the form made: in jsdom the sign-in's navigation can still
    // be settling and would close a menu opened at once.
    await startSite('/tabs/home');
    const before = await unreadOnServer();
    await waitFor(() => expect(bell()).toHaveAccessibleName(bellName(before)));
    expect(bell()).toHaveAttribute('href', '/message/index');

    await ops('message:send', {
      brand: LIVE_BRAND,
      username,
      title: 'Your welcome bonus',
      content: 'It is in your wallet.',
    });
    const after = bellName(before + 1);
    await waitFor(() => expect(bell()).toHaveAccessibleName(after));
    expect(within(bell()).getByText(unreadBadgeText(before + 1))).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    // Still the page it was: the count came without a reload or a navigation.
    expect(window.location.pathname).toBe('/tabs/home');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    const entry = within(menu).getByRole('button', { name: after });
    expect(entry).toHaveTextContent(`Messages${unreadBadgeText(before + 1)}`);
    await user.click(entry);
    await waitFor(() => expect(window.location.pathname).toBe('/message/index'));

    const inbox = await screen.findByRole('list', { name: 'Inbox' });
    await user.click(await within(inbox).findByRole('button', { name: /Your welcome bonus/ }));
    await screen.findByRole('dialog', { name: 'Your welcome bonus' });
    // Read on the server: the bell drops by one.
    await waitFor(() => expect(bell()).toHaveAccessibleName(bellName(before)));
  }, 120_000);

  it('hides the badge once nothing is unread', async () => {
    const user = userEvent.setup();
    const username = await signInThroughForm(user);
    const before = await unreadOnServer();
    await waitFor(() => expect(bell()).toHaveAccessibleName(bellName(before)));
    await ops('message:send', { brand: LIVE_BRAND, username, title: 'Hello', content: 'x' });
    await waitFor(() => expect(bell()).toHaveAccessibleName(bellName(before + 1)));
    expect(bell().querySelector('[data-unread]')).toHaveTextContent(String(before + 1));

    await user.click(bell());
    await waitFor(() => expect(window.location.pathname).toBe('/message/index'));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Messages'));
    expect(bell().querySelector('[data-unread]')).toBeNull();
  });

  it('counts past 99 as "99+", on the badge and in the name', async () => {
    const user = userEvent.setup();
    const username = await signInThroughForm(user);
    const before = await unreadOnServer();
    await waitFor(() => expect(bell()).toHaveAccessibleName(bellName(before)));
    const more = UNREAD_BADGE_MAX + 1 - before;
    for (let i = 0; i < more; i += 1)
      await ops('message:send', { brand: LIVE_BRAND, username, title: `N${i}`, content: 'x' });
    await waitFor(() =>
      expect(bell()).toHaveAccessibleName(`Messages, ${UNREAD_BADGE_MAX}+ unread`),
    );
    expect(within(bell()).getByText('99+')).toBeVisible();
  });

  it('shows a guest neither the bell nor a Messages entry', async () => {
    const user = userEvent.setup();
    await startSite('/tabs/home');
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('button', { name: 'Sign in' });
    expect(within(banner).queryByRole('link', { name: /^Messages/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    await within(menu).findByText('Welcome to NexBet');
    expect(within(menu).queryByRole('button', { name: /^Messages/ })).toBeNull();
  });
});
