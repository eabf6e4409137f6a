/**
 * The red packets screen against the reference API: the brand's red packets listed for the
 * member, one opened on the amount the server paid (the claim is the member's on the server),
 * the envelope not offered again this period, and a guest invited to sign in.
 */
import { formatMoney } from '@lobby/domain/money';
import { getHref } from '@lobby/domain/routes';
import { createLiveHarness } from '@lobby/test-kit/live';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { claimsOf, newMember, promotionOfType } from '../testing/members.ts';
import { renderScreen } from '@lobby/test-kit/screen';
import { RedPacketsScreen } from './red-packets-screen.tsx';

const AT = getHref('APPLY_RED_PACKET');

describe('red packets', () => {
  it('opens a red packet on the amount the server paid, then shows it claimed', async () => {
    const user = userEvent.setup();
    const { harness } = await newMember();
    const packet = await promotionOfType(harness, 4);
    const view = renderScreen(harness, (p) => <RedPacketsScreen {...p} />, AT);

    const card = await screen.findByRole('region', { name: packet.title });
    expect(within(card).getByRole('link', { name: 'Rules and details' })).toHaveAttribute(
      'href',
      getHref('PROMOTION_DETAIL', { id: packet.id }),
    );
    await user.click(within(card).getByRole('button', { name: 'Tap to open' }));
    await waitFor(() =>
      expect(within(card).getByRole('status').textContent).toMatch(/You received/),
    );
    const [claimed] = (await claimsOf(harness)).list;
    expect(claimed?.promotion_id).toBe(packet.id);
    expect(within(card).getByRole('status')).toHaveTextContent(
      `${formatMoney(claimed?.bonus ?? -1)}.`,
    );

    // Back later the same period: the claim is found and no second envelope is offered.
    view.unmount();
    renderScreen(harness, (p) => <RedPacketsScreen {...p} />, AT);
    const again = await screen.findByRole('region', { name: packet.title });
    expect(await within(again).findByText(/^You claimed this on/)).toBeVisible();
    expect(within(again).queryByRole('button', { name: 'Tap to open' })).toBeNull();
  });

  it('asks a guest to sign in', async () => {
    const user = userEvent.setup();
    const harness = createLiveHarness({ brand: 'default' });
    const { props } = renderScreen(harness, (p) => <RedPacketsScreen {...p} />, AT);
    await user.click(await screen.findByRole('button', { name: 'Sign in to claim' }));
    expect(props.onRequireSignIn).toHaveBeenCalledOnce();
  });
});
