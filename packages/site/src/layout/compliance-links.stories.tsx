import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders, createHarness } from '@lobby/test-kit';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { ComplianceLinks } from './compliance-links.tsx';

/** A badge of the kind the seed makes: a shield and "LICENSED" on a dark band. */
const BADGE = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="168" height="48" viewBox="0 0 168 48"><rect width="168" height="48" rx="8" fill="#1f2937"/><path d="M24 8l14 5v10c0 9-6 15-14 18-8-3-14-9-14-18V13z" fill="#16a34a"/><text x="48" y="29" font-family="Arial" font-size="13" font-weight="700" fill="#fff">LICENSED</text></svg>',
)}`;

/** The brand's compliance settings with every link set, or with none. */
const settings = (set: boolean) => ({
  '/member/responsible_gambling/config': {
    minimum_age: 18,
    self_exclusion_scheme_url: set ? 'https://self-exclusion.example/' : '',
    cooling_off_hours: 24,
    bonus_wagering_cap: 0,
    licence_badge_url: set ? BADGE : '',
    licence_page_url: set ? 'https://regulator.example/licences/nexbet' : '',
  },
});

/** The footer links on canned compliance settings (no server). */
function Harnessed({ set }: { set: boolean }) {
  const [harness] = useState(() => createHarness(settings(set)));
  return (
    <StoryProviders harness={harness}>
      <footer>
        <ComplianceLinks />
      </footer>
    </StoryProviders>
  );
}

const meta = {
  title: 'Site/Footer compliance links',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every link set: Safer play, the self-exclusion scheme and the licence badge. */
export const AllSet: Story = {
  render: () => <Harnessed set />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Licensed and regulated: view our licence' }),
    ).toHaveAttribute('href', 'https://regulator.example/licences/nexbet');
    await expect(
      canvas.getByRole('link', { name: 'National self-exclusion scheme' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Safer play' })).toBeVisible();
  },
};

/** A brand that set none: only Safer play. */
export const NoneSet: Story = {
  render: () => <Harnessed set={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Safer play' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'National self-exclusion scheme' })).toBeNull();
  },
};
