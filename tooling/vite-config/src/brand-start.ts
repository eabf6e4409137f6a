/**
 * The shell's code, written from its `brand.json` rather than kept in every shell. A shell's
 * `main.tsx` imports {@link SHELL_MODULE} and nothing else: it imports the style sheets of the
 * fonts of the theme `brand.json` names (`fontSheetsOf` of `@lobby/tokens`, resolved from
 * `@lobby/site`, which depends on every font package), so a theme change carries its fonts, then
 * {@link START_MODULE} (the brand's id and name and a static import of the theme it names, so a
 * build bundles that theme and no other), waits for the splash's frame and mounts the site. In
 * a production build the start module begins the first screen's chunk, which the page fetches
 * beside the shell and evaluates (in slices, the splash painting between them) before the
 * shell's own code runs. Imported dynamically, the start module left a file of a few dozen
 * bytes re-exporting it from that chunk, which a phone fetched beside the chunk and which took
 * a share of its bandwidth meanwhile. Outside production the theme selector's choices load on
 * demand. */
import { readFileSync } from 'node:fs';
import type { BrandEntry } from '@lobby/brands';
import type { Plugin } from 'vite';

/** The module a shell's `main.tsx` imports. */
export const SHELL_MODULE = 'virtual:lobby-shell';

/** The module that mounts the site (the first screen's chunk starts here). */
export const START_MODULE = 'virtual:lobby-start';

/**
 * The module a build's server bundle starts from: it draws the brand's first screen with the
 * brand the start module gives the site ({@link SERVER_MODULE}'s code).
 */
export const SERVER_MODULE = 'virtual:lobby-server';

/** A template of `templates/` (type-checked and linted there): its code after the marker. */
function template(file: string): string {
  const text = readFileSync(new URL(`../templates/${file}`, import.meta.url), 'utf8');
  const marker = "// lobby-template: the module's code follows.\n";
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`templates/${file} has no "${marker.trim()}" line`);
  return text.slice(at + marker.length);
}

/** The templates' import of the start module, which the served code imports by its id. */
const START_IMPORT = "'./start.js'";

/** The code of {@link SERVER_MODULE}: `@lobby/contract/core`'s `FirstScreenRenderer`. */
const SERVER_CODE = template('server.js').replace(START_IMPORT, JSON.stringify(START_MODULE));

/** The prefix of the feature packages the site depends on (a shell depends on the site alone). */
const SITE_FEATURES = '@lobby/feature-';

/** The prefixes of the font packages, which the site depends on (a shell depends on the site). */
const SITE_FONTS = ['@fontsource/', '@fontsource-variable/'];

/**
 * The code of {@link SHELL_MODULE}: the theme's font sheets first (their `@font-face` rules go
 * into the entry's CSS, as a shell's own imports did), then the start.
 */
export function shellModuleCode(fontSheets: readonly string[]): string {
  const fonts = fontSheets.map((sheet) => `import ${JSON.stringify(sheet)};\n`).join('');
  return `${fonts}${SHELL_TEMPLATE.replace(START_IMPORT, JSON.stringify(START_MODULE))}`;
}

const SHELL_TEMPLATE = template('shell.js');
const START_TEMPLATE = template('start.js');

/**
 * The start module's code for a brand whose theme has the screen `variant`: it also imports
 * that variant's home layout, so the first screen's chunk holds it and the home route imports
 * nothing (a lazy import of it left a re-exporting file that went out beside the chunk).
 */
export function startModuleCode(
  shell: Pick<BrandEntry, 'id' | 'name' | 'theme'>,
  variant: string,
): string {
  const literal = (text: string) => () => JSON.stringify(text);
  return START_TEMPLATE.replace(
    "'lobby-template:home'",
    `'@lobby/feature-home/variants/${variant.toLowerCase()}'`,
  )
    .replace("'lobby-template:theme'", `'@lobby/tokens/themes/${shell.theme.toLowerCase()}'`)
    .replaceAll('LOBBY_BRAND_ID', literal(shell.id))
    .replaceAll('LOBBY_BRAND_NAME', literal(shell.name));
}

/**
 * The plugin that serves {@link SHELL_MODULE} and {@link START_MODULE} for `shell`, whose
 * theme's screen variant `variant` answers and whose fonts' style sheets `fonts` answers.
 */
export function brandStart(
  shell: Pick<BrandEntry, 'id' | 'name' | 'theme'>,
  variant: () => Promise<string>,
  fonts: () => Promise<readonly string[]>,
): Plugin {
  // `\0` ids: no file behind them, and other plugins leave them alone.
  const code = new Map<string, () => Promise<string>>([
    [`\0${SHELL_MODULE}`, async () => shellModuleCode(await fonts())],
    [`\0${START_MODULE}`, async () => startModuleCode(shell, await variant())],
    [`\0${SERVER_MODULE}`, async () => SERVER_CODE],
  ]);
  return {
    name: 'lobby-brand-start',
    async resolveId(id, importer) {
      if (id === SHELL_MODULE || id === START_MODULE || id === SERVER_MODULE) return `\0${id}`;
      // The home's layout and the fonts are the site's dependencies, not the shell's: the
      // start and shell modules import them as the site would.
      const fromSite =
        (importer === `\0${START_MODULE}` && id.startsWith(SITE_FEATURES)) ||
        (importer === `\0${SHELL_MODULE}` && SITE_FONTS.some((prefix) => id.startsWith(prefix)));
      if (!fromSite) return null;
      const site = await this.resolve('@lobby/site', importer, { skipSelf: true });
      return site ? this.resolve(id, site.id, { skipSelf: true }) : null;
    },
    load: async (id) => (await code.get(id)?.()) ?? null,
    // The site's variant map imports every variant's home lazily; this one's the start module
    // imports on purpose, so the bundler's note that the lazy import moves nothing is expected.
    onLog: (_level, log) =>
      !(log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes(START_MODULE)),
  };
}
