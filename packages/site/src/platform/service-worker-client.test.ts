/**
 * The page's side of the service worker, over fake browser pieces: the first worker takes the
 * page over silently, a later deployment's waiting worker is offered, Reload hands the page to
 * it and reloads once, and the browser's install offer is kept for the app-download prompt.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING } from './service-worker-routing.ts';

type Listener = (event: Event) => void;

/** Something with `addEventListener` that a test can fire events on. */
class Target {
  readonly listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string, event: Event = new Event(type)) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

class FakeWorker extends Target {
  state = 'installing';
  readonly posted: unknown[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
}

class FakeRegistration extends Target {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  updates = 0;
  update() {
    this.updates++;
    return Promise.resolve();
  }
}

/** A page with the given controller (an older deployment's worker, or none). */
function fakePage(controlled: boolean) {
  const registration = new FakeRegistration();
  const container = Object.assign(new Target(), {
    controller: controlled ? new FakeWorker() : null,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  const reload = vi.fn();
  const window = Object.assign(new Target(), { location: { reload } }) as unknown as Target &
    Record<string, unknown>;
  const document = Object.assign(new Target(), { visibilityState: 'visible' });
  const ports = { onUpdateReady: vi.fn(), onInstallable: vi.fn() };
  const env = { serviceWorker: container, window, document };
  return { registration, container, reload, window, document, ports, env };
}

/** A fresh copy of the client (it starts once per page). */
async function freshClient() {
  vi.resetModules();
  return import('./service-worker-client.ts');
}

/** A new worker found installing, then installed. */
function deploy(registration: FakeRegistration): FakeWorker {
  const worker = new FakeWorker();
  registration.installing = worker;
  registration.fire('updatefound');
  worker.state = 'installed';
  worker.fire('statechange');
  return worker;
}

describe('startServiceWorker', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('registers the worker at the root, and offers nothing when it is the first', async () => {
    const client = await freshClient();
    const page = fakePage(false);
    await client.startServiceWorker(page.ports, page.env as never);
    expect(page.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    deploy(page.registration);
    expect(page.ports.onUpdateReady).not.toHaveBeenCalled();
    expect(client.updateWaiting()).toBe(false);
  });

  it("offers a new deployment's worker; Reload hands the page to it and reloads once", async () => {
    const client = await freshClient();
    const page = fakePage(true);
    await client.startServiceWorker(page.ports, page.env as never);
    const worker = deploy(page.registration);
    expect(page.ports.onUpdateReady).toHaveBeenCalledTimes(1);
    expect(client.updateWaiting()).toBe(true);
    // A controller change the member did not ask for reloads nothing.
    page.container.fire('controllerchange');
    expect(page.reload).not.toHaveBeenCalled();
    client.applyUpdate();
    expect(worker.posted).toEqual([{ type: SKIP_WAITING }]);
    page.container.fire('controllerchange');
    page.container.fire('controllerchange');
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('offers a worker already waiting when the page opens, and looks again when shown', async () => {
    const client = await freshClient();
    const page = fakePage(true);
    page.registration.waiting = new FakeWorker();
    await client.startServiceWorker(page.ports, page.env as never);
    expect(page.ports.onUpdateReady).toHaveBeenCalledTimes(1);
    page.document.fire('visibilitychange');
    expect(page.registration.updates).toBe(1);
  });

  it("keeps the browser's install offer, early or late, for one dialog", async () => {
    const client = await freshClient();
    const page = fakePage(false);
    const choice = { outcome: 'accepted' as const };
    const early = Object.assign(new Event('beforeinstallprompt'), {
      prompt: vi.fn(() => Promise.resolve()),
      userChoice: Promise.resolve(choice),
    });
    page.window[client.EARLY_INSTALL_PROMPT] = early;
    await client.startServiceWorker(page.ports, page.env as never);
    expect(page.ports.onInstallable).toHaveBeenLastCalledWith(true);
    await expect(client.promptInstall()).resolves.toBe(true);
    expect(early.prompt).toHaveBeenCalledTimes(1);
    await expect(client.promptInstall()).resolves.toBe(false);
    page.window.fire('appinstalled');
    expect(page.ports.onInstallable).toHaveBeenLastCalledWith(false);
  });

  it('tells a site mounted anew on the same page what it knows, and the first site no more', async () => {
    const client = await freshClient();
    const page = fakePage(true);
    await client.startServiceWorker(page.ports, page.env as never);
    deploy(page.registration);
    const next = { onUpdateReady: vi.fn(), onInstallable: vi.fn() };
    await client.startServiceWorker(next, page.env as never);
    expect(next.onUpdateReady).toHaveBeenCalledTimes(1);
    expect(page.container.register).toHaveBeenCalledTimes(1);
    page.window.fire('appinstalled');
    expect(next.onInstallable).toHaveBeenLastCalledWith(false);
    expect(page.ports.onInstallable).not.toHaveBeenCalled();
  });

  it('leaves a browser without service workers as it was', async () => {
    const client = await freshClient();
    const page = fakePage(false);
    await client.startServiceWorker(page.ports, { ...page.env, serviceWorker: undefined } as never);
    expect(page.container.register).not.toHaveBeenCalled();
    expect(page.ports.onUpdateReady).not.toHaveBeenCalled();
  });
});
