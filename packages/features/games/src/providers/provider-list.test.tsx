/**
 * The provider lists against the reference API: the seeded providers of a type in every
 * layout, the maintenance state, the member's balance in each provider's wallet after a real
 * transfer, and choosing a provider opening its game list.
 */
import { walletApi } from '@lobby/api-client/wallet';
import { renderLive, settled } from '@lobby/test-kit/live';
import { theme as fubo } from '@lobby/tokens/themes/fubo';
import { theme as helo8 } from '@lobby/tokens/themes/helo8';
import { theme as nexbet } from '@lobby/tokens/themes/nexbet';
import { theme as theme8 } from '@lobby/tokens/themes/theme8';
import { theme as theme9 } from '@lobby/tokens/themes/theme9';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { channel, member } from '../testing/members.ts';
import { ClassyProviderList } from './classy-provider-list.tsx';
import { DiamondProviderList } from './diamond-provider-list.tsx';
import { LiteProviderList } from './lite-provider-list.tsx';
import { RetroProviderList } from './retro-provider-list.tsx';
import { ProSleekProviderList } from './pro-sleek-provider-list.tsx';
import { SoftSleekProviderList } from './soft-sleek-provider-list.tsx';
import { providerState } from './use-provider-list.ts';

const SLOT_PROVIDERS = [
  'Aurora Gaming',
  'Jade Dragon Slots',
  'Golden Reef',
  'Pixel Pachi',
  'Skyline Originals',
];

const LAYOUTS = [
  { variant: 'DIAMOND', Screen: DiamondProviderList, theme: undefined },
  { variant: 'RETRO', Screen: RetroProviderList, theme: fubo },
  { variant: 'LITE', Screen: LiteProviderList, theme: helo8 },
  { variant: 'CLASSY', Screen: ClassyProviderList, theme: theme8 },
  { variant: 'SOFT-SLEEK', Screen: SoftSleekProviderList, theme: theme9 },
  { variant: 'PRO-SLEEK', Screen: ProSleekProviderList, theme: nexbet },
] as const;

/** The layouts of the three later variants, each held to DIAMOND's roles and names. */
const NEWER = LAYOUTS.filter((layout) =>
  ['CLASSY', 'SOFT-SLEEK', 'PRO-SLEEK'].includes(layout.variant),
);

/** The roles the end-to-end tests and assistive technology find a screen by. */
const ROLES = ['heading', 'link', 'button', 'region', 'list', 'listitem', 'img', 'status'] as const;

/**
 * Every role and accessible name on screen, and every piece of text, as sorted unique lines:
 * the accessible name comes from Testing Library's own computation (the `name` matcher is
 * handed it), so two layouts compare exactly as a screen reader tells them apart.
 */
function exposed(container: HTMLElement): string[] {
  const found = new Set<string>();
  for (const role of ROLES) {
    within(container).queryAllByRole(role, {
      name: (name) => {
        found.add(`${role}: ${name}`);
        return true;
      },
    });
  }
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) found.add(`text: ${text}`);
  }
  return [...found].sort();
}

const props = () => ({ brandName: 'Lobby', onRequireSignIn: vi.fn() });

describe('provider list', () => {
  it.each(LAYOUTS)(
    '$variant lists the seeded providers of a type, each leading to its games',
    async ({ Screen, theme }) => {
      renderLive((session) => <Screen session={session} {...props()} />, {
        brand: 'default',
        at: '/games/SlotMachine',
        path: '/games/:gameType',
        ...(theme ? { theme } : {}),
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Slots providers' }),
      ).toBeVisible();
      const list = await screen.findByRole('list', { name: 'Providers' });
      for (const name of SLOT_PROVIDERS) {
        const link = within(list).getByRole('link', { name: new RegExp(name) });
        expect(link.getAttribute('href')).toMatch(/^\/games\/list\/SlotMachine\?channel=\d+$/);
      }
      // A guest sees no wallet balances.
      expect(screen.queryByText('Your balance')).toBeNull();
      expect(screen.getByRole('link', { name: /All Slots games/ })).toHaveAttribute(
        'href',
        '/games/list/SlotMachine',
      );
    },
  );

  it.each(NEWER)(
    "$variant exposes every role, name and text DIAMOND does, with a member's balances",
    async ({ Screen, theme }) => {
      const { harness } = await member(200_000);
      const sky = await channel(harness, 'SKY');
      await harness.store
        .dispatch(
          walletApi.endpoints.transfer.initiate({ action: 1, amount: 12_345, channel_id: sky.id }),
        )
        .unwrap();
      const mount = (Layout: typeof DiamondProviderList, withTheme?: typeof theme) =>
        renderLive(<Layout session={harness.session} {...props()} />, {
          harness,
          at: '/games/SlotMachine',
          path: '/games/:gameType',
          ...(withTheme ? { theme: withTheme } : {}),
        });
      // Every provider's wallet answered: a balance in each, no skeleton left.
      const walletsShown = async () => {
        const list = await screen.findByRole('list', { name: 'Providers' });
        expect(await within(list).findByText('$123.45')).toBeVisible();
        await waitFor(() =>
          expect(within(list).getAllByText(/^\$\d/)).toHaveLength(SLOT_PROVIDERS.length),
        );
      };
      const diamond = mount(DiamondProviderList);
      await walletsShown();
      await settled(harness);
      const expected = exposed(diamond.container);
      diamond.unmount();
      const ours = mount(Screen, theme);
      await walletsShown();
      await settled(harness);
      expect(exposed(ours.container)).toEqual(expected);
    },
  );

  it.each(NEWER)(
    '$variant exposes every role, name and text DIAMOND does, to a guest, maintenance included',
    async ({ Screen, theme }) => {
      const mount = (Layout: typeof DiamondProviderList, withTheme?: typeof theme) =>
        renderLive((session) => <Layout session={session} {...props()} />, {
          brand: 'default',
          at: '/games/Sport',
          path: '/games/:gameType',
          ...(withTheme ? { theme: withTheme } : {}),
        });
      const diamond = mount(DiamondProviderList);
      await screen.findByRole('list', { name: 'Providers' });
      await settled(diamond.harness);
      const expected = exposed(diamond.container);
      diamond.unmount();
      const ours = mount(Screen, theme);
      const list = await screen.findByRole('list', { name: 'Providers' });
      await settled(ours.harness);
      expect(exposed(ours.container)).toEqual(expected);
      // Thunder Paddock is seeded under maintenance: shown as such, and not a way in.
      expect(within(list).queryByRole('link', { name: /Thunder Paddock/ })).toBeNull();
      const row = within(list).getByText('Thunder Paddock').closest('[data-unavailable]');
      expect(row).toHaveTextContent('Maintenance');
    },
  );

  it('shows a provider under maintenance as such, and not as a way in', async () => {
    renderLive((session) => <LiteProviderList session={session} {...props()} />, {
      brand: 'default',
      at: '/games/Sport',
      path: '/games/:gameType',
    });
    const list = await screen.findByRole('list', { name: 'Providers' });
    expect(within(list).getByRole('link', { name: /Velocity Sports/ })).toBeVisible();
    // Thunder Paddock is seeded under maintenance.
    expect(within(list).queryByRole('link', { name: /Thunder Paddock/ })).toBeNull();
    const row = within(list).getByText('Thunder Paddock').closest('[data-unavailable]');
    expect(row).toHaveTextContent('Maintenance');
  });

  it("shows a member's balance in each provider's wallet", async () => {
    const { harness } = await member(200_000);
    const sky = await channel(harness, 'SKY');
    await harness.store
      .dispatch(
        walletApi.endpoints.transfer.initiate({ action: 1, amount: 12_345, channel_id: sky.id }),
      )
      .unwrap();
    renderLive(<DiamondProviderList session={harness.session} {...props()} />, {
      harness,
      at: '/games/SlotMachine',
      path: '/games/:gameType',
    });
    const link = await screen.findByRole('link', { name: /Skyline Originals/ });
    expect(await within(link).findByText('$123.45')).toBeVisible();
    const aurora = screen.getByRole('link', { name: /Aurora Gaming/ });
    expect(await within(aurora).findByText('$0.00')).toBeVisible();
  });

  it('opens the game list of the chosen provider', async () => {
    const user = userEvent.setup();
    renderLive((session) => <RetroProviderList session={session} {...props()} />, {
      brand: 'default',
      at: '/games/Casino',
      path: '/games/:gameType',
      theme: fubo,
    });
    await user.click(await screen.findByRole('link', { name: /Red Lantern Live/ }));
    expect(await screen.findByText('elsewhere')).toBeVisible();
  });

  it('says so when a type has no providers', async () => {
    renderLive((session) => <DiamondProviderList session={session} {...props()} />, {
      brand: 'default',
      at: '/games/NoSuchType',
      path: '/games/:gameType',
    });
    expect(await screen.findByText('No providers yet')).toBeVisible();
  });
});

describe('providerState', () => {
  it('reads the spec §3 game status', () => {
    expect([0, 1, 2, 3, 9].map(providerState)).toEqual([
      'closed',
      'open',
      'maintain',
      'partial',
      'closed',
    ]);
  });
});
