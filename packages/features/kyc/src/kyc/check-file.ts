/**
 * The checks a chosen file passes before anything is sent, from the contract's own limits: a
 * JPEG, PNG, WebP or PDF of at most `KYC_MAX_BYTES`. The server still decides by the content
 * (magic bytes); this only spares the member a wasted upload of a file it would refuse anyway.
 */
import { KYC_MAX_BYTES, KYC_MEDIA_TYPES } from '@lobby/contract/kyc';

/** The `accept` of the file input: the contract's media types. */
export const KYC_ACCEPT = KYC_MEDIA_TYPES.join(',');

/** The `accept` of the camera input: the image types only (a camera makes no PDF). */
export const KYC_CAMERA_ACCEPT = KYC_MEDIA_TYPES.filter((type) => type.startsWith('image/')).join(
  ',',
);

/**
 * Extensions of the accepted types, for files the browser gives no type (some Android pickers
 * and cloud drives send an empty `type`).
 */
const EXTENSIONS: Readonly<Record<string, (typeof KYC_MEDIA_TYPES)[number]>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** Why a file was refused before sending. */
export type FileRefusal = 'type' | 'size' | 'empty';

/** What is wrong with `file` for a KYC upload, or undefined when it may be sent. */
export function checkKycFile(file: Blob & { readonly name?: string }): FileRefusal | undefined {
  const declared = file.type.toLowerCase();
  const extension = file.name?.split('.').pop()?.toLowerCase() ?? '';
  const known =
    (KYC_MEDIA_TYPES as readonly string[]).includes(declared) ||
    (declared === '' && extension in EXTENSIONS);
  if (!known) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > KYC_MAX_BYTES) return 'size';
  return undefined;
}

/** A byte count for people: "820 KB", "4.8 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb >= 10 ? Math.round(mb) : Number(mb.toFixed(1))} MB`;
}

/** The largest accepted file, for texts ("5 MB"). */
export const KYC_MAX_SIZE_TEXT = formatBytes(KYC_MAX_BYTES);
