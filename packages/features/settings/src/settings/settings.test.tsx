/** The settings index against the reference API: each row says where its setting stands. */
import { memberApi } from '@lobby/api-client/member';
import { getHref } from '@lobby/domain/routes';
import { createLiveHarness } from '@lobby/test-kit/live';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { member, uniqueEmail } from '../testing/members.ts';
import { renderScreen } from '../testing/render.tsx';
import { SettingsScreen } from './settings-screen.tsx';

const AT = getHref('SETTING_INDEX');

describe('settings index', () => {
  it('shows the masked email, a missing mobile and withdrawal password, and opens the forms', async () => {
    const user = userEvent.setup();
    const email = uniqueEmail();
    const { harness } = await member({ email });
    renderScreen(harness, (p) => <SettingsScreen {...p} />, AT);
    const emailRow = await screen.findByRole('link', { name: /Email/ });
    expect(emailRow).toHaveAttribute('href', getHref('SETTING_EMAIL'));
    const [name, domain] = email.split('@');
    expect(emailRow).toHaveTextContent(`${name?.slice(0, 2)}`);
    expect(emailRow).toHaveTextContent(`@${domain}`);
    expect(emailRow).not.toHaveTextContent(email);
    expect(within(emailRow).getByText('Not verified')).toBeVisible();
    expect(screen.getByRole('link', { name: /Mobile number/ })).toHaveTextContent('Not set');
    const withdraw = screen.getByRole('button', { name: /Withdrawal password/ });
    expect(withdraw).toHaveTextContent('Not set');
    expect(withdraw).toHaveTextContent('Set one before your first withdrawal');
    expect(screen.getByRole('link', { name: /Safer play/ })).toHaveAttribute(
      'href',
      getHref('SETTING_SAFER_PLAY'),
    );
    await user.click(withdraw);
    expect(await screen.findByText('elsewhere')).toBeVisible();
  });

  it('says a withdrawal password is set once it is', async () => {
    const { harness, password } = await member();
    await harness.store
      .dispatch(
        memberApi.endpoints.withdrawPassword.initiate({
          password,
          withdraw_password: '4826',
          withdraw_password_confirmation: '4826',
        }),
      )
      .unwrap();
    renderScreen(harness, (p) => <SettingsScreen {...p} />, AT);
    const withdraw = await screen.findByRole('button', { name: /Withdrawal password/ });
    expect(withdraw).toHaveTextContent('Asked for every withdrawal');
    expect(within(withdraw).getByText('Set')).toBeVisible();
  });

  it('lets a guest choose the language and invites them to sign in', async () => {
    const user = userEvent.setup();
    const harness = createLiveHarness();
    const onOpenLanguage = vi.fn();
    const { props } = renderScreen(
      harness,
      (p) => <SettingsScreen {...p} onOpenLanguage={onOpenLanguage} />,
      AT,
    );
    await user.click(screen.getByRole('button', { name: /Language/ }));
    expect(onOpenLanguage).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /Withdrawal password/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(props.onRequireSignIn).toHaveBeenCalledOnce();
  });
});
