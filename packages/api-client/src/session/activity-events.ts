/**
 * Member actions in the browser timestamp the session (spec §4: "user actions are
 * timestamped"). Kept apart from the session so Node and tests mark activity themselves.
 */
import type { Session } from './session.ts';

/** The DOM events that count as a member action. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** Marks activity on every member action on `target` (default `window`); returns the unbinder. */
export function bindActivityEvents(session: Session, target: EventTarget = window): () => void {
  const mark = () => session.markActivity();
  for (const type of ACTIVITY_EVENTS)
    target.addEventListener(type, mark, { passive: true, capture: true });
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, mark, { capture: true });
  };
}
