/**
 * The KYC area without React: the member's identity documents. Uploads travel as
 * `multipart/form-data`; a document downloads as a {@link DownloadedFile} (a `data:` URL), since
 * the file is only answered to its signed-in owner and a plain link would carry no token.
 */
import { kycRoutes } from '@lobby/contract/manifest';
import type { KycDocumentKind } from '@lobby/domain';
import { defineArea } from '../../api/define-area.ts';
import { multipartInput } from '../../api/endpoint-from-contract.ts';
import type { DownloadedFile } from '../../base-query/types.ts';

/**
 * The input of `kyc.upload`: the contract describes this multipart body in prose only (a
 * `kind` field and one `file`), so it is typed here from `@lobby/domain`'s document kinds.
 */
export type KycUploadInput = {
  readonly kind: KycDocumentKind;
  /** JPEG, PNG, WebP or PDF content (the server checks the bytes), at most `KYC_MAX_BYTES`. */
  readonly file: Blob;
};

/** A downloaded document (re-exported for the area's callers). */
export type KycFile = DownloadedFile;

/** The api with the KYC endpoints injected. */
export const kycApi = defineArea('kyc', kycRoutes, { qualify: ['list'] }).inject({
  kycList: { provides: ['Kyc'] },
  upload: { multipart: multipartInput<KycUploadInput>(), invalidates: ['Kyc'] },
  // Up to 5 MiB in the cache: dropped as soon as nothing shows it.
  file: { download: true, provides: ['Kyc'], keepUnusedDataFor: 0 },
});
