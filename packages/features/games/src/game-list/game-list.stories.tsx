import type { Session } from '@lobby/api-client';
import type { AutoTransferResult } from '@lobby/contract/games';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORY_DEMO_URL } from '../testing/story-data.ts';
import { GameStory, storyProps } from '../testing/story-harness.tsx';
import { GameListScreen } from './game-list-screen.tsx';

const meta = {
  title: 'Screens/Games/Game list',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const mount = (at: string, signedIn = true, answers = {}) => (
  <GameStory
    at={at}
    signedIn={signedIn}
    answers={answers}
    render={(session) => (
      <Routes>
        <Route
          path="/games/list/:gameType"
          element={<GameListScreen {...storyProps(session)} pageSize={8} searchDebounceMs={50} />}
        />
      </Routes>
    )}
  />
);

/** Every game of the type, with badges and hearts; a favourite toggles at once. */
export const Default: Story = {
  render: () => mount('/games/list/SlotMachine'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /^Play Northern Lights Fortune/ });
    await expect(canvas.getByText('12 games')).toBeVisible();
    const heart = canvas.getByRole('button', { name: 'Add Northern Lights Fortune to favourites' });
    await userEvent.click(heart);
    await expect(
      await canvas.findByRole('button', { name: 'Remove Northern Lights Fortune from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    // The rest loads as the end of the list scrolls into view, or with "Load more".
    const more = canvas.queryByRole('button', { name: 'Load more' });
    if (more) await userEvent.click(more);
    await expect(await canvas.findByText("That's every game")).toBeInTheDocument();
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Play / })).toHaveLength(12));
  },
};

/** Filtered by a provider and searched by name. */
export const FilteredAndSearched: Story = {
  render: () => mount('/games/list/SlotMachine?channel=2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /^Play Polar Express Riches/ });
    await expect(canvas.getByRole('button', { name: 'Jade Dragon Slots' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search games' }), 'emperor');
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: /^Play Polar Express Riches/ })).toBeNull(),
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Play Jade Emperor/ })).toBeInTheDocument(),
    );
    // Typing on a busy machine can outlast the debounce, sending "em", "emp", ... on the way
    // (two games match those); the list settles on the whole word.
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Play / })).toHaveLength(1));
  },
};

/** Playing: the offer to move money into the provider wallet first. */
export const LaunchOffer: Story = {
  render: () => mount('/games/list/SlotMachine'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Play Velocity Sportsbook/ }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Play Velocity Sportsbook' });
    await expect(await within(dialog).findByText('RM12,500.75')).toBeInTheDocument();
    await expect(within(dialog).getByText('Minimum transfer: RM500.00')).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Move all of the main wallet' }),
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Amount to move in' })).toHaveValue(
      '12500.75',
    );
  },
};

/** What `window.open` handed out in {@link TryForFun}, so its play can see where it was sent. */
const opened = { location: { href: '' }, closed: false, opener: {} as unknown, close() {} };

/**
 * A guest tries a game for fun: no sign-in is asked, and the play-money page opens in a new
 * window (a stand-in here, so browsing the story opens nothing). Open games only.
 */
export const TryForFun: Story = {
  beforeEach: () => {
    const open = window.open;
    opened.location.href = '';
    window.open = () => opened as unknown as Window;
    return () => {
      window.open = open;
    };
  },
  render: () => mount('/games/list/SlotMachine', false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /^Play Crystal Fjord/ });
    await expect(canvas.queryByRole('button', { name: 'Try Crystal Fjord for fun' })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Try Northern Lights Fortune for fun' }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('Northern Lights Fortune opened with play money in a new window.'),
    ).toBeInTheDocument();
    await expect(opened.location.href).toBe(STORY_DEMO_URL);
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** The member's auto-transfer switch turned on in the story's session (once mounted). */
function AutoTransferOn({ session, children }: { session: Session; children: ReactElement }) {
  useEffect(() => {
    const info = session.getUserInfo();
    if (info) session.setUserInfo({ ...info, auto_transfer: true });
  }, [session]);
  return children;
}

/** A member with auto-transfer on whose launch answers `result`, the game's window a stand-in. */
const mountAutoTransfer = (result: AutoTransferResult) => (
  <GameStory
    at="/games/list/SlotMachine"
    answers={{
      '/member/game/launch': () =>
        new Response(
          JSON.stringify({
            url: STORY_DEMO_URL,
            game_id: 7,
            channel_id: 3,
            expires_at: Math.floor(Date.now() / 1000) + 4 * 3600,
            auto_transfer: result,
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    }}
    render={(session) => (
      <AutoTransferOn session={session}>
        <Routes>
          <Route
            path="/games/list/:gameType"
            element={<GameListScreen {...storyProps(session)} pageSize={8} />}
          />
        </Routes>
      </AutoTransferOn>
    )}
  />
);

/** `window.open` answering {@link opened} for a story's play. */
const stubOpen = () => {
  const open = window.open;
  opened.location.href = '';
  window.open = () => opened as unknown as Window;
  return () => {
    window.open = open;
  };
};

/** Auto-transfer on: no offer, the launch moves the whole main wallet in and says so. */
export const AutoTransferLaunch: Story = {
  beforeEach: stubOpen,
  render: () =>
    mountAutoTransfer({
      status: 'moved',
      recalled: 0,
      moved_in: 1_250_075,
      money: 0,
      channel_balance: 1_252_575,
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /^Play Velocity Sportsbook/ }));
    // The amount in the brand's currency of the theme rendering the story.
    await expect(await body.findByText(/ moved into Velocity Sports\.$/)).toBeInTheDocument();
    await expect(opened.location.href).toBe(STORY_DEMO_URL);
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** Auto-transfer on, the move in refused (below the provider's minimum): the game opens anyway. */
export const AutoTransferRefused: Story = {
  beforeEach: stubOpen,
  render: () =>
    mountAutoTransfer({
      status: 'failed',
      code: 'VALIDATION_FAILED',
      key: 'TRANSFER_LIMIT_NOT_MET',
      recalled: 0,
      moved_in: 0,
      money: 20_000,
      channel_balance: 0,
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /^Play Velocity Sportsbook/ }));
    await expect(
      await body.findByText(
        'Your money stayed in your main wallet: The amount does not meet the transfer limit',
      ),
    ).toBeInTheDocument();
    await expect(opened.location.href).toBe(STORY_DEMO_URL);
  },
};

/** Nothing matches the search. */
export const Empty: Story = {
  render: () => mount('/games/list/SlotMachine?search=zzz', false),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No games found')).toBeVisible();
  },
};

/** The list could not be loaded. */
export const Failed: Story = {
  render: () =>
    mount('/games/list/SlotMachine', false, {
      '/member/game/game-list': () =>
        new Response(JSON.stringify({ code: 'INTERNAL', message: 'Boom' }), { status: 500 }),
    }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try again' }),
    ).toBeVisible();
  },
};
