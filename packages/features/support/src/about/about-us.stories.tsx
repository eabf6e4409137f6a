import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AboutUsItem } from '@lobby/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FAILING_ANSWERS } from '../testing/story-data.ts';
import { SupportStory, storyProps } from '../testing/story-harness.tsx';
import { AboutUsScreen } from './about-us-screen.tsx';

/** A tree of the kind operators keep: a section on with its pages, one off holding a page. */
const TREE: AboutUsItem[] = [
  {
    id: 1,
    title: 'About us',
    content: 'We run a licensed entertainment site for sports, slots and live casino.',
    level_checked: 1,
    children: [
      {
        id: 11,
        title: 'Responsible gaming',
        content: 'Set limits, take breaks and play only with money you can afford to lose.',
        level_checked: 1,
      },
      {
        id: 12,
        title: 'Privacy policy',
        content: 'We keep your data only as long as the law requires and never sell it.',
        level_checked: 1,
      },
    ],
  },
  {
    id: 2,
    title: 'Help',
    content: '',
    level_checked: 0,
    children: [
      {
        id: 21,
        title: 'How to deposit',
        content: 'Open Deposit, choose a method, enter the amount and follow the steps.',
        level_checked: 1,
      },
    ],
  },
  { id: 3, title: 'Hidden', content: 'Switched off, no pages.', level_checked: 0, children: [] },
];

const meta = {
  title: 'Screens/Support/About us',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tree: sections with their pages, one opened in place; a section off without pages hidden. */
export const Tree: Story = {
  render: () => (
    <SupportStory
      at="/help/about"
      signedIn={false}
      answers={{ '/member/about_us': TREE }}
      render={(session) => <AboutUsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const about = await canvas.findByRole('region', { name: 'About us' });
    await expect(within(about).getByText(/licensed entertainment site/)).toBeVisible();
    await userEvent.click(within(about).getByText('Privacy policy'));
    await waitFor(() => expect(within(about).getByText(/never sell it/)).toBeVisible());
    await expect(canvas.getByRole('region', { name: 'Help' })).toBeVisible();
    await expect(canvas.queryByText('Hidden')).toBeNull();
  },
};

/** Nothing to show: every section switched off. */
export const Empty: Story = {
  render: () => (
    <SupportStory
      at="/help/about"
      signedIn={false}
      answers={{ '/member/about_us': [] }}
      render={(session) => <AboutUsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing here yet')).toBeVisible();
  },
};

/** The server cannot answer: the failure with Retry. */
export const Failed: Story = {
  render: () => (
    <SupportStory
      at="/help/about"
      signedIn={false}
      answers={{ '/member/about_us': FAILING_ANSWERS['/help/list'] }}
      render={(session) => <AboutUsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
