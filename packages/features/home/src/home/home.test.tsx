import { theme as lite } from '@lobby/tokens/themes/lite';
import { theme as reg } from '@lobby/tokens/themes/reg';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@lobby/test-kit';
import { DiamondHome, LiteHome, RetroHome } from './layouts.tsx';
import { tileStatus, uploadedImage } from './use-lobby.ts';

const game = (id: number, name: string, type: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  name,
  channel_id: 1,
  status: 1,
  image: `/media/game/${id}.svg`,
  code: name.toLowerCase().replace(/\s/g, '-'),
  channel_name: 'Aurora Gaming',
  hot: true,
  is_new: false,
  favourite: false,
  sort: id,
  ...extra,
});

const ANSWERS = {
  '/member/game/game-types': [
    {
      type: 'SlotMachine',
      name: 'Slots',
      sort: 2,
      count: 12,
      image: '/media/type/SlotMachine.svg',
    },
    { type: 'Sport', name: 'Sports', sort: 1, count: 3, image: '/media/type/Sport.svg' },
  ],
  '/member/game/hot_game': [
    game(1, 'Jade Emperor', 'SlotMachine'),
    game(2, 'Dragon Pearl', 'SlotMachine', { status: 2 }),
  ],
  '/member/game/game-list': {
    list: [game(7, 'Velocity Sportsbook', 'Sport')],
    total: 1,
    page: 1,
    page_size: 18,
  },
  '/member/game/banner-games': [
    {
      type: 'Sport',
      name: 'Sports',
      banners: [
        {
          id: 1,
          title: 'Every match, live odds',
          subtitle: 'Football and more',
          image: '/media/banner/1.svg',
          game: game(7, 'Velocity Sportsbook', 'Sport'),
        },
      ],
    },
  ],
  '/member/top_winners': [
    {
      username: 'ja***88',
      game_id: 1,
      game_name: 'Jade Emperor',
      type: 'SlotMachine',
      image: '/media/game/1.svg',
      amount: 1_288_000,
      time: 1_700_000_000,
    },
  ],
};

describe('home layouts', () => {
  it.each([
    ['DIAMOND', DiamondHome, undefined],
    ['RETRO', RetroHome, reg],
    ['LITE', LiteHome, lite],
  ] as const)(
    '%s shows banners, the types in sort order, hot games and top winners',
    async (_n, Screen, theme) => {
      const onRequireSignIn = vi.fn();
      renderScreen(
        (session) => (
          <Screen session={session} brandName="NexBet" onRequireSignIn={onRequireSignIn} />
        ),
        {
          answers: ANSWERS,
          ...(theme ? { theme } : {}),
        },
      );
      expect(await screen.findAllByText('Every match, live odds')).not.toHaveLength(0);
      expect(await screen.findByRole('button', { name: /^Play Jade Emperor/ })).toBeVisible();
      expect(await screen.findByText('ja***88', { exact: false })).toBeVisible();
      expect(screen.getAllByText('RM12,880.00').length).toBeGreaterThan(0);
      const names = screen
        .getAllByRole(theme === lite ? 'tab' : 'button', { pressed: undefined })
        .map((b) => b.textContent ?? '')
        .filter((t) => /Sports|Slots/.test(t));
      expect(names[0]).toMatch(/Sports/);
      expect(names[1]).toMatch(/Slots/);
    },
  );

  it('asks a guest to sign in before playing, and lists the games of a chosen type', async () => {
    const user = userEvent.setup();
    const onRequireSignIn = vi.fn();
    renderScreen(
      (session) => (
        <DiamondHome session={session} brandName="NexBet" onRequireSignIn={onRequireSignIn} />
      ),
      { answers: ANSWERS },
    );
    await user.click(await screen.findByRole('button', { name: /^Play Jade Emperor/ }));
    expect(onRequireSignIn).toHaveBeenCalledOnce();
    const types = screen.getByRole('group', { name: 'Game types' });
    await user.click(await within(types).findByRole('button', { name: 'Sports' }));
    expect(await screen.findByRole('button', { name: /^Play Velocity Sportsbook/ })).toBeVisible();
    expect(within(types).getByRole('button', { name: 'Sports' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says so when a type has no games and when loading fails', async () => {
    const user = userEvent.setup();
    renderScreen(
      (session) => <DiamondHome session={session} brandName="NexBet" onRequireSignIn={() => {}} />,
      {
        answers: {
          ...ANSWERS,
          '/member/game/game-list': { list: [], total: 0, page: 1, page_size: 18 },
          '/member/top_winners': [],
        },
      },
    );
    await user.click(
      await within(await screen.findByRole('group', { name: 'Game types' })).findByRole('button', {
        name: 'Slots',
      }),
    );
    expect(await screen.findByText('No games yet')).toBeVisible();
    expect(await screen.findByText('No winners yet')).toBeVisible();
  });

  it('shows the welcome strip with sign-in buttons for guests', async () => {
    renderScreen(
      (session) => <DiamondHome session={session} brandName="NexBet" onRequireSignIn={() => {}} />,
      { answers: ANSWERS },
    );
    await waitFor(() => expect(screen.getByText('New to NexBet?')).toBeVisible());
    expect(screen.getByRole('button', { name: 'Join now' })).toBeVisible();
  });
});

describe('lobby helpers', () => {
  it('maps game statuses to tile states', () => {
    expect(tileStatus(1)).toBe('open');
    expect(tileStatus(2)).toBe('maintain');
    expect(tileStatus(0)).toBe('closed');
    expect(tileStatus(3)).toBe('closed');
  });

  it('replaces generated placeholders with the design system artwork but keeps uploads', () => {
    expect(uploadedImage('/media/game/1.svg')).toBeUndefined();
    expect(uploadedImage('')).toBeUndefined();
    expect(uploadedImage(undefined)).toBeUndefined();
    expect(uploadedImage('https://cdn.test/games/1.webp')).toBe('https://cdn.test/games/1.webp');
  });
});
