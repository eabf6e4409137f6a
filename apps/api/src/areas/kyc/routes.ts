/**
 * Handlers of `@lobby/contract/kyc`. Uploads are checked by their content (magic bytes), not
 * by the name or the declared type; stored under a server-made name; served back only to
 * their owner as an attachment with `nosniff` and a sandboxing CSP, so nothing uploaded can
 * run as a page.
 */
import { randomBytes } from 'node:crypto';
import { createHash } from 'node:crypto';
import { getKycFile, listKycDocuments, uploadKycDocument } from '@lobby/contract/kyc';
import type { KycDocumentItem } from '@lobby/contract/kyc';
import { and, desc, eq } from 'drizzle-orm';
import { kycDocuments } from '../../db/schema/kyc.ts';
import type { AppContext } from '../../platform/context.ts';
import { bind } from '../../platform/endpoints.ts';
import type { Binding } from '../../platform/endpoints.ts';
import { ApiError } from '../../platform/errors.ts';
import { checkMultipart } from '../../platform/multipart.ts';
import type { MultipartBody } from '../../platform/multipart.ts';
import { sendRaw } from '../../platform/raw-reply.ts';

/** What a file's first bytes say it is: JPEG, PNG, WebP or PDF; anything else is refused. */
export function sniffDocument(data: Buffer): { mime: string; ext: string } | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { mime: 'image/jpeg', ext: 'jpg' };
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return { mime: 'image/png', ext: 'png' };
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return { mime: 'image/webp', ext: 'webp' };
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-')
    return { mime: 'application/pdf', ext: 'pdf' };
  return undefined;
}

type Row = typeof kycDocuments.$inferSelect;
const wire = (r: Omit<Row, 'content'>): KycDocumentItem => ({
  id: r.id,
  kind: r.kind as KycDocumentItem['kind'],
  url: `/api/v1/member/kyc/file/${r.id}`,
  uploaded_at: Math.floor(r.createdAt.getTime() / 1000),
  mime: r.mime,
  size: r.size,
  status: r.status,
  remark: r.remark,
  reviewed_at: r.reviewedAt ? Math.floor(r.reviewedAt.getTime() / 1000) : null,
});

/** The KYC area's bindings. */
export function kycRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  const columns = {
    id: kycDocuments.id,
    brandId: kycDocuments.brandId,
    memberId: kycDocuments.memberId,
    kind: kycDocuments.kind,
    storedName: kycDocuments.storedName,
    mime: kycDocuments.mime,
    size: kycDocuments.size,
    sha256: kycDocuments.sha256,
    status: kycDocuments.status,
    remark: kycDocuments.remark,
    reviewedAt: kycDocuments.reviewedAt,
    createdAt: kycDocuments.createdAt,
  };
  return [
    bind(listKycDocuments, async ({ brand, auth }) => {
      const rows = await db
        .select(columns)
        .from(kycDocuments)
        .where(and(eq(kycDocuments.brandId, brand.id), eq(kycDocuments.memberId, auth.member.id)))
        .orderBy(desc(kycDocuments.id));
      const approved = new Set(rows.filter((r) => r.status === 2).map((r) => r.kind));
      const identity =
        (approved.has('id_front') && approved.has('id_back')) || approved.has('driver_licence');
      return { list: rows.map(wire), verified: identity && approved.has('address_document') };
    }),

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
      const at = new Date(ctx.now());
      const [row] = await db
        .insert(kycDocuments)
        .values({
          brandId: brand.id,
          memberId: auth.member.id,
          kind,
          storedName: `${randomBytes(16).toString('hex')}.${sniffed.ext}`,
          mime: sniffed.mime,
          size: file.data.length,
          sha256: createHash('sha256').update(file.data).digest('hex'),
          content: file.data,
          createdAt: at,
        })
        .returning(columns);
      if (!row) throw new ApiError('INTERNAL');
      return wire(row);
    }),

    bind(getKycFile, async ({ brand, auth, params, reply }) => {
      const [row] = await db
        .select()
        .from(kycDocuments)
        .where(
          and(
            eq(kycDocuments.brandId, brand.id),
            eq(kycDocuments.memberId, auth.member.id),
            eq(kycDocuments.id, params.id),
          ),
        );
      if (!row) throw new ApiError('NOT_FOUND');
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
