/**
 * Help against the reference API: the brand's seeded help pages listed and opened by their
 * link, a page's HTML shown as formatting, the supervision and licence pages, and ids that
 * name no page.
 */
import { routes } from '@lobby/domain/routes';
import { createLiveHarness, renderLive } from '@lobby/test-kit/live';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { screenProps } from '@lobby/test-kit/screen';
import { HelpDetailScreen } from './help-detail-screen.tsx';
import { HelpListScreen } from './help-list-screen.tsx';
import { LicenseScreen, SuperviseScreen } from './operator-pages.tsx';

/** The help routes as the site mounts them, for a guest (help is open to everyone). */
function renderHelp(at: string) {
  const harness = createLiveHarness({ brand: 'default' });
  const props = screenProps(harness.session);
  renderLive(
    <Routes>
      <Route path={routes.HELP_LIST.path} element={<HelpListScreen {...props} />} />
      <Route path={routes.HELP_DETAIL.path} element={<HelpDetailScreen {...props} />} />
      <Route path={routes.SUPERVISE.path} element={<SuperviseScreen {...props} />} />
      <Route path={routes.LICENSE.path} element={<LicenseScreen {...props} />} />
    </Routes>,
    { harness, at },
  );
  return props;
}

describe('help', () => {
  it('lists the help pages and opens one, its HTML shown as formatting', async () => {
    const user = userEvent.setup();
    const props = renderHelp(routes.HELP_LIST.path);
    const faq = await screen.findByRole('link', { name: /Frequently asked questions/ });
    const pages = screen.getByRole('list', { name: 'Help pages' });
    expect(pages).toContainElement(faq);
    expect(faq).toHaveTextContent('Accounts, wallets, bonuses and games.');
    expect(within(pages).getByRole('link', { name: /How to deposit/ })).toBeVisible();
    // The standing pages have their own routes, under About us, not among the help pages.
    expect(within(pages).queryByRole('link', { name: /Supervision/ })).toBeNull();
    const about = screen.getByRole('list', { name: 'About us' });
    expect(within(about).getByRole('link', { name: /Supervision/ })).toHaveAttribute(
      'href',
      routes.SUPERVISE.path,
    );

    await user.click(faq);
    const article = await screen.findByRole('article', { name: 'Frequently asked questions' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Frequently asked questions',
    );
    expect(within(article).getByRole('heading', { name: 'Account', level: 2 })).toBeVisible();
    expect(within(article).getByText('Forgot password').tagName).toBe('STRONG');
    expect(within(article).getByText(/^Last updated \d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.onBack).toHaveBeenCalledOnce();
  });

  it('shows the supervision and licence pages', async () => {
    const user = userEvent.setup();
    renderHelp(routes.HELP_LIST.path);
    await user.click(await screen.findByRole('link', { name: /Supervision/ }));
    expect(await screen.findByText(/audited every quarter/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Supervision');
  });

  it('shows the licence page', async () => {
    renderHelp(routes.LICENSE.path);
    expect(await screen.findByText(/LB-2026-0042/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Licence');
  });

  it('says an unknown page id is not found, with Retry', async () => {
    renderHelp('/help/list/999999');
    expect((await screen.findByRole('alert')).textContent).toMatch(/not found/i);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('says a malformed id names no page without asking the server', async () => {
    renderHelp('/help/list/not-a-page');
    expect(await screen.findByText('Page not found')).toBeVisible();
  });
});
