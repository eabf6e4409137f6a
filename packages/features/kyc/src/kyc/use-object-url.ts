/**
 * A downloaded document as an object URL. The SDK answers a file as a `data:` URL (plain data
 * the cache can hold); a blob URL keeps several megabytes of base64 out of the DOM and gives a
 * PDF link a real file to open. The URL is revoked as soon as nothing shows it.
 */
import type { KycFile } from '@lobby/api-client/kyc';
import { useEffect, useState } from 'react';

/** The bytes of a `data:` URL as a Blob of `type`. */
export function dataUrlToBlob(dataUrl: string, type: string): Blob {
  const comma = dataUrl.indexOf(',');
  const meta = dataUrl.slice(0, comma);
  const payload = dataUrl.slice(comma + 1);
  if (!meta.endsWith(';base64')) return new Blob([decodeURIComponent(payload)], { type });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

/** An object URL of `file` while it is shown; revoked when it changes or on unmount. */
export function useObjectUrl(file: KycFile | undefined): string | undefined {
  const [url, setUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!file) return undefined;
    const made = URL.createObjectURL(dataUrlToBlob(file.dataUrl, file.contentType));
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [file]);
  return url;
}
