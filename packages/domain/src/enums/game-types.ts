import { enumLabels } from './define-enum.ts';

/**
 * Game types (spec §3). The wire value is the type's name, which is also the `:gameType`
 * route parameter; the default order comes from {@link GAME_TYPE_SORT}.
 */
export const GameType = {
  Sport: 'Sport',
  SlotMachine: 'SlotMachine',
  Casino: 'Casino',
  FishHunting: 'FishHunting',
  Esport: 'Esport',
  Horse: 'Horse',
  Lottery: 'Lottery',
  Chess: 'Chess',
  Pachinko: 'Pachinko',
} as const;
/** A known game type name. */
export type GameType = (typeof GameType)[keyof typeof GameType];
/** i18n label keys of {@link GameType}, e.g. `enum.gameType.slotMachine`. */
export const gameTypeLabels = enumLabels('gameType', GameType);

/** Default sort number of each game type (spec §3); lower sorts first. */
export const GAME_TYPE_SORT: Readonly<Record<GameType, number>> = Object.freeze({
  Sport: 1,
  SlotMachine: 2,
  Casino: 3,
  FishHunting: 4,
  Esport: 5,
  Horse: 6,
  Lottery: 7,
  Chess: 8,
  Pachinko: 9,
});

/** Sort number of a game type the spec does not list: after every known one. */
export const UNKNOWN_GAME_TYPE_SORT = 100;

/**
 * Sort number of a game type name. `overrides` is the permission config's `game.game_type_sort`
 * (name → number), which wins over the default; a non-finite override is ignored. Names are
 * matched exactly (the wire sends them exactly), anything unknown sorts as 100.
 */
export function gameTypeSort(name: string, overrides?: Readonly<Record<string, number>>): number {
  if (typeof name !== 'string') return UNKNOWN_GAME_TYPE_SORT;
  const own = overrides && Object.hasOwn(overrides, name) ? overrides[name] : undefined;
  if (typeof own === 'number' && Number.isFinite(own)) return own;
  return Object.hasOwn(GAME_TYPE_SORT, name)
    ? GAME_TYPE_SORT[name as GameType]
    : UNKNOWN_GAME_TYPE_SORT;
}

/** Options of {@link sortGameTypes}. */
export interface SortGameTypesOptions<T> {
  /** Reads the type name of an item; defaults to the item itself (strings) or its `type`. */
  nameOf?: (item: T) => string;
  /** The permission config's `game_type_sort` overrides. */
  overrides?: Readonly<Record<string, number>>;
}

function defaultName(item: unknown): string {
  if (typeof item === 'string') return item;
  if (item !== null && typeof item === 'object' && 'type' in item) {
    const t = (item as { type: unknown }).type;
    if (typeof t === 'string') return t;
  }
  return '';
}

/**
 * A new list in game-type order, so every menu and tab bar orders types the same way. The sort
 * is stable: equal sort numbers (e.g. several unknown types) keep their incoming order.
 */
export function sortGameTypes<T>(list: readonly T[], options: SortGameTypesOptions<T> = {}): T[] {
  const nameOf = options.nameOf ?? defaultName;
  return list
    .map((item, index) => ({ item, index, sort: gameTypeSort(nameOf(item), options.overrides) }))
    .sort((a, b) => a.sort - b.sort || a.index - b.index)
    .map((entry) => entry.item);
}

/** True for one of the nine known game type names (e.g. to validate a `:gameType` param). */
export function isGameType(value: unknown): value is GameType {
  return typeof value === 'string' && Object.hasOwn(GAME_TYPE_SORT, value);
}
