/** The storage area without React: files from the storage origin (language files). */
import { storageRoutes } from '@lobby/contract/manifest';
import { defineArea } from '../../api/define-area.ts';

/** The api with the storage endpoints injected. */
export const storageApi = defineArea('storage', storageRoutes).inject({
  languageFile: { provides: ['Config'], keepUnusedDataFor: 3600 },
});
