import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SAFER_PLAY_ANSWERS, dueRealityCheckAnswers } from '../testing/safer-play-story-data.ts';
import { SettingsStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { RealityCheckDialog } from './reality-check-dialog.tsx';
import { SaferPlayScreen } from './safer-play-screen.tsx';

const meta = {
  title: 'Screens/Settings/Reality check',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog as the site mounts it, on a check that is due until Continue. */
function DueStory() {
  // One set of answers per story: Continue answers only this story's check.
  const [answers] = useState(dueRealityCheckAnswers);
  return (
    <SettingsStory
      at="/"
      answers={{ ...SAFER_PLAY_ANSWERS, ...answers }}
      render={(session) => (
        <RealityCheckDialog
          session={session}
          signedIn
          onViewHistory={() => {}}
          onSignedOut={() => {}}
        />
      )}
    />
  );
}

/** A due check: the session's time, its net position and the balance now, three answers. */
export const Due: Story = {
  render: () => <DueStory />,
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Reality check' });
    await expect(dialog).toHaveTextContent('47 min');
    await expectVisible(within(dialog).findByText(/-RM\s?12\.50/));
    await expectVisible(within(dialog).findByText(/RM\s?480\.00/));
    await expect(within(dialog).getByRole('button', { name: 'View history' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeVisible();
    // Escape does not close it: only its buttons do.
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog', { name: 'Reality check' })).toBeVisible();
  },
};

/** Continue: the API counts the next interval from now and the dialog closes. */
export const Continued: Story = {
  render: () => <DueStory />,
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Reality check' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** The interval on safer play, with when the next check comes. */
export const IntervalOnSaferPlay: Story = {
  render: () => (
    <SettingsStory
      at="/setting/safer_play"
      answers={SAFER_PLAY_ANSWERS}
      render={(session) => <SaferPlayScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText(/Next reality check at 2026-11-27/));
    const select = canvas.getByRole('combobox', { name: /Remind me every/ });
    await expect(select).toHaveValue('15');
    await userEvent.selectOptions(select, 'Every 30 min');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectVisible(within(document.body).findByText('Reality checks every 30 min.'));
  },
};
