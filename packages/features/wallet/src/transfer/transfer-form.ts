/**
 * The transfer form's rules, apart from React: which wallets a side may name (one side is
 * always the main wallet), the preset a link carries (`?channel=ID&action=1`), and the quick
 * amounts in the brand's minor units.
 */
import { TransferAction } from '@lobby/domain/enums';

/** The main wallet's value in the from / to pickers; a provider's is its id as text. */
export const MAIN_WALLET = 'main';

/** What the form holds for its two pickers. */
export interface TransferSides {
  /** {@link MAIN_WALLET}, a channel id, or `''` when not chosen. */
  readonly from: string;
  readonly to: string;
}

/** Quick amounts in whole currency units; turned into minor units per currency. */
export const QUICK_AMOUNTS = [10, 50, 100, 500, 1000] as const;

/** The quick amounts in minor units for a currency with `decimals` minor digits. */
export function quickAmounts(decimals: number): number[] {
  return QUICK_AMOUNTS.map((whole) => whole * 10 ** decimals);
}

/**
 * The sides a link presets: `channel` (a provider id) and `action` (1 into it, 2 out of it;
 * default 1). Anything unreadable leaves the provider side empty and money going in.
 */
export function presetSides(search: URLSearchParams): TransferSides {
  const raw = search.get('channel');
  const channel = raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? raw : '';
  const out = search.get('action') === String(TransferAction.Out);
  return out && channel ? { from: channel, to: MAIN_WALLET } : { from: MAIN_WALLET, to: channel };
}

/** The sides after the member picks `value` for `side`, keeping one side the main wallet. */
export function pickSide(sides: TransferSides, side: 'from' | 'to', value: string): TransferSides {
  const other = side === 'from' ? 'to' : 'from';
  if (value === MAIN_WALLET) {
    const keep = sides[other] === MAIN_WALLET ? '' : sides[other];
    return { [side]: MAIN_WALLET, [other]: keep } as unknown as TransferSides;
  }
  return { [side]: value, [other]: MAIN_WALLET } as unknown as TransferSides;
}

/** The sides swapped (money the other way). */
export function swapSides(sides: TransferSides): TransferSides {
  return { from: sides.to, to: sides.from };
}

/** The call a pair of sides makes: its direction and provider, or undefined while incomplete. */
export function transferOf(
  sides: TransferSides,
): { action: TransferAction; channelId: number } | undefined {
  if (sides.from === MAIN_WALLET && sides.to !== '' && sides.to !== MAIN_WALLET)
    return { action: TransferAction.In, channelId: Number(sides.to) };
  if (sides.to === MAIN_WALLET && sides.from !== '' && sides.from !== MAIN_WALLET)
    return { action: TransferAction.Out, channelId: Number(sides.from) };
  return undefined;
}
