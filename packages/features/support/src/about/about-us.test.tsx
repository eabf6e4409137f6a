/**
 * About us against the reference API: the brand's seeded tree, a section switched on with its
 * text and pages, a section switched off that still shows for its pages, a page opened in place; reached from the help centre. The visibility rule on its own.
 */
import type { AboutUsItem } from '@lobby/domain';
import { routes } from '@lobby/domain/routes';
import { createLiveHarness, renderLive } from '@lobby/test-kit/live';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HelpListScreen } from '../help/help-list-screen.tsx';
import { screenProps } from '@lobby/test-kit/screen';
import { AboutUsScreen, visibleAboutUs } from './about-us-screen.tsx';

function renderAbout(at: string) {
  const harness = createLiveHarness({ brand: 'default' });
  const props = screenProps(harness.session);
  renderLive(
    <Routes>
      <Route path={routes.HELP_LIST.path} element={<HelpListScreen {...props} />} />
      <Route path={routes.ABOUT_US.path} element={<AboutUsScreen {...props} />} />
    </Routes>,
    { harness, at },
  );
}

describe('about us', () => {
  it('shows the tree from the help centre, a page opening in place', async () => {
    const user = userEvent.setup();
    renderAbout(routes.HELP_LIST.path);
    await user.click(await screen.findByRole('link', { name: /Who we are/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeVisible();

    const company = await screen.findByRole('region', { name: 'About us' });
    expect(within(company).getByText(/licensed entertainment site/)).toBeVisible();
    const privacy = within(company).getByText('Privacy policy');
    expect(within(company).getByText(/never sell it/)).not.toBeVisible();
    await user.click(privacy);
    expect(within(company).getByText(/never sell it/)).toBeVisible();

    // Switched off, but holding a page: its title and page show.
    const help = screen.getByRole('region', { name: 'Help' });
    expect(within(help).getByText('How to deposit')).toBeVisible();
  });
});

describe('visibleAboutUs', () => {
  const item = (over: Partial<AboutUsItem>): AboutUsItem => ({
    id: 1,
    title: 'T',
    content: 'C',
    level_checked: 1,
    children: [],
    ...over,
  });

  it('keeps what is switched on or holds pages, and the pages switched on', () => {
    const tree = [
      item({ id: 1 }),
      item({ id: 2, level_checked: 0 }),
      item({
        id: 3,
        level_checked: 0,
        children: [
          { id: 4, title: 'On', level_checked: 1 },
          { id: 5, title: 'Off', level_checked: 0 },
        ],
      }),
    ];
    const shown = visibleAboutUs(tree);
    expect(shown.map((i) => i.id)).toEqual([1, 3]);
    expect(shown[1]?.children.map((p) => p.id)).toEqual([4]);
  });
});
