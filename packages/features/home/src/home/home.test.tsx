/**
 * The home layouts against the reference API the package's global setup starts: the seeded
 * banners, game types (each linked to its provider list), hot games and top winners of each
 * brand, the shelves the site hands in, and what an operator changes (a game under
 * maintenance, the type order, hot games switched off, showcase wins taken down, maintenance)
 * through the ops channel. Tests that change a brand put it back.
 */
import { gamesApi } from '@lobby/api-client/games';
import { memberApi } from '@lobby/api-client/member';
import { ops } from '@lobby/test-api/ops';
import { createLiveHarness, renderLive, settled, signUpMember } from '@lobby/test-kit/live';
import type { LiveHarness, SeededBrand } from '@lobby/test-kit/live';
import { theme as fubo } from '@lobby/tokens/themes/fubo';
import { theme as helo8 } from '@lobby/tokens/themes/helo8';
import { theme as nexbet } from '@lobby/tokens/themes/nexbet';
import { theme as theme8 } from '@lobby/tokens/themes/theme8';
import { theme as theme9 } from '@lobby/tokens/themes/theme9';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClassyHome } from './classy-home.tsx';
import { DiamondHome } from './diamond-home.tsx';
import { LiteHome } from './lite-home.tsx';
import { RetroHome } from './retro-home.tsx';
import { ProSleekHome } from './pro-sleek-home.tsx';
import { SoftSleekHome } from './soft-sleek-home.tsx';
import { PREVIEW_PAGE_SIZE, tileStatus, uploadedImage, useLobby } from './use-lobby.ts';
import type { Lobby } from './use-lobby.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The brand's game types as the API answers them (a harness of its own: no shared cache). */
async function typesOf(brand: SeededBrand) {
  const { store } = createLiveHarness({ brand });
  return store.dispatch(gamesApi.endpoints.types.initiate(undefined)).unwrap();
}

/** The brand's listed games of a type, as the API answers them. */
async function gamesOf(brand: SeededBrand, type: string) {
  const { store } = createLiveHarness({ brand });
  return (
    await store.dispatch(gamesApi.endpoints.gamesList.initiate({ type, page_size: 100 })).unwrap()
  ).list;
}

/** A game of the brand by name (listed ones only). */
async function gameNamed(brand: SeededBrand, type: string, name: string) {
  const game = (await gamesOf(brand, type)).find((g) => g.name === name);
  if (!game) throw new Error(`No game "${name}" in ${brand}`);
  return game;
}

/** A member of the brand signed in on a fresh harness, with `money` credited by an operator. */
async function memberWith(brand: SeededBrand, money: number) {
  const harness = createLiveHarness({ brand });
  const { username } = await signUpMember(harness);
  await ops('wallet:adjust', { brand, username, amount: money, remark: 'home test funds' });
  // What the site does on start: reads the profile, so the session holds the new balance.
  await harness.store.dispatch(memberApi.endpoints.profile.initiate({})).unwrap();
  return { harness, username };
}

/** A window the screen opens for a game: records where it was sent and whether it closed. */
function capturePopup() {
  const popup = { location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

/** The labels of the game-type navigation, in the order shown. */
function shownTypes(role: 'button' | 'tab'): string[] {
  const nav =
    role === 'tab'
      ? screen.getByRole('tablist', { name: 'Game types' })
      : screen.getByRole('group', { name: 'Game types' });
  return within(nav)
    .getAllByRole(role)
    .map((element) => element.textContent ?? '');
}

const LAYOUTS = [
  {
    variant: 'DIAMOND',
    Screen: DiamondHome,
    brand: 'nexbet',
    brandName: 'NexBet',
    theme: nexbet,
    nav: 'button',
    // JASONLEE88's seeded win of 1,288,000 minor units in the brand's currency.
    win: 'RM12,880.00',
    withCounts: false,
  },
  {
    variant: 'RETRO',
    Screen: RetroHome,
    brand: 'fubo',
    brandName: 'Fubo',
    theme: fubo,
    nav: 'button',
    win: '¥1,288,000',
    withCounts: true,
  },
  {
    variant: 'LITE',
    Screen: LiteHome,
    brand: 'helo8',
    brandName: 'Helo8',
    theme: helo8,
    nav: 'tab',
    win: '¥12,880.00',
    withCounts: false,
  },
  // The three newer variants, each on a brand of another currency.
  {
    variant: 'CLASSY',
    Screen: ClassyHome,
    brand: 'fubo',
    brandName: 'Fubo',
    theme: theme8,
    nav: 'button',
    win: '¥1,288,000',
    withCounts: false,
  },
  {
    variant: 'SOFT-SLEEK',
    Screen: SoftSleekHome,
    brand: 'helo8',
    brandName: 'Helo8',
    theme: theme9,
    nav: 'button',
    win: '¥12,880.00',
    withCounts: false,
  },
  {
    variant: 'PRO-SLEEK',
    Screen: ProSleekHome,
    brand: 'nexbet',
    brandName: 'NexBet',
    theme: nexbet,
    nav: 'button',
    win: 'RM12,880.00',
    withCounts: false,
  },
] as const;

describe('home layouts', () => {
  it.each(LAYOUTS)(
    '$variant shows the brand’s banners, its types in sort order, hot games and top winners',
    async ({ Screen, brand, brandName, theme, nav, win, withCounts }) => {
      const types = await typesOf(brand);
      // The seeded sort (Sport 1, SlotMachine 2, Casino 3), then the other types.
      expect(types.slice(0, 3).map((t) => t.name)).toEqual(['Sports', 'Slots', 'Live Casino']);
      renderLive(
        (session) => <Screen session={session} brandName={brandName} onRequireSignIn={() => {}} />,
        { brand, theme },
      );
      expect(await screen.findAllByText('Every match, live odds')).not.toHaveLength(0);
      // Hot games come first: the seeded hot game of the slots.
      expect(await screen.findByRole('button', { name: /^Play Jade Emperor/ })).toBeVisible();
      expect(await screen.findByText('ja***88', { exact: false })).toBeVisible();
      expect(screen.getAllByText(win).length).toBeGreaterThan(0);
      await waitFor(() => expect(shownTypes(nav)).toHaveLength(types.length + 1));
      expect(shownTypes(nav)).toEqual([
        'Hot',
        ...types.map((t) => (withCounts ? `${t.name}${t.count}` : t.name)),
      ]);
    },
  );

  it('draws the RETRO type tiles’ artwork as images behind their names, never as CSS', async () => {
    renderLive(
      (session) => <RetroHome session={session} brandName="Fubo" onRequireSignIn={() => {}} />,
      { brand: 'fubo', theme: fubo },
    );
    const group = await screen.findByRole('group', { name: 'Game types' });
    await waitFor(() => expect(within(group).getAllByRole('button').length).toBeGreaterThan(1));
    for (const tile of within(group).getAllByRole('button')) {
      const art = tile.querySelector('img');
      expect(art).toHaveAttribute('alt', '');
      expect(art?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    }
    // A CSS background's SVG is loaded while the browser computes styles: none in the rules.
    const rules = Array.from(document.querySelectorAll('style'), (s) => s.textContent).join('');
    expect(rules).not.toContain('data:image/svg');
  });

  it.each(LAYOUTS)(
    '$variant links the chosen type to its provider list and shows the shelves it is given',
    async ({ Screen, brand, brandName, theme, nav }) => {
      const user = userEvent.setup();
      renderLive(
        (session) => (
          <Screen
            session={session}
            brandName={brandName}
            onRequireSignIn={() => {}}
            shelves={<p>Member shelves</p>}
          />
        ),
        { brand, theme, path: '/' },
      );
      expect(screen.getByText('Member shelves')).toBeVisible();
      // The hot list is no game type: it has no provider list to link to.
      expect(await screen.findByRole('button', { name: /^Play Jade Emperor/ })).toBeVisible();
      expect(screen.queryByRole('link', { name: / providers$/ })).toBeNull();
      const types =
        nav === 'tab'
          ? screen.getByRole('tablist', { name: 'Game types' })
          : screen.getByRole('group', { name: 'Game types' });
      await user.click(await within(types).findByRole(nav, { name: /^Live Casino/ }));
      const link = await screen.findByRole('link', { name: 'Live Casino providers' });
      expect(link).toHaveAttribute('href', '/games/Casino');
      await user.click(link);
      expect(await screen.findByText('elsewhere')).toBeVisible();
    },
  );

  it('asks a guest to sign in before playing, and lists the games of a chosen type', async () => {
    const user = userEvent.setup();
    const onRequireSignIn = vi.fn();
    const slots = (await typesOf('default')).find((t) => t.type === 'SlotMachine');
    renderLive(
      (session) => (
        <DiamondHome session={session} brandName="Lobby" onRequireSignIn={onRequireSignIn} />
      ),
      { brand: 'default' },
    );
    await user.click(await screen.findByRole('button', { name: /^Play Jade Emperor/ }));
    expect(onRequireSignIn).toHaveBeenCalledOnce();
    // The banner's Play button asks too.
    await user.click(await screen.findByRole('button', { name: 'Play now' }));
    expect(onRequireSignIn).toHaveBeenCalledTimes(2);

    const types = screen.getByRole('group', { name: 'Game types' });
    await user.click(within(types).getByRole('button', { name: 'Sports' }));
    expect(await screen.findByRole('button', { name: /^Play Velocity Sportsbook/ })).toBeVisible();
    expect(within(types).getByRole('button', { name: 'Sports' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sports' })).toBeVisible();

    // A seeded game under maintenance shows, greyed out; a closed one is not listed.
    await user.click(within(types).getByRole('button', { name: 'Live Casino' }));
    expect(await screen.findByRole('button', { name: /^Play Blackjack VIP Table/ })).toBeDisabled();
    // The first page of a type shows twelve tiles; "Show all" names every game of the type
    // (more than home loads at first) and brings them all, in the server's order (hot first);
    // a closed game is never among them.
    await user.click(within(types).getByRole('button', { name: 'Slots' }));
    const grid = await screen.findByRole('list', { name: 'Slots' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(12);
    const listed = await gamesOf('default', 'SlotMachine');
    expect(listed.length).toBeGreaterThan(PREVIEW_PAGE_SIZE);
    expect(listed.length).toBeLessThanOrEqual(slots?.count ?? 0);
    await user.click(screen.getByRole('button', { name: `Show all ${listed.length}` }));
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(listed.length));
    const names = within(grid)
      .getAllByRole('button')
      .map((tile) => tile.textContent ?? '');
    names.forEach((name, i) => expect(name).toContain(listed[i]?.name));
    expect(within(grid).queryByText('Sunken Galleon')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Show all/ })).toBeNull();
  });

  it('says so when a type has no games, when loading fails and when nobody has won', async () => {
    const user = userEvent.setup();
    // The brand takes its showcase wins down; no member of this fresh server has won yet.
    // (Only this test looks at the default brand's winners.)
    await ops('winners:clear-featured', { brand: 'default' });
    const horses = await gamesOf('default', 'Horse');
    expect(horses.length).toBeGreaterThan(0);
    renderLive(
      (session) => <DiamondHome session={session} brandName="Lobby" onRequireSignIn={() => {}} />,
      { brand: 'default' },
    );
    expect(await screen.findByText('No winners yet')).toBeVisible();
    const types = await screen.findByRole('group', { name: 'Game types' });
    await within(types).findByRole('button', { name: 'Horse Racing' });
    try {
      // The operator closes every horse-racing game while the lobby is open.
      for (const game of horses)
        await ops('game:status', { brand: 'default', id: game.id, status: 0 });
      await user.click(within(types).getByRole('button', { name: 'Horse Racing' }));
      expect(await screen.findByText('No games yet')).toBeVisible();
    } finally {
      for (const game of horses)
        await ops('game:status', { brand: 'default', id: game.id, status: game.status });
    }
    try {
      // Maintenance starts: the next list fails to load.
      await ops('maintenance:on', { brand: 'default' });
      await user.click(within(types).getByRole('button', { name: 'Esports' }));
      expect(await screen.findByText('Load Failed, Please Try Again')).toBeVisible();
    } finally {
      await ops('maintenance:off', { brand: 'default' });
    }
  });

  it('shows the welcome strip with sign-in buttons for guests', async () => {
    const user = userEvent.setup();
    renderLive(
      (session) => <DiamondHome session={session} brandName="NexBet" onRequireSignIn={() => {}} />,
      { brand: 'nexbet', path: '/' },
    );
    await waitFor(() => expect(screen.getByText('New to NexBet?')).toBeVisible());
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Join now' }));
    expect(await screen.findByText('elsewhere')).toBeVisible();
  });

  it('greets a member with the balance and opens a game in a new window', async () => {
    const user = userEvent.setup();
    const { harness, username } = await memberWith('default', 5_000_00);
    const { popup } = capturePopup();
    renderLive(
      (session) => <DiamondHome session={session} brandName="Lobby" onRequireSignIn={() => {}} />,
      { harness, path: '/' },
    );
    expect(await screen.findByText(`Good to see you, ${username}`)).toBeVisible();
    expect(await screen.findByText('$5,000.00')).toBeVisible();
    act(() => harness.session.setBalanceVisible(false));
    expect(screen.getByText('****')).toBeVisible();

    await user.click(await screen.findByRole('button', { name: /^Play Jade Emperor/ }));
    await waitFor(() => expect(popup.location.href).toContain('/api/v1/demo/provider/play?'));
    const launched = new URL(popup.location.href);
    expect(launched.searchParams.get('theme')).toBe('DIAMOND');
    expect(launched.searchParams.get('token')).not.toBe('');
    // The provider's page opens with that link.
    expect((await fetch(launched)).status).toBe(200);

    // A game whose provider is under maintenance (Thunder Paddock, seeded so): the server
    // refuses the launch, the blank window closes and the member reads why.
    const types = screen.getByRole('group', { name: 'Game types' });
    await user.click(within(types).getByRole('button', { name: 'Sports' }));
    await user.click(await screen.findByRole('button', { name: /^Play Paddock Sportsbook/ }));
    await waitFor(() => expect(popup.close).toHaveBeenCalledOnce());
    expect(harness.toasts).toEqual(['This game is not available right now']);

    await user.click(screen.getByRole('button', { name: 'My page' }));
    expect(await screen.findByText('elsewhere')).toBeVisible();
  });

  it('greets a member by name in the RETRO and LITE layouts', async () => {
    const { harness, username } = await memberWith('default', 1_00);
    const greet = async (ui: (session: LiveHarness['session']) => ReactElement) => {
      renderLive(ui, { harness });
      // The hot games arrive after the member's data: a loaded machine may take seconds.
      await screen.findByRole('button', { name: /^Play Jade Emperor/ }, { timeout: 30_000 });
    };
    await greet((session) => (
      <RetroHome session={session} brandName="Lobby" onRequireSignIn={() => {}} />
    ));
    expect(screen.getByText(`Ready for another round, ${username}?`)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join now' })).toBeNull();
    cleanup();
    await greet((session) => (
      <LiteHome session={session} brandName="Lobby" onRequireSignIn={() => {}} />
    ));
    expect(screen.getByRole('heading', { level: 1, name: `Hi, ${username}` })).toBeVisible();
  });

  it.each([
    ['CLASSY', ClassyHome],
    ['SOFT-SLEEK', SoftSleekHome],
    ['PRO-SLEEK', ProSleekHome],
  ] as const)(
    '%s keeps DIAMOND’s welcome: join buttons for a guest, the balance for a member',
    async (_variant, Screen) => {
      const user = userEvent.setup();
      renderLive(
        (session) => <Screen session={session} brandName="NexBet" onRequireSignIn={() => {}} />,
        { brand: 'nexbet', path: '/' },
      );
      const guest = await screen.findByRole('region', { name: 'Join us' });
      expect(within(guest).getByText('New to NexBet?')).toBeVisible();
      expect(within(guest).getByRole('button', { name: 'Sign in' })).toBeVisible();
      expect(screen.getByRole('heading', { level: 1, name: 'NexBet lobby' })).toBeInTheDocument();
      await user.click(within(guest).getByRole('button', { name: 'Join now' }));
      expect(await screen.findByText('elsewhere')).toBeVisible();
      cleanup();

      const { harness, username } = await memberWith('default', 2_500_00);
      renderLive(
        (session) => <Screen session={session} brandName="Lobby" onRequireSignIn={() => {}} />,
        { harness, path: '/' },
      );
      const member = await screen.findByRole('region', { name: 'Your balance' });
      expect(await within(member).findByText(`Good to see you, ${username}`)).toBeVisible();
      expect(await within(member).findByText('$2,500.00')).toBeVisible();
      await user.click(within(member).getByRole('button', { name: 'My page' }));
      expect(await screen.findByText('elsewhere')).toBeVisible();
    },
  );

  it('tells a member when a featured game went under maintenance', async () => {
    const user = userEvent.setup();
    // The sports banner features the seeded hot sports game.
    const featured = await gameNamed('default', 'Sport', 'Velocity Sportsbook');
    const { harness } = await memberWith('default', 1_00);
    const open = vi.spyOn(window, 'open');
    await ops('game:status', { brand: 'default', id: featured.id, status: 2 });
    try {
      // LITE's carousel does not move on by itself, so the first banner stays in front.
      renderLive(
        (session) => <LiteHome session={session} brandName="Lobby" onRequireSignIn={() => {}} />,
        { harness, theme: helo8 },
      );
      expect(await screen.findByText('Every match, live odds')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Play now' }));
      expect(
        await screen.findByText('Velocity Sportsbook is not available right now.'),
      ).toBeVisible();
      expect(open).not.toHaveBeenCalled();
    } finally {
      await ops('game:status', { brand: 'default', id: featured.id, status: featured.status });
    }
  });

  it('follows the brand’s switches: hot games off and the operator’s type order', async () => {
    const hot = (await ops('brand:set-permission', {
      brand: 'default',
      path: 'game.show_hot_game',
      value: 0,
    })) as { previous: number };
    const casino = (await ops('brand:set-permission', {
      brand: 'default',
      path: 'game.game_type_sort.Casino',
      value: 0,
    })) as { previous: number };
    try {
      const types = await typesOf('default');
      expect(types[0]?.name).toBe('Live Casino');
      renderLive(
        (session) => <DiamondHome session={session} brandName="Lobby" onRequireSignIn={() => {}} />,
        { brand: 'default' },
      );
      // No Hot entry: the first type is chosen and its games are listed.
      expect(await screen.findByRole('button', { name: /^Play Lantern Baccarat/ })).toBeVisible();
      await waitFor(() => expect(shownTypes('button')).toEqual(types.map((t) => t.name)));
      expect(screen.getByRole('button', { name: 'Live Casino' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      cleanup();
      renderLive(
        (session) => <LiteHome session={session} brandName="Lobby" onRequireSignIn={() => {}} />,
        { brand: 'default', theme: helo8 },
      );
      await waitFor(() => expect(shownTypes('tab')).toEqual(types.map((t) => t.name)));
    } finally {
      await ops('brand:set-permission', {
        brand: 'default',
        path: 'game.game_type_sort.Casino',
        value: casino.previous,
      });
      await ops('brand:set-permission', {
        brand: 'default',
        path: 'game.show_hot_game',
        value: hot.previous,
      });
    }
  });
});

describe('useLobby', () => {
  it('keeps the props of the sections it feeds when another of its calls answers again', async () => {
    const seen: Lobby[] = [];
    const harness = createLiveHarness({ brand: 'nexbet' });
    // One `onRequireSignIn` for every render, as the site hands it in.
    const onRequireSignIn = () => {};
    function Probe() {
      seen.push(useLobby({ session: harness.session, onRequireSignIn }));
      return null;
    }
    renderLive(<Probe />, { harness });
    await settled(harness, ['bannerGames', 'hot', 'topWinners', 'types']);
    // The store holds the answers before React has drawn them: wait for the render that shows
    // them, so the props compared below are the loaded ones, not the empty first ones.
    await waitFor(() => {
      const last = seen.at(-1);
      expect(last?.slides.length).toBeGreaterThan(0);
      expect(last?.types.length).toBeGreaterThan(0);
      expect(last?.grid.games.length).toBeGreaterThan(0);
      expect(last?.board.loading).toBe(false);
    });
    await settled(harness);
    const renders = seen.length;
    const before = seen.at(-1);
    if (!before) throw new Error('useLobby never rendered');
    // The winners are asked for again: the home renders (the call is on its way, then back).
    await act(() =>
      harness.store
        .dispatch(gamesApi.endpoints.topWinners.initiate(undefined, { forceRefetch: true }))
        .unwrap(),
    );
    await settled(harness);
    // React renders what the store changed a task later (outside `act`): waited for.
    await waitFor(() => expect(seen.length).toBeGreaterThan(renders));
    const after = seen.at(-1);
    expect(after?.slides).toBe(before.slides);
    expect(after?.types).toBe(before.types);
    expect(after?.grid.games).toBe(before.grid.games);
    expect(after?.grid.onPlay).toBe(before.grid.onPlay);
    expect(after?.grid.onShowAll).toBe(before.grid.onShowAll);
    expect(after?.play).toBe(before.play);
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
