/**
 * A small `multipart/form-data` reader for uploads (KYC documents): text fields and files as
 * buffers, with limits on parts and sizes. Registered as a content-type parser with its own
 * body limit, so JSON calls keep the server's small default limit. {@link checkMultipart} then
 * holds a parsed body to the parts its contract entry lists, as the JSON schema does for JSON.
 */
import { MESSAGE_KEY_ANNOTATION } from '@lobby/contract';
import type { MultipartSpec } from '@lobby/contract';
import { allEndpoints } from '@lobby/contract/registry';
import type { MessageKey } from '@lobby/domain';
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { ApiError, fieldError } from '../base/errors.ts';

/** One uploaded file. */
export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A parsed multipart body. */
export interface MultipartBody {
  multipart: true;
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Largest multipart body accepted: the largest file any contract entry takes, plus 1 MiB for
 * the other parts and the framing. Larger files are refused by their part's own limit.
 */
export const MULTIPART_LIMIT =
  Math.max(
    0,
    ...allEndpoints.flatMap((e) =>
      Object.values(e.multipart ?? {}).map((part) => (part.part === 'file' ? part.maxBytes : 0)),
    ),
  ) +
  1024 * 1024;
const MAX_PARTS = 10;

/** Thrown for a malformed body (answered 400). */
export class MultipartError extends Error {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message);
    this.name = 'MultipartError';
  }
}

function boundaryOf(contentType: string | undefined): string {
  const m = /boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType ?? '');
  const boundary = m?.[1] ?? m?.[2];
  if (!boundary) throw new MultipartError('missing boundary');
  return boundary;
}

/** Parses a multipart body. */
export function parseMultipart(body: Buffer, contentType: string | undefined): MultipartBody {
  const delimiter = Buffer.from(`--${boundaryOf(contentType)}`);
  const out: MultipartBody = { multipart: true, fields: {}, files: [] };
  let position = body.indexOf(delimiter);
  if (position === -1) throw new MultipartError('no parts');
  let parts = 0;
  for (;;) {
    position += delimiter.length;
    if (body.subarray(position, position + 2).toString() === '--') break;
    if (body.subarray(position, position + 2).toString() !== '\r\n')
      throw new MultipartError('malformed delimiter');
    position += 2;
    const headerEnd = body.indexOf('\r\n\r\n', position);
    if (headerEnd === -1) throw new MultipartError('malformed part headers');
    const headers = body.subarray(position, headerEnd).toString('utf8');
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
    if (next === -1) throw new MultipartError('unterminated part');
    const data = body.subarray(headerEnd + 4, next);
    parts += 1;
    if (parts > MAX_PARTS) throw new MultipartError('too many parts');
    const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const name = /\bname="([^"]{1,64})"/i.exec(disposition)?.[1];
    if (!name) throw new MultipartError('part without a name');
    const filename = /\bfilename="([^"]{0,255})"/i.exec(disposition)?.[1];
    if (filename !== undefined) {
      const type =
        /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream';
      out.files.push({ field: name, filename, contentType: type, data: Buffer.from(data) });
    } else {
      if (data.length > 1024) throw new MultipartError('field too long');
      out.fields[name] = data.toString('utf8');
    }
    position = next + 2;
  }
  return out;
}

/** Registers the multipart parser on a server. */
export function registerMultipart(app: FastifyInstance): void {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: MULTIPART_LIMIT },
    (request, body, done) => {
      try {
        done(null, parseMultipart(body as Buffer, request.headers['content-type']));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
}

/** A multipart body held to its contract entry: text parts by name, one file per file part. */
export interface CheckedMultipart {
  text: Record<string, string>;
  files: Record<string, UploadedFile & { mediaType: string }>;
}

function messageOf(schema: unknown, fallback: MessageKey): MessageKey {
  const key = (schema as Record<string, unknown> | undefined)?.[MESSAGE_KEY_ANNOTATION];
  return typeof key === 'string' ? (key as MessageKey) : fallback;
}

/**
 * Checks a parsed body against the parts an entry lists, exactly as the contract states them:
 * a part it does not name is UNKNOWN_FIELD; a missing, repeated, empty or failing part is
 * VALIDATION_FAILED on that part with its message key; a file above its `maxBytes` is
 * PAYLOAD_TOO_LARGE; a file whose content `sniff` does not recognise as one of its
 * `mediaTypes` is UNSUPPORTED_MEDIA_TYPE. `sniff` reads the media type from the bytes, never
 * from the name or the declared type.
 */
export function checkMultipart(
  spec: MultipartSpec,
  body: MultipartBody,
  sniff: (data: Buffer) => string | undefined,
): CheckedMultipart {
  for (const name of [...Object.keys(body.fields), ...body.files.map((f) => f.field)])
    if (!Object.hasOwn(spec, name)) throw new ApiError('UNKNOWN_FIELD', { field: name });
  const out: CheckedMultipart = { text: {}, files: {} };
  for (const [name, part] of Object.entries(spec)) {
    const files = body.files.filter((f) => f.field === name);
    const value = body.fields[name];
    if (part.part === 'text') {
      const key = messageOf(part.schema, 'REQUIRED');
      if (files.length > 0) throw fieldError(name, key);
      if (value === undefined) {
        if (part.required) throw fieldError(name, key);
        continue;
      }
      if (!Value.Check(part.schema, value)) throw fieldError(name, key);
      out.text[name] = value;
      continue;
    }
    if (value !== undefined || files.length > 1) throw fieldError(name, part.message);
    const [file] = files;
    if (!file || file.data.length === 0) {
      if (part.required) throw fieldError(name, part.message);
      continue;
    }
    if (file.data.length > part.maxBytes) throw new ApiError('PAYLOAD_TOO_LARGE', { field: name });
    const mediaType = sniff(file.data);
    if (!mediaType || !part.mediaTypes.includes(mediaType))
      throw new ApiError('UNSUPPORTED_MEDIA_TYPE', { field: name });
    out.files[name] = { ...file, mediaType };
  }
  return out;
}
