import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders, createHarness } from '@lobby/test-kit';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdatePrompt } from './update-prompt.tsx';

/** The bar on canned answers (no server), as a page shows it over its content. */
function Harnessed({ onReload, onDismiss }: { onReload: () => void; onDismiss: () => void }) {
  const [harness] = useState(() => createHarness());
  const [shown, setShown] = useState(true);
  return (
    <StoryProviders harness={harness}>
      <main>
        <h1>Home</h1>
        {shown ? (
          <UpdatePrompt
            onReload={onReload}
            onDismiss={() => {
              setShown(false);
              onDismiss();
            }}
          />
        ) : null}
      </main>
    </StoryProviders>
  );
}

const meta = {
  title: 'Site/Update available',
  component: Harnessed,
  parameters: { layout: 'fullscreen' },
  args: { onReload: fn(), onDismiss: fn() },
} satisfies Meta<typeof Harnessed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new deployment is ready: the bar is announced politely and Reload applies it. */
export const Ready: Story = {
  render: (args) => <Harnessed {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('region', { name: 'A new version of the site is ready.' });
    await expect(within(bar).getByRole('status')).toHaveTextContent(
      'A new version of the site is ready.',
    );
    const reload = within(bar).getByRole('button', { name: 'Reload' });
    reload.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** Later hides the bar until the next visit. */
export const PutOff: Story = {
  render: (args) => <Harnessed {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Later' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};
