import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { fractionalInteger, integerProperties } from './strict-integers.ts';

describe('integerProperties and fractionalInteger', () => {
  const schema = {
    type: 'object',
    properties: { page: { type: 'integer' }, q: { type: 'string' }, id: { type: 'integer' } },
  };

  it('finds the integer fields of an object schema', () => {
    expect(integerProperties(schema)).toEqual(['page', 'id']);
    expect(integerProperties(undefined)).toEqual([]);
    expect(integerProperties({ type: 'string' })).toEqual([]);
  });

  it('refuses text that is not a whole number, and only in integer fields', () => {
    for (const bad of ['1.5', '1e3', '0x10', '', ' ', '١٢', '１２', 'NaN', '1,000']) {
      expect(fractionalInteger({ page: bad }, ['page'])).toEqual({
        keyword: 'type',
        instancePath: '/page',
        params: { type: 'integer' },
      });
    }
    for (const good of ['1', '-3', '007', ' 42 ']) {
      expect(fractionalInteger({ page: good }, ['page'])).toBeUndefined();
    }
    expect(fractionalInteger({ q: '1.5' }, ['page'])).toBeUndefined();
    expect(fractionalInteger({ page: 2 }, ['page'])).toBeUndefined();
    expect(fractionalInteger(null, ['page'])).toBeUndefined();
  });
});

describe('integer parameters over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 400 VALIDATION_FAILED for a fractional page instead of reading it as 1', async () => {
    const res = await server.request({ path: '/member/game/game-list', query: { page: '1.5' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'page' });
    const ok = await server.request({ path: '/member/game/game-list', query: { page: '1' } });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 400 for a fractional path id, leaving favourites alone', async () => {
    const token = await server.login('demo01', 'demo1234');
    const res = await server.request({
      method: 'POST',
      path: '/member/game/spec/collect/1.5',
      token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
