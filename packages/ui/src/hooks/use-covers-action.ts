/**
 * Whether a floating button's place covers one of the page's actions (a button, link or field),
 * so the floater can step aside (tuck) rather than sit over "Continue to payment". The check
 * asks the browser what lies under a few points of the floater's resting box
 * (`elementsFromPoint`), so it costs the same on a short form as on a page of game tiles.
 */
import { useEffect, useState } from 'react';

/** What a member acts on: a floater must never cover one. */
export const ACTION_SELECTOR =
  'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="tab"]';

/**
 * The floater's box where it rests, ignoring the transform that tucks it: a fixed element's
 * `right` and `bottom` and its size; anything else, its box as drawn.
 */
function restingBox(floater: HTMLElement): DOMRect {
  const style = getComputedStyle(floater);
  const right = Number.parseFloat(style.right);
  const bottom = Number.parseFloat(style.bottom);
  if (style.position !== 'fixed' || Number.isNaN(right) || Number.isNaN(bottom))
    return floater.getBoundingClientRect();
  const root = document.documentElement;
  const width = floater.offsetWidth;
  const height = floater.offsetHeight;
  return new DOMRect(
    root.clientWidth - right - width,
    root.clientHeight - bottom - height,
    width,
    height,
  );
}

/**
 * The action of `area` that lies under `floater`'s resting box, if any: looked up at its
 * centre, the middles of its sides and its corners (a pixel in), so an action that only
 * touches the box counts too.
 */
function actionUnder(floater: HTMLElement, area: Element): Element | undefined {
  const box = restingBox(floater);
  const xs = [box.left + 1, box.left + box.width / 2, box.right - 1];
  const ys = [box.top + 1, box.top + box.height / 2, box.bottom - 1];
  const points = xs.flatMap((x) => ys.map((y) => [x, y] as const));
  for (const [x, y] of points) {
    const below = document.elementsFromPoint(x, y).find((element) => !floater.contains(element));
    const action = below?.closest(ACTION_SELECTOR);
    if (action && area.contains(action)) return action;
  }
  return undefined;
}

/**
 * True while the element `floaterId` would cover an action of the area `areaSelector` (the
 * page's `main` by default): checked once a frame at most, when the page scrolls or resizes and
 * when the area's content changes (a screen loads, a form grows).
 */
export function useCoversAction(floaterId: string, areaSelector = 'main'): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof document.elementsFromPoint !== 'function')
      return undefined;
    let frame = 0;
    const decide = () => {
      frame = 0;
      const floater = document.getElementById(floaterId);
      const area = document.querySelector(areaSelector);
      setCovers(Boolean(floater && area && actionUnder(floater, area)));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(decide);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const area = document.querySelector(areaSelector);
    const observer =
      typeof MutationObserver === 'function' ? new MutationObserver(schedule) : undefined;
    if (area) observer?.observe(area, { childList: true, subtree: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [floaterId, areaSelector]);
  return covers;
}
