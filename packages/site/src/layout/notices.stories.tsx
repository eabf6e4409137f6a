import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Notice } from '@lobby/contract/notices';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AnnouncementBar } from './announcement-bar.tsx';
import { NoticePopup } from './notice-popup.tsx';

const notice = (over: Partial<Notice> & Pick<Notice, 'id' | 'title' | 'body'>): Notice => ({
  display_type: 2,
  position: 1,
  format: 'text',
  starts_at: 1_780_000_000,
  ends_at: null,
  ...over,
});

const BARS: Notice[] = [
  notice({
    id: 1,
    title: 'Welcome offer',
    body: 'New members: a 100% bonus on your first deposit. Terms apply, play responsibly.',
  }),
  notice({
    id: 2,
    title: 'Maintenance',
    format: 'html',
    body: '<p>Slots from one provider pause on <strong>Sunday 02:00–04:00</strong>.</p>',
  }),
];

const POPUP = notice({
  id: 3,
  display_type: 1,
  position: 2,
  format: 'html',
  title: 'Missions are here',
  body: '<p>Check in <strong>every day</strong> and complete missions for extra rewards.</p>',
});

/** The bar with its dismissals working, as the host drives it. */
function Bar({ initial }: { initial: Notice[] }) {
  const [shown, setShown] = useState(initial);
  return (
    <AnnouncementBar
      notices={shown}
      label="Announcements"
      dismissLabel={(n) => `Dismiss: ${n.title}`}
      onDismiss={(n) => setShown((list) => list.filter((x) => x.id !== n.id))}
    />
  );
}

/** The pop-up until it is dismissed, then a line saying so. */
function Popup() {
  const [dismissed, setDismissed] = useState<number | undefined>(undefined);
  return dismissed === undefined ? (
    <NoticePopup
      notice={POPUP}
      confirmLabel="Got it"
      closeLabel="Close"
      onDismiss={(n) => setDismissed(n.id)}
    />
  ) : (
    <p>Dismissed notice {dismissed}</p>
  );
}

const meta = {
  title: 'Site/Notices',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two announcements, plain text and HTML, each dismissable; nothing moves. */
export const AnnouncementBarStory: Story = {
  name: 'Announcement bar',
  render: () => <Bar initial={BARS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Announcements' });
    await expect(within(region).getByText('Sunday 02:00–04:00')).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss: Welcome offer' }));
    await waitFor(() => expect(canvas.queryByText('Welcome offer')).toBeNull());
    await expect(within(region).getByText('Maintenance')).toBeVisible();
  },
};

/** No announcement: the bar takes no room at all. */
export const Empty: Story = {
  render: () => <Bar initial={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** A pop-up: focus inside, Escape dismisses it. */
export const PopupStory: Story = {
  name: 'Pop-up',
  render: () => <Popup />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Missions are here' });
    // The dialog fades in.
    await waitFor(() => expect(within(dialog).getByText('every day')).toBeVisible());
    await waitFor(() =>
      expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true),
    );
    await userEvent.keyboard('{Escape}');
    await expect(await page.findByText('Dismissed notice 3')).toBeVisible();
  },
};
