/**
 * Whether an element is on screen or about to be. Generated artwork is an SVG document per
 * picture, built by script and then parsed and laid out by the browser on the main thread; a
 * lobby draws dozens of them, most below the fold or in sideways rows nobody has scrolled yet.
 * Tiles draw their picture once they come near the viewport instead (the tile's own
 * background shows until then), which keeps that work out of the first screen's budget.
 */
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/** How far outside the viewport (px) an element counts as near: a fast flick still finds art. */
const MARGIN = '400px';

/**
 * How many pictures a first screen drawn on the server shows at once, and the site's first
 * render over the drawing with it: what a phone's first screen holds (four rows of three game
 * tiles, or a banner's and a few rows' worth). The rest wait, in the drawing as on the page,
 * until they come near the viewport.
 */
export const FIRST_SCREEN_PICTURES = 12;

/**
 * Pictures a render draws at once, before any observer has measured where they are: the first
 * ones it mounts take one each. Given to the server's drawing of the first screen and to the
 * site's first render over it, so both show art in the same tiles (no tile loses its picture
 * for a moment when the site replaces the drawing).
 */
export interface PictureBudget {
  left: number;
}

const PictureBudgetContext = createContext<PictureBudget | undefined>(undefined);

/** Provides a {@link PictureBudget} to the tree (one object per render of a page). */
export const PictureBudgetProvider = PictureBudgetContext.Provider;

/** A fresh budget of {@link FIRST_SCREEN_PICTURES}. */
export function firstScreenPictures(): PictureBudget {
  return { left: FIRST_SCREEN_PICTURES };
}

type Listener = (near: boolean) => void;
let observer: IntersectionObserver | undefined;
const listeners = new WeakMap<Element, Listener>();

/** One observer for every tile: cheaper than an observer each. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: MARGIN },
  );
  return observer;
}

/**
 * A ref for the element and whether it has come near the viewport. Once near it stays so (art
 * drawn is kept). Without IntersectionObserver (tests under jsdom, old browsers) it is near at
 * once, unless a {@link PictureBudget} is given: then the first ones are, the rest wait. A ref object, not a callback ref with state: a list of tiles mounts without a second
 * render each.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const supported = typeof IntersectionObserver !== 'undefined';
  const budget = useContext(PictureBudgetContext);
  const [near, setNear] = useState(() => {
    // Without a budget: near at once only where nothing can tell (tests under jsdom).
    if (!budget) return !supported;
    if (budget.left <= 0) return false;
    budget.left -= 1;
    return true;
  });
  const ref = useRef<T | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || near || !supported) return;
    const watcher = sharedObserver();
    listeners.set(element, (isNear) => {
      if (isNear) setNear(true);
    });
    watcher.observe(element);
    return () => {
      watcher.unobserve(element);
      listeners.delete(element);
    };
  }, [near, supported]);
  return [ref, near];
}
