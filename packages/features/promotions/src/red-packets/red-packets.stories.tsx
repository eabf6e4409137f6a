import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FAILING_ANSWERS, nothing, promotionAnswers, storyClaims } from '../testing/story-data.ts';
import { PromotionsStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { RedPacketsScreen } from './red-packets-screen.tsx';

const meta = {
  title: 'Screens/Promotions/Red packets',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const AT = '/red_packet';
const screen = (answers?: Parameters<typeof PromotionsStory>[0]['answers'], signedIn = true) => (
  <PromotionsStory
    at={AT}
    signedIn={signedIn}
    {...(answers ? { answers } : {})}
    render={(session) => <RedPacketsScreen {...storyProps(session)} />}
  />
);

/** The running red packet opens on the server's amount; the festival one is not open yet. */
export const RedPackets: Story = {
  render: () => screen(promotionAnswers({ claims: () => [] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const festival = await canvas.findByRole('region', { name: 'Festival Red Packet' });
    await expect(within(festival).getByText(/^This promotion starts on /)).toBeVisible();
    const packet = canvas.getByRole('region', { name: 'Lucky Red Packet Rain' });
    await userEvent.click(within(packet).getByRole('button', { name: 'Tap to open' }));
    await expectVisible(within(packet).findByText(/You received .*18\.88/));
    await expect(within(packet).getByRole('link', { name: 'Rules and details' })).toBeVisible();
  },
};

/** Opened earlier today: the claim is shown instead of the envelope. */
export const AlreadyOpened: Story = {
  // Opened just now, so the claim is in today's period whenever the story runs.
  render: () =>
    screen(
      promotionAnswers({
        claims: () =>
          storyClaims().map((c) =>
            c.promotion_id === 2 ? { ...c, created_at: Math.floor(Date.now() / 1000) } : c,
          ),
      }),
    ),
  play: async ({ canvasElement }) => {
    const packet = await within(canvasElement).findByRole('region', {
      name: 'Lucky Red Packet Rain',
    });
    await expectVisible(within(packet).findByText(/^You claimed this on/));
    await expect(within(packet).queryByRole('button', { name: 'Tap to open' })).toBeNull();
  },
};

/** No red packet running or coming. */
export const Empty: Story = {
  render: () => screen(nothing()),
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByText('No red packets right now'));
  },
};

/** The list is on its way: envelope-shaped placeholders. */
export const Loading: Story = {
  render: () => screen({ '/member/promotion/list': () => new Promise<Response>(() => {}) }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('red-packets-loading')).toBeInTheDocument();
  },
};

/** The list failed to load: the server's message and Retry. */
export const Failed: Story = {
  render: () => screen(FAILING_ANSWERS),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText('Load Failed, Please Try Again'));
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A guest is invited to sign in. */
export const Guest: Story = {
  render: () => screen(undefined, false),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Sign in to claim' }),
    ).toBeVisible();
  },
};
