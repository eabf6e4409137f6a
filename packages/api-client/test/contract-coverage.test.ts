/**
 * Every contract endpoint is called by some integration suite: a new entry (or a new area)
 * cannot land without its test against the reference API.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { endpointsByArea } from '@lobby/contract/registry';
import { describe, expect, it } from 'vitest';
import { endpointName } from '../src/api/define-area.ts';

const dir = fileURLToPath(new URL('.', import.meta.url));
const suites = readdirSync(dir)
  .filter((file) => /\.integration\.test\.tsx?$/.test(file))
  .map((file) => readFileSync(`${dir}${file}`, 'utf8'))
  .join('\n');

describe('integration coverage of the contract', () => {
  for (const [area, entries] of Object.entries(endpointsByArea)) {
    it(`calls every ${area} endpoint against the API`, () => {
      const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
      const missing = entries
        .map(endpointName)
        .filter(
          (name) =>
            !suites.includes(`.${area}.${name}(`) &&
            !new RegExp(`\\buse(Lazy)?${capitalised(name)}(Query|Mutation)\\b`).test(suites),
        );
      // Config and security suites call some endpoints generically by walking the area's entries.
      const walked = new RegExp(`for \\(const entry of ${area}Endpoints\\)`).test(suites) ? [] : missing;
      expect(walked, `${area} endpoints without an integration test`).toEqual([]);
    });
  }
});
