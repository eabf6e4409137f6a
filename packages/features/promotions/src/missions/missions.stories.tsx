import type { Meta, StoryObj } from '@storybook/react-vite';
import { BASE_ANSWERS } from '@lobby/test-kit';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FAILING_ANSWERS, nothing } from '../testing/story-data.ts';
import { PromotionsStory, storyProps } from '../testing/story-harness.tsx';
import { MissionsScreen } from './missions-screen.tsx';

const basePermissions = BASE_ANSWERS['/member/feature_premission/info'] as Record<string, unknown>;

/** The permission config with the brand's mission switches as given. */
const missionsOn = (profit: 0 | 1, checkIn: 0 | 1) => ({
  '/member/feature_premission/info': {
    ...basePermissions,
    mission: { profit_status: profit, checkin_status: checkIn },
  },
});

const meta = {
  title: 'Screens/Promotions/Missions',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both switches on: the check-in first, claimed here; then the deposit mission's progress. */
export const Missions: Story = {
  render: () => (
    <PromotionsStory
      at="/missions"
      answers={missionsOn(1, 1)}
      render={(session) => <MissionsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Missions' });
    const [checkIn, deposit] = within(list).getAllByRole('listitem', { name: /.+/ });
    await expect(checkIn).toHaveAccessibleName('Daily Check-in');
    await expect(deposit).toHaveAccessibleName('Weekly Deposit Mission');
    await userEvent.click(within(checkIn as HTMLElement).getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(within(checkIn as HTMLElement).getByText('Claimed this period')).toBeVisible(),
    );
  },
};

/** Only check-in switched on. */
export const CheckInOnly: Story = {
  render: () => (
    <PromotionsStory
      at="/missions"
      answers={missionsOn(0, 1)}
      render={(session) => <MissionsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Missions' });
    await expect(within(list).getAllByRole('listitem', { name: /.+/ })).toHaveLength(1);
  },
};

/** No mission runs. */
export const Empty: Story = {
  render: () => (
    <PromotionsStory
      at="/missions"
      answers={{ ...nothing(), ...missionsOn(1, 1) }}
      render={(session) => <MissionsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No missions right now')).toBeVisible();
  },
};

/** The server cannot answer: the failure with Retry. */
export const Failed: Story = {
  render: () => (
    <PromotionsStory
      at="/missions"
      answers={{ ...FAILING_ANSWERS, ...missionsOn(1, 1) }}
      render={(session) => <MissionsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A guest is asked to sign in. */
export const Guest: Story = {
  render: () => (
    <PromotionsStory
      at="/missions"
      signedIn={false}
      answers={missionsOn(1, 1)}
      render={(session) => <MissionsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Sign in to check in every day/),
    ).toBeVisible();
  },
};
