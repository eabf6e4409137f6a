import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsCreateMember } from '../../ops/commands.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import { createKeyStore, keyRow } from './keys.ts';

const PASSPHRASE = 'correct horse battery staple';

describe('key store with a passphrase', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LOBBY_KEY_PASSPHRASE: PASSPHRASE } });
    await opsCreateMember(server.ctx, {
      brand: 'default',
      username: 'keyuser1',
      password: 'Kettle-Moss-42',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores the private key encrypted and still decrypts members’ fields', async () => {
    const { keyId } = await server.ctx.keys.current();
    const row = await keyRow(server.ctx.db, keyId);
    expect(row?.privatePem).toContain('BEGIN ENCRYPTED PRIVATE KEY');
    expect(await server.login('keyuser1', 'Kettle-Moss-42')).toMatch(/\S{20,}/);
  });

  it('protects a rotated key too', async () => {
    const { keyId } = await server.ctx.keys.rotate(60_000);
    expect((await keyRow(server.ctx.db, keyId))?.privatePem).toContain(
      'BEGIN ENCRYPTED PRIVATE KEY',
    );
    expect(await server.login('keyuser1', 'Kettle-Moss-42')).toMatch(/\S{20,}/);
  });

  it('refuses to open protected keys without the passphrase or with a wrong one', async () => {
    await expect(createKeyStore(server.ctx.db).current()).rejects.toThrow(
      'set LOBBY_KEY_PASSPHRASE',
    );
    await expect(createKeyStore(server.ctx.db, { passphrase: 'wrong' }).current()).rejects.toThrow(
      'does not open with LOBBY_KEY_PASSPHRASE',
    );
  });
});

describe('key store without a passphrase', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps working when a passphrase is set later, and a rotation protects the new key', async () => {
    const { keyId: plainId } = await server.ctx.keys.current();
    expect((await keyRow(server.ctx.db, plainId))?.privatePem).toContain('BEGIN PRIVATE KEY');
    const store = createKeyStore(server.ctx.db, { passphrase: PASSPHRASE });
    expect((await store.current()).keyId).toBe(plainId);
    const encrypted = await server.encrypt('Kettle-Moss-42');
    expect(await store.decrypt(encrypted)).toBe('Kettle-Moss-42');
    const { keyId } = await store.rotate(60_000);
    expect((await keyRow(server.ctx.db, keyId))?.privatePem).toContain(
      'BEGIN ENCRYPTED PRIVATE KEY',
    );
    // The unprotected key still decrypts through its grace.
    expect(await store.decrypt(encrypted)).toBe('Kettle-Moss-42');
  });
});
