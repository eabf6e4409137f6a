/**
 * `@lobby/contract/kyc`: the member's identity documents. Upload takes `multipart/form-data`
 * whose parts the entry lists (`multipart`): a `kind` and one `file` (JPEG, PNG, WebP or PDF,
 * recognised by their magic bytes, at most 5 MiB); the server names the stored file itself and
 * serves it back only to its owner, as an attachment that is never executed. Each document has
 * a review status.
 */
import { Id, KycDocument, UnixSeconds } from '@lobby/domain';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { withMessage } from '../core/common.ts';
import { defineEndpoint } from '../core/endpoint.ts';

/** Review status of a KYC document. */
export const KycStatus = { Pending: 1, Approved: 2, Rejected: 3 } as const;
/** A KYC review status. */
export type KycStatus = (typeof KycStatus)[keyof typeof KycStatus];

/** Largest accepted document, in bytes. */
export const KYC_MAX_BYTES = 5 * 1024 * 1024;

/** The document types accepted, as recognised from the content (never from a name or header). */
export const KYC_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;

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

/** POST /member/kyc/upload: one document, as `multipart/form-data` (parts in `multipart`). */
export const uploadKycDocument = defineEndpoint({
  id: 'kyc.upload',
  method: 'POST',
  path: '/member/kyc/upload',
  auth: true,
  summary: 'Upload a KYC document (multipart)',
  description:
    'multipart/form-data with the parts listed in the entry: `kind` (a KycDocumentKind) and one `file`. 415 UNSUPPORTED_MEDIA_TYPE for a body that is not multipart, or a file whose content is not JPEG, PNG, WebP or PDF (checked by magic bytes, not by name or header); 413 PAYLOAD_TOO_LARGE above 5 MiB; 400 VALIDATION_FAILED on `kind` (key PLEASE_SELECT) or on `file` (key REQUIRED) when missing or wrong; 400 UNKNOWN_FIELD for any other part.',
  multipart: {
    kind: {
      part: 'text',
      required: true,
      schema: withMessage(KycDocument.properties.kind, 'PLEASE_SELECT'),
      description: 'Which document this is.',
    },
    file: {
      part: 'file',
      required: true,
      maxBytes: KYC_MAX_BYTES,
      mediaTypes: KYC_MEDIA_TYPES,
      message: 'REQUIRED',
      description: 'The document: one file.',
    },
  },
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
