/**
 * Every member endpoint of the contract is called by some integration suite: a new entry (or a
 * new area) cannot land without its test against the reference API. Server-to-server areas are
 * not member calls (the SDK leaves them out); URL entries are covered through their helpers.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { endpointsByArea } from '@lobby/contract/registry';
import { describe, expect, it } from 'vitest';
import { registeredEntry } from '../src/api/define-area.ts';
import { SERVER_AREAS, STREAM_ENTRIES, URL_ENTRIES } from '../src/areas/registry.ts';

const dir = fileURLToPath(new URL('.', import.meta.url));
const suites = readdirSync(dir)
  .filter((file) => /\.integration\.test\.tsx?$/.test(file))
  .map((file) => readFileSync(`${dir}${file}`, 'utf8'))
  .join('\n');

/** How a suite reaches each URL entry. */
const URL_HELPERS: Record<(typeof URL_ENTRIES)[number], RegExp> = {
  'games.media': /\b(urls\.media|mediaUrl)\(/,
};

/** How a suite reads each stream entry. */
const STREAM_READERS: Record<(typeof STREAM_ENTRIES)[number], RegExp> = {
  'wallet.events': /\bstartBalanceFeed\(/,
};

describe('integration coverage of the contract', () => {
  for (const [area, entries] of Object.entries(endpointsByArea)) {
    if ((SERVER_AREAS as readonly string[]).includes(area)) continue;
    it(`calls every ${area} endpoint against the API`, () => {
      const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
      const missing = entries
        .filter((entry) => !(URL_ENTRIES as readonly string[]).includes(entry.id))
        .filter((entry) => !(STREAM_ENTRIES as readonly string[]).includes(entry.id))
        .map((entry) => registeredEntry(entry.id)?.name ?? entry.id)
        .filter(
          (name) =>
            !suites.includes(`.${area}.${name}(`) &&
            !new RegExp(`\\buse(Lazy)?${capitalised(name)}(Query|Mutation)\\b`).test(suites),
        );
      // Config and security suites call some endpoints generically by walking the area's entries.
      const walked = new RegExp(`for \\(const entry of ${area}Endpoints\\)`).test(suites)
        ? []
        : missing;
      expect(walked, `${area} endpoints without an integration test`).toEqual([]);
    });
  }

  it('loads every URL entry through its helper', () => {
    for (const id of URL_ENTRIES) expect(URL_HELPERS[id].test(suites), id).toBe(true);
  });

  it('reads every stream entry through its reader', () => {
    for (const id of STREAM_ENTRIES) expect(STREAM_READERS[id].test(suites), id).toBe(true);
  });
});
