/**
 * The footer's compliance links (issue 17) in the whole nexbet site against the reference API:
 * the seeded licence badge linking to the licence page, the self-exclusion scheme and Safer
 * play; a link the brand has not set is not shown.
 */
import { ops } from '@lobby/test-api/ops';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIVE_BRAND, freshVisitorEachTest, startSite } from '../testing/live-site.ts';

/** The footer's navigation of compliance links, once the settings have arrived. */
async function complianceNav() {
  const footer = await screen.findByRole('contentinfo');
  return within(footer).getByRole('navigation', { name: 'Safer play and licensing' });
}

describe('compliance links in the footer', () => {
  freshVisitorEachTest();

  it('shows the licence badge linking to the licence page, the scheme and Safer play', async () => {
    await startSite('/tabs/home');
    const nav = await complianceNav();
    const licence = await within(nav).findByRole('link', {
      name: 'Licensed and regulated: view our licence',
    });
    expect(licence).toHaveAttribute('href', `https://regulator.example/licences/${LIVE_BRAND}`);
    expect(licence).toHaveAttribute('target', '_blank');
    expect(licence).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(licence).getByRole('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    );
    expect(
      within(nav).getByRole('link', { name: 'National self-exclusion scheme' }),
    ).toHaveAttribute('href', 'https://self-exclusion.example/');
    expect(within(nav).getByRole('link', { name: 'Safer play' })).toHaveAttribute(
      'href',
      '/setting/safer_play',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('For adults 18 and over.');
  });

  it('leaves out what the brand has not set', async () => {
    const seeded = { 'scheme-url': 'https://self-exclusion.example/' };
    await ops('compliance:set', { brand: LIVE_BRAND, 'scheme-url': true });
    try {
      await startSite('/tabs/home');
      const nav = await complianceNav();
      await within(nav).findByRole('link', { name: 'Licensed and regulated: view our licence' });
      expect(
        within(nav).queryByRole('link', { name: 'National self-exclusion scheme' }),
      ).toBeNull();
      expect(within(nav).getByRole('link', { name: 'Safer play' })).toBeVisible();
    } finally {
      await ops('compliance:set', { brand: LIVE_BRAND, ...seeded });
    }
  });
});
