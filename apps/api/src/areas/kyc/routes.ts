/**
 * Bindings of `@lobby/contract/kyc` (rules in `service.ts`). A stored document is answered only
 * as an attachment with `nosniff` and a sandboxing CSP, so nothing uploaded can run as a page.
 */
import { getKycFile, listKycDocuments, uploadKycDocument } from '@lobby/contract/kyc';
import type { AppContext } from '../../core/context.ts';
import { bind } from '../../http/endpoints.ts';
import type { Binding } from '../../http/endpoints.ts';
import { ApiError } from '../../base/errors.ts';
import { checkMultipart } from '../../http/multipart.ts';
import type { MultipartBody } from '../../http/multipart.ts';
import { sendRaw } from '../../http/raw-reply.ts';
import { documentFile, documentsOf, sniffDocument, storeDocument } from './service.ts';

/** The KYC area's bindings. */
export function kycRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  return [
    bind(listKycDocuments, async ({ brand, auth }) => documentsOf(db, brand.id, auth.member.id)),

    bind(uploadKycDocument, async ({ brand, auth, request }) => {
      const body = request.body as MultipartBody | undefined;
      if (!body || body.multipart !== true) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
      // The parts, their limits and their types are the contract's.
      const parts = checkMultipart(
        uploadKycDocument.multipart,
        body,
        (data) => sniffDocument(data)?.mime,
      );
      const kind = parts.text.kind;
      const file = parts.files.file;
      const sniffed = file && sniffDocument(file.data);
      // Both parts are required by the contract: checkMultipart refused the request otherwise.
      if (kind === undefined || !file || !sniffed) throw new ApiError('INTERNAL');
      return storeDocument(db, {
        brandId: brand.id,
        memberId: auth.member.id,
        kind,
        data: file.data,
        sniffed,
        at: new Date(ctx.now()),
      });
    }),

    bind(getKycFile, async ({ brand, auth, params, reply }) => {
      const row = await documentFile(db, brand.id, auth.member.id, params.id);
      return sendRaw(reply, {
        type: row.mime,
        body: row.content,
        headers: {
          'content-disposition': `attachment; filename="${row.storedName}"`,
          'content-security-policy': "default-src 'none'; sandbox",
          'cache-control': 'private, no-store',
          'cross-origin-resource-policy': 'same-site',
        },
      });
    }),
  ];
}
