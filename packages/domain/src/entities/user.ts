import { Type, type Static } from 'typebox';
import { Id, MinorUnits, NonNegativeMinorUnits, UnixSeconds } from './common.ts';

/**
 * One red packet held by the member. The spec names the `red_packet` list but not its items;
 * these fields are the minimum the screens need (id, amount, expiry).
 */
export const RedPacket = Type.Object({
  id: Id,
  amount: NonNegativeMinorUnits,
  expires_at: Type.Optional(UnixSeconds),
});
/** One red packet held by the member. */
export type RedPacket = Static<typeof RedPacket>;

/**
 * The signed-in member as `/member/userprofile` and the auth answers describe them (spec §3).
 * Per-channel balances are NOT part of it ({@link ChannelBalance}) so balance refreshes and
 * profile refreshes can invalidate separately. What `type`, `subtype` and
 * `football_permission` mean is not shown in the spec; they are carried as integers.
 */
export const UserInfo = Type.Object({
  username: Type.String({ minLength: 1 }),
  real_name: Type.String(),
  money: MinorUnits,
  avatar: Type.String(),
  type: Type.Integer(),
  subtype: Type.Integer(),
  auto_transfer: Type.Boolean(),
  football_permission: Type.Integer(),
  red_packet: Type.Array(RedPacket),
  token: Type.Optional(Type.String()),
});
/** The signed-in member. */
export type UserInfo = Static<typeof UserInfo>;

/** Balance of one game channel (provider wallet), kept apart from {@link UserInfo}. */
export const ChannelBalance = Type.Object({
  channel_id: Id,
  name: Type.String(),
  balance: MinorUnits,
});
/** Balance of one game channel. */
export type ChannelBalance = Static<typeof ChannelBalance>;

/** The `channel_balances` list sent when `with_channel_balances` is asked for. */
export const ChannelBalances = Type.Array(ChannelBalance);
/** The `channel_balances` list. */
export type ChannelBalances = Static<typeof ChannelBalances>;

/**
 * Answer of login and register: the session token, its refresh time (Unix seconds; a stored
 * token is replaced only by a newer time), whether the password must be changed first (then
 * the session is not set), plus the user fields.
 */
export const LoginResponse = Type.Object({
  ...UserInfo.properties,
  token: Type.String({ minLength: 1 }),
  time: UnixSeconds,
  change_password: Type.Boolean(),
  /**
   * True when the member must prove a second factor first (beyond the spec): then `token` is a
   * single-use ticket for POST /member/auth/two_factor, not a session. Absent otherwise.
   */
  second_factor: Type.Optional(Type.Boolean()),
});
/** Answer of login and register. */
export type LoginResponse = Static<typeof LoginResponse>;
