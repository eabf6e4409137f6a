import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SettingsStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { RecoveryCodes } from './two-factor-screen.tsx';
import { TwoFactorScreen } from './two-factor-screen.tsx';

const meta = {
  title: 'Screens/Settings/Two-step verification',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const AT = '/setting/two_factor';
const status = (over: Record<string, unknown>) => ({
  '/member/two_factor': {
    enabled: false,
    recovery_codes_left: 0,
    must_enrol: false,
    available: true,
    ...over,
  },
});

/** Off, offered: the invitation to set up an authenticator app. */
export const Off: Story = {
  render: () => (
    <SettingsStory
      at={AT}
      answers={status({})}
      render={(session) => <TwoFactorScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole('button', { name: 'Set up' }));
  },
};

/** Required by the brand and not yet set up. */
export const Required: Story = {
  render: () => (
    <SettingsStory
      at={AT}
      answers={status({ must_enrol: true })}
      render={(session) => <TwoFactorScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText(/This site requires two-step verification/));
  },
};

/** On: codes left, new codes, and turning it off with a code. */
export const On: Story = {
  render: () => (
    <SettingsStory
      at={AT}
      answers={status({ enabled: true, recovery_codes_left: 7 })}
      render={(session) => <TwoFactorScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText('7 recovery codes left.'));
    await expect(canvas.getByRole('button', { name: 'New recovery codes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn off' })).toBeVisible();
  },
};

/** Not offered by the brand. */
export const Unavailable: Story = {
  render: () => (
    <SettingsStory
      at={AT}
      answers={status({ available: false })}
      render={(session) => <TwoFactorScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText('Two-step verification is not offered on this site.'));
  },
};

/** The recovery codes, shown once after turning it on. */
export const Codes: Story = {
  render: () => (
    <SettingsStory
      at={AT}
      render={() => (
        <RecoveryCodes
          codes={Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkl-mn${'234567'[i % 6]}${i}`)}
          onDone={() => {}}
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  },
};
