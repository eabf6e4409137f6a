/**
 * Inactivity logout (spec §4): a page opened already idle clears the login and reloads; while
 * open, the session is checked every interval (across tabs, through the stored activity) and an
 * idle spell runs the site's `onIdle` (default: sign out and go home) once.
 */
import type { LoggerPort, NavigationPort } from '../ports/ports.ts';
import type { Session } from './session.ts';

/** What the watch needs: the session and the timings and ports of its options. */
export interface InactivityWatchOptions {
  readonly logoutMs: number;
  readonly checkMs: number;
  readonly logger: LoggerPort;
  readonly navigation: NavigationPort;
  readonly onIdle: ((session: Session) => void | Promise<void>) | undefined;
}

/** Starts and stops the watch of one session. */
export interface InactivityWatch {
  start(): void;
  stop(): void;
}

/** Runs the idle logout once; a failing `onIdle` still signs out. */
function logOutIdle(session: Session, options: InactivityWatchOptions, done: () => void): void {
  const { logger, navigation } = options;
  try {
    const result = options.onIdle
      ? options.onIdle(session)
      : (session.signOut(), navigation.goHome());
    Promise.resolve(result).then(done, (error: unknown) => {
      logger.error('session: idle logout failed', error);
      session.signOut();
      done();
    });
  } catch (error) {
    logger.error('session: idle logout failed', error);
    session.signOut();
    done();
  }
}

/** Creates the inactivity watch of a session. */
export function createInactivityWatch(
  session: Session,
  options: InactivityWatchOptions,
): InactivityWatch {
  const { logoutMs, logger } = options;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  /** The last-activity time an idle logout already ran for: one logout per idle spell. */
  let handledFor: number | undefined;
  const check = () => {
    if (running || !session.isSignedIn()) return;
    const seen = session.lastActivity();
    if (seen === undefined || Date.now() - seen < logoutMs || seen === handledFor) return;
    running = true;
    handledFor = seen;
    logger.debug('session: idle too long; logging out');
    logOutIdle(session, options, () => {
      running = false;
    });
  };
  const watch: InactivityWatch = {
    start() {
      watch.stop();
      const last = session.lastActivity();
      if (session.isSignedIn() && last !== undefined && Date.now() - last >= logoutMs) {
        logger.debug('session: idle since before this page opened; clearing the login');
        session.signOut();
        options.navigation.reload();
        return;
      }
      session.markActivity();
      timer = setInterval(check, options.checkMs);
    },
    stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    },
  };
  return watch;
}
