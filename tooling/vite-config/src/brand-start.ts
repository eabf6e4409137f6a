/**
 * The shell's code, written from its `brand.json` rather than kept in every shell. A shell's
 * `main.tsx` imports its theme's fonts and {@link SHELL_MODULE}, which imports
 * {@link START_MODULE} (the brand's id and name and a static import of the theme it names, so a
 * build bundles that theme and no other), waits for the splash's frame and mounts the site. In
 * a production build the start module begins the first screen's chunk, which the page fetches
 * beside the shell and evaluates (in slices, the splash painting between them) before the
 * shell's own code runs. Imported dynamically, the start module left a file of a few dozen
 * bytes re-exporting it from that chunk, which a phone fetched beside the chunk and which took
 * a share of its bandwidth meanwhile. Outside production the theme selector's choices load on
 * demand.
 */
import type { BrandEntry } from '@lobby/brands';
import type { Plugin } from 'vite';

/** The module a shell's `main.tsx` imports. */
export const SHELL_MODULE = 'virtual:lobby-shell';

/** The module that mounts the site (the first screen's chunk starts here). */
export const START_MODULE = 'virtual:lobby-start';

/** The code of {@link SHELL_MODULE}. */
const SHELL_CODE = `import { start } from ${JSON.stringify(START_MODULE)};
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
await start(root);
`;

/** The start module's code for a brand. */
export function startModuleCode(shell: Pick<BrandEntry, 'id' | 'name' | 'theme'>): string {
  return `import { createMemberSite } from '@lobby/site';
import { theme } from '@lobby/tokens/themes/${shell.theme.toLowerCase()}';

const id = ${JSON.stringify(shell.id)};
const name = ${JSON.stringify(shell.name)};

export async function start(root) {
  const themeChoices = import.meta.env.PROD
    ? undefined
    : (await import('@lobby/site/theme-choices')).themeChoices;
  const apiUrl = import.meta.env.VITE_LOBBY_API_URL;
  // The header shows the brand's name, not the theme's wordmark (a theme may be made for
  // another brand), and its home link's accessible name ("<name> home") then contains it.
  const logo = { ...theme.brand.logo, wordmark: name };
  return createMemberSite({
    id,
    name,
    theme: { ...theme, brand: { ...theme.brand, logo } },
    release: __LOBBY_RELEASE__,
    production: import.meta.env.PROD,
    ...(apiUrl ? { apiUrl } : {}),
    ...(themeChoices ? { themeChoices } : {}),
  }).mount(root);
}
`;
}

/** The plugin that serves {@link SHELL_MODULE} and {@link START_MODULE} for `shell`. */
export function brandStart(shell: Pick<BrandEntry, 'id' | 'name' | 'theme'>): Plugin {
  // `\0` ids: no file behind them, and other plugins leave them alone.
  const code = new Map([
    [`\0${SHELL_MODULE}`, () => SHELL_CODE],
    [`\0${START_MODULE}`, () => startModuleCode(shell)],
  ]);
  return {
    name: 'lobby-brand-start',
    resolveId: (id) => (id === SHELL_MODULE || id === START_MODULE ? `\0${id}` : null),
    load: (id) => code.get(id)?.() ?? null,
  };
}
