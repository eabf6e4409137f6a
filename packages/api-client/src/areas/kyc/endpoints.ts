/**
 * The KYC area without React: the member's identity documents. Uploads travel as
 * `multipart/form-data`; a document downloads as a {@link DownloadedFile} (a `data:` URL), since
 * the file is only answered to its signed-in owner and a plain link would carry no token.
 */
import type { uploadKycDocument } from '@lobby/contract/kyc';
import { kycRoutes } from '@lobby/contract/manifest';
import { defineArea } from '../../api/define-area.ts';
import type { EntryInput } from '../../api/endpoint-from-contract.ts';
import type { DownloadedFile } from '../../base-query/types.ts';

/**
 * The input of `kyc.upload`, from the contract's multipart parts: a `kind` and one `file`
 * (JPEG, PNG, WebP or PDF content, which the server checks, at most `KYC_MAX_BYTES`).
 */
export type KycUploadInput = EntryInput<typeof uploadKycDocument>;

/** A downloaded document (re-exported for the area's callers). */
export type KycFile = DownloadedFile;

/** The api with the KYC endpoints injected. */
export const kycApi = defineArea('kyc', kycRoutes, { qualify: ['list'] }).inject({
  kycList: { provides: ['Kyc'] },
  upload: { invalidates: ['Kyc'] },
  // Up to 5 MiB in the cache: dropped as soon as nothing shows it.
  file: { download: true, provides: ['Kyc'], keepUnusedDataFor: 0 },
});
