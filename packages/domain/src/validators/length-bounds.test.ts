import { describe, expect, it } from 'vitest';
import {
  CONFIGURED_DEFAULT_LENGTH_BOUNDS,
  lengthBounds,
  MOBILE_LENGTH_BOUNDS,
} from './length-bounds.ts';

describe('lengthBounds', () => {
  it('gives the mobile reading of spec §5', () => {
    const b = lengthBounds('mobile');
    expect(b.bankCard).toEqual({ min: 6, max: 20 });
    expect(b.username).toEqual({ min: 5, max: 20 });
    expect(b.password).toEqual({ min: 6, max: 20 });
    expect(b.nickname.max).toBe(30);
    expect(b.phone).toEqual({ min: 8, max: 13 });
    expect(b.withdrawalPassword).toEqual({ min: 4, max: 16 });
    expect(b).toBe(MOBILE_LENGTH_BOUNDS);
  });

  it('ignores the permission config for the mobile reading', () => {
    expect(lengthBounds('mobile', { username_min_length: 3, username_max_length: 9 })).toBe(
      MOBILE_LENGTH_BOUNDS,
    );
  });

  it('reads the configured bounds from the member group', () => {
    const b = lengthBounds('configured', {
      username_min_length: 4,
      username_max_length: 16,
      password_min_length: 8,
      password_max_length: 32,
      phone_min_length: 9,
      phone_max_length: 15,
    });
    expect(b.username).toEqual({ min: 4, max: 16 });
    expect(b.password).toEqual({ min: 8, max: 32 });
    expect(b.phone).toEqual({ min: 9, max: 15 });
    expect(b.bankCard).toEqual({ min: 6, max: 30 });
  });

  it('falls back per field and per bound', () => {
    const b = lengthBounds('configured', { username_max_length: 12 });
    expect(b.username).toEqual({ min: 5, max: 12 });
    expect(b.password).toEqual(CONFIGURED_DEFAULT_LENGTH_BOUNDS.password);
  });

  it('uses the defaults without a config', () => {
    expect(lengthBounds('configured')).toBe(CONFIGURED_DEFAULT_LENGTH_BOUNDS);
    expect(lengthBounds('configured', null)).toBe(CONFIGURED_DEFAULT_LENGTH_BOUNDS);
    expect(lengthBounds('configured', 'x' as never)).toBe(CONFIGURED_DEFAULT_LENGTH_BOUNDS);
  });

  it.each([
    [{ username_min_length: Number.NaN }],
    [{ username_min_length: -1 }],
    [{ username_min_length: 1.5 }],
    [{ username_min_length: 1e21 }],
    [{ username_min_length: '5' }],
    [{ username_min_length: 10, username_max_length: 4 }],
    [{ username_min_length: 0, username_max_length: 0 }],
    [{ username_max_length: Number.POSITIVE_INFINITY }],
  ])('rejects a bad configured value %j', (member) => {
    expect(lengthBounds('configured', member as never).username).toEqual(
      CONFIGURED_DEFAULT_LENGTH_BOUNDS.username,
    );
  });

  it('treats an unknown source as the mobile reading', () => {
    expect(lengthBounds('' as never)).toBe(MOBILE_LENGTH_BOUNDS);
  });

  it('returns frozen objects', () => {
    expect(Object.isFrozen(lengthBounds('configured', { username_min_length: 3 }).username)).toBe(
      true,
    );
    expect(Object.isFrozen(MOBILE_LENGTH_BOUNDS.phone)).toBe(true);
  });
});
