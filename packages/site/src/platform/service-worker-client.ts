/**
 * The page's side of the service worker (`service-worker.ts`): registers `/sw.js` once the page
 * has settled (never before the first screen), tells the site when a new deployment's worker is
 * waiting (the update prompt's Reload makes it take over, then reloads the page once), asks
 * for a new deployment whenever the page comes back into view, and keeps the browser's install
 * offer (`beforeinstallprompt`) for the app-download prompt. Loaded on demand: none of it is in
 * the first screen's chunk.
 */
import { SKIP_WAITING } from './service-worker-routing.ts';

/** Where the build writes the worker (`@lobby/vite-config`'s `pwa.ts`). */
export const WORKER_URL = '/sw.js';

/** The global the shell's code keeps an early `beforeinstallprompt` in (`brand-start.ts`). */
export const EARLY_INSTALL_PROMPT = 'lobbyInstallPrompt';

/** The browser's install offer (`beforeinstallprompt`), which only Chromium browsers make. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the client tells the site. */
export interface WorkerClientPorts {
  /** A new deployment's worker is waiting: offer a reload. */
  onUpdateReady(): void;
  /** The browser offers installation (true), or no longer does (false: installed). */
  onInstallable(installable: boolean): void;
}

/** The browser pieces the client uses (the page's own by default; tests pass fakes). */
export interface WorkerClientEnvironment {
  readonly serviceWorker: ServiceWorkerContainer | undefined;
  readonly window: Pick<Window, 'addEventListener' | 'location'> & Record<string, unknown>;
  readonly document: Pick<Document, 'addEventListener' | 'visibilityState'>;
}

let waiting: ServiceWorker | undefined;
let installPrompt: InstallPromptEvent | undefined;
let started = false;
/** The site told: the latest to start the client (a page mounts a site anew in tests). */
let told: WorkerClientPorts | undefined;

/** The page's own environment. */
function pageEnvironment(): WorkerClientEnvironment {
  return {
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    window: window as unknown as WorkerClientEnvironment['window'],
    document,
  };
}

/**
 * Starts the client once per page: keeps the install offer, registers the worker and watches for
 * a new deployment's. A browser without service workers (or refusing them) gets the site as it
 * was; a failed registration is left at that. Started again (a site mounted anew on the same
 * page), it tells the new site what it knows and what comes next, and nothing more.
 */
export async function startServiceWorker(
  ports: WorkerClientPorts,
  env: WorkerClientEnvironment = pageEnvironment(),
): Promise<void> {
  told = ports;
  if (installPrompt) ports.onInstallable(true);
  if (waiting) ports.onUpdateReady();
  if (started) return;
  started = true;
  const keep = (event: Event) => {
    installPrompt = event as InstallPromptEvent;
    told?.onInstallable(true);
  };
  const early = env.window[EARLY_INSTALL_PROMPT] as InstallPromptEvent | undefined;
  if (early) keep(early);
  env.window.addEventListener('beforeinstallprompt', keep);
  env.window.addEventListener('appinstalled', () => {
    installPrompt = undefined;
    told?.onInstallable(false);
  });
  const container = env.serviceWorker;
  if (!container) return;
  // The first worker takes an uncontrolled page over without a prompt: there is nothing older.
  const controlled = Boolean(container.controller);
  let applying = false;
  container.addEventListener('controllerchange', () => {
    if (!applying) return;
    applying = false;
    env.window.location.reload();
  });
  const offer = (worker: ServiceWorker) => {
    if (!controlled && !container.controller) return;
    waiting = worker;
    applyHook = () => {
      applying = true;
      worker.postMessage({ type: SKIP_WAITING });
    };
    told?.onUpdateReady();
  };
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(WORKER_URL, { scope: '/' });
  } catch {
    return;
  }
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
  // A page left open for days learns of a deployment when it is looked at again.
  env.document.addEventListener('visibilitychange', () => {
    if (env.document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}

let applyHook: (() => void) | undefined;

/** Whether a new deployment's worker is waiting. */
export function updateWaiting(): boolean {
  return waiting !== undefined;
}

/** The prompt's Reload: the waiting worker takes over, and the page reloads once it has. */
export function applyUpdate(): void {
  applyHook?.();
}

/**
 * Opens the browser's install dialog; true when the member accepted. False without an offer
 * (a browser that makes none, or the app already installed).
 */
export async function promptInstall(): Promise<boolean> {
  const offer = installPrompt;
  if (!offer) return false;
  installPrompt = undefined;
  await offer.prompt();
  return (await offer.userChoice).outcome === 'accepted';
}
