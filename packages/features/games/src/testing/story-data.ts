/**
 * Canned answers for the game screens' stories (no server in Storybook): a few providers and
 * games shaped exactly as the contract answers them, and answers that follow the query (the
 * game list filters by provider and search, pages by page and page_size).
 */
import type { BetRecord, GameChannel, GameItem } from '@lobby/contract/games';
import { STORY_MEMBER as SHARED_MEMBER } from '@lobby/test-kit';
import type { Canned } from '@lobby/test-kit';
import { storyChannel as channel, storyJson as json } from '@lobby/test-kit/story-data';

/** Providers of the story type (one under maintenance, one partly closed). */
export const STORY_CHANNELS: GameChannel[] = [
  channel(1, 'Aurora Gaming'),
  channel(2, 'Jade Dragon Slots', { game_count: 5 }),
  channel(3, 'Velocity Sports', { transfer_in_limit: 50_000, game_count: 4 }),
  channel(4, 'Thunder Paddock', { status: 2, game_count: 2 }),
  channel(5, 'Lotus Lottery', { status: 3, game_count: 3, logo: 'https://invalid.test/logo.png' }),
];

const NAMES = [
  'Northern Lights Fortune',
  'Polar Express Riches',
  'Midnight Sun Megaways',
  'Jade Emperor',
  'Lucky Koi Pond',
  'Dragon Pearl Link',
  'Velocity Sportsbook',
  'Crystal Fjord',
  'Five Tigers Treasure',
  'Golden Lotus Temple',
  'Mahjong Ways of Fortune',
  'Coral Kingdom',
];

/** The story games (one under maintenance, some hot or new, one favourite). */
export const STORY_GAMES: GameItem[] = NAMES.map((name, i) => {
  const owner = STORY_CHANNELS[name === 'Velocity Sportsbook' ? 2 : i % 2] as GameChannel;
  return {
    id: i + 1,
    type: 'SlotMachine',
    name,
    channel_id: owner.id,
    status: name === 'Crystal Fjord' ? 2 : 1,
    image: `/media/game/${i + 1}.svg`,
    code: `g${i + 1}`,
    channel_name: owner.name,
    hot: i % 4 === 0,
    is_new: i % 5 === 1,
    favourite: i === 3,
    sort: i,
  };
});

/** Where the stories' play-money launches lead: a blank page, as Storybook has no provider. */
export const STORY_DEMO_URL = 'about:blank#play-money-demo';

/** games.list over `games`, filtering and paging like the API. */
const listOf =
  (games: () => GameItem[]): Canned =>
  (url: URL) => {
    const channelId = Number(url.searchParams.get('channel_id') ?? 0);
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const page = Number(url.searchParams.get('page') ?? 1);
    const size = Number(url.searchParams.get('page_size') ?? 24);
    const matching = games().filter(
      (g) => (!channelId || g.channel_id === channelId) && g.name.toLowerCase().includes(search),
    );
    return json({
      list: matching.slice((page - 1) * size, page * size),
      total: matching.length,
      page,
      page_size: size,
    });
  };

/**
 * The answers every game story shares, with favourites kept per story (collect and desert
 * change what the lists and games.favourites answer next, as on the server).
 */
export function gameAnswers(): Record<string, Canned> {
  const favourites = new Set(STORY_GAMES.filter((g) => g.favourite).map((g) => g.id));
  const games = () => STORY_GAMES.map((g) => ({ ...g, favourite: favourites.has(g.id) }));
  return {
    '/member/game/game-types': [
      {
        type: 'SlotMachine',
        name: 'Slots',
        sort: 2,
        count: 12,
        image: '/media/type/SlotMachine.svg',
      },
      { type: 'Casino', name: 'Live Casino', sort: 3, count: 4, image: '/media/type/Casino.svg' },
      { type: 'Lottery', name: 'Lottery', sort: 7, count: 3, image: '/media/type/Lottery.svg' },
    ],
    '/member/game/channels': STORY_CHANNELS,
    '/member/game/channel-list': STORY_CHANNELS,
    '/member/game/game-list': listOf(games),
    '/member/game/game_name': (url: URL) => {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      return json(
        STORY_GAMES.filter((g) => g.name.toLowerCase().includes(search)).map((g) => ({
          id: g.id,
          name: g.name,
          type: g.type,
          channel_id: g.channel_id,
        })),
      );
    },
    '/member/game/spec/list': () => json(games().filter((g) => g.favourite)),
    // games.demoLaunch: no provider in Storybook, so the play-money page is a blank one.
    '/member/game/demo-launch': (_url: URL, init: RequestInit | undefined) => {
      const { game_id } = JSON.parse(String(init?.body ?? '{}')) as { game_id?: number };
      const game = STORY_GAMES.find((g) => g.id === game_id);
      if (!game || game.status !== 1)
        return json({ code: 'GAME_UNAVAILABLE', message: 'Game unavailable' }, 409);
      return json({
        url: STORY_DEMO_URL,
        game_id: game.id,
        channel_id: game.channel_id,
        expires_at: Math.floor(Date.now() / 1000) + 4 * 3600,
        play_balance: 100_000,
      });
    },
    '/member/game/transfer_info': (url: URL) => {
      const id = Number(url.searchParams.get('channel_id'));
      const owner = STORY_CHANNELS.find((c) => c.id === id);
      return json({
        transfer_in_limit: owner?.transfer_in_limit ?? 0,
        channel_id: id,
        balance: 2_500,
        money: 1_250_075,
        status: owner?.status ?? 1,
      });
    },
    ...Object.fromEntries(
      STORY_CHANNELS.map((c) => [
        `/member/game/channel-balance/${c.id}`,
        { channel_id: c.id, name: c.name, balance: c.id * 10_050 },
      ]),
    ),
    ...Object.fromEntries(
      STORY_GAMES.flatMap((g) => [
        [
          `/member/game/spec/collect/${g.id}`,
          () => {
            favourites.add(g.id);
            return json({ ok: true });
          },
        ],
        [
          `/member/game/spec/desert/${g.id}`,
          () => {
            favourites.delete(g.id);
            return json({ ok: true });
          },
        ],
      ]),
    ),
  };
}

/** The story member, with no real name on file (the game screens never show one). */
export const STORY_MEMBER = { ...SHARED_MEMBER, real_name: '' };

const now = Math.floor(Date.now() / 1000);
const bet = (
  id: number,
  game: string,
  stake: number,
  payout: number,
  extra: Partial<BetRecord> = {},
): BetRecord => ({
  id,
  order_no: `R${1000 + id}`,
  channel_id: 1,
  channel_name: 'Skyline Originals',
  game_id: id,
  game_name: game,
  type: 'Lottery',
  bet_amount: stake,
  valid_bet: stake,
  payout,
  win_loss: payout - stake,
  status: 2,
  result: payout > stake ? 1 : payout < stake ? 2 : 3,
  bet_time: now - id * 600,
  settle_time: now - id * 600 + 2,
  detail: '',
  ...extra,
});

/** Bet records: wins, losses, a draw and a pending round. */
export const STORY_BETS: BetRecord[] = [
  bet(1, 'Skyline Dice 100', 2_500, 4_950),
  bet(2, 'High-Low Dice', 1_000, 0),
  bet(3, 'Skyline Sevens', 500, 500),
  bet(4, 'Lucky Wheel Draw', 2_000, 0, { status: 1, result: 0, win_loss: 0, settle_time: null }),
];

/** games.log over {@link STORY_BETS}. */
export const betLogAnswer: Canned = () =>
  json({
    list: STORY_BETS,
    total: STORY_BETS.length,
    page: 1,
    page_size: 20,
    summary: { bet_amount: 6_000, valid_bet: 6_000, payout: 5_450, win_loss: -50 },
  });
