import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { validationError } from '../platform/validation.ts';
import { randomAnswer, renderCaptcha } from './captcha.ts';
import { createPasswordHasher } from './passwords.ts';
import { isTokenShaped, newToken, randomDigits } from './tokens.ts';

describe('password hashing', () => {
  const hasher = createPasswordHasher(10);
  it('verifies the right password only, with a salted self-describing hash', async () => {
    const a = await hasher.hash('secret12');
    const b = await hasher.hash('secret12');
    expect(a).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await hasher.verify('secret12', a)).toBe(true);
    expect(await hasher.verify('secret13', a)).toBe(false);
    expect(hasher.needsRehash(a)).toBe(false);
    expect(createPasswordHasher(11).needsRehash(a)).toBe(true);
    // Only weaker hashes are redone: lowering the setting never downgrades a stored one.
    expect(createPasswordHasher(9).needsRehash(a)).toBe(false);
    expect(hasher.needsRehash('plain')).toBe(true);
    expect(await createPasswordHasher(11).verify('secret12', a)).toBe(true);
  });
  it('never throws on a malformed stored hash', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$99$8$1$AA$AA',
      'scrypt$x$8$1$AA$AA',
      'bcrypt$1$2$3$4$5',
    ]) {
      expect(await hasher.verify('secret12', stored)).toBe(false);
    }
    await expect(hasher.dummyVerify('anything')).resolves.toBeUndefined();
  });
});

describe('tokens', () => {
  it('are 256-bit base64url and recognisable', () => {
    const token = newToken();
    expect(token).toHaveLength(43);
    expect(isTokenShaped(token)).toBe(true);
    expect(isTokenShaped(`${token}=`)).toBe(false);
    expect(randomDigits(6)).toMatch(/^\d{6}$/);
  });
});

describe('captcha drawing', () => {
  it('draws any answer as paths, never as text', () => {
    fc.assert(
      fc.property(fc.constant(null), () => {
        const answer = randomAnswer();
        expect(answer).toMatch(/^[2-9A-Z]{4}$/);
        const svg = renderCaptcha(answer);
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg).not.toContain('<text');
        expect(svg).not.toContain(answer);
      }),
      { numRuns: 50 },
    );
  });
});

describe('validation error mapping', () => {
  const schema = {
    type: 'object',
    properties: {
      username: { type: 'string', 'x-message': 'PLEASE_ENTER_USERNAME' },
      age: { type: 'integer', minimum: 1 },
      name: { type: 'string', minLength: 3, maxLength: 5 },
      kind: { anyOf: [{ const: 1 }, { const: 2 }] },
      nested: { type: 'object', properties: { inner: { type: 'string' } } },
    },
  };
  it('prefers missing fields, then unknown ones, and maps keywords to message keys', () => {
    const missing = validationError(
      [{ keyword: 'required', instancePath: '', params: { requiredProperties: ['username'] } }],
      schema,
      'body',
    );
    expect(missing).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'username',
      key: 'PLEASE_ENTER_USERNAME',
    });
    const unknown = validationError(
      [
        { keyword: 'boolean', instancePath: '/zz', params: {} },
        {
          keyword: 'additionalProperties',
          instancePath: '',
          params: { additionalProperties: ['zz'] },
        },
      ],
      schema,
      'body',
    );
    expect(unknown).toMatchObject({ code: 'UNKNOWN_FIELD', field: 'zz' });
    const cases: [string, string, Record<string, unknown>, string, Record<string, number>?][] = [
      ['/age', 'type', {}, 'INVALID_NUMBER'],
      ['/age', 'minimum', { limit: 1 }, 'MIN', { min: 1 }],
      ['/name', 'minLength', { limit: 3 }, 'MIN_LENGTH', { min: 3 }],
      ['/name', 'maxLength', { limit: 5 }, 'MAX_LENGTH', { max: 5 }],
      ['/kind', 'anyOf', {}, 'PLEASE_SELECT'],
      ['/nested/inner', 'type', {}, 'PLEASE_ENTER'],
    ];
    for (const [path, keyword, params, key, values] of cases) {
      const error = validationError([{ keyword, instancePath: path, params }], schema, 'body');
      expect(error.key, path).toBe(key);
      expect(error.field).toBe(path.slice(1).replace('/', '.'));
      if (values) expect(error.values).toEqual(values);
    }
    expect(
      validationError([{ keyword: 'type', instancePath: '', params: {} }], schema, 'body').field,
    ).toBe('body');
    expect(validationError([], undefined, 'querystring')).toMatchObject({
      field: 'querystring',
      key: 'PLEASE_ENTER',
    });
  });
});

describe('configuration', () => {
  it('reads defaults and overrides, and refuses a non-integer', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({
      port: 3100,
      scryptLog2N: 17,
      sessionIdleMs: 7_200_000,
      captchaAfterFailures: 3,
      lockAfterFailures: 10,
      wpassMaxFailures: 5,
      wpassLockMs: 15 * 60_000,
    });
    expect(
      loadConfig({ LOBBY_WPASS_MAX_FAILURES: '3', LOBBY_WPASS_LOCK_MS: '1000' }),
    ).toMatchObject({ wpassMaxFailures: 3, wpassLockMs: 1_000 });
    expect(() => loadConfig({ LOBBY_WPASS_LOCK_MS: '-1' })).toThrow(/non-negative/);
    expect(loadConfig({ LOBBY_DATA_DIR: 'memory', PORT: '3199' })).toMatchObject({
      dataDir: undefined,
      port: 3199,
    });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/integer/);
  });
});
