/**
 * Members and documents for the KYC tests, made on the running reference API the way they
 * are made for real: a sign-up and uploads through the SDK, and the operator's review through
 * the ops commands (`kyc:approve`, `kyc:reject` with a remark).
 */
import { kycApi } from '@lobby/api-client/kyc';
import type { KycDocumentKind } from '@lobby/domain';
import { ops } from '@lobby/test-api/ops';
import { createLiveHarness, signUpMember } from '@lobby/test-kit/live';
import type { LiveHarness } from '@lobby/test-kit/live';

/** A new member of the default brand, signed in on a fresh harness (no documents yet). */
export async function newMember() {
  const harness = createLiveHarness({ brand: 'default' });
  const { username } = await signUpMember(harness);
  return { harness, username };
}

/** The eight bytes every PNG starts with: what the server's sniffing recognises. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file whose content is a PNG (by its bytes), named and typed as given. */
export function pngFile(name = 'id-front.png', type = 'image/png', extra = 256): File {
  return new File([new Uint8Array([...PNG_SIGNATURE, ...new Array<number>(extra).fill(7)])], name, {
    type,
  });
}

/** A small PDF (by its bytes). */
export function pdfFile(name = 'bill.pdf'): File {
  return new File([`%PDF-1.7\n${'x'.repeat(200)}`], name, { type: 'application/pdf' });
}

/** Uploads a document for the harness's member through the SDK (as another device would). */
export async function sendDocument(harness: LiveHarness, kind: KycDocumentKind, file = pngFile()) {
  return harness.store.dispatch(kycApi.endpoints.upload.initiate({ kind, file })).unwrap();
}

/** The member's documents as the server holds them (a fresh read). */
export async function documentsOf(harness: LiveHarness) {
  return harness.store
    .dispatch(kycApi.endpoints.kycList.initiate({}, { forceRefetch: true }))
    .unwrap();
}

/** The operator approves a document. */
export async function approve(id: number) {
  await ops('kyc:approve', { brand: 'default', id });
}

/** The operator rejects a document, saying why. */
export async function reject(id: number, remark: string) {
  await ops('kyc:reject', { brand: 'default', id, remark });
}
