import { Type } from 'typebox';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { withMessage } from './common.ts';
import { defineEndpoint, multipartJsonSchema } from './endpoint.ts';
import type { EndpointMultipart, EndpointSpec, MultipartFile } from './endpoint.ts';

const upload = defineEndpoint({
  id: 'test.upload',
  method: 'POST',
  path: '/upload',
  auth: true,
  summary: 'An upload',
  multipart: {
    title: {
      part: 'text',
      required: true,
      schema: withMessage(Type.String({ maxLength: 5 }), 'REQUIRED'),
    },
    note: { part: 'text', required: false, schema: Type.String(), description: 'Free text.' },
    scan: {
      part: 'file',
      required: false,
      maxBytes: 1_000,
      mediaTypes: ['image/png'],
      message: 'REQUIRED',
      description: 'A scan.',
    },
  },
  response: Type.Object({ ok: Type.Boolean() }),
});

describe('multipart bodies', () => {
  it('type their input: text parts by schema, files as the caller’s file type, optional parts optional', () => {
    expectTypeOf<EndpointMultipart<typeof upload>>().toEqualTypeOf<{
      title: string;
      note?: string;
      scan?: MultipartFile;
    }>();
    const plain = defineEndpoint({
      id: 'test.plain',
      method: 'GET',
      path: '/plain',
      auth: false,
      summary: 'No body',
      response: Type.Null(),
    });
    expectTypeOf<EndpointMultipart<typeof plain>>().toEqualTypeOf<undefined>();
    expect((plain as EndpointSpec).multipart).toBeUndefined();
  });

  it('describe themselves as JSON Schema for the API reference, unknown parts refused', () => {
    const schema = multipartJsonSchema(upload.multipart);
    expect(schema).toMatchObject({
      type: 'object',
      required: ['title'],
      additionalProperties: false,
      properties: {
        title: { type: 'string', maxLength: 5, 'x-message': 'REQUIRED' },
        note: { type: 'string', description: 'Free text.' },
        scan: {
          type: 'string',
          format: 'binary',
          description: 'A scan.',
          'x-max-bytes': 1_000,
          'x-media-types': ['image/png'],
        },
      },
    });
    // Plain JSON: it can go into a document as it is.
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
    expect(multipartJsonSchema({})).toEqual({
      type: 'object',
      properties: {},
      required: [],
      additionalProperties: false,
    });
  });
});
