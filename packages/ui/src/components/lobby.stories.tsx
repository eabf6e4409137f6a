import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { BannerCarousel } from './banner-carousel.tsx';
import { GameTileDemo, GameTileFavourite } from './game-tile-actions.tsx';
import { GameTile } from './game-tile.tsx';
import { ProviderTile } from './provider-tile.tsx';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(110px, 1fr));
  gap: 12px;
  @media (min-width: 768px) {
    grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
    gap: 16px;
  }
`;

const List = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 12px;
`;

const meta = {
  title: 'Lobby/Games',
  component: GameTile,
  // A docs page: props table and controls, the stories (variants) below.
  tags: ['autodocs'],
  subcomponents: { ProviderTile, BannerCarousel },
  args: { name: 'Dragon Fortune', provider: 'Lobby Studio', gameType: 'SlotMachine', onPlay: fn() },
} satisfies Meta<typeof GameTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tile: Story = {
  render: (args) => (
    <div style={{ width: 180 }}>
      <GameTile {...args} />
    </div>
  ),
  args: { hot: true },
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement).getByRole('button', {
      name: /^Play Dragon Fortune\s+Lobby Studio/,
    });
    await userEvent.click(tile);
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlay).toHaveBeenCalledTimes(2);
  },
};

/** A tile offering the favourite toggle and the for-fun button beside its play button. */
export const WithActions: Story = {
  render: (args) => (
    <div style={{ width: 180 }}>
      <GameTile
        {...args}
        actions={
          <>
            <GameTileFavourite
              on
              label="Remove Dragon Fortune from favourites"
              onToggle={() => {}}
            />
            <GameTileDemo text="For fun" label="For fun: Dragon Fortune" onTry={() => {}} />
          </>
        }
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Remove Dragon Fortune from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'For fun: Dragon Fortune' })).toBeEnabled();
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

const games = [
  { name: 'Dragon Fortune', provider: 'Lobby Studio', gameType: 'SlotMachine', hot: true },
  { name: 'Baccarat Royale', provider: 'Evo Live', gameType: 'Casino', isNew: true },
  { name: 'Ocean King 3', provider: 'JILI', gameType: 'FishHunting' },
  { name: 'Premier League', provider: 'SBO', gameType: 'Sport', hot: true },
  { name: 'Royal Ascot', provider: 'Turf Club', gameType: 'Horse' },
  { name: 'Lucky 4D', provider: 'Magnum', gameType: 'Lottery', isNew: true },
  { name: 'Mahjong Ways', provider: 'PG Soft', gameType: 'Chess' },
  { name: 'Pachi Paradise', provider: 'Kyoraku', gameType: 'Pachinko' },
  { name: 'Dota Arena', provider: 'TF Gaming', gameType: 'Esport' },
  { name: 'Sic Bo Deluxe', provider: 'Evo Live', gameType: 'Casino' },
  { name: 'Gates of Gold', provider: 'Pragmatic Play', gameType: 'SlotMachine' },
  { name: 'Fishing War', provider: 'Spadegaming', gameType: 'FishHunting', status: 'maintain' },
] as const;

export const LobbyGrid: Story = {
  render: () => (
    <Grid>
      {games.map((g) => (
        <GameTile key={g.name} {...g} onPlay={() => {}} />
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(games.length);
    await expect(canvas.getByRole('button', { name: /Fishing War.*Maintenance/ })).toBeDisabled();
  },
};

export const Maintenance: Story = {
  render: (args) => (
    <div style={{ width: 180 }}>
      <GameTile {...args} status="maintain" />
    </div>
  ),
};

const providers = [
  { name: 'Pragmatic Play', gameType: 'SlotMachine', gameCount: 248 },
  { name: 'JILI', gameType: 'FishHunting', gameCount: 36 },
  { name: 'Evolution', gameType: 'Casino', gameCount: 112 },
  { name: 'SBO Sports', gameType: 'Sport', gameCount: 1 },
  { name: 'PG Soft', gameType: 'SlotMachine', gameCount: 151, status: 'maintain' },
  { name: 'Magnum 4D', gameType: 'Lottery', gameCount: 4 },
] as const;

export const Providers: Story = {
  render: () => (
    <List>
      {providers.map((p) => (
        <ProviderTile key={p.name} {...p} onSelect={() => {}} />
      ))}
    </List>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Pragmatic Play/ })).toHaveTextContent(
      '248 games',
    );
    await expect(canvas.getByRole('button', { name: /PG Soft/ })).toBeDisabled();
  },
};

const slides = [
  {
    id: 'welcome',
    title: 'Welcome Bonus 100%',
    subtitle: 'Double your first deposit up to RM 500',
    ctaLabel: 'Claim now',
    artworkKind: 'slots',
  },
  {
    id: 'cashback',
    title: 'Weekly Cashback 10%',
    subtitle: 'Every Monday, straight to your wallet',
    ctaLabel: 'Learn more',
    artworkKind: 'cards',
  },
  {
    id: 'worldcup',
    title: 'Football Fiesta',
    subtitle: 'Boosted odds on every match day',
    ctaLabel: 'Bet now',
    artworkKind: 'football',
  },
] as const;

export const Banner: Story = {
  render: () => <BannerCarousel slides={slides} interval={0} />,
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('button', { name: 'Slide 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 3 of 3' }));
    await expect(canvas.getByRole('button', { name: 'Slide 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const BannerAutoplay: Story = {
  render: () => <BannerCarousel slides={slides} interval={4000} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pause = canvas.getByRole('button', { name: 'Pause slides' });
    await userEvent.click(pause);
    await expect(canvas.getByRole('button', { name: 'Play slides' })).toBeVisible();
  },
};
