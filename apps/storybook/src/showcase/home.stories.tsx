import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Avatar,
  BalanceDisplay,
  BannerCarousel,
  Button,
  FloatingActionButton,
  GameTile,
  IconButton,
  PageHeader,
  ProgressMeter,
  TabBar,
  Tabs,
  useLobbyTheme,
} from '@lobby/ui';
import { useStoryBrand } from '@lobby/test-kit/story-brand';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';

/** A lobby home page assembled from the design system: how the pieces look together. */
function HomeScreen() {
  const theme = useLobbyTheme();
  // The balance reads in the currency of the brand the toolbar (or the theme) picks.
  const { currency } = useStoryBrand();
  const [hidden, setHidden] = useState(false);
  const [tab, setTab] = useState('home');
  const games = [
    { name: 'Dragon Fortune', provider: 'Lobby Studio', gameType: 'SlotMachine', hot: true },
    { name: 'Gates of Gold', provider: 'Pragmatic Play', gameType: 'SlotMachine', isNew: true },
    { name: 'Baccarat Royale', provider: 'Evo Live', gameType: 'Casino' },
    { name: 'Ocean King 3', provider: 'JILI', gameType: 'FishHunting', hot: true },
    { name: 'Premier League', provider: 'SBO', gameType: 'Sport' },
    { name: 'Lucky 4D', provider: 'Magnum', gameType: 'Lottery' },
    { name: 'Mahjong Ways', provider: 'PG Soft', gameType: 'Chess' },
    { name: 'Pachi Paradise', provider: 'Kyoraku', gameType: 'Pachinko' },
  ] as const;
  const grid = (
    <Grid>
      {games.map((g) => (
        <GameTile key={g.name} {...g} onPlay={() => {}} />
      ))}
    </Grid>
  );
  return (
    <Page>
      <PageHeader
        title={<Wordmark>{theme.brand.logo.wordmark}</Wordmark>}
        start={<IconButton icon="menu" label="Open menu" />}
        actions={<IconButton icon="bell" label="Messages" />}
      />
      <Main>
        <Wallet>
          <Avatar name="lucky_mei88" vipLevel={3} />
          <BalanceDisplay
            amount={1250075}
            currency={currency}
            hidden={hidden}
            onToggleHidden={() => setHidden((h) => !h)}
            size="lg"
          />
          <Actions>
            <Button size="sm" iconStart="plus">
              Deposit
            </Button>
            <Button size="sm" variant="secondary">
              Withdraw
            </Button>
          </Actions>
        </Wallet>
        <BannerCarousel
          interval={0}
          slides={[
            {
              id: 'welcome-home',
              title: 'Welcome Bonus 100%',
              subtitle: 'Double your first deposit',
              ctaLabel: 'Claim now',
              artworkKind: 'slots',
            },
            {
              id: 'fiesta',
              title: 'Football Fiesta',
              subtitle: 'Boosted odds every match day',
              artworkKind: 'football',
            },
          ]}
        />
        <ProgressMeter kind="vip" label="VIP 3 → VIP 4" value={3800} max={5000} valueText="76%" />
        <Tabs
          label="Game types"
          items={[
            { id: 'hot', label: 'Hot', content: grid },
            { id: 'slots', label: 'Slots', content: grid },
            { id: 'casino', label: 'Casino', content: grid },
            { id: 'sports', label: 'Sports', content: grid },
            { id: 'fishing', label: 'Fishing', content: grid },
          ]}
        />
      </Main>
      {theme.brand.floatingContact ? (
        <FloatingActionButton icon="headset" label="Customer service" />
      ) : null}
      <TabBar
        value={tab}
        onChange={setTab}
        items={[
          { id: 'home', label: 'Home', icon: 'home' },
          { id: 'promotion', label: 'Promotion', icon: 'gift', badge: true },
          { id: 'deposit', label: 'Deposit', icon: 'wallet', prominent: true },
          { id: 'contact', label: 'Contact', icon: 'headset' },
          { id: 'my', label: 'My', icon: 'user' },
        ]}
      />
    </Page>
  );
}

const Page = styled.div`
  min-height: 100vh;
  padding-bottom: calc(${({ theme }) => theme.size.tabBar} + 24px);
  background: ${({ theme }) => theme.color.bgCanvas};
`;

const Wordmark = styled.span`
  color: ${({ theme }) => theme.color.accentText};
`;

const Main = styled.main`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.size.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;

const Wallet = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => `linear-gradient(${theme.gradient.hero.angle}deg, ${theme.gradient.hero.from}, ${theme.gradient.hero.to})`};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.md};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const meta = {
  title: 'Showcase/Home',
  component: HomeScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Casino' }));
    await expect(canvas.getByRole('tab', { name: 'Casino' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(canvas.getByText('****')).toBeVisible();
  },
};
