/**
 * The launch flow's shared shapes: the game it launches, the wallets it reads, where it stands
 * and what a return to this tab is waiting for.
 */
import type { AutoTransferResult, GameItem } from '@lobby/contract/games';

/** The fields of a game the launch flow needs. */
export type LaunchGame = Pick<GameItem, 'id' | 'name' | 'channel_id' | 'channel_name' | 'status'>;

/** What games.transferInfo answered for the game's provider. */
export interface WalletInfo {
  /** Main wallet, minor units. */
  readonly money: number;
  /** The provider wallet, minor units. */
  readonly balance: number;
  /** Minimum transfer in (minor units); 0 = none (spec §5). */
  readonly transfer_in_limit: number;
}

/** Where the launch flow stands. */
export type LaunchStep =
  | 'idle'
  /** Reading the wallets. */
  | 'loading'
  /** Offering a transfer in before play. */
  | 'offer'
  /** The spec §5 transfer_in_limit warning (Cancel / Continue). */
  | 'limit'
  /** Moving money in and opening the game. */
  | 'working'
  /** Back from a game: offering the provider balance back. */
  | 'return'
  /** The transfer_in_limit notice before a transfer out (Confirm only). */
  | 'returnNotice';

/** The provider wallet offered back after a game. */
export interface ReturnOffer {
  readonly channelId: number;
  readonly channelName: string;
  readonly balance: number;
  readonly limit: number;
}

/** The launch a return to this tab answers: the offer back, or (auto-transfer) the recall. */
export interface AwaitedReturn {
  readonly channelId: number;
  readonly channelName: string;
  /** When the game was launched (ms): focus moves about while its window opens. */
  readonly at: number;
  /** Whether auto-transfer moved the money (then the way back is games.recallAll). */
  readonly auto: boolean;
}

/** What a real launch answered: the provider page, and what auto-transfer did, if it ran. */
export interface LaunchAnswer {
  readonly url: string;
  readonly auto_transfer?: AutoTransferResult | undefined;
}
