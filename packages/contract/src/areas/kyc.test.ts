import { KycDocumentKind, messages } from '@lobby/domain';
import type { KycDocument } from '@lobby/domain';
import { Value } from 'typebox/value';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { MESSAGE_KEY_ANNOTATION } from '../core/common.ts';
import type {
  EndpointBody,
  EndpointMultipart,
  EndpointSpec,
  MultipartFile,
} from '../core/endpoint.ts';
import { KYC_MAX_BYTES, KYC_MEDIA_TYPES, uploadKycDocument } from './kyc.ts';

describe('kyc.upload', () => {
  const parts = uploadKycDocument.multipart;

  it('lists its multipart parts: a kind of the domain and one file with its limits', () => {
    expect(Object.keys(parts)).toEqual(['kind', 'file']);
    expect((uploadKycDocument as EndpointSpec).body).toBeUndefined();
    expect(parts.kind).toMatchObject({ part: 'text', required: true });
    for (const kind of Object.values(KycDocumentKind))
      expect(Value.Check(parts.kind.schema, kind), kind).toBe(true);
    for (const bad of ['passport', '', 'ID_FRONT', 1, null])
      expect(Value.Check(parts.kind.schema, bad), String(bad)).toBe(false);
    expect((parts.kind.schema as unknown as Record<string, unknown>)[MESSAGE_KEY_ANNOTATION]).toBe(
      'PLEASE_SELECT',
    );
    expect(parts.file).toEqual({
      part: 'file',
      required: true,
      maxBytes: 5 * 1024 * 1024,
      mediaTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
      message: 'REQUIRED',
      description: expect.any(String),
    });
    expect(parts.file.maxBytes).toBe(KYC_MAX_BYTES);
    expect(parts.file.mediaTypes).toBe(KYC_MEDIA_TYPES);
    expect(Object.keys(messages)).toContain(parts.file.message);
  });

  it('types its input from the parts, with the caller’s file type', () => {
    expectTypeOf<EndpointMultipart<typeof uploadKycDocument>>().toEqualTypeOf<{
      kind: KycDocument['kind'];
      file: MultipartFile;
    }>();
    type BrowserFile = MultipartFile & { readonly name: string };
    expectTypeOf<EndpointMultipart<typeof uploadKycDocument, BrowserFile>>().toEqualTypeOf<{
      kind: KycDocumentKind;
      file: BrowserFile;
    }>();
    expectTypeOf<EndpointBody<typeof uploadKycDocument>>().toEqualTypeOf<undefined>();
  });
});
