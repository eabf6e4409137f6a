import { tokenVars } from '@lobby/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from './button.tsx';
import { FestivalAnimation } from './festival-animation.tsx';
import { FloatingActionButton } from './floating-action-button.tsx';
import { LanguageDialog } from './language-dialog.tsx';
import { NoMoreData, NoRecord } from './placeholders.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { Skeleton } from './skeleton.tsx';
import { Spinner } from './spinner.tsx';
import { useToast } from './toast.tsx';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Stage = styled.div`
  position: relative;
  height: 320px;
  border-radius: 12px;
  overflow: hidden;
  background: ${tokenVars.gradient.hero};
`;

const meta = {
  title: 'Feedback/Feedback',
  component: Spinner,
  // A docs page: props table and controls, the stories (variants) below.
  tags: ['autodocs'],
  subcomponents: {
    Skeleton,
    ProgressBar,
    NoRecord,
    NoMoreData,
    FloatingActionButton,
    LanguageDialog,
    FestivalAnimation,
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

function ToastButtons() {
  const toast = useToast();
  return (
    <Row>
      <Button onClick={() => toast.success('Deposit submitted')}>Success toast</Button>
      <Button variant="secondary" onClick={() => toast.show('Copied to clipboard')}>
        Info toast
      </Button>
      <Button variant="danger" onClick={() => toast.error('Network error please try again')}>
        Error toast
      </Button>
    </Row>
  );
}

export const Toasts: Story = {
  render: () => <ToastButtons />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Success toast' }));
    await expect(await page.findByRole('status')).toHaveTextContent('Deposit submitted');
    await userEvent.click(page.getByRole('button', { name: 'Error toast' }));
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent('Network error please try again');
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('alert')).toBeNull());
  },
};

export const Spinners: Story = {
  render: () => (
    <Row>
      <Spinner size={16} />
      <Spinner />
      <Spinner size={32} label="Loading games" />
    </Row>
  ),
};

export const Skeletons: Story = {
  render: () => (
    <section
      style={{ display: 'grid', gap: 16, maxWidth: 360 }}
      aria-busy="true"
      aria-label="Loading wallet"
    >
      <Row>
        <Skeleton circle width="48px" height="48px" />
        <div style={{ flex: 1 }}>
          <Skeleton lines={2} height="12px" />
        </div>
      </Row>
      <Skeleton height="120px" radius="12px" />
      <Skeleton lines={3} height="14px" />
    </section>
  ),
};

export const NavigationProgress: Story = {
  render: function Render() {
    const [active, setActive] = useState(true);
    return (
      <>
        <ProgressBar active={active} />
        <Button variant="secondary" onClick={() => setActive((a) => !a)}>
          {active ? 'Finish loading' : 'Start loading'}
        </Button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Finish loading' }));
    await expect(page.queryByRole('progressbar')).toBeNull();
  },
};

export const Placeholders: Story = {
  render: () => (
    <div style={{ maxWidth: 420 }}>
      <NoRecord
        description="Your bet records will show here."
        action={<Button size="sm">Play now</Button>}
      />
      <NoMoreData />
    </div>
  ),
};

export const Snow: Story = {
  render: () => (
    <Stage>
      <FestivalAnimation kind="snow" fixed={false} />
    </Stage>
  ),
};

export const Fireworks: Story = {
  render: () => (
    <Stage>
      <FestivalAnimation kind="firework" fixed={false} density={5} />
    </Stage>
  ),
};

export const FloatingButton: Story = {
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <FloatingActionButton
        icon="headset"
        label="Customer service"
        fixed={false}
        onClick={() => {}}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Customer service' }),
    ).toBeVisible();
  },
};

/** Tucked at the edge while the member scrolls through content; focus brings it back whole. */
export const FloatingButtonTucked: Story = {
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', overflow: 'hidden' }}>
      <FloatingActionButton
        icon="headset"
        label="Customer service"
        fixed={false}
        tucked
        onClick={() => {}}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Customer service' });
    await expect(button).toHaveAttribute('data-tucked', 'true');
    button.focus();
    await expect(button).toHaveFocus();
  },
};

export const Language: Story = {
  render: function Render() {
    const [open, setOpen] = useState(true);
    const [lang, setLang] = useState('en');
    return (
      <>
        <Button variant="secondary" iconStart="globe" onClick={() => setOpen(true)}>
          {lang}
        </Button>
        <LanguageDialog
          open={open}
          languages={[
            { key: 'en', name: 'English' },
            { key: 'ja', name: '日本語' },
            { key: 'zh-CN', name: '简体中文' },
          ]}
          value={lang}
          onSelect={(key) => {
            setLang(key);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(page.getByRole('radio', { name: '日本語' }));
    await expect(page.getByRole('button', { name: 'ja' })).toBeVisible();
  },
  // The open dialog covers the page: on the docs page it gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
};
