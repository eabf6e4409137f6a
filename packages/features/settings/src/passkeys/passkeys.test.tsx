/**
 * The passkeys screen against the reference API: the empty state, a passkey added (named, then
 * made by a software authenticator standing in for the browser), renamed, and its removal
 * refused until the member steps up; a cancelled browser prompt adds nothing.
 */
import { getHref } from '@lobby/domain/routes';
import { SoftPasskey } from '@lobby/vitest-config/soft-passkey';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '../testing/members.ts';
import { renderScreen } from '../testing/render.tsx';
import { PasskeysScreen } from './passkeys-screen.tsx';

const browser = vi.hoisted(() => ({
  origin: '',
  create: undefined as undefined | ((options: Record<string, unknown>) => Promise<unknown>),
}));

// The browser's WebAuthn prompt is the one thing jsdom lacks: a software authenticator answers.
vi.mock('@lobby/api-client/passkeys', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  browserSupportsPasskeys: () => true,
  createPasskey: (options: Record<string, unknown>) =>
    browser.create ? browser.create(options) : Promise.reject(new Error('no authenticator')),
  isPasskeyCancel: (error: unknown) => (error as { name?: string }).name === 'NotAllowedError',
}));

const AT = getHref('SETTING_PASSKEYS');

beforeEach(() => {
  browser.create = undefined;
});

describe('the passkeys screen', () => {
  it('adds and renames a passkey from the empty state, and asks for step-up to remove it', async () => {
    const user = userEvent.setup();
    const { harness } = await member();
    // Requests from the harness carry no Origin: the API takes the one its Host makes.
    browser.origin = new URL(harness.apiUrl).origin;
    browser.create = async (options) =>
      new SoftPasskey().create(options as Parameters<SoftPasskey['create']>[0], browser.origin);
    renderScreen(harness, (p) => <PasskeysScreen {...p} />, AT);
    expect(await screen.findByText('No passkeys yet')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const add = await screen.findByRole('dialog', { name: 'Add a passkey' });
    const name = within(add).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Laptop');
    await user.click(within(add).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Laptop')).toBeVisible();
    expect(screen.getByText(/Added .* · Not used yet/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename this passkey' });
    const field = within(rename).getByRole('textbox', { name: /Name/ });
    await user.clear(field);
    await user.type(field, 'Work laptop');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Work laptop')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove “Work laptop”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    // Removing a factor asks for step-up first (the site's dialog answers it; this screen alone
    // shows the refusal), and the passkey stays.
    expect(
      await screen.findByText("Confirm it's you with your second factor, then try again."),
    ).toBeVisible();
    expect(screen.getByText('Work laptop')).toBeVisible();
  });

  it('adds nothing when the browser prompt is cancelled', async () => {
    const user = userEvent.setup();
    const { harness } = await member();
    browser.create = async () => {
      throw Object.assign(new Error('cancelled'), { name: 'NotAllowedError' });
    };
    renderScreen(harness, (p) => <PasskeysScreen {...p} />, AT);
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const add = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.click(within(add).getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('The passkey request was cancelled or timed out.'),
    ).toBeVisible();
    expect(screen.getByText('No passkeys yet')).toBeVisible();
  });
});
