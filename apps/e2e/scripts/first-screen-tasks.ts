/**
 * The first screen's main-thread tasks as a member's phone runs them: Chromium at 4× CPU with
 * no devtools domain enabled, the page's own long-task observer counting. Part of `pnpm bench`,
 * beside Lighthouse, because Lighthouse cannot see this. It enables the Debugger (for async
 * stacks), and Playwright enables Runtime on every page it drives; with either, V8 behaves
 * unlike a member's browser. With the Debugger on it records source positions while it compiles,
 * so the re-parse a member's browser makes when something needs them never shows (calling
 * `scheduler.yield()` from the start chunk's top level cost one of the whole chunk, about 100 ms
 * at 4×, invisible to Lighthouse). With Runtime on, every `Error` created records a detailed
 * stack. So this opens its own browser and speaks the devtools protocol itself, enabling only
 * the Page domain (to plant the observer before the page's scripts run) and emulation.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROME_ARGS, CHROME_PATH } from '../support/env.ts';
import { LONG_FRAMES, LONG_TASKS, LONG_TASK_OBSERVER } from '../support/long-tasks.ts';

/** One load of a first screen. */
export interface FirstScreenTasks {
  /** Time over 50 ms summed over the tasks (ms): the blocking time of the load. */
  readonly blockingMs: number;
  /** The longest task (ms); 0 when none went over 50 ms. */
  readonly longestMs: number;
  /** Tasks over 50 ms. */
  readonly longTasks: number;
  /**
   * The animation frames' blocking time summed (ms): like `blockingMs`, but counting the style,
   * layout and paint each frame ran after its tasks, which long tasks leave out.
   */
  readonly frameBlockingMs: number;
  /** The longest animation frame (ms), rendering included; 0 when none went over 50 ms. */
  readonly longestFrameMs: number;
}

/** How long a load is watched after its `load` event: start-up's slices and the first render. */
const SETTLE_MS = 5000;

/** A phone's CPU as Lighthouse's mobile preset models it. */
const CPU_SLOWDOWN = 4;

/** A devtools protocol connection: commands answered by id, events by name and session. */
class Devtools {
  private next = 0;
  private readonly pending = new Map<number, (message: ProtocolMessage) => void>();
  private readonly waiting: { method: string; sessionId?: string; resolve: () => void }[] = [];

  private readonly socket: WebSocket;

  constructor(socket: WebSocket) {
    this.socket = socket;
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as ProtocolMessage;
      if (message.id !== undefined) {
        this.pending.get(message.id)?.(message);
        this.pending.delete(message.id);
        return;
      }
      for (const waiter of [...this.waiting]) {
        if (waiter.method !== message.method || waiter.sessionId !== message.sessionId) continue;
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    });
  }

  /** Sends a command and answers its result; a protocol error is thrown. */
  send<T = Record<string, unknown>>(
    method: string,
    params: Record<string, unknown> = {},
    sessionId?: string,
  ): Promise<T> {
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (message) =>
        message.error
          ? reject(new Error(`${method}: ${message.error.message}`))
          : resolve(message.result as T),
      );
      this.socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  }

  /** Resolves at the next `method` event of the session. */
  once(method: string, sessionId?: string): Promise<void> {
    return new Promise((resolve) => this.waiting.push({ method, sessionId, resolve }));
  }
}

/** A protocol message: a command's answer (with `id`) or an event (with `method`). */
interface ProtocolMessage {
  id?: number;
  method?: string;
  sessionId?: string;
  result?: unknown;
  error?: { message: string };
}

/** Starts Chromium with a debugging port of its own choosing and answers its socket address. */
function launch(profile: string): { chrome: ReturnType<typeof spawn>; address: Promise<string> } {
  const chrome = spawn(
    CHROME_PATH,
    [...CHROME_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const address = new Promise<string>((resolve, reject) => {
    let said = '';
    chrome.stderr?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const found = /ws:\/\/\S+/.exec(said);
      if (found) resolve(found[0]);
    });
    chrome.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening`)));
  });
  return { chrome, address };
}

/** Loads `url` `runs` times, each in a fresh tab of one browser, and answers each load's tasks. */
export async function measureFirstScreenTasks(
  url: string,
  runs: number,
): Promise<FirstScreenTasks[]> {
  const profile = mkdtempSync(join(tmpdir(), 'lobby-first-screen-'));
  const { chrome, address } = launch(profile);
  try {
    const socket = new WebSocket(await address);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    const devtools = new Devtools(socket);
    const loads: FirstScreenTasks[] = [];
    try {
      for (let run = 0; run < runs; run++) {
        const { targetId } = await devtools.send<{ targetId: string }>('Target.createTarget', {
          url: 'about:blank',
        });
        const { sessionId } = await devtools.send<{ sessionId: string }>('Target.attachToTarget', {
          targetId,
          flatten: true,
        });
        await devtools.send('Page.enable', {}, sessionId);
        await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }, sessionId);
        await devtools.send(
          'Emulation.setDeviceMetricsOverride',
          { width: 412, height: 823, deviceScaleFactor: 2, mobile: true },
          sessionId,
        );
        await devtools.send(
          'Page.addScriptToEvaluateOnNewDocument',
          { source: LONG_TASK_OBSERVER },
          sessionId,
        );
        const loaded = devtools.once('Page.loadEventFired', sessionId);
        await devtools.send('Page.navigate', { url }, sessionId);
        await loaded;
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        // Runtime.evaluate works without enabling the Runtime domain, and the load is over.
        const read = await devtools.send<{ result: { value?: string } }>(
          'Runtime.evaluate',
          {
            expression: `JSON.stringify([window.${LONG_TASKS} ?? [], window.${LONG_FRAMES} ?? []])`,
            returnByValue: true,
          },
          sessionId,
        );
        const [tasks, frames] = JSON.parse(read.result.value ?? '[[], []]') as [
          number[],
          [number, number][],
        ];
        loads.push({
          blockingMs: Math.round(tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)),
          longestMs: Math.round(Math.max(0, ...tasks)),
          longTasks: tasks.length,
          frameBlockingMs: Math.round(frames.reduce((sum, [, blocking]) => sum + blocking, 0)),
          longestFrameMs: Math.round(Math.max(0, ...frames.map(([duration]) => duration))),
        });
        await devtools.send('Target.closeTarget', { targetId });
      }
    } finally {
      socket.close();
    }
    return loads;
  } finally {
    chrome.kill();
    // Already gone (an exit code, or killed by a signal): no exit event will come.
    await new Promise((resolve) =>
      chrome.exitCode === null && chrome.signalCode === null
        ? chrome.once('exit', resolve)
        : resolve(null),
    );
    rmSync(profile, { recursive: true, force: true });
  }
}
