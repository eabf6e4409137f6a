import { Type, type Static } from 'typebox';
import { GameStatus, TransferAction } from '../enums/enums.ts';
import { enumSchema } from '../enums/enum-schema.ts';
import { Id, NonNegativeMinorUnits } from './common.ts';

/**
 * One game (spec §3: id, type). `type` is the game type name (`GameType`), kept as a string so
 * a type the site does not know yet still lists (and sorts as 100).
 */
export const GameEntry = Type.Object({
  id: Id,
  type: Type.String({ minLength: 1 }),
  name: Type.String(),
  channel_id: Type.Optional(Id),
  status: enumSchema(GameStatus),
  image: Type.Optional(Type.String()),
});
/** One game. */
export type GameEntry = Static<typeof GameEntry>;

/**
 * Transfer info of a channel (`GET /member/game/transfer_info`). A non-zero
 * `transfer_in_limit` makes the site warn before a transfer (see {@link transferLimitNotice}).
 */
export const GameTransferInfo = Type.Object({
  transfer_in_limit: NonNegativeMinorUnits,
});
/** Transfer info of a channel. */
export type GameTransferInfo = Static<typeof GameTransferInfo>;

/** Direction of a transfer as a schema (1 = in to the game wallet, 2 = out). */
export const TransferActionSchema = enumSchema(TransferAction);
/** A transfer action value. */
export type TransferActionSchema = Static<typeof TransferActionSchema>;

/**
 * A transaction type (spec §3 names only `user_type`): which side (member or agent) a
 * transaction-record filter applies to.
 */
export const TransactionType = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  user_type: Type.Integer(),
});
/** A transaction type. */
export type TransactionType = Static<typeof TransactionType>;
