import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OnFirstOpen, lazyPart } from './lazy-part.tsx';

function Menu({ label }: { label: string }) {
  return <nav aria-label={label}>menu</nav>;
}

describe('lazyPart', () => {
  it('mounts the part at its first opening and keeps it mounted', async () => {
    const load = vi.fn(async () => Menu);
    const part = lazyPart(load);
    const view = (open: boolean) => (
      <OnFirstOpen open={open}>
        <part.Part label="Site" />
      </OnFirstOpen>
    );
    const { rerender } = render(view(false));
    expect(load).not.toHaveBeenCalled();
    rerender(view(true));
    expect(await screen.findByRole('navigation', { name: 'Site' })).toBeTruthy();
    rerender(view(false));
    expect(screen.getByRole('navigation', { name: 'Site' })).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });

  it('asks again at the next opening for a part whose chunk failed to load', async () => {
    let offline = true;
    const load = vi.fn(async () => {
      if (offline) throw new Error('offline');
      return Menu;
    });
    const part = lazyPart(load);
    const view = (open: boolean) => (
      <OnFirstOpen open={open}>
        <part.Part label="Site" />
      </OnFirstOpen>
    );
    const { rerender } = render(view(true));
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // The failure leaves the page as it is.
    expect(screen.queryByRole('navigation')).toBeNull();
    offline = false;
    rerender(view(false));
    rerender(view(true));
    expect(await screen.findByRole('navigation', { name: 'Site' })).toBeTruthy();
  });

  it('fetches the chunk ahead of the first opening once, and again after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<typeof Menu>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Menu);
    const part = lazyPart(load);
    part.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    await act(async () => {
      await Promise.resolve();
    });
    part.preload();
    part.preload();
    expect(load).toHaveBeenCalledTimes(2);
    render(
      <OnFirstOpen open>
        <part.Part label="Site" />
      </OnFirstOpen>,
    );
    expect(await screen.findByRole('navigation', { name: 'Site' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
