/**
 * Reading what the API answered: a success (JSON, or a file as plain data) and an error
 * (`{ code, message, field, key, until }`, or the status text when the body says nothing).
 */
import { bytesToBase64 } from '../crypto/field-encryption.ts';
import { SDK_TEXT } from '../ports/ports.ts';
import type { Translate } from '../ports/ports.ts';
import { ClientErrorCode } from './types.ts';
import type { DownloadedFile, LobbyError, LobbyRequest } from './types.ts';

/** Reads a `{ code, message }` body if there is one. */
async function readErrorBody(response: Response): Promise<Partial<LobbyError>> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { code, message, field, key, until } = body as Record<string, unknown>;
      return {
        ...(typeof code === 'string' ? { code } : {}),
        ...(typeof message === 'string' ? { message } : {}),
        ...(typeof field === 'string' ? { field } : {}),
        ...(typeof key === 'string' ? { key } : {}),
        ...(typeof until === 'number' && Number.isSafeInteger(until) ? { until } : {}),
      };
    }
  } catch {
    // Not JSON: the status text stands in.
  }
  return {};
}

/** The error an answer other than 200 carries, in the SDK's shape. */
export async function errorOfAnswer(response: Response, translate: Translate): Promise<LobbyError> {
  const detail = await readErrorBody(response);
  return {
    status: response.status,
    code: detail.code ?? ClientErrorCode.HTTP_ERROR,
    message:
      detail.message ||
      response.statusText ||
      translate(SDK_TEXT.loadFailed.key, SDK_TEXT.loadFailed.fallback),
    ...(detail.field !== undefined ? { field: detail.field } : {}),
    ...(detail.key !== undefined ? { key: detail.key } : {}),
    ...(detail.until !== undefined ? { until: detail.until } : {}),
  };
}

/** The file name a `Content-Disposition` header gives, or `''`. */
function fileNameOf(disposition: string | null): string {
  if (!disposition) return '';
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Malformed escapes: fall back to the plain parameter.
    }
  }
  return /filename\s*=\s*"?([^";]*)"?/i.exec(disposition)?.[1]?.trim() ?? '';
}

/** Reads a file answer into plain data (see {@link DownloadedFile}). */
async function readFile(response: Response): Promise<DownloadedFile> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const declared = response.headers.get('content-type')?.split(';')[0]?.trim();
  const contentType = declared || 'application/octet-stream';
  return {
    contentType,
    fileName: fileNameOf(response.headers.get('content-disposition')),
    size: bytes.byteLength,
    dataUrl: `data:${contentType};base64,${bytesToBase64(bytes)}`,
  };
}

/** The data of a 200 answer: the file of a download, else the JSON (`null` when empty). */
export async function readSuccess(response: Response, request: LobbyRequest): Promise<unknown> {
  if (request.download) return readFile(response);
  const text = await response.text();
  return text.length === 0 ? null : JSON.parse(text);
}
