import type { Meta, StoryObj } from '@storybook/react-vite';
import { VariantStack } from '@lobby/test-kit/variant-stack';
import { expect, userEvent, within } from 'storybook/test';
import type { Session } from '@lobby/api-client';
import { MemberStory } from '@lobby/test-kit';
import type { MemberStoryProps } from '@lobby/test-kit';
import { ClassyMyPage } from './classy-my-page.tsx';
import { DiamondMyPage } from './diamond-my-page.tsx';
import { LiteMyPage } from './lite-my-page.tsx';
import { RetroMyPage } from './retro-my-page.tsx';
import { ProSleekMyPage } from './pro-sleek-my-page.tsx';
import { SoftSleekMyPage } from './soft-sleek-my-page.tsx';

const VIP = {
  '/member/vip/progress': {
    level: 3,
    next_level: 4,
    deposit_total: 0,
    turnover_total: 0,
    next_deposit_condition: 0,
    next_turnover_condition: 0,
    claimable: [],
  },
};
/** The screen in a story on this file's canned answers (see `MemberStory`). */
const Harnessed = (props: Omit<MemberStoryProps, 'at' | 'answers'>) => (
  <MemberStory at="/tabs/my" answers={VIP} {...props} />
);

const props = (session: Session) => ({
  session,
  brandName: 'NexBet',
  onLogout: () => {},
  onRequireSignIn: () => {},
  onOpenLanguage: () => {},
  languageName: 'English',
});

const meta = {
  title: 'Screens/My page',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** DIAMOND: profile card with balance and quick actions, grouped lists. */
export const Diamond: Story = {
  parameters: { lobbyVariant: 'DIAMOND' },
  render: () => <Harnessed render={(session) => <DiamondMyPage {...props(session)} />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(canvas.getAllByText('****').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Show balance' }));
  },
};

/** RETRO: framed balance poster and bold icon tiles. */
export const Retro: Story = {
  parameters: { lobbyVariant: 'RETRO' },
  render: () => <Harnessed render={(session) => <RetroMyPage {...props(session)} />} />,
};

/** LITE: a balance line and one list. */
export const Lite: Story = {
  parameters: { lobbyVariant: 'LITE' },
  render: () => <Harnessed render={(session) => <LiteMyPage {...props(session)} />} />,
};

/** CLASSY: a framed felt member panel with brass plaques, and framed serif-titled areas. */
export const Classy: Story = {
  parameters: { lobbyVariant: 'CLASSY' },
  render: () => <Harnessed render={(session) => <ClassyMyPage {...props(session)} />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The money actions live in the member's own region, as DIAMOND's quick actions do.
    const member = canvas.getByRole('region', { name: 'luckymei88' });
    await expect(within(member).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/deposit/index',
    );
    await expect(await canvas.findByText('VIP 3')).toBeVisible();
  },
};

/** SOFT-SLEEK: a floating profile card, bubble actions and rounded tile cards. */
export const SoftSleek: Story = {
  parameters: { lobbyVariant: 'SOFT-SLEEK' },
  render: () => <Harnessed render={(session) => <SoftSleekMyPage {...props(session)} />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wallet = canvas.getByRole('region', { name: 'Wallet' });
    await expect(within(wallet).getByRole('link', { name: 'Bank cards' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(canvas.getAllByText('****').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Show balance' }));
  },
};

/** PRO-SLEEK: a hairline member strip and a board of dense area panels. */
export const ProSleek: Story = {
  parameters: { lobbyVariant: 'PRO-SLEEK' },
  render: () => <Harnessed render={(session) => <ProSleekMyPage {...props(session)} />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12,500.75')).toBeVisible();
    for (const area of ['Wallet', 'Records', 'Rewards', 'Account'])
      await expect(canvas.getByRole('list', { name: area })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

/** A guest on my page: an invitation to sign in, and the areas behind it. */
export const Guest: Story = {
  render: () => (
    <Harnessed signedIn={false} render={(session) => <DiamondMyPage {...props(session)} />} />
  ),
};

/** Each visual variant's layout of this screen, for the stacked view. */
const MY_PAGES = {
  DIAMOND: DiamondMyPage,
  RETRO: RetroMyPage,
  LITE: LiteMyPage,
  CLASSY: ClassyMyPage,
  'SOFT-SLEEK': SoftSleekMyPage,
  'PRO-SLEEK': ProSleekMyPage,
} as const;

/**
 * Every variant's layout side by side, each in a theme of its own group: the designers'
 * stacked view of this screen. Not run as a test: six screens on one page repeat their ids,
 * and each layout is tested on its own above.
 */
export const AllVariants: Story = {
  tags: ['!test'],
  render: () => (
    <VariantStack
      render={(variant) => {
        const MyPage = MY_PAGES[variant];
        return <Harnessed render={(session) => <MyPage {...props(session)} />} />;
      }}
    />
  ),
};
