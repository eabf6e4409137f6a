/**
 * The provider lists against the reference API: the seeded providers of a type in every
 * layout, the maintenance state, the member's balance in each provider's wallet after a real
 * transfer, and choosing a provider opening its game list.
 */
import { gamesApi } from '@lobby/api-client/games';
import { renderLive } from '@lobby/test-kit/live';
import { theme as fubo } from '@lobby/tokens/themes/fubo';
import { theme as helo8 } from '@lobby/tokens/themes/helo8';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { channel, member } from '../testing/members.ts';
import {
  DiamondProviderList,
  LiteProviderList,
  RetroProviderList,
} from './provider-list-layouts.tsx';
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
] as const;

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
        gamesApi.endpoints.transfer.initiate({ action: 1, amount: 12_345, channel_id: sky.id }),
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
