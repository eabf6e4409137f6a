/**
 * Gives every styled component an id of its own, from its file and its place in the file.
 * Left to itself styled-components numbers its components in the order they are created, and
 * names their classes after that number. The page's build creates them in start-up's order,
 * then each lazy screen's as a visit opens it; the server's bundle in another order. The same
 * component would then carry one class in the server's drawing of the first screen and another
 * in the browser, and the browser could not take the drawing over as it stands (hydration).
 * With an id from where the component is written, both builds name every class alike.
 */
import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Where a styled component is made: `styled.tag` or `styled(Component)`, just before its
 * template (or the template's type arguments). The workspace imports styled-components' default
 * export as `styled` everywhere.
 */
const STYLED_FACTORY = /\bstyled(?:\.[A-Za-z]\w*|\([A-Za-z_$][\w$.]*\))(?=\s*[<`])/g;

/** Which files are the workspace's own code (its packages' sources, never a dependency). */
const OWN_CODE = /\.[cm]?[jt]sx?$/;

/** A short, stable hash of `text` (FNV-1a, 32 bits) in base 36. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * `code` with a `componentId` given to each styled component it makes, named after `file` (a
 * path relative to the repository, `/`-separated) and the component's place in the file;
 * `undefined` when it makes none.
 */
export function withStyledIds(code: string, file: string): string | undefined {
  const prefix = `l${hashOf(file)}`;
  let index = 0;
  const out = code.replace(STYLED_FACTORY, (factory) => {
    index += 1;
    return `${factory}.withConfig({ componentId: ${JSON.stringify(`${prefix}-${index}`)} })`;
  });
  return index === 0 ? undefined : out;
}

/**
 * The plugin giving the workspace's styled components their ids (see {@link withStyledIds}),
 * in the page's build and in the server's alike. `root` is the repository, which the ids'
 * paths are relative to, so they are the same on every machine.
 */
export function styledIds(root: string): Plugin {
  return {
    name: 'lobby-styled-ids',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || id.startsWith('\0')) return undefined;
      const file = id.split('?')[0] ?? id;
      if (!OWN_CODE.test(file) || !code.includes('styled')) return undefined;
      const out = withStyledIds(code, relative(root, file).split(sep).join('/'));
      return out === undefined ? undefined : { code: out, map: null };
    },
  };
}
