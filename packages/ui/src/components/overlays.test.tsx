import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/index.tsx';
import { AlertDialog, ConfirmDialog, Dialog } from './dialog.tsx';
import { LanguageDialog } from './language-dialog.tsx';
import { Picker } from './select.tsx';
import { SideMenu, SideMenuItem } from './side-menu.tsx';
import { TOAST_DURATION, useToast } from './toast.tsx';
import { Button } from './button.tsx';

function Opener({ dismissable = true }: { dismissable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        title="Notice"
        onClose={() => setOpen(false)}
        dismissable={dismissable}
        actions={<Button>One</Button>}
      >
        Body text
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('moves focus in, closes on Escape and gives focus back', async () => {
    renderWithTheme(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Body text');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    renderWithTheme(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on a backdrop press', async () => {
    renderWithTheme(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByTestId('overlay-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be dismissed when it must be answered', async () => {
    renderWithTheme(<Opener dismissable={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('overlay-backdrop'));
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
  });

  it('locks page scroll while open', async () => {
    renderWithTheme(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});

describe('AlertDialog and ConfirmDialog', () => {
  it('acknowledges an alert', async () => {
    const onConfirm = vi.fn();
    renderWithTheme(
      <AlertDialog
        open
        title="Session expired"
        message="Please sign in again"
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Session expired' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms or cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithTheme(
      <ConfirmDialog
        open
        title="Log out?"
        tone="danger"
        confirmLabel="Log out"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('blocks dismissal while busy', async () => {
    const onCancel = vi.fn();
    renderWithTheme(
      <ConfirmDialog open busy title="Saving" onConfirm={() => {}} onCancel={onCancel} />,
    );
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('Picker and LanguageDialog', () => {
  it('opens a sheet of choices and reports the one tapped', async () => {
    function Harness() {
      const [bank, setBank] = useState<string | undefined>();
      return (
        <Picker
          label="Bank"
          options={[
            { value: 'cimb', label: 'CIMB' },
            { value: 'uob', label: 'UOB' },
          ]}
          value={bank}
          onChange={setBank}
        />
      );
    }
    renderWithTheme(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Bank' });
    expect(trigger).toHaveTextContent('Please Select');
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('radio', { name: 'UOB' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveTextContent('UOB');
  });

  it('marks the current language and reports a new choice', async () => {
    const onSelect = vi.fn();
    renderWithTheme(
      <LanguageDialog
        open
        languages={[
          { key: 'en', name: 'English' },
          { key: 'ja', name: '日本語' },
        ]}
        value="en"
        onSelect={onSelect}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '日本語' }));
    expect(onSelect).toHaveBeenCalledWith('ja');
  });
});

describe('SideMenu', () => {
  it('shows a guest the sign-in button and closes from its button', async () => {
    const onClose = vi.fn();
    const onSignIn = vi.fn();
    renderWithTheme(
      <SideMenu open onClose={onClose} wordmark="DIAMOND" welcome="Welcome" onSignIn={onSignIn}>
        <SideMenuItem icon="home" label="Home" />
      </SideMenu>,
    );
    expect(screen.getByRole('dialog', { name: 'DIAMOND' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onSignIn).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a member their name and logout, and opens external links in a new window', async () => {
    const onLogout = vi.fn();
    renderWithTheme(
      <SideMenu
        open
        onClose={() => {}}
        wordmark="DIAMOND"
        welcome="Welcome back"
        username="lucky88"
        onLogout={onLogout}
      >
        <SideMenuItem icon="live" label="Live score" href="https://example.test/score" external />
      </SideMenu>,
    );
    expect(screen.getByText('lucky88')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalled();
    const link = screen.getByRole('link', { name: 'Live score' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('Toast', () => {
  afterEach(() => vi.useRealTimers());

  function Trigger({ tone }: { tone: 'info' | 'error' }) {
    const toast = useToast();
    return (
      <Button
        onClick={() => (tone === 'error' ? toast.error('Network error') : toast.show('Saved'))}
      >
        Fire
      </Button>
    );
  }

  it('shows an info toast at the top for 3 seconds', () => {
    vi.useFakeTimers();
    renderWithTheme(<Trigger tone="info" />);
    act(() => screen.getByRole('button', { name: 'Fire' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    act(() => vi.advanceTimersByTime(TOAST_DURATION.default - 1));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('keeps an error for 5 seconds as an alert with a close button', () => {
    vi.useFakeTimers();
    renderWithTheme(<Trigger tone="error" />);
    act(() => screen.getByRole('button', { name: 'Fire' }).click());
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    act(() => vi.advanceTimersByTime(TOAST_DURATION.default));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DURATION.error - TOAST_DURATION.default));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes an error early from its close button', () => {
    renderWithTheme(<Trigger tone="error" />);
    act(() => screen.getByRole('button', { name: 'Fire' }).click());
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses to work outside a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Lonely() {
      useToast();
      return null;
    }
    expect(() => render(<Lonely />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
