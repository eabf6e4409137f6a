import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@lobby/test-kit';
import { ContactScreen, channelHref } from './contact-screen.tsx';

describe('ContactScreen', () => {
  it('lists live chat, each channel with a link that opens its app, and social pages', async () => {
    renderScreen((session) => <ContactScreen session={session} brandName="NexBet" />, {
      answers: {
        '/contact_list': {
          live_chat_url: 'https://chat.nexbet.example/?user={username}',
          live_chat: { url: '', script: '' },
          channels: [
            { kind: 'whatsapp', value: '+60 12-345 6789' },
            { kind: 'wechat', value: 'nexbet_service' },
          ],
          social: [{ kind: 'facebook', url: 'https://facebook.com/nexbet' }],
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Start live chat' })).toBeVisible();
    expect(screen.getByText('WhatsApp')).toBeVisible();
    expect(screen.getByText('WeChat')).toBeVisible();
    expect(screen.getByText('Facebook')).toBeVisible();
  });

  it('says when there are no contact details', async () => {
    renderScreen((session) => <ContactScreen session={session} brandName="NexBet" />, {
      answers: {
        '/contact_list': {
          live_chat_url: '',
          live_chat: { url: '', script: '' },
          channels: [],
          social: [],
        },
      },
    });
    expect(await screen.findByText('No contact details yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start live chat' })).toBeNull();
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
