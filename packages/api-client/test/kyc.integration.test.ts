/**
 * The KYC area against the reference API: documents uploaded as multipart (accepted by their
 * content, not their name), downloaded by their owner only, refused when executable, unknown,
 * missing or too large, and verified once an operator approves the set.
 */
import { KYC_MAX_BYTES, KycDocumentItem, listKycDocuments } from '@lobby/contract/kyc';
import { KycDocumentKind } from '@lobby/domain';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { base64ToBytes } from '../src/crypto/field-encryption.ts';
import { expectContractShape, registerMember, clientsPerTest } from './helpers.ts';
import { ops } from '@lobby/test-api/ops';

const open = clientsPerTest();

const PNG = new Uint8Array([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...new Array<number>(200).fill(7),
]);
const PDF = new TextEncoder().encode(`%PDF-1.7\n${' '.repeat(100)}`);

describe('KYC documents', () => {
  it('uploads by content, lists them and lets the owner download each one', async () => {
    const { client } = open();
    await registerMember(client);
    expect(await client.kyc.kycList()).toEqual({ list: [], verified: false });
    // The name and declared type say HTML; the bytes are a PNG, and the bytes decide.
    const front = await client.kyc.upload({
      kind: KycDocumentKind.IdFront,
      file: new File([PNG], '../../evil.html', { type: 'text/html' }),
    });
    expect(Value.Check(KycDocumentItem, front)).toBe(true);
    expect(front).toMatchObject({
      kind: 'id_front',
      mime: 'image/png',
      size: PNG.length,
      status: 1,
    });

    const file = await client.kyc.file({ id: front.id });
    expect(file).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect(file.fileName).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(base64ToBytes(file.dataUrl.slice('data:image/png;base64,'.length))).toEqual(PNG);

    const other = open().client;
    await registerMember(other);
    await expect(other.kyc.file({ id: front.id }, { handleErrors: true })).rejects.toMatchObject({
      status: 404,
    });

    for (const kind of [KycDocumentKind.IdBack, KycDocumentKind.AddressDocument]) {
      expect((await client.kyc.upload({ kind, file: new Blob([PDF]) })).mime).toBe(
        'application/pdf',
      );
    }
    const documents = await client.kyc.kycList();
    expectContractShape(listKycDocuments, documents);
    expect(documents.list.map((d) => d.kind)).toEqual(['address_document', 'id_back', 'id_front']);
    expect(documents.verified).toBe(false);
    for (const document of documents.list)
      await ops('kyc:approve', { brand: 'default', id: document.id });
    const verified = await client.kyc.kycList();
    expect(verified.verified).toBe(true);
    expect(verified.list.every((d) => d.status === 2 && d.reviewed_at !== null)).toBe(true);
  });

  it('refuses executable or unknown content, a wrong kind, a missing file and an oversize one', async () => {
    const { client } = open();
    await registerMember(client);
    const upload = (input: Record<string, unknown>) =>
      client.kyc.upload(input as unknown as Parameters<typeof client.kyc.upload>[0], {
        handleErrors: true,
      });
    await expect(
      upload({
        kind: 'other',
        file: new File(['<html><script>alert(1)</script></html>'], 'id.png', { type: 'image/png' }),
      }),
    ).rejects.toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expect(
      upload({
        kind: 'other',
        file: new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' }),
      }),
    ).rejects.toMatchObject({ status: 415 });
    await expect(upload({ kind: 'passport', file: new Blob([PNG]) })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'kind',
    });
    await expect(upload({ kind: 'other' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'file',
    });
    await expect(
      upload({ kind: 'other', file: new Blob([PNG, new Uint8Array(KYC_MAX_BYTES)]) }),
    ).rejects.toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
    await expect(client.kyc.file({ id: 99_999_999 }, { handleErrors: true })).rejects.toMatchObject(
      { status: 404 },
    );
    expect((await client.kyc.kycList()).list).toEqual([]);
  });

  it('is for members only', async () => {
    const { client, notify } = open();
    await expect(client.kyc.upload({ kind: 'other', file: new Blob([PNG]) })).rejects.toMatchObject(
      { status: 401 },
    );
    await expect(client.kyc.kycList()).rejects.toMatchObject({ status: 401 });
    await expect(client.kyc.file({ id: 1 })).rejects.toMatchObject({ status: 401 });
    // Each refusal came after the previous dialog was confirmed: one confirm each, no toast.
    expect(notify.confirm).toHaveBeenCalledTimes(3);
    expect(notify.toast).not.toHaveBeenCalled();
  });
});
