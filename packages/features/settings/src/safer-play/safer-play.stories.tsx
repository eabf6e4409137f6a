import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  BREAK_OVER_ANSWERS,
  EMPTY_HISTORY_ANSWERS,
  EXCLUDED_ANSWERS,
  PENDING_ANSWERS,
  SAFER_PLAY_ANSWERS,
  SAFER_PLAY_LOADING_ANSWERS,
} from '../testing/safer-play-story-data.ts';
import type { Canned } from '@lobby/test-kit';
import { SettingsStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { SaferPlayScreen } from './safer-play-screen.tsx';

const meta = {
  title: 'Screens/Settings/Safer play',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen on the safer-play answers with `answers` over them. */
function SaferPlayStory({ answers = {} }: { answers?: Readonly<Record<string, Canned>> }) {
  return (
    <SettingsStory
      at="/setting/safer_play"
      answers={{ ...SAFER_PLAY_ANSWERS, ...answers }}
      render={(session) => <SaferPlayScreen {...storyProps(session)} />}
    />
  );
}

/** Deposit and session limits set, with what is used and when each resets. */
export const Loaded: Story = {
  render: () => <SaferPlayStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deposits = await canvas.findByRole('list', { name: 'Deposit limits' });
    await expect(deposits).toHaveTextContent('Daily deposit limit');
    // The brand currency arrives on its own call: the symbol follows the first render.
    await expectVisible(within(deposits).findByText(/Used RM\s?50\.00 of RM\s?200\.00/));
    await expectVisible(canvas.findByText(/waits 24 hours/));
    const others = canvas.getByRole('list', { name: 'Loss, wager and session limits' });
    await expectVisible(within(others).findByText('35 min this session', { exact: false }));
  },
};

/** One raise still cooling off, one past it with Confirm. */
export const PendingRaise: Story = {
  render: () => <SaferPlayStory answers={PENDING_ANSWERS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText(/Changes to RM\s?800\.00 from 2100-01-01/));
    const confirm = await canvas.findByRole('button', { name: 'Confirm: Monthly deposit limit' });
    await userEvent.click(confirm);
    await expectVisible(within(document.body).findByText('Your limit change is confirmed.'));
  },
};

/** A time-out in force: its end, and no way to start another. */
export const Excluded: Story = {
  render: () => <SaferPlayStory answers={EXCLUDED_ANSWERS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText('Time-out in force until 2100-01-01 08:00:00.'));
    await expect(canvas.queryByRole('button', { name: 'Take a break' })).toBeNull();
  },
};

/** A self-exclusion past its end: the member ends it. */
export const BreakOver: Story = {
  render: () => <SaferPlayStory answers={BREAK_OVER_ANSWERS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'End my break' }));
    await expectVisible(within(document.body).findByText('Your break has ended.'));
  },
};

/** The dialog before a self-exclusion says everything it does. */
export const TakeABreak: Story = {
  render: () => <SaferPlayStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Self-exclusion' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Take a break' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('operator’s other sites');
    await expect(dialog).toHaveTextContent('You can still sign in to withdraw your money.');
  },
};

/** No limits and no history yet. */
export const EmptyHistory: Story = {
  render: () => <SaferPlayStory answers={EMPTY_HISTORY_ANSWERS} />,
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByText('No changes yet'));
  },
};

/** The limits still loading: the sections in outline. */
export const Loading: Story = {
  render: () => <SaferPlayStory answers={SAFER_PLAY_LOADING_ANSWERS} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
