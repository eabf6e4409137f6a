import type { Meta, StoryObj } from '@storybook/react-vite';
import { VariantStack } from '@lobby/test-kit/variant-stack';
import { expect, userEvent, within } from 'storybook/test';
import type { GameItem } from '@lobby/contract/games';
import type { VariantName } from '@lobby/tokens';
import { ContactScreen } from '../contact/contact-screen.tsx';
import { MemberStory } from '@lobby/test-kit';
import type { MemberStoryProps } from '@lobby/test-kit';
import { GameGrid } from '../parts/game-grid.tsx';
import { Section, SectionHead } from '../parts/section-head.tsx';
import { ClassyHome } from './classy-home.tsx';
import { DiamondHome } from './diamond-home.tsx';
import { LiteHome } from './lite-home.tsx';
import { RetroHome } from './retro-home.tsx';
import { ProSleekHome } from './pro-sleek-home.tsx';
import { SoftSleekHome } from './soft-sleek-home.tsx';

const game = (
  id: number,
  name: string,
  type: string,
  channel: string,
  extra: Record<string, unknown> = {},
) => ({
  id,
  type,
  name,
  channel_id: 1,
  status: 1,
  image: '',
  code: `g${id}`,
  channel_name: channel,
  hot: id % 3 === 0,
  is_new: id % 4 === 0,
  favourite: false,
  sort: id,
  ...extra,
});

const GAMES = [
  game(1, 'Jade Emperor', 'SlotMachine', 'Jade Dragon Slots'),
  game(2, 'Dragon Tiger Live', 'Casino', 'Red Lantern Live'),
  game(3, 'Ocean King Legends', 'FishHunting', 'Aurora Gaming'),
  game(4, 'Velocity Sportsbook', 'Sport', 'Velocity Sports'),
  game(5, 'Meridian 4D', 'Lottery', 'Lucky Meridian', { status: 2 }),
  game(6, 'Mahjong Showdown', 'Chess', 'Lucky Meridian'),
];

const ANSWERS = {
  '/member/game/game-types': [
    { type: 'Sport', name: 'Sports', sort: 1, count: 1, image: '' },
    { type: 'SlotMachine', name: 'Slots', sort: 2, count: 1, image: '' },
    { type: 'Casino', name: 'Live Casino', sort: 3, count: 1, image: '' },
  ],
  '/member/game/hot_game': GAMES,
  '/member/game/game-list': { list: GAMES.slice(0, 3), total: 3, page: 1, page_size: 18 },
  '/member/game/banner-games': [
    {
      type: 'Sport',
      name: 'Sports',
      banners: [
        {
          id: 1,
          title: 'Every match, live odds',
          subtitle: 'Football, basketball, tennis and more',
          image: '',
          game: GAMES[3],
        },
      ],
    },
    {
      type: 'SlotMachine',
      name: 'Slots',
      banners: [
        {
          id: 2,
          title: 'Jackpot season',
          subtitle: 'Progressive prizes every hour',
          image: '',
          game: GAMES[0],
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
      image: '',
      amount: 1_288_000,
      time: 1_700_000_000,
    },
    {
      username: 'me***ng',
      game_id: 2,
      game_name: 'Dragon Tiger Live',
      type: 'Casino',
      image: '',
      amount: 864_500,
      time: 1_700_000_100,
    },
    {
      username: 'ku***ko',
      game_id: 3,
      game_name: 'Ocean King Legends',
      type: 'FishHunting',
      image: '',
      amount: 532_000,
      time: 1_700_000_200,
    },
  ],
  '/contact_list': {
    live_chat_url: 'https://chat.example/?user={username}',
    live_chat: { url: '', script: '' },
    channels: [
      { kind: 'whatsapp', value: '+60 12-345 6789' },
      { kind: 'email', value: 'care@example.com' },
    ],
    social: [{ kind: 'facebook', url: 'https://facebook.com/example' }],
  },
};

/** The screen in a story on this file's canned answers (see `MemberStory`). */
const Harnessed = (props: Omit<MemberStoryProps, 'at' | 'answers'>) => (
  <MemberStory at="/tabs/home" answers={ANSWERS} signedIn={false} {...props} />
);

/** The stand-in shelf's games: four open ones. */
const SHELF_GAMES: readonly GameItem[] = GAMES.slice(0, 4).map((g) => ({ ...g, status: 1 }));

/**
 * Stands in for the shelves the site hands a member's home (the games feature's favourites and
 * recently played): a feature's stories cannot import another feature, so this shows where
 * each layout puts them, with a section of the same shape.
 */
function ShelfStandIn() {
  return (
    <Section aria-labelledby="shelf-title">
      <SectionHead id="shelf-title">Recently played</SectionHead>
      <GameGrid games={SHELF_GAMES} loading={false} onPlay={() => {}} dense />
    </Section>
  );
}

const meta = {
  title: 'Screens/Home',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each visual variant's layout of this screen. */
const HOMES = {
  DIAMOND: DiamondHome,
  RETRO: RetroHome,
  LITE: LiteHome,
  CLASSY: ClassyHome,
  'SOFT-SLEEK': SoftSleekHome,
  'PRO-SLEEK': ProSleekHome,
} as const;

/**
 * A home story: `variant`'s layout for `brandName`, for a guest, or with `member` for a
 * signed-in member with the shelves the site would hand in.
 */
function homeStory(variant: VariantName, brandName: string, { member = false } = {}) {
  const Home = HOMES[variant];
  return () => (
    <Harnessed
      signedIn={member}
      render={(session) => (
        <Home
          session={session}
          brandName={brandName}
          onRequireSignIn={() => {}}
          {...(member ? { shelves: <ShelfStandIn /> } : {})}
        />
      )}
    />
  );
}

/** DIAMOND: carousel, welcome strip, type chips over a dense grid, winners ticker. */
export const Diamond: Story = {
  parameters: { lobbyVariant: 'DIAMOND' },
  render: homeStory('DIAMOND', 'NexBet'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /^Play Jade Emperor/ })).toBeVisible();
  },
};

/** RETRO: poster headline, artwork type tiles and a ranked winners board. */
export const Retro: Story = {
  parameters: { lobbyVariant: 'RETRO' },
  render: homeStory('RETRO', 'Fubo'),
};

/** LITE: compact banner, underline tabs and a plain winners list. */
export const Lite: Story = {
  parameters: { lobbyVariant: 'LITE' },
  render: homeStory('LITE', 'Helo8'),
};

/** DIAMOND for a member: the shelves sit under the balance strip, before the lobby. */
export const DiamondWithShelves: Story = {
  parameters: { lobbyVariant: 'DIAMOND' },
  render: homeStory('DIAMOND', 'NexBet', { member: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Recently played' }),
    ).toBeVisible();
    // Once the types arrive, a type's chip leads on to its providers.
    await userEvent.click(await canvas.findByRole('button', { name: 'Slots' }));
    await expect(await canvas.findByRole('link', { name: 'Slots providers' })).toHaveAttribute(
      'href',
      '/games/SlotMachine',
    );
  },
};

/** RETRO for a member: the shelves come before the type tiles. */
export const RetroWithShelves: Story = {
  parameters: { lobbyVariant: 'RETRO' },
  render: homeStory('RETRO', 'Fubo', { member: true }),
};

/** LITE for a member: the quick-pick tabs first, the shelves after them. */
export const LiteWithShelves: Story = {
  parameters: { lobbyVariant: 'LITE' },
  render: homeStory('LITE', 'Helo8', { member: true }),
};

/** CLASSY: framed masthead, brass-ruled panels and the host's rail of welcome and winners. */
export const Classy: Story = {
  parameters: { lobbyVariant: 'CLASSY' },
  render: homeStory('CLASSY', 'BWC88'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'BWC88 lobby' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /^Play Jade Emperor/ })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Join us' })).toBeVisible();
  },
};

/** SOFT-SLEEK: a pastel greeting card, pill type menu and floating cards. */
export const SoftSleek: Story = {
  parameters: { lobbyVariant: 'SOFT-SLEEK' },
  render: homeStory('SOFT-SLEEK', 'Theme9'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /^Play Jade Emperor/ })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Live Casino' }));
    await expect(
      await canvas.findByRole('link', { name: 'Live Casino providers' }),
    ).toHaveAttribute('href', '/games/Casino');
  },
};

/** PRO-SLEEK: a status bar over a dense desk of markets, games and winners. */
export const ProSleek: Story = {
  parameters: { lobbyVariant: 'PRO-SLEEK' },
  render: homeStory('PRO-SLEEK', 'NexBet'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Hot games' })).toBeVisible();
    await expect(await canvas.findByText('ja***88 on Jade Emperor')).toBeVisible();
  },
};

/** CLASSY for a member: the calling card shows the balance; the shelves open the games side. */
export const ClassyWithShelves: Story = {
  parameters: { lobbyVariant: 'CLASSY' },
  render: homeStory('CLASSY', 'BWC88', { member: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Your balance' });
    await expect(within(card).getByText('Good to see you, luckymei88')).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Recently played' }),
    ).toBeVisible();
  },
};

/** SOFT-SLEEK for a member: the shelves float in right under the greeting and banners. */
export const SoftSleekWithShelves: Story = {
  parameters: { lobbyVariant: 'SOFT-SLEEK' },
  render: homeStory('SOFT-SLEEK', 'Theme9', { member: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Recently played' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'My page' })).toBeVisible();
  },
};

/** PRO-SLEEK for a member: the balance read-out in the status bar, shelves on the centre pane. */
export const ProSleekWithShelves: Story = {
  parameters: { lobbyVariant: 'PRO-SLEEK' },
  render: homeStory('PRO-SLEEK', 'NexBet', { member: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('region', { name: 'Your balance' });
    await expect(within(bar).getByRole('button', { name: 'My page' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Recently played' }),
    ).toBeVisible();
  },
};

/** The contact page: live chat, channels and social pages. */
export const Contact: Story = {
  render: () => (
    <Harnessed render={(session) => <ContactScreen session={session} brandName="NexBet" />} />
  ),
};

/**
 * Every variant's layout side by side, each in a theme of its own group: the designers'
 * stacked view of this screen. Not run as a test: six screens on one page repeat their ids,
 * and each layout is tested on its own above.
 */
export const AllVariants: Story = {
  tags: ['!test'],
  render: () => <VariantStack render={(variant) => homeStory(variant, 'NexBet')()} />,
};
