/**
 * The English resources built into every site: the shared catalogues (messages, errors,
 * content) and the UI namespaces of the site and its home. Only English is imported here:
 * other locales load from the storage origin at run time, so a brand build never carries them.
 */
import content from '../locales/en/content.json' with { type: 'json' };
import errors from '../locales/en/errors.json' with { type: 'json' };
import home from '../locales/en/home.json' with { type: 'json' };
import messages from '../locales/en/messages.json' with { type: 'json' };
import site from '../locales/en/site.json' with { type: 'json' };

/**
 * The UI namespaces built in, one JSON file per locale each: `site` (layout, guards, boot
 * dialogs) and `home` (the first screen most visits open on). Every other feature's English
 * comes with its chunk (`lazy-namespace.ts`).
 */
export const UI_NAMESPACES = ['site', 'home'] as const;
/** A UI namespace. */
export type UiNamespace = (typeof UI_NAMESPACES)[number];

/** Every namespace the runtime knows: the shared catalogues first, then the UI ones. */
export const RUNTIME_NAMESPACES = ['messages', 'errors', 'content', ...UI_NAMESPACES] as const;
/** A namespace the runtime knows. */
export type RuntimeNamespace = (typeof RUNTIME_NAMESPACES)[number];

/** A namespace's texts: strings or nested groups (i18next's JSON v4 shape). */
export interface ResourceTree {
  readonly [key: string]: string | ResourceTree;
}

/** The English resources by namespace, as built into the bundle. */
export const englishResources: Readonly<Record<RuntimeNamespace, ResourceTree>> = {
  messages,
  errors,
  content,
  site,
  home,
};
