/**
 * The shell's code, written from its `brand.json` rather than kept in every shell. A shell's
 * `main.tsx` imports its theme's fonts and {@link SHELL_MODULE}, which waits for the splash's
 * frame and then imports {@link START_MODULE}: the brand's id and name and a static import of
 * the theme it names (so a build bundles that theme and no other), mounting the site after that
 * frame. In a production build the first screen's chunk also holds the bundler's preload helper,
 * which the shell imports statically, so that chunk is fetched beside the page and evaluated (in
 * slices, the splash painting between them) before the shell's own code runs. Keeping the helper
 * out of it, so that the frame came first, painted the splash later on a repeat visit (276
 * against 228 ms median at 4× CPU). Outside production the theme selector's choices load on
 * demand.
 */
import type { BrandEntry } from '@lobby/brands';
import type { Plugin } from 'vite';

/** The module a shell's `main.tsx` imports. */
export const SHELL_MODULE = 'virtual:lobby-shell';

/** The module that mounts the site (the first screen's chunk starts here). */
export const START_MODULE = 'virtual:lobby-start';

/** The code of {@link SHELL_MODULE}. */
const SHELL_CODE = `const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const { start } = await import(${JSON.stringify(START_MODULE)});
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
