/**
 * Seed catalogue: a dozen invented providers, every game type, a hundred-odd games with a
 * realistic status mix (mostly open, some under maintenance, a few closed), hot and new flags,
 * banners per type and a handful of featured wins for the home page.
 */
import type { GameType } from '@lobby/domain';

/** A provider seed. */
export interface ChannelSeed {
  code: string;
  name: string;
  types: GameType[];
  colour: string;
  transferInLimit: number;
  status: number;
}

/** The providers. Status 2 = maintenance, 3 = partially closed. */
export const CHANNEL_SEEDS: readonly ChannelSeed[] = [
  {
    code: 'AUR',
    name: 'Aurora Gaming',
    types: ['SlotMachine', 'FishHunting'],
    colour: '#7c3aed',
    transferInLimit: 0,
    status: 1,
  },
  {
    code: 'RLL',
    name: 'Red Lantern Live',
    types: ['Casino'],
    colour: '#b91c1c',
    transferInLimit: 0,
    status: 1,
  },
  {
    code: 'JDS',
    name: 'Jade Dragon Slots',
    types: ['SlotMachine', 'Pachinko'],
    colour: '#047857',
    transferInLimit: 0,
    status: 1,
  },
  {
    code: 'VSP',
    name: 'Velocity Sports',
    types: ['Sport', 'Horse'],
    colour: '#1d4ed8',
    transferInLimit: 500_00,
    status: 1,
  },
  {
    code: 'NEB',
    name: 'Nebula Esports',
    types: ['Esport'],
    colour: '#4338ca',
    transferInLimit: 0,
    status: 1,
  },
  {
    code: 'GRF',
    name: 'Golden Reef',
    types: ['FishHunting', 'SlotMachine'],
    colour: '#0e7490',
    transferInLimit: 0,
    status: 1,
  },
  {
    code: 'LKM',
    name: 'Lucky Meridian',
    types: ['Lottery', 'Chess'],
    colour: '#a16207',
    transferInLimit: 0,
    status: 1,
  },
  {
    code: 'CAC',
    name: 'Crimson Ace Casino',
    types: ['Casino', 'Chess'],
    colour: '#9f1239',
    transferInLimit: 0,
    status: 1,
  },
  {
    code: 'THP',
    name: 'Thunder Paddock',
    types: ['Horse', 'Sport'],
    colour: '#854d0e',
    transferInLimit: 0,
    status: 2,
  },
  {
    code: 'PXP',
    name: 'Pixel Pachi',
    types: ['Pachinko', 'SlotMachine'],
    colour: '#db2777',
    transferInLimit: 0,
    status: 1,
  },
  {
    code: 'LOT',
    name: 'Lotus Lottery',
    types: ['Lottery'],
    colour: '#be185d',
    transferInLimit: 0,
    status: 3,
  },
  {
    code: 'SKY',
    name: 'Skyline Originals',
    types: ['SlotMachine', 'Casino', 'Lottery'],
    colour: '#0f766e',
    transferInLimit: 0,
    status: 1,
  },
];

/** A game seed: [provider code, type, name, flags]; flags: h hot, n new, m maintain, c closed, d dice engine. */
type GameRow = readonly [string, GameType, string, string?];

/** The games. */
export const GAME_SEEDS: readonly GameRow[] = [
  // Slots
  ['AUR', 'SlotMachine', 'Northern Lights Fortune', 'h'],
  ['AUR', 'SlotMachine', 'Polar Express Riches'],
  ['AUR', 'SlotMachine', 'Midnight Sun Megaways', 'hn'],
  ['AUR', 'SlotMachine', 'Frost Giant Gold'],
  ['AUR', 'SlotMachine', 'Crystal Fjord', 'm'],
  ['AUR', 'SlotMachine', 'Aurora Wilds'],
  ['JDS', 'SlotMachine', 'Jade Emperor', 'h'],
  ['JDS', 'SlotMachine', 'Lucky Koi Pond'],
  ['JDS', 'SlotMachine', 'Dragon Pearl Link', 'h'],
  ['JDS', 'SlotMachine', 'Five Tigers Treasure'],
  ['JDS', 'SlotMachine', 'Golden Lotus Temple', 'n'],
  ['JDS', 'SlotMachine', 'Mahjong Ways of Fortune'],
  ['GRF', 'SlotMachine', 'Coral Kingdom'],
  ['GRF', 'SlotMachine', 'Pirate Cove Bounty', 'h'],
  ['GRF', 'SlotMachine', 'Sunken Galleon', 'c'],
  ['PXP', 'SlotMachine', 'Neon Arcade 8-Bit'],
  ['PXP', 'SlotMachine', 'Candy Pop Cascade', 'n'],
  ['PXP', 'SlotMachine', 'Retro Racer Reels'],
  ['SKY', 'SlotMachine', 'Skyline Sevens', 'h'],
  ['SKY', 'SlotMachine', 'Cosmic Cash Quest'],
  ['SKY', 'SlotMachine', 'Wild West Bounty'],
  ['SKY', 'SlotMachine', 'Pharaoh’s Secret Chamber'],
  ['SKY', 'SlotMachine', 'Viking Raid Riches', 'n'],
  ['SKY', 'SlotMachine', 'Fruit Fiesta Deluxe'],
  // Casino
  ['RLL', 'Casino', 'Lantern Baccarat', 'h'],
  ['RLL', 'Casino', 'Speed Baccarat Squeeze'],
  ['RLL', 'Casino', 'Dragon Tiger Live', 'h'],
  ['RLL', 'Casino', 'Sic Bo Deluxe'],
  ['RLL', 'Casino', 'Lightning Roulette Hall'],
  ['RLL', 'Casino', 'Blackjack VIP Table', 'm'],
  ['CAC', 'Casino', 'Crimson Roulette'],
  ['CAC', 'Casino', 'Ace High Blackjack', 'h'],
  ['CAC', 'Casino', 'Casino Hold’em Royale'],
  ['CAC', 'Casino', 'Three Card Poker'],
  ['CAC', 'Casino', 'Fan Tan Live', 'n'],
  ['SKY', 'Casino', 'Skyline Baccarat'],
  ['SKY', 'Casino', 'Money Wheel Carnival', 'n'],
  // Fishing
  ['AUR', 'FishHunting', 'Ocean King Legends', 'h'],
  ['AUR', 'FishHunting', 'Ice Fishing Frenzy'],
  ['AUR', 'FishHunting', 'Kraken Hunter'],
  ['GRF', 'FishHunting', 'Golden Reef Shooter', 'h'],
  ['GRF', 'FishHunting', 'Mermaid’s Treasure Hunt'],
  ['GRF', 'FishHunting', 'Shark Bounty', 'n'],
  ['GRF', 'FishHunting', 'Deep Sea Cannon', 'm'],
  ['GRF', 'FishHunting', 'Lucky Fishing Dragon'],
  // Sport
  ['VSP', 'Sport', 'Velocity Sportsbook', 'hd'],
  ['VSP', 'Sport', 'Football Live Odds', 'd'],
  ['VSP', 'Sport', 'Basketball Quarters', 'd'],
  ['VSP', 'Sport', 'Tennis Point Betting', 'd'],
  ['VSP', 'Sport', 'Virtual Football League', 'nd'],
  ['VSP', 'Sport', 'Cricket Super Overs', 'd'],
  ['THP', 'Sport', 'Paddock Sportsbook', 'd'],
  ['THP', 'Sport', 'Badminton Smash Odds', 'd'],
  // Esport
  ['NEB', 'Esport', 'Nebula Esports Arena', 'hd'],
  ['NEB', 'Esport', 'MOBA Masters Odds', 'd'],
  ['NEB', 'Esport', 'Tactical Shooter Cup', 'd'],
  ['NEB', 'Esport', 'Battle Royale Live', 'nd'],
  ['NEB', 'Esport', 'Racing Sim Grand Prix', 'd'],
  ['NEB', 'Esport', 'Virtual Street Fighter', 'md'],
  // Horse
  ['VSP', 'Horse', 'Royal Ascot Racing', 'd'],
  ['VSP', 'Horse', 'Greyhound Sprint', 'd'],
  ['THP', 'Horse', 'Thunder Derby', 'hd'],
  ['THP', 'Horse', 'Night Trotting Cup', 'd'],
  ['THP', 'Horse', 'Virtual Horse Racing', 'nd'],
  ['THP', 'Horse', 'Harness Racing Classic', 'd'],
  // Lottery
  ['LKM', 'Lottery', 'Meridian 4D', 'hd'],
  ['LKM', 'Lottery', 'Lucky 5-Minute Lotto', 'd'],
  ['LKM', 'Lottery', 'Keno Express', 'd'],
  ['LOT', 'Lottery', 'Lotus Pick 3', 'd'],
  ['LOT', 'Lottery', 'Fast Three Dice', 'hd'],
  ['LOT', 'Lottery', 'Lotus Power Ball', 'cd'],
  ['LOT', 'Lottery', 'Number Race 10', 'd'],
  ['SKY', 'Lottery', 'Skyline Dice 100', 'hnd'],
  ['SKY', 'Lottery', 'High-Low Dice', 'd'],
  ['SKY', 'Lottery', 'Lucky Wheel Draw', 'd'],
  // Chess and cards
  ['LKM', 'Chess', 'Texas Poker Club', 'd'],
  ['LKM', 'Chess', 'Mahjong Showdown', 'hd'],
  ['LKM', 'Chess', 'Fight the Landlord', 'd'],
  ['LKM', 'Chess', 'Bull Bull Poker', 'd'],
  ['CAC', 'Chess', 'Rummy Royale', 'd'],
  ['CAC', 'Chess', 'Chinese Chess Masters', 'nd'],
  ['CAC', 'Chess', 'Blackjack Tournament', 'd'],
  ['CAC', 'Chess', 'Sheng Ji Card Battle', 'md'],
  // Pachinko
  ['JDS', 'Pachinko', 'Jade Pachinko Palace', 'h'],
  ['JDS', 'Pachinko', 'Cherry Blossom Pachislot'],
  ['JDS', 'Pachinko', 'Samurai Rush Pachinko'],
  ['PXP', 'Pachinko', 'Pixel Pachinko Parlour', 'h'],
  ['PXP', 'Pachinko', 'Robot Rumble Pachislot', 'n'],
  ['PXP', 'Pachinko', 'Neon Tokyo Nights'],
  ['PXP', 'Pachinko', 'Kaiju Attack Pachinko'],
  ['PXP', 'Pachinko', 'Ninja Scroll Pachislot', 'm'],
  // More slots to fill the lobby
  ['AUR', 'SlotMachine', 'Reindeer Rush'],
  ['AUR', 'SlotMachine', 'Snow Queen Jackpot'],
  ['JDS', 'SlotMachine', 'Lion Dance Prosperity'],
  ['JDS', 'SlotMachine', 'Red Envelope Rain'],
  ['GRF', 'SlotMachine', 'Treasure Island Spins'],
  ['GRF', 'SlotMachine', 'Atlantis Rising'],
  ['PXP', 'SlotMachine', 'Space Invaders Cash'],
  ['PXP', 'SlotMachine', 'Galaxy Gems'],
  ['SKY', 'SlotMachine', 'Diamond Mine Deluxe'],
  ['SKY', 'SlotMachine', 'Sweet Bonanza Bakery'],
  ['SKY', 'SlotMachine', 'Buffalo Thunder Plains'],
  ['SKY', 'SlotMachine', 'Book of Ancient Sands'],
  ['RLL', 'Casino', 'Lantern Poker Live'],
  ['CAC', 'Casino', 'Crimson Craps'],
  ['NEB', 'Esport', 'Card Battler Championship', 'd'],
  ['LOT', 'Lottery', 'Lotus Daily Draw', 'd'],
];

/** Texts in the three locales. */
export type Texts = Record<'en' | 'ja' | 'zh-CN', string>;

/** Banners per game type: title and subtitle, featuring the first hot game of the type. */
export const BANNER_SEEDS: readonly { type: GameType; title: Texts; subtitle: Texts }[] = [
  {
    type: 'Sport',
    title: {
      en: 'Every match, live odds',
      ja: '全試合ライブオッズ',
      'zh-CN': '每场比赛，实时赔率',
    },
    subtitle: {
      en: 'Football, basketball, tennis and more',
      ja: 'サッカー、バスケ、テニスほか',
      'zh-CN': '足球、篮球、网球等',
    },
  },
  {
    type: 'Sport',
    title: { en: 'Weekend parlay boost', ja: '週末パーレーブースト', 'zh-CN': '周末串关加成' },
    subtitle: {
      en: 'Bigger payouts on 4+ legs',
      ja: '4つ以上の組み合わせで配当アップ',
      'zh-CN': '四串一以上赔付更高',
    },
  },
  {
    type: 'SlotMachine',
    title: { en: 'Spin the Northern Lights', ja: 'オーロラを回そう', 'zh-CN': '转动北极光' },
    subtitle: {
      en: 'Free spins and sticky wilds',
      ja: 'フリースピンとスティッキーワイルド',
      'zh-CN': '免费旋转与粘性百搭',
    },
  },
  {
    type: 'SlotMachine',
    title: { en: 'Jade Emperor jackpot', ja: '翡翠皇帝ジャックポット', 'zh-CN': '玉皇大奖' },
    subtitle: {
      en: 'Progressive prizes every hour',
      ja: '毎時プログレッシブ賞金',
      'zh-CN': '每小时累积奖金',
    },
  },
  {
    type: 'Casino',
    title: {
      en: 'Live baccarat, lantern-lit',
      ja: 'ランタンが灯るライブバカラ',
      'zh-CN': '灯笼下的真人百家乐',
    },
    subtitle: {
      en: 'Real dealers around the clock',
      ja: '24時間ライブディーラー',
      'zh-CN': '全天候真人荷官',
    },
  },
  {
    type: 'FishHunting',
    title: { en: 'Hunt the Ocean King', ja: 'オーシャンキングを狩れ', 'zh-CN': '猎捕海王' },
    subtitle: {
      en: 'Boss fish pay up to 500×',
      ja: 'ボス魚は最大500倍',
      'zh-CN': 'Boss鱼最高500倍',
    },
  },
  {
    type: 'Esport',
    title: { en: 'Esports, every major', ja: '主要eスポーツを網羅', 'zh-CN': '覆盖所有电竞大赛' },
    subtitle: {
      en: 'Map, round and player markets',
      ja: 'マップ・ラウンド・選手別マーケット',
      'zh-CN': '地图、回合与选手盘口',
    },
  },
  {
    type: 'Horse',
    title: { en: 'Thunder Derby day', ja: 'サンダーダービー開催', 'zh-CN': '雷霆德比日' },
    subtitle: {
      en: 'Win, place and forecast',
      ja: '単勝・複勝・予想',
      'zh-CN': '独赢、位置与预测',
    },
  },
  {
    type: 'Lottery',
    title: { en: '4D draws, three times daily', ja: '4D抽選は1日3回', 'zh-CN': '4D每日三次开奖' },
    subtitle: {
      en: 'Pick your lucky numbers',
      ja: 'ラッキーナンバーを選ぼう',
      'zh-CN': '选择你的幸运号码',
    },
  },
  {
    type: 'Chess',
    title: {
      en: 'Mahjong Showdown season',
      ja: '麻雀ショーダウン・シーズン',
      'zh-CN': '麻将对决赛季',
    },
    subtitle: {
      en: 'Climb the weekly ladder',
      ja: '週間ランキングに挑戦',
      'zh-CN': '冲击每周排行榜',
    },
  },
  {
    type: 'Pachinko',
    title: { en: 'Pachinko Palace opens', ja: 'パチンコパレス開店', 'zh-CN': '柏青哥宫殿开业' },
    subtitle: {
      en: 'Fever mode every 50 balls',
      ja: '50玉ごとにフィーバー',
      'zh-CN': '每50颗球进入狂热模式',
    },
  },
];

/** Featured (seeded) big wins: username, game name, amount in minor units, hours ago. */
export const FEATURED_WIN_SEEDS: readonly [string, string, number, number][] = [
  ['jasonlee88', 'Jade Emperor', 1_288_000, 2],
  ['mei_ling', 'Lantern Baccarat', 864_500, 5],
  ['kuro_neko', 'Jade Pachinko Palace', 532_000, 9],
  ['ahmad2024', 'Velocity Sportsbook', 447_250, 12],
  ['sakura77', 'Northern Lights Fortune', 398_800, 20],
  ['dragonfist', 'Ocean King Legends', 276_400, 26],
  ['lucky_wen', 'Meridian 4D', 250_000, 30],
  ['tanmh', 'Dragon Tiger Live', 188_800, 41],
  ['hiro_k', 'Skyline Dice 100', 152_300, 47],
  ['nurul_a', 'Midnight Sun Megaways', 126_750, 60],
];

/** A game's seed flags. */
export function flagsOf(row: GameRow): {
  hot: boolean;
  isNew: boolean;
  status: number;
  engine: 'slot' | 'dice';
} {
  const f = row[3] ?? '';
  return {
    hot: f.includes('h'),
    isNew: f.includes('n'),
    status: f.includes('c') ? 0 : f.includes('m') ? 2 : 1,
    engine: f.includes('d') ? 'dice' : 'slot',
  };
}

/** A stable game code from its name, e.g. `jade-emperor`. */
export function gameCode(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48);
}
