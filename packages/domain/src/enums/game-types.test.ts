import { describe, expect, it } from 'vitest';
import { BAD_TEXTS, WRONG_TYPES } from '../testing/bad-input.ts';
import {
  GAME_TYPE_SORT,
  GameType,
  gameTypeLabels,
  gameTypeSort,
  isGameType,
  sortGameTypes,
  UNKNOWN_GAME_TYPE_SORT,
} from './game-types.ts';

describe('GameType', () => {
  it('has the nine spec types with sort numbers 1–9', () => {
    expect(Object.entries(GAME_TYPE_SORT)).toEqual([
      ['Sport', 1],
      ['SlotMachine', 2],
      ['Casino', 3],
      ['FishHunting', 4],
      ['Esport', 5],
      ['Horse', 6],
      ['Lottery', 7],
      ['Chess', 8],
      ['Pachinko', 9],
    ]);
    expect(Object.values(GameType)).toEqual(Object.keys(GAME_TYPE_SORT));
    expect(gameTypeLabels.SlotMachine).toBe('enum.gameType.slotMachine');
  });
});

describe('gameTypeSort', () => {
  it('answers the sort number, 100 for unknown types', () => {
    expect(gameTypeSort('Sport')).toBe(1);
    expect(gameTypeSort('Pachinko')).toBe(9);
    expect(UNKNOWN_GAME_TYPE_SORT).toBe(100);
    for (const name of [
      'sport',
      'SPORT',
      ' Sport',
      'toString',
      '__proto__',
      'constructor',
      ...BAD_TEXTS,
    ]) {
      expect(gameTypeSort(name)).toBe(100);
    }
    for (const v of WRONG_TYPES) expect(gameTypeSort(v as string)).toBe(100);
  });
  it('lets the config override, ignoring non-finite overrides', () => {
    expect(gameTypeSort('Casino', { Casino: 0 })).toBe(0);
    expect(gameTypeSort('Mahjong', { Mahjong: 4.5 })).toBe(4.5);
    expect(gameTypeSort('Casino', { Casino: Number.NaN })).toBe(3);
    expect(gameTypeSort('Casino', { Casino: '1' as never })).toBe(3);
    expect(gameTypeSort('Casino', { Sport: 50 })).toBe(3);
    expect(gameTypeSort('toString', {})).toBe(100);
  });
});

describe('sortGameTypes', () => {
  it('orders names by sort number, unknown last, stably', () => {
    expect(sortGameTypes(['Zeta', 'Chess', 'Alpha', 'Sport', 'Casino'])).toEqual([
      'Sport',
      'Casino',
      'Chess',
      'Zeta',
      'Alpha',
    ]);
  });
  it('reads the type of objects and takes a custom reader', () => {
    const games = [{ type: 'Lottery' }, { type: 'Sport' }, { type: 7 as unknown as string }, {}];
    expect(sortGameTypes(games)).toEqual([{ type: 'Sport' }, { type: 'Lottery' }, { type: 7 }, {}]);
    expect(
      sortGameTypes([{ name: 'Horse' }, { name: 'Esport' }], { nameOf: (g) => g.name }),
    ).toEqual([{ name: 'Esport' }, { name: 'Horse' }]);
  });
  it('applies overrides and leaves the input untouched', () => {
    const input = ['Sport', 'Casino'];
    expect(sortGameTypes(input, { overrides: { Casino: 0 } })).toEqual(['Casino', 'Sport']);
    expect(input).toEqual(['Sport', 'Casino']);
  });
  it('copes with empty lists and odd items', () => {
    expect(sortGameTypes([])).toEqual([]);
    expect(sortGameTypes([null, 'Sport', undefined, 3])).toEqual(['Sport', null, undefined, 3]);
  });
});

describe('isGameType', () => {
  it('accepts exact names only', () => {
    expect(isGameType('FishHunting')).toBe(true);
    for (const v of ['fishhunting', 'hasOwnProperty', ...BAD_TEXTS, ...WRONG_TYPES])
      expect(isGameType(v)).toBe(false);
  });
});
