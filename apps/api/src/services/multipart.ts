/**
 * A small `multipart/form-data` reader for uploads (KYC documents): text fields and files as
 * buffers, with limits on parts and sizes. Registered as a content-type parser with its own
 * body limit, so JSON calls keep the server's small default limit.
 */
import type { FastifyInstance } from 'fastify';

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

/** Largest multipart body accepted (a 5 MiB file plus headroom). */
export const MULTIPART_LIMIT = 6 * 1024 * 1024;
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
