import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { VariantStack } from '@lobby/test-kit/variant-stack';
import { expect, within } from 'storybook/test';
import { GameStory, storyProps } from '../testing/story-harness.tsx';
import { ClassyProviderList } from './classy-provider-list.tsx';
import { DiamondProviderList } from './diamond-provider-list.tsx';
import { LiteProviderList } from './lite-provider-list.tsx';
import { RetroProviderList } from './retro-provider-list.tsx';
import { ProSleekProviderList } from './pro-sleek-provider-list.tsx';
import { SoftSleekProviderList } from './soft-sleek-provider-list.tsx';

const meta = {
  title: 'Screens/Games/Provider list',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each visual variant's layout of this screen. */
const PROVIDER_LISTS = {
  DIAMOND: DiamondProviderList,
  RETRO: RetroProviderList,
  LITE: LiteProviderList,
  CLASSY: ClassyProviderList,
  'SOFT-SLEEK': SoftSleekProviderList,
  'PRO-SLEEK': ProSleekProviderList,
} as const;

const at = '/games/SlotMachine';
const mount = (Screen: typeof DiamondProviderList, signedIn = true) => (
  <GameStory
    at={at}
    signedIn={signedIn}
    render={(session) => (
      <Routes>
        <Route path="/games/:gameType" element={<Screen {...storyProps(session)} />} />
      </Routes>
    )}
  />
);

/** Checks every provider shows, maintenance is not a link, and a member sees a balance. */
const checks = (signedIn: boolean) =>
  (async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Providers' });
    await expect(within(list).getByRole('link', { name: /Aurora Gaming/ })).toHaveAttribute(
      'href',
      '/games/list/SlotMachine?channel=1',
    );
    await expect(within(list).queryByRole('link', { name: /Thunder Paddock/ })).toBeNull();
    await expect(within(list).getAllByText('Maintenance').length).toBeGreaterThan(0);
    if (signedIn) await expect(await within(list).findByText('RM100.50')).toBeVisible();
    else await expect(within(list).queryByText('Your balance')).toBeNull();
  }) satisfies Story['play'];

/** DIAMOND: a jewelled hero and artwork cards with the member's balance in each provider. */
export const Diamond: Story = {
  parameters: { lobbyVariant: 'DIAMOND' },
  render: () => mount(DiamondProviderList),
  play: checks(true),
};

/** RETRO: framed poster tiles with a ticket strip for the balance. */
export const Retro: Story = {
  parameters: { lobbyVariant: 'RETRO' },
  render: () => mount(RetroProviderList),
  play: checks(true),
};

/** LITE: one plain list of rows. */
export const Lite: Story = {
  parameters: { lobbyVariant: 'LITE' },
  render: () => mount(LiteProviderList),
  play: checks(true),
};

/** CLASSY: a brass-lined serif head over framed playing cards with a balance plate. */
export const Classy: Story = {
  parameters: { lobbyVariant: 'CLASSY' },
  render: () => mount(ClassyProviderList),
  play: async (context) => {
    await checks(true)(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('link', { name: 'All Slots games' })).toHaveAttribute(
      'href',
      '/games/list/SlotMachine',
    );
  },
};

/** SOFT-SLEEK: a pastel hero and floating rounded cards with round artwork. */
export const SoftSleek: Story = {
  parameters: { lobbyVariant: 'SOFT-SLEEK' },
  render: () => mount(SoftSleekProviderList),
  play: async (context) => {
    await checks(true)(context);
    // The lead invites the pick, as DIAMOND's hero does.
    await expect(
      within(context.canvasElement).getByText('Pick a provider to see its games.'),
    ).toBeVisible();
  },
};

/** PRO-SLEEK: a condensed header bar over a dense board of provider rows. */
export const ProSleek: Story = {
  parameters: { lobbyVariant: 'PRO-SLEEK' },
  render: () => mount(ProSleekProviderList),
  play: async (context) => {
    await checks(true)(context);
    const list = within(context.canvasElement).getByRole('list', { name: 'Providers' });
    // Lotus Lottery is only partly closed: still a way in, with its state shown.
    await expect(within(list).getByRole('link', { name: /Lotus Lottery/ })).toBeVisible();
    await expect(within(list).getByText('Some games closed')).toBeVisible();
  },
};

/** A guest: no balances. */
export const Guest: Story = {
  render: () => mount(DiamondProviderList, false),
  play: checks(false),
};

/** A type without providers. */
export const Empty: Story = {
  render: () => (
    <GameStory
      at={at}
      answers={{ '/member/game/channels': [] }}
      render={(session) => (
        <Routes>
          <Route path="/games/:gameType" element={<LiteProviderList {...storyProps(session)} />} />
        </Routes>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No providers yet')).toBeVisible();
  },
};

/**
 * Every variant's layout side by side, each in a theme of its own group: the designers'
 * stacked view of this screen. Not run as a test: six screens on one page repeat their ids,
 * and each layout is tested on its own above.
 */
export const AllVariants: Story = {
  tags: ['!test'],
  render: () => <VariantStack render={(variant) => mount(PROVIDER_LISTS[variant])} />,
};
