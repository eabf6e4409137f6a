/** The storage area without React: files from the storage origin (language files). */
import { storageEndpoints } from '@lobby/contract/storage';
import { defineArea } from '../../api/define-area.ts';

/** The api with the storage endpoints injected. */
export const storageApi = defineArea('storage', storageEndpoints).inject({
  languageFile: { provides: ['Config'], keepUnusedDataFor: 3600 },
});
