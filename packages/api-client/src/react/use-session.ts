/**
 * React access to the session: re-renders when the sign-in state, user info or balance
 * visibility change, in this tab or another.
 */
import { useSyncExternalStore } from 'react';
import type { Session, SessionSnapshot } from '../session/session.ts';

/** The session's current snapshot, kept up to date (`useSyncExternalStore`). */
export function useSessionSnapshot(session: Session): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

/**
 * Whether a member is signed in, kept up to date: the guest check every member-only screen
 * makes before it asks for anything.
 */
export function useSignedIn(session: Session): boolean {
  return useSessionSnapshot(session).signedIn;
}
