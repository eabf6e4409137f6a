/**
 * Progressive drawing of a long list: the first `step` items at once, then `step` more each
 * animation frame until all are drawn. A page of artwork tiles landing together would
 * otherwise be laid out and painted in one long main-thread task; in slices, the tiles in
 * view come first and scrolling stays smooth while the rest follow.
 */
import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw now. Starts again from `step` when `resetKey` changes (a
 * new filter is a new list); a list that grows (the next page) carries on from where it is.
 */
export function useRevealed(total: number, step: number, resetKey: string): number {
  const [state, setState] = useState({ key: resetKey, count: step });
  const count = state.key === resetKey ? state.count : step;
  const shown = Math.min(total, count);
  useEffect(() => {
    if (shown >= total) return;
    const frame = requestAnimationFrame(() =>
      // A transition: typing or tapping meanwhile is never held up by the next slice.
      startTransition(() => setState({ key: resetKey, count: shown + step })),
    );
    return () => cancelAnimationFrame(frame);
  }, [shown, total, step, resetKey]);
  return shown;
}
