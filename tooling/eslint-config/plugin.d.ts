/** Types of the `lobby` ESLint plugin's exports that code outside ESLint reads. */
import type { ESLint } from 'eslint';

/** The reference API's floors, bottom to top. */
export declare const API_FLOORS: readonly ['db', 'base', 'core', 'areas', 'http', 'top'];

/** The floor of a file of the reference API (`src/...`); undefined for tests and non-src files. */
export declare function apiFloorOf(rel: string): (typeof API_FLOORS)[number] | undefined;

/** The plugin object to register under the `lobby` namespace. */
declare const plugin: ESLint.Plugin;
export default plugin;
