import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FAILING_ANSWERS, UNSAFE_PAGE } from '../testing/story-data.ts';
import { SupportStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { HelpDetailScreen } from './help-detail-screen.tsx';
import { HelpListScreen } from './help-list-screen.tsx';
import { LicenseScreen, SuperviseScreen } from './operator-pages.tsx';

const meta = {
  title: 'Screens/Support/Help',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The help centre: the help pages, then supervision and licence under About us. */
export const HelpCentre: Story = {
  render: () => (
    <SupportStory
      at="/help/list"
      signedIn={false}
      render={(session) => <HelpListScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const faq = await canvas.findByRole('link', { name: /Frequently asked questions/ });
    await expect(faq).toHaveAttribute('href', '/help/list/1');
    const about = canvas.getByRole('list', { name: 'About us' });
    await expect(within(about).getByRole('link', { name: /Licence/ })).toHaveAttribute(
      'href',
      '/help/license',
    );
    await expect(
      within(canvas.getByRole('list', { name: 'Help pages' })).queryByRole('link', {
        name: /Supervision/,
      }),
    ).toBeNull();
  },
};

/** One help page: the operator's headings, emphasis and table in the theme's type. */
export const HelpPage: Story = {
  render: () => (
    <SupportStory
      at="/help/list/2"
      render={(session) => <HelpDetailScreen {...storyProps(session)} id={2} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = await canvas.findByRole('article', { name: 'How to deposit' });
    await expect(within(article).getByRole('table')).toBeVisible();
    await expect(within(article).getByRole('columnheader', { name: 'Arrives' })).toBeVisible();
  },
};

/** Operator content with script, a handler and a javascript: link: only the text survives. */
export const UnsafeContent: Story = {
  render: () => (
    <SupportStory
      at={`/help/list/${UNSAFE_PAGE.id}`}
      render={(session) => <HelpDetailScreen {...storyProps(session)} id={UNSAFE_PAGE.id} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = await canvas.findByRole('article', { name: 'Bonus terms' });
    await expect(article.querySelector('script, img, [onclick], [onerror]')).toBeNull();
    await expect(within(article).getByText('Claim now')).not.toHaveAttribute('href');
    const terms = within(article).getByRole('link', { name: 'full terms' });
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The supervision page. */
export const Supervision: Story = {
  render: () => (
    <SupportStory
      at="/help/supervise"
      signedIn={false}
      render={(session) => <SuperviseScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByText(/audited every quarter/));
  },
};

/** The licence page. */
export const Licence: Story = {
  render: () => (
    <SupportStory
      at="/help/license"
      signedIn={false}
      render={(session) => <LicenseScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByText(/LB-2026-0042/));
  },
};

/** The help pages failed to load: the server's message and Retry. */
export const Failed: Story = {
  render: () => (
    <SupportStory
      at="/help/list"
      answers={FAILING_ANSWERS}
      render={(session) => <HelpListScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText('Load Failed, Please Try Again'));
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
