/**
 * `@lobby/contract/kyc`: the member's identity documents. Upload takes `multipart/form-data`
 * with a `kind` field and one `file` (JPEG, PNG, WebP or PDF, recognised by their magic bytes,
 * at most 5 MiB); the server names the stored file itself and serves it back only to its
 * owner, as an attachment that is never executed. Each document has a review status.
 */
import { Id, KycDocument, UnixSeconds } from '@lobby/domain';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { defineEndpoint } from '../core/endpoint.ts';

/** Review status of a KYC document. */
export const KycStatus = { Pending: 1, Approved: 2, Rejected: 3 } as const;
/** A KYC review status. */
export type KycStatus = (typeof KycStatus)[keyof typeof KycStatus];

/** Largest accepted document, in bytes. */
export const KYC_MAX_BYTES = 5 * 1024 * 1024;

/** A document as the KYC screen lists it: the domain KycDocument plus review state. */
export const KycDocumentItem = Type.Object(
  {
    id: Id,
    ...KycDocument.properties,
    mime: Type.String(),
    size: Type.Integer({ minimum: 0 }),
    status: Type.Integer({ minimum: 1, maximum: 3 }),
    remark: Type.String(),
    reviewed_at: Type.Union([UnixSeconds, Type.Null()]),
  },
  { additionalProperties: false },
);
/** A KYC document item. */
export type KycDocumentItem = Static<typeof KycDocumentItem>;

/** GET /member/kyc/list: the member's documents, newest first, and the overall state. */
export const listKycDocuments = defineEndpoint({
  id: 'kyc.list',
  method: 'GET',
  path: '/member/kyc/list',
  auth: true,
  summary: 'KYC documents',
  description:
    'verified is true once an ID front and back (or a driver licence) and an address document are approved.',
  response: Type.Object(
    { list: Type.Array(KycDocumentItem), verified: Type.Boolean() },
    { additionalProperties: false },
  ),
  idempotent: true,
});

/** POST /member/kyc/upload: one document (multipart: kind, file). */
export const uploadKycDocument = defineEndpoint({
  id: 'kyc.upload',
  method: 'POST',
  path: '/member/kyc/upload',
  auth: true,
  summary: 'Upload a KYC document (multipart)',
  description:
    'multipart/form-data: `kind` (id_front, id_back, driver_licence, address_document, other) and `file`. 415 UNSUPPORTED_MEDIA_TYPE for anything but JPEG, PNG, WebP or PDF content (checked by magic bytes, not by name or header); 413 PAYLOAD_TOO_LARGE above 5 MiB.',
  response: KycDocumentItem,
});

/** GET /member/kyc/file/:id: the owner downloads a document (attachment, never rendered as a page). */
export const getKycFile = defineEndpoint({
  id: 'kyc.file',
  method: 'GET',
  path: '/member/kyc/file/:id',
  auth: true,
  summary: 'Download one of my documents',
  params: Type.Object(
    { id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
    { additionalProperties: false },
  ),
  response: Type.String({ description: 'The file as uploaded (Content-Disposition: attachment).' }),
  idempotent: true,
});

/** Every endpoint of the area. */
export const kycEndpoints = [listKycDocuments, uploadKycDocument, getKycFile] as const;
