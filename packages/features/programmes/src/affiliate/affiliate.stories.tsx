import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { affiliateAnswers } from '../testing/story-data.ts';
import { MemberStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { AffiliateIntroScreen } from './affiliate-intro-screen.tsx';

const meta = {
  title: 'Screens/Programmes/Affiliate introduction',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The operator's introduction and the commission tiers. */
export const Introduction: Story = {
  render: () => (
    <MemberStory
      at="/af_intro"
      signedIn={false}
      answers={affiliateAnswers(true)}
      render={(session) => <AffiliateIntroScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Commission tiers' });
    await expect(within(table).getByRole('row', { name: /Pro/ })).toHaveTextContent('32.5%');
    await expect(
      canvas.getByRole('heading', { name: 'Earn with every player you bring' }),
    ).toBeVisible();
  },
};

/** The brand has the programme off (`agent_introduce.status` 0). */
export const NotAvailable: Story = {
  render: () => (
    <MemberStory
      at="/af_intro"
      signedIn={false}
      answers={affiliateAnswers(false)}
      render={(session) => <AffiliateIntroScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText('Affiliate programme not available'));
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
