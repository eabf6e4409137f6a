/**
 * The affiliate introduction against the reference API: the operator's page and the
 * commission tiers for a brand with `agent_introduce` on, and a clear "not available" for a
 * brand with it off (fubo), without asking for a page the server would refuse.
 */
import { REDUCER_PATH } from '@lobby/api-client';
import { routes } from '@lobby/domain/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderGuest } from '@lobby/test-kit/screen';
import { AffiliateIntroScreen } from './affiliate-intro-screen.tsx';

const AT = routes.AGENT_INTRODUCTION.path;

describe('affiliate introduction', () => {
  it("shows the operator's introduction and the commission tiers when the brand offers it", async () => {
    renderGuest((p) => <AffiliateIntroScreen {...p} />, AT);

    const table = await screen.findByRole('table', { name: 'Commission tiers' });
    const starter = within(table).getByRole('row', { name: /Starter/ });
    expect(starter).toHaveTextContent('5 or more');
    expect(starter).toHaveTextContent('25%');
    expect(within(table).getByRole('row', { name: /Elite/ })).toHaveTextContent('45%');
    // The operator's page, its HTML rendered (not shown as markup).
    const article = screen.getAllByRole('region')[0]!;
    expect(article.querySelector('p, h2, h3, ul')).not.toBeNull();
    expect(article).not.toHaveTextContent('<p>');
    expect(screen.getByText('Contact our affiliate team through customer service.')).toBeVisible();
  });

  it('says the programme is not available when the brand has it off', async () => {
    const { harness } = renderGuest((p) => <AffiliateIntroScreen {...p} />, AT, 'fubo');

    expect(await screen.findByText('Affiliate programme not available')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    // The config said no: the page is not even asked for.
    const state = harness.store.getState() as Record<string, { queries: object }>;
    expect(Object.keys(state[REDUCER_PATH]?.queries ?? {})).not.toContainEqual(
      expect.stringMatching(/^affiliateIntro/),
    );
    await waitFor(() => expect(harness.toasts).toEqual([]));
  });
});
