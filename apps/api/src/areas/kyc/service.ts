/**
 * The KYC area's documents. Uploads are checked by their content (magic bytes), not by the name
 * or the declared type, and stored under a server-made name; they are served back only to their
 * owner (the binding answers them as a sandboxed attachment).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { KycDocumentItem } from '@lobby/contract/kyc';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { kycDocuments } from '../../db/schema/kyc.ts';
import { ApiError } from '../../base/errors.ts';

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

// Every column but the content: lists and the upload's answer never carry the bytes.
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

/** The member's documents, newest first, and whether identity and address are both approved. */
export async function documentsOf(db: Database, brandId: string, memberId: number) {
  const rows = await db
    .select(columns)
    .from(kycDocuments)
    .where(and(eq(kycDocuments.brandId, brandId), eq(kycDocuments.memberId, memberId)))
    .orderBy(desc(kycDocuments.id));
  const approved = new Set(rows.filter((r) => r.status === 2).map((r) => r.kind));
  const identity =
    (approved.has('id_front') && approved.has('id_back')) || approved.has('driver_licence');
  return { list: rows.map(wire), verified: identity && approved.has('address_document') };
}

/** Stores an uploaded document (its type already sniffed) under a server-made name. */
export async function storeDocument(
  db: Database,
  upload: {
    brandId: string;
    memberId: number;
    kind: string;
    data: Buffer;
    sniffed: { mime: string; ext: string };
    at: Date;
  },
) {
  const { data, sniffed } = upload;
  const [row] = await db
    .insert(kycDocuments)
    .values({
      brandId: upload.brandId,
      memberId: upload.memberId,
      kind: upload.kind,
      storedName: `${randomBytes(16).toString('hex')}.${sniffed.ext}`,
      mime: sniffed.mime,
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      content: data,
      createdAt: upload.at,
    })
    .returning(columns);
  if (!row) throw new ApiError('INTERNAL');
  return wire(row);
}

/** One of the member's documents with its content, or 404 `NOT_FOUND` (also another's). */
export async function documentFile(db: Database, brandId: string, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(kycDocuments)
    .where(
      and(
        eq(kycDocuments.brandId, brandId),
        eq(kycDocuments.memberId, memberId),
        eq(kycDocuments.id, id),
      ),
    );
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}
