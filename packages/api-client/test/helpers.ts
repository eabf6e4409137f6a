/**
 * Helpers for the integration suites: clients against the running reference API with
 * recording ports, unique members, and contract-schema checks of answers.
 */
import type { EndpointSpec } from '@lobby/contract/core';
import { Value } from 'typebox/value';
import { afterEach, expect, inject, vi } from 'vitest';
import { createLobbyClient } from '../src/client/create-lobby-client.ts';
import type { LobbyClient, LobbyClientOptions } from '../src/client/create-lobby-client.ts';
import { memoryChannelHub, memoryCookies, memoryStorage } from '../src/ports/memory-ports.ts';
import type { ChannelFactory, CookiePort, LoggerPort, StoragePort } from '../src/ports/ports.ts';
import type { SessionOptions } from '../src/session/session.ts';

/** The running reference API. */
export const apiUrl = (): string => inject('apiUrl');

/** A logger that keeps quiet but records, so tests can assert what was logged. */
export function recordingLogger() {
  return { debug: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies LoggerPort;
}

/** One browser's shared state: what two tabs of it share. */
export interface FakeBrowser {
  readonly cookies: CookiePort;
  readonly storage: StoragePort;
  readonly channels: ChannelFactory;
}

/** A fresh browser profile. */
export function fakeBrowser(): FakeBrowser {
  return { cookies: memoryCookies(), storage: memoryStorage(), channels: memoryChannelHub() };
}

/** A client against the reference API with spy ports (one tab of `browser`). */
export function testClient(
  options: Partial<LobbyClientOptions> & {
    browser?: FakeBrowser;
    sessionOptions?: Partial<SessionOptions>;
  } = {},
) {
  const notify = { toast: vi.fn(), confirm: vi.fn(() => Promise.resolve()), alert: vi.fn() };
  const navigation = { reload: vi.fn(), goToRoot: vi.fn(), goHome: vi.fn() };
  const logger = recordingLogger();
  const browser = options.browser ?? fakeBrowser();
  const { browser: _browser, sessionOptions, ...rest } = options;
  const client: LobbyClient = createLobbyClient({
    baseUrl: apiUrl(),
    notify,
    navigation,
    logger,
    watchInactivity: false,
    session: { ...browser, ...sessionOptions },
    ...rest,
  });
  return { client, notify, navigation, logger, browser };
}

/**
 * `open(options)` for one test file: makes a {@link testClient} and disposes every client it made
 * after each test (registers the `afterEach`, so call it at the top level of the file).
 */
export function clientsPerTest(): (
  options?: Parameters<typeof testClient>[0],
) => ReturnType<typeof testClient> {
  const clients: Array<ReturnType<typeof testClient>> = [];
  afterEach(() => {
    for (const { client } of clients.splice(0)) client.dispose();
  });
  return (options = {}) => {
    const made = testClient(options);
    clients.push(made);
    return made;
  };
}

let counter = 0;
/** A username no other test uses: a letter, then letters and digits, 5–20 characters. */
export function uniqueUsername(): string {
  counter += 1;
  return `t${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 5)}`.slice(
    0,
    20,
  );
}

/** The password every test member gets. */
export const PASSWORD = 'Quill-Harbor-58';

/** Registers (and so signs in) a new member through the client. */
export async function registerMember(client: LobbyClient, username = uniqueUsername()) {
  const answer = await client.auth.register({
    username,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    age_confirmed: true,
  });
  return { username, answer };
}

/**
 * A call with a field its entry does not name, for endpoints whose fields leave nothing else to
 * get wrong: the SDK sends it (it never hides input from the server) and the API refuses it.
 */
export const SNEAKY = { sneaky: 1 } as never;

/** Asserts an answer matches the contract's response schema for the entry. */
export function expectContractShape(entry: EndpointSpec, data: unknown): void {
  const errors = [...Value.Errors(entry.response, data)].slice(0, 3);
  expect(errors, `${entry.id} answer should match the contract`).toEqual([]);
}

/** The six-digit codes mailed to an address so far, oldest first. */
export async function mailedCodes(address: string): Promise<string[]> {
  const response = await fetch(`${inject('mailboxUrl')}/?to=${encodeURIComponent(address)}`);
  const bodies = (await response.json()) as string[];
  return bodies.flatMap((body) =>
    [...body.matchAll(/\b(\d{6})\b/g)].map((m) => m[1] as string).slice(0, 1),
  );
}

/** Waits for the next code mailed to an address (delivery is asynchronous). */
export async function nextMailedCode(address: string, seen = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const codes = await mailedCodes(address);
    if (codes.length > seen) return codes[codes.length - 1] as string;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No code was mailed to ${address}`);
}
