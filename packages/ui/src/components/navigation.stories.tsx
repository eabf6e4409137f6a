import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './button.tsx';
import { PageHeader } from './page-header.tsx';
import { SideMenu, SideMenuItem } from './side-menu.tsx';
import type { TabBarItem } from './tab-bar.tsx';
import { TabBar } from './tab-bar.tsx';
import { Tabs } from './tabs.tsx';
import { Button } from './button.tsx';

const meta = {
  title: 'Navigation/Navigation',
  component: PageHeader,
  // A docs page: props table and controls, the stories (variants) below.
  tags: ['autodocs'],
  subcomponents: { Tabs, TabBar, SideMenu, SideMenuItem },
  args: { title: 'Wallet' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = {
  args: {
    title: 'Transaction records',
    onBack: fn(),
    actions: <IconButton icon="calendar" label="Filter by date" />,
  },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Transaction records' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const HeaderWithMenu: Story = {
  args: {
    title: 'DIAMOND',
    start: <IconButton icon="menu" label="Open menu" />,
    actions: <IconButton icon="bell" label="Messages" />,
  },
  parameters: { layout: 'fullscreen' },
};

export const GameTypeTabs: Story = {
  render: () => (
    <Tabs
      label="Game types"
      items={[
        { id: 'hot', label: 'Hot', content: <p>Hot games</p> },
        { id: 'slots', label: 'Slots', content: <p>Slot games</p> },
        { id: 'casino', label: 'Live Casino', content: <p>Casino tables</p> },
        { id: 'sport', label: 'Sports', content: <p>Sportsbook</p> },
        { id: 'fish', label: 'Fishing', content: <p>Fish hunting</p> },
        { id: 'lottery', label: 'Lottery', content: <p>Lottery draws</p>, disabled: true },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hot = canvas.getByRole('tab', { name: 'Hot' });
    await userEvent.click(hot);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Live Casino' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Casino tables');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Fishing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

const tabItems: TabBarItem[] = [
  { id: 'home', label: 'Home', icon: 'home' },
  { id: 'promotion', label: 'Promotion', icon: 'gift', badge: true },
  { id: 'deposit', label: 'Deposit', icon: 'wallet', prominent: true },
  { id: 'contact', label: 'Contact', icon: 'headset' },
  { id: 'my', label: 'My', icon: 'user', badge: 3 },
];

export const BottomTabBar: Story = {
  render: function Render() {
    const [tab, setTab] = useState('home');
    return (
      <div style={{ paddingTop: 40 }}>
        <TabBar items={tabItems} value={tab} onChange={setTab} fixed={false} />
      </div>
    );
  },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await userEvent.click(nav.getByRole('button', { name: /Promotion/ }));
    await expect(nav.getByRole('button', { name: /Promotion/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('button', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

function Menu({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <div style={{ padding: 16 }}>
        <Button variant="secondary" iconStart="menu" onClick={() => setOpen(true)}>
          Menu
        </Button>
      </div>
      <SideMenu
        open={open}
        onClose={() => setOpen(false)}
        wordmark="DIAMOND"
        welcome={signedIn ? 'Welcome back' : 'Welcome to DIAMOND'}
        guestPrompt="Sign in to play, deposit and claim bonuses."
        {...(signedIn ? { username: 'lucky_mei88' } : {})}
        onSignIn={() => setOpen(false)}
        onLogout={() => setOpen(false)}
      >
        <SideMenuItem icon="home" label="Home" current onClick={() => setOpen(false)} />
        <SideMenuItem icon="gift" label="Promotion" onClick={() => setOpen(false)} />
        <SideMenuItem icon="headset" label="Contact" onClick={() => setOpen(false)} />
        <SideMenuItem icon="crown" label="VIP" onClick={() => setOpen(false)} />
        <SideMenuItem icon="trophy" label="Affiliate" onClick={() => setOpen(false)} />
        <SideMenuItem icon="live" label="Live score" href="https://example.test/live" external />
        <SideMenuItem
          icon="globe"
          label="Language"
          trailing={<span>English</span>}
          onClick={() => setOpen(false)}
        />
        <SideMenuItem icon="download" label="Download app" onClick={() => setOpen(false)} />
      </SideMenu>
    </>
  );
}

/** An open menu covers the page: on the docs page it gets a frame of its own. */
const OWN_FRAME = { story: { inline: false, height: '560px' } };

export const SideMenuGuest: Story = {
  render: () => <Menu signedIn={false} />,
  parameters: { layout: 'fullscreen', docs: OWN_FRAME },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('dialog', { name: 'DIAMOND' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};

export const SideMenuMember: Story = {
  render: () => <Menu signedIn />,
  parameters: { layout: 'fullscreen', docs: OWN_FRAME },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByText('lucky_mei88')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Promotion' }));
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};
