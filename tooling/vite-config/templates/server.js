// @ts-check
/* eslint-disable lobby/layers -- the code runs in a shell (an app), which imports the site */
/**
 * Template of the server module (`virtual:lobby-server`), `@lobby/contract/core`'s
 * `FirstScreenRenderer`, type-checked and linted. `brand-start.ts` serves the lines after the
 * marker below with `./start.js` replaced by the start module's id.
 */
// lobby-template: the module's code follows.
import { renderFirstScreen as draw } from '@lobby/site/server';
import { brand } from './start.js';

/** @param {Parameters<typeof draw>[1]} request */
export function renderFirstScreen(request) {
  return draw(brand, request);
}
