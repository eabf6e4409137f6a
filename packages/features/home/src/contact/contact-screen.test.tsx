/**
 * The contact page against the reference API: each seeded brand's live chat, channels and
 * social pages, and a brand whose operator took every contact detail down (put back after).
 */
import { ops } from '@lobby/test-api/ops';
import { createLiveHarness, renderLive, signUpMember } from '@lobby/test-kit/live';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactScreen, channelHref } from './contact-screen.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The link of a channel row, by the channel's name. */
function linkOf(name: string): HTMLElement {
  return screen.getByRole('link', { name: new RegExp(`^${name}`) });
}

describe('ContactScreen', () => {
  it('lists live chat, each channel with a link that opens its app, and social pages', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderLive((session) => <ContactScreen session={session} brandName="NexBet" />, {
      brand: 'nexbet',
    });
    await user.click(await screen.findByRole('button', { name: 'Start live chat' }));
    // A guest chats without a name.
    expect(open).toHaveBeenCalledWith('https://chat.nexbet.example/?user=', '_blank', 'noopener');
    const channels = screen.getByRole('list', { name: 'Contact channels' });
    expect(
      within(channels)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^WhatsApp\+60123456789/),
      expect.stringMatching(/^Telegram@nexbet_support/),
      expect.stringMatching(/^Emailcare@nexbet\.example/),
    ]);
    expect(linkOf('WhatsApp')).toHaveAttribute('href', 'https://wa.me/60123456789');
    expect(linkOf('Telegram')).toHaveAttribute('href', 'https://t.me/nexbet_support');
    expect(linkOf('Email')).toHaveAttribute('href', 'mailto:care@nexbet.example');
    expect(linkOf('Facebook')).toHaveAttribute('href', 'https://facebook.com/nexbet');
  });

  it('fills the member’s name into the live chat link', async () => {
    const user = userEvent.setup();
    // The default brand lets a member sign up with a username and password alone.
    const harness = createLiveHarness({ brand: 'default' });
    const { username } = await signUpMember(harness);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderLive((session) => <ContactScreen session={session} brandName="Lobby" />, { harness });
    await user.click(await screen.findByRole('button', { name: 'Start live chat' }));
    expect(open).toHaveBeenCalledWith(
      `https://chat.lobby.example/?user=${username}`,
      '_blank',
      'noopener',
    );
  });

  it('copies a WeChat id, which has no link, and links the other channels', async () => {
    const user = userEvent.setup();
    renderLive((session) => <ContactScreen session={session} brandName="Helo8" />, {
      brand: 'helo8',
    });
    expect(await screen.findByText('WeChat')).toBeVisible();
    expect(linkOf('Phone')).toHaveAttribute('href', 'tel:+8640012345678');
    expect(linkOf('YouTube')).toHaveAttribute('href', 'https://youtube.com/@helo8');
    expect(screen.queryByRole('link', { name: /^WeChat/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^WeChat/ }));
    expect(await screen.findByText('Copied helo8_service')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('helo8_service');
  });

  it('says when there are no contact details', async () => {
    // The operator takes every detail of one brand down (only this test reads fubo's).
    const cleared: [string, string][] = [
      ['live_chat_url', ''],
      ['live_chat.url', ''],
      ['channels', '[]'],
      ['social', '[]'],
    ];
    const previous: [string, unknown][] = [];
    try {
      for (const [path, value] of cleared) {
        const answer = (await ops('brand:set-contact', { brand: 'fubo', path, value })) as {
          previous: unknown;
        };
        previous.push([path, answer.previous]);
      }
      renderLive((session) => <ContactScreen session={session} brandName="Fubo" />, {
        brand: 'fubo',
      });
      expect(await screen.findByText('No contact details yet')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Start live chat' })).toBeNull();
    } finally {
      for (const [path, value] of previous)
        await ops('brand:set-contact', { brand: 'fubo', path, value: JSON.stringify(value) });
    }
  });
});

describe('channelHref', () => {
  it('builds the link of each kind, and none for WeChat', () => {
    expect(channelHref({ kind: 'email', value: 'care@x.test' })).toBe('mailto:care@x.test');
    expect(channelHref({ kind: 'phone', value: '+86 400-123' })).toBe('tel:+86400123');
    expect(channelHref({ kind: 'whatsapp', value: '+60 12-345' })).toBe('https://wa.me/6012345');
    expect(channelHref({ kind: 'telegram', value: '@nexbet' })).toBe('https://t.me/nexbet');
    expect(channelHref({ kind: 'line', value: '@fubo' })).toBe('https://line.me/R/ti/p/%40fubo');
    expect(channelHref({ kind: 'skype', value: 'live:x' })).toBe('skype:live%3Ax?chat');
    expect(channelHref({ kind: 'wechat', value: 'helo8' })).toBeUndefined();
  });
});
