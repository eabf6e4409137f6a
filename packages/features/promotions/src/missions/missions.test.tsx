/**
 * Missions against the reference API: a member sees the brand's running missions, check-in
 * first, and checks in through the promotions' claim path; with the profit switch off only the
 * check-in shows, with both off a note says there are none; a guest is asked to sign in.
 */
import { routes } from '@lobby/domain/routes';
import { ops } from '@lobby/test-api/ops';
import { createLiveHarness } from '@lobby/test-kit/live';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { claimsOf, newMember, promotionOfType } from '../testing/members.ts';
import { renderScreen } from '@lobby/test-kit/screen';
import { MissionsScreen } from './missions-screen.tsx';

const PATH = routes.MISSIONS.path;

async function setMission(path: 'profit_status' | 'checkin_status', value: 0 | 1) {
  await ops('brand:set-permission', {
    brand: 'default',
    path: `mission.${path}`,
    value: String(value),
  });
}

describe('missions', () => {
  it('lists the running missions, check-in first, and checks in through the claim path', async () => {
    const user = userEvent.setup();
    const { harness } = await newMember();
    const checkIn = await promotionOfType(harness, 10);
    const deposit = await promotionOfType(harness, 8);
    renderScreen(harness, (p) => <MissionsScreen {...p} />, PATH);

    const list = await screen.findByRole('list', { name: 'Missions' });
    const cards = within(list).getAllByRole('listitem', { name: /.+/ });
    expect(cards[0]).toHaveAccessibleName(checkIn.title);
    expect(within(list).getByRole('listitem', { name: deposit.title })).toBeVisible();

    const card = cards[0] as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(within(card).getByRole('status').textContent).toMatch(/You received/),
    );
    expect(within(card).getByText('Claimed this period')).toBeVisible();
    expect((await claimsOf(harness)).list[0]?.promotion_id).toBe(checkIn.id);
  });

  it('follows the brand’s mission switches', async () => {
    const { harness } = await newMember();
    const checkIn = await promotionOfType(harness, 10);
    await setMission('profit_status', 0);
    try {
      const view = renderScreen(harness, (p) => <MissionsScreen {...p} />, PATH);
      const list = await screen.findByRole('list', { name: 'Missions' });
      expect(within(list).getAllByRole('listitem', { name: /.+/ })).toHaveLength(1);
      expect(within(list).getByRole('listitem', { name: checkIn.title })).toBeVisible();
      view.unmount();

      await setMission('checkin_status', 0);
      const other = await newMember();
      const none = renderScreen(other.harness, (p) => <MissionsScreen {...p} />, PATH);
      expect(await screen.findByText('No missions right now')).toBeVisible();
      none.unmount();

      renderScreen(createLiveHarness({ brand: 'default' }), (p) => <MissionsScreen {...p} />, PATH);
      expect(await screen.findByText(/Sign in to check in every day/)).toBeVisible();
    } finally {
      await setMission('profit_status', 1);
      await setMission('checkin_status', 1);
    }
  });
});
