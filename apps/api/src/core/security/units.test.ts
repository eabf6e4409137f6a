import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../base/config.ts';
import { validationError } from '../../http/validation.ts';
import { randomAnswer, renderCaptcha } from './captcha.ts';
import { createPasswordHasher, createPinHasher, legacyScryptHash } from './passwords.ts';
import { isTokenShaped, newToken, randomDigits } from './tokens.ts';

describe('password hashing', () => {
  const cost = { memoryKiB: 64, passes: 1 };
  const hasher = createPasswordHasher(cost);
  it('verifies the right password only, with a salted self-describing argon2id hash', async () => {
    const a = await hasher.hash('Kettle-Moss-42');
    const b = await hasher.hash('Kettle-Moss-42');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(await hasher.verify('Kettle-Moss-42', a)).toBe(true);
    expect(await hasher.verify('Fjord-Lantern-31', a)).toBe(false);
    expect(hasher.needsRehash(a)).toBe(false);
    expect(createPasswordHasher({ memoryKiB: 128, passes: 1 }).needsRehash(a)).toBe(true);
    expect(createPasswordHasher({ memoryKiB: 64, passes: 2 }).needsRehash(a)).toBe(true);
    // Only weaker hashes are redone: lowering the setting never downgrades a stored one.
    expect(createPasswordHasher({ memoryKiB: 32, passes: 1 }).needsRehash(a)).toBe(false);
    expect(hasher.needsRehash('plain')).toBe(true);
    // A hash records its own cost: a hasher of another cost still verifies it.
    expect(
      await createPasswordHasher({ memoryKiB: 128, passes: 2 }).verify('Kettle-Moss-42', a),
    ).toBe(true);
  });
  it('still verifies the scrypt hashes of before, and asks for them to be redone', async () => {
    const old = await legacyScryptHash('Kettle-Moss-42', 10);
    expect(old).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await hasher.verify('Kettle-Moss-42', old)).toBe(true);
    expect(await hasher.verify('Fjord-Lantern-31', old)).toBe(false);
    expect(hasher.needsRehash(old)).toBe(true);
  });
  it('never throws on a malformed stored hash', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$99$8$1$AA$AA',
      'scrypt$x$8$1$AA$AA',
      'bcrypt$1$2$3$4$5',
      '$argon2id$v=19$m=64,t=1,p=2$AA$AA',
      '$argon2id$v=19$m=4,t=1,p=1$AA$AA',
      '$argon2id$v=19$m=99999999,t=1,p=1$AA$AA',
      '$argon2id$v=16$m=64,t=1,p=1$AA$AA',
      '$argon2i$v=19$m=64,t=1,p=1$AA$AA',
    ]) {
      expect(await hasher.verify('Kettle-Moss-42', stored)).toBe(false);
    }
    await expect(hasher.dummyVerify('anything')).resolves.toBeUndefined();
  });
});

describe('withdrawal PIN hashing', () => {
  const legacy = createPasswordHasher({ memoryKiB: 64, passes: 1 });
  const pins = createPinHasher('a-test-key-of-thirty-two-characters!', legacy);
  it('is keyed and salted HMAC-SHA-256: right PIN only, another key says no', async () => {
    const a = await pins.hash('2580');
    const b = await pins.hash('2580');
    expect(a).toMatch(/^hmac-sha256\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(await pins.verify('2580', a)).toBe(true);
    expect(await pins.verify('2581', a)).toBe(false);
    expect(pins.needsRehash(a)).toBe(false);
    const otherKey = createPinHasher('another-key-of-thirty-two-characters', legacy);
    expect(await otherKey.verify('2580', a)).toBe(false);
    for (const stored of ['hmac-sha256$', 'hmac-sha256$AA$AA', 'hmac-sha256$a$b$c'])
      expect(await pins.verify('2580', stored)).toBe(false);
  });
  it('still verifies the scrypt PIN hashes of before, and asks for them to be redone', async () => {
    const old = await legacyScryptHash('2580', 10);
    expect(await pins.verify('2580', old)).toBe(true);
    expect(await pins.verify('2581', old)).toBe(false);
    expect(pins.needsRehash(old)).toBe(true);
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
      argon2: { memoryKiB: 19 * 1024, passes: 2 },
      hashing: { running: 2, waiting: 32, perAccount: 2 },
      wpassSecret: 'dev-withdraw-pin-secret-change-me',
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
    expect(
      loadConfig({
        LOBBY_ARGON2_MEMORY_KIB: '47104',
        LOBBY_ARGON2_PASSES: '1',
        LOBBY_HASH_CONCURRENCY: '3',
        LOBBY_HASH_QUEUE: '0',
        LOBBY_HASH_PER_ACCOUNT: '1',
        LOBBY_WPASS_SECRET: 'k'.repeat(40),
      }),
    ).toMatchObject({
      argon2: { memoryKiB: 47104, passes: 1 },
      hashing: { running: 3, waiting: 0, perAccount: 1 },
      wpassSecret: 'k'.repeat(40),
    });
    expect(() => loadConfig({ LOBBY_HASH_QUEUE: '-1' })).toThrow(/non-negative/);
    expect(loadConfig({ LOBBY_DATA_DIR: 'memory', PORT: '3199' })).toMatchObject({
      dataDir: undefined,
      port: 3199,
    });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/integer/);
  });
});
