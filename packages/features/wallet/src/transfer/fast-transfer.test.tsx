/**
 * Fast transfer against the reference API: everything into a provider in one tap and back,
 * nothing to move, and the §5 warning on a provider with a transfer-in limit (seeded).
 */
import { TransferAction } from '@lobby/domain/enums';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CHANNELS, balanceOf, channel, memberWith } from '../testing/members.ts';
import { renderScreen } from '../testing/render.tsx';
import { FastTransferButton } from './fast-transfer.tsx';

describe('fast transfer', () => {
  it('moves the whole main balance into a provider, then all of it back', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(432_10);
    const pixel = await channel(harness, CHANNELS.fast);
    const done = vi.fn();
    renderScreen(
      harness,
      () => (
        <>
          <FastTransferButton channel={pixel} action={TransferAction.In} onDone={done} />
          <FastTransferButton channel={pixel} action={TransferAction.Out} onDone={done} />
        </>
      ),
      '/games',
    );
    await user.dblClick(screen.getByRole('button', { name: `All into ${pixel.name}` }));
    expect(await screen.findByText(`Moved $432.10 into ${pixel.name}.`)).toBeVisible();
    expect(await balanceOf(harness, pixel.id)).toBe(432_10);
    expect(done).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: `All back from ${pixel.name}` }));
    expect(await screen.findByText(`Moved $432.10 back from ${pixel.name}.`)).toBeVisible();
    expect(await balanceOf(harness, pixel.id)).toBe(0);

    await user.click(screen.getByRole('button', { name: `All back from ${pixel.name}` }));
    expect(
      await screen.findByText(`Your ${pixel.name} wallet is empty: nothing to move.`),
    ).toBeVisible();
  });

  it('says when the main wallet is empty', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(0);
    const pixel = await channel(harness, CHANNELS.fast);
    renderScreen(
      harness,
      () => <FastTransferButton channel={pixel} action={TransferAction.In} />,
      '/games',
    );
    await user.click(screen.getByRole('button', { name: `All into ${pixel.name}` }));
    expect(await screen.findByText('Your main wallet is empty: nothing to move.')).toBeVisible();
  });

  it('asks first when the provider has a transfer-in limit', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(900_00);
    const sports = await channel(harness, CHANNELS.seededLimit);
    renderScreen(
      harness,
      () => <FastTransferButton channel={sports} action={TransferAction.In} />,
      '/games',
    );
    const button = screen.getByRole('button', { name: `All into ${sports.name}` });
    await user.click(button);
    let dialog = await screen.findByRole('alertdialog', { name: 'Transfer limit' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await balanceOf(harness, sports.id)).toBe(0);
    await user.click(button);
    dialog = await screen.findByRole('alertdialog', { name: 'Transfer limit' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(`Moved $900.00 into ${sports.name}.`)).toBeVisible();
    expect(await balanceOf(harness, sports.id)).toBe(900_00);
  });
});
