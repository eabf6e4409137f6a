/**
 * Whether a floating button should tuck itself away: while the member scrolls down through
 * content, and near the page's end (where forms keep their submit buttons), it slides to the
 * edge; scrolling back up, or being near the top, brings it back. A phone at 390 px has no
 * spare margin for a 56 px button, so this is how it avoids covering what is being read.
 */
import { useEffect, useState } from 'react';

/** How far down the page (px) the button may stay out whatever the direction. */
const TOP_ZONE = 80;
/** How close to the page's end (px) it always tucks. */
const END_ZONE = 160;
/** Movement (px) below which a scroll is jitter and changes nothing. */
const JITTER = 8;

/** The tucked state for a scroll position, given where the last decision was made. */
export function nextTucked(
  tucked: boolean,
  previousY: number,
  y: number,
  viewport: number,
  page: number,
): boolean {
  if (y <= TOP_ZONE) return false;
  if (y + viewport >= page - END_ZONE) return true;
  if (Math.abs(y - previousY) < JITTER) return tucked;
  return y > previousY;
}

/** Follows the window's scroll (see the module note); false on the server and at the top. */
export function useTucked(enabled = true): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return;
    let lastY = window.scrollY;
    let frame = 0;
    const decide = () => {
      frame = 0;
      const y = window.scrollY;
      const page = document.documentElement.scrollHeight;
      setTucked((current) => {
        const next = nextTucked(current, lastY, y, window.innerHeight, page);
        if (Math.abs(y - lastY) >= JITTER || next !== current) lastY = y;
        return next;
      });
    };
    const onScroll = () => {
      // One decision per frame, however many scroll events arrive.
      if (!frame) frame = window.requestAnimationFrame(decide);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return enabled && tucked;
}
