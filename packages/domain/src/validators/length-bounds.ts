import type { MemberConfig } from '../entities/permissions.ts';

/** An inclusive length range. */
export interface Bounds {
  readonly min: number;
  readonly max: number;
}

/** Length bounds of every bounded form field. */
export interface LengthBounds {
  readonly username: Bounds;
  readonly password: Bounds;
  readonly withdrawalPassword: Bounds;
  readonly bankCard: Bounds;
  readonly phone: Bounds;
  readonly nickname: Bounds;
}

/** Where length bounds are read from: the permission config, or the mobile side's fixed ones. */
export type LengthBoundsSource = 'configured' | 'mobile';

/**
 * The mobile side's fixed bounds (spec §5): bank card 6–20, login name 5–20, password 6–20,
 * nickname at most 30, phone 8–13. The withdrawal password is 4–16 on both sides.
 */
export const MOBILE_LENGTH_BOUNDS: LengthBounds = Object.freeze({
  username: Object.freeze({ min: 5, max: 20 }),
  password: Object.freeze({ min: 6, max: 20 }),
  withdrawalPassword: Object.freeze({ min: 4, max: 16 }),
  bankCard: Object.freeze({ min: 6, max: 20 }),
  phone: Object.freeze({ min: 8, max: 13 }),
  nickname: Object.freeze({ min: 0, max: 30 }),
});

/**
 * Bounds of the configured reading when the permission config has no value: the same as
 * mobile, except the bank account (type 1) which the spec bounds at 6–30.
 */
export const CONFIGURED_DEFAULT_LENGTH_BOUNDS: LengthBounds = Object.freeze({
  ...MOBILE_LENGTH_BOUNDS,
  bankCard: Object.freeze({ min: 6, max: 30 }),
});

function isLength(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function pick(min: unknown, max: unknown, fallback: Bounds): Bounds {
  const lo = isLength(min) ? min : fallback.min;
  const hi = isLength(max) ? max : fallback.max;
  // A configured pair that contradicts itself would lock every member out: use the default.
  if (lo > hi || hi === 0) return fallback;
  return Object.freeze({ min: lo, max: hi });
}

/**
 * Length bounds of one of the spec's two readings (§5). `'mobile'` gives the fixed mobile
 * bounds; `'configured'` reads the permission config's member group
 * (`username_min_length` … `phone_max_length`), field by field, falling back to
 * {@link CONFIGURED_DEFAULT_LENGTH_BOUNDS} for a missing, negative, non-integer or
 * contradictory (min > max) value.
 */
export function lengthBounds(
  source: LengthBoundsSource,
  member?: Partial<MemberConfig> | null,
): LengthBounds {
  if (source !== 'configured') return MOBILE_LENGTH_BOUNDS;
  const d = CONFIGURED_DEFAULT_LENGTH_BOUNDS;
  if (!member || typeof member !== 'object') return d;
  return Object.freeze({
    ...d,
    username: pick(member.username_min_length, member.username_max_length, d.username),
    password: pick(member.password_min_length, member.password_max_length, d.password),
    phone: pick(member.phone_min_length, member.phone_max_length, d.phone),
  });
}
