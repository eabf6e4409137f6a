/**
 * `@lobby/i18n/lazy/auth`: the English texts of the sign-in, sign-up, recovery and invite
 * screens and of the 'Please Sign In' dialog. Imported by `@lobby/feature-auth` so they travel
 * in its lazy chunks, not in every site's first bundle; ja and zh-CN arrive with the server's
 * language files as for every namespace.
 */
import english from '../locales/en/auth.json' with { type: 'json' };
import type { ResourceTree } from '../runtime/resources.ts';

/** The `auth` namespace in English. */
export const authEnglish: ResourceTree = english;
