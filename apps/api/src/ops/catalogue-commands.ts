/**
 * Ops commands that fill a brand's catalogue, as a production brand starts without one (the
 * seed writes the demo's in development only): the banks members pick for their cards and bank
 * deposits (`bank:add`), the deposit methods (`method:add`), the game providers (`channel:add`)
 * and their games (`game:add`). Each checks its options and answers the row it wrote; a name
 * or code the brand has already is refused, never duplicated. Statuses and limits of what
 * exists are changed with `channel:set` and `game:status`.
 */
import { GAME_TYPE_SORT, PaymentType } from '@lobby/domain';
import type { GameType } from '@lobby/domain';
import { and, eq, sql } from 'drizzle-orm';
import { banks } from '../db/schema/brands.ts';
import { gameChannels, games } from '../db/schema/games.ts';
import { paymentMethods } from '../db/schema/payments.ts';
import { channelSecret } from '../core/security/signatures.ts';
import type { AppContext } from '../core/context.ts';
import { bankLogoSvg } from '../seed/brands.ts';
import { gameCode } from '../seed/games.ts';
import { amountOption, brandCurrency, formatOpsAmount } from './amounts.ts';
import type { RunOpsOptions } from './types.ts';
import { OpsError } from './ops-error.ts';
import type { OpsCommand, OpsHelp, OpsOption } from './types.ts';
import { BRAND_OPTION } from './brand-option.ts';

type Args = Readonly<Record<string, string>>;

const colourOption: OpsOption = {
  name: 'colour',
  value: '#RRGGBB',
  text: 'the colour of its generated artwork',
};

/** A required text option, trimmed, at most `max` characters. */
function text(args: Args, name: string, max = 60): string {
  const raw = args[name];
  if (raw === undefined || raw === 'true' || raw.trim() === '')
    throw new OpsError(`Missing --${name}`);
  const value = raw.trim();
  if (value.length > max) throw new OpsError(`--${name} is longer than ${max} characters`);
  return value;
}

function colour(args: Args, fallback: string): string {
  const raw = args.colour;
  if (raw === undefined) return fallback;
  if (!/^#[0-9a-fA-F]{6}$/.test(raw)) throw new OpsError('--colour must be #RRGGBB, e.g. #2563eb');
  return raw.toLowerCase();
}

async function brandOf(ctx: AppContext, args: Args) {
  const id = text(args, 'brand', 31);
  if (!(await ctx.brands.byId(id))) throw new OpsError(`No brand "${id}"`);
  return id;
}

/** The next sort place (or bank index) after the brand's last. */
async function nextPlace(
  ctx: AppContext,
  table: typeof banks | typeof paymentMethods | typeof gameChannels | typeof games,
  column: typeof banks.idx | typeof paymentMethods.sort | typeof gameChannels.sort,
  brandId: string,
): Promise<number> {
  const [row] = await ctx.db
    .select({ last: sql<number | null>`max(${column})` })
    .from(table)
    .where(eq(table.brandId, brandId));
  return Number(row?.last ?? 0) + 1;
}

/** Adds a bank to a brand's list (members' cards, bank deposits); answers it. */
export async function opsAddBank(ctx: AppContext, args: Args) {
  const brandId = await brandOf(ctx, args);
  const name = text(args, 'name', 40);
  const logo = args.logo === undefined ? bankLogoSvg(name, colour(args, '#4a5568')) : args.logo;
  if (!/^(https:\/\/|data:image\/)/.test(logo))
    throw new OpsError('--logo must be an https:// URL or a data:image/ URI');
  const [existing] = await ctx.db
    .select({ id: banks.id })
    .from(banks)
    .where(and(eq(banks.brandId, brandId), eq(banks.name, name)));
  if (existing) throw new OpsError(`Brand "${brandId}" has a bank "${name}" already`);
  const [row] = await ctx.db
    .insert(banks)
    .values({
      brandId,
      name,
      type: PaymentType.Bank,
      idx: await nextPlace(ctx, banks, banks.idx, brandId),
      logo,
      forRegistration: args['not-for-registration'] !== 'true',
    })
    .returning({ id: banks.id, name: banks.name, for_registration: banks.forRegistration });
  return { brand: brandId, bank: row };
}

const METHOD_TYPES = {
  bank: PaymentType.Bank,
  crypto: PaymentType.Crypto,
  gateway: PaymentType.Gateway,
} as const;

/**
 * Adds a deposit method: a bank transfer to an account of one of the brand's banks, a crypto
 * address on a network, or the payment gateway. Amounts are read in the brand's currency
 * (minor units from code); min must be positive and not above max.
 */
export async function opsAddMethod(ctx: AppContext, args: Args, options: RunOpsOptions = {}) {
  const brandId = await brandOf(ctx, args);
  const typeName = text(args, 'type', 10);
  if (!Object.hasOwn(METHOD_TYPES, typeName))
    throw new OpsError('--type must be bank, crypto or gateway');
  const type = METHOD_TYPES[typeName as keyof typeof METHOD_TYPES];
  const name = text(args, 'name');
  const unit = options.amounts ?? 'minor';
  const min = (await amountOption(ctx, args, 'min', brandId, unit, { required: true })) as number;
  const max = (await amountOption(ctx, args, 'max', brandId, unit, { required: true })) as number;
  if (min <= 0) throw new OpsError('--min must be more than 0');
  if (min > max) throw new OpsError('--min must not be more than --max');
  const account = { bankName: '', accountName: '', accountNumber: '', network: '' };
  const refuse = (names: string[]) => {
    const extra = names.filter((n) => args[n] !== undefined);
    if (extra.length)
      throw new OpsError(
        `--type ${typeName} takes no ${extra.map((n) => `--${n}`).join(', ')}; see \`ops method:add --help\``,
      );
  };
  if (type === PaymentType.Bank) {
    refuse(['network', 'address']);
    account.bankName = text(args, 'bank', 40);
    account.accountName = text(args, 'account-name', 80);
    account.accountNumber = text(args, 'account-number', 40);
    const [bank] = await ctx.db
      .select({ id: banks.id })
      .from(banks)
      .where(and(eq(banks.brandId, brandId), eq(banks.name, account.bankName)));
    if (!bank)
      throw new OpsError(
        `Brand "${brandId}" has no bank "${account.bankName}": add it first with bank:add`,
      );
  } else if (type === PaymentType.Crypto) {
    refuse(['bank', 'account-name', 'account-number']);
    account.network = text(args, 'network', 20);
    account.accountNumber = text(args, 'address', 120);
  } else refuse(['bank', 'account-name', 'account-number', 'network', 'address']);
  const instructions = args.instructions === undefined ? '' : text(args, 'instructions', 500);
  const [existing] = await ctx.db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.brandId, brandId), eq(paymentMethods.name, name)));
  if (existing) throw new OpsError(`Brand "${brandId}" has a deposit method "${name}" already`);
  const [row] = await ctx.db
    .insert(paymentMethods)
    .values({
      brandId,
      type,
      name,
      minAmount: min,
      maxAmount: max,
      ...account,
      // One text for every language until content authoring offers translations.
      instructions: { en: instructions, ja: instructions, 'zh-CN': instructions },
      colour: colour(args, '#2f7d5b'),
      sort: await nextPlace(ctx, paymentMethods, paymentMethods.sort, brandId),
    })
    .returning({ id: paymentMethods.id, name: paymentMethods.name, type: paymentMethods.type });
  const currency = await brandCurrency(ctx, brandId);
  return {
    brand: brandId,
    method: {
      ...row,
      min: formatOpsAmount(min, currency),
      max: formatOpsAmount(max, currency),
    },
  };
}

const GAME_TYPES = Object.keys(GAME_TYPE_SORT) as GameType[];

function gameType(raw: string, option: string): GameType {
  if (!(GAME_TYPES as string[]).includes(raw))
    throw new OpsError(`--${option} takes game types of ${GAME_TYPES.join(', ')}; got "${raw}"`);
  return raw as GameType;
}

/**
 * Adds a game provider (a channel) open for play; its wallet API secret derives from
 * `LOBBY_PROVIDER_SECRET` as the seed's do, so the provider holding the master secret signs for it.
 */
export async function opsAddChannel(ctx: AppContext, args: Args, options: RunOpsOptions = {}) {
  const brandId = await brandOf(ctx, args);
  const code = text(args, 'code', 10);
  if (!/^[A-Z0-9]{2,10}$/.test(code))
    throw new OpsError('--code must be 2–10 capital letters or digits, e.g. AUR');
  const name = text(args, 'name');
  const types = [...new Set(text(args, 'types', 200).split(','))].map((t) =>
    gameType(t.trim(), 'types'),
  );
  const limit =
    (await amountOption(ctx, args, 'transfer-in-limit', brandId, options.amounts ?? 'minor')) ?? 0;
  if (limit < 0) throw new OpsError('--transfer-in-limit must not be negative');
  const [existing] = await ctx.db
    .select({ id: gameChannels.id })
    .from(gameChannels)
    .where(and(eq(gameChannels.brandId, brandId), eq(gameChannels.code, code)));
  if (existing) throw new OpsError(`Brand "${brandId}" has a channel "${code}" already`);
  const [row] = await ctx.db
    .insert(gameChannels)
    .values({
      brandId,
      code,
      name,
      types,
      status: 1,
      sort: await nextPlace(ctx, gameChannels, gameChannels.sort, brandId),
      transferInLimit: limit,
      secret: channelSecret(ctx.config.providerMasterSecret, brandId, code),
      colour: colour(args, '#5b5bd6'),
    })
    .returning({
      id: gameChannels.id,
      code: gameChannels.code,
      name: gameChannels.name,
      types: gameChannels.types,
      status: gameChannels.status,
    });
  return { brand: brandId, channel: row };
}

/** Adds a game to a channel, of one of the channel's types; answers it with its id. */
export async function opsAddGame(ctx: AppContext, args: Args) {
  const brandId = await brandOf(ctx, args);
  const code = text(args, 'channel', 10);
  const [channel] = await ctx.db
    .select({ id: gameChannels.id, types: gameChannels.types })
    .from(gameChannels)
    .where(and(eq(gameChannels.brandId, brandId), eq(gameChannels.code, code)));
  if (!channel)
    throw new OpsError(`No channel "${code}" in brand "${brandId}": add it with channel:add`);
  const name = text(args, 'name', 80);
  const type = gameType(text(args, 'type', 20), 'type');
  if (!channel.types.includes(type))
    throw new OpsError(`Channel "${code}" offers ${channel.types.join(', ')}, not ${type}`);
  const gameCodeValue = args.code === undefined ? gameCode(name) : text(args, 'code', 48);
  if (!/^[a-z0-9][a-z0-9_-]{0,47}$/.test(gameCodeValue))
    throw new OpsError('--code must be lower-case letters, digits, - or _ (at most 48)');
  if (!/^[0-3]$/.test(args.status ?? '1')) throw new OpsError('--status must be 0, 1, 2 or 3');
  const status = Number(args.status ?? '1');
  const engine = args.engine ?? 'slot';
  if (engine !== 'slot' && engine !== 'dice') throw new OpsError('--engine must be slot or dice');
  const [existing] = await ctx.db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.brandId, brandId),
        eq(games.channelId, channel.id),
        eq(games.code, gameCodeValue),
      ),
    );
  if (existing)
    throw new OpsError(
      `Channel "${code}" has a game "${gameCodeValue}" already (id ${existing.id})`,
    );
  const [last] = await ctx.db
    .select({ last: sql<number | null>`max(${games.sort})` })
    .from(games)
    .where(eq(games.brandId, brandId));
  const [row] = await ctx.db
    .insert(games)
    .values({
      brandId,
      channelId: channel.id,
      code: gameCodeValue,
      name,
      type,
      status,
      hot: args.hot === 'true',
      isNew: args.new === 'true',
      engine,
      sort: Number(last?.last ?? 0) + 1,
    })
    .returning({
      id: games.id,
      code: games.code,
      name: games.name,
      type: games.type,
      status: games.status,
    });
  return { brand: brandId, channel: code, game: row };
}

const bankHelp: OpsHelp = {
  about:
    "Adds a bank to a brand's list: members choose it for their bank cards, and bank deposit methods name it.",
  options: [
    BRAND_OPTION,
    { name: 'name', value: 'NAME', required: true, text: 'its short name, e.g. MAYBANK' },
    colourOption,
    { name: 'logo', value: 'URL', text: 'an https:// or data:image/ logo (default: generated)' },
    { name: 'not-for-registration', text: 'not offered when signing up with bank details' },
  ],
  example: '--brand nexbet --name MAYBANK --colour "#f5c400"',
};

const methodHelp: OpsHelp = {
  about:
    'Adds a deposit method: a bank transfer to your account, a crypto address, or the payment gateway.',
  options: [
    BRAND_OPTION,
    { name: 'type', value: 'bank|crypto|gateway', required: true, text: 'what kind of method' },
    { name: 'name', value: 'N', required: true, text: 'what members see' },
    {
      name: 'min',
      value: 'AMOUNT',
      required: true,
      text: "the smallest deposit, in the brand's currency",
    },
    { name: 'max', value: 'AMOUNT', required: true, text: 'the largest deposit' },
    { name: 'bank', value: 'NAME', text: "bank: one of the brand's banks (bank:add)" },
    { name: 'account-name', value: 'N', text: 'bank: the account holder' },
    { name: 'account-number', value: 'N', text: 'bank: the account number' },
    { name: 'network', value: 'N', text: 'crypto: the network, e.g. TRC-20' },
    { name: 'address', value: 'A', text: 'crypto: the receiving address' },
    { name: 'instructions', value: 'TEXT', text: 'what members read before paying' },
    colourOption,
  ],
  example:
    '--brand nexbet --type bank --name "Maybank transfer" --min 30 --max 30000 --bank MAYBANK --account-name "NexBet Sdn Bhd" --account-number 514012345678',
};

const channelHelp: OpsHelp = {
  about:
    'Adds a game provider (channel), open; its wallet API secret derives from LOBBY_PROVIDER_SECRET.',
  options: [
    BRAND_OPTION,
    { name: 'code', value: 'C', required: true, text: '2–10 capital letters or digits' },
    { name: 'name', value: 'N', required: true, text: 'what members see' },
    {
      name: 'types',
      value: 'T,T',
      required: true,
      text: `game types it offers: ${GAME_TYPES.join(', ')}`,
    },
    { name: 'transfer-in-limit', value: 'AMOUNT', text: 'the smallest transfer in (default none)' },
    colourOption,
  ],
  example: '--brand nexbet --code AUR --name "Aurora Gaming" --types SlotMachine,FishHunting',
};

const gameHelp: OpsHelp = {
  about: "Adds a game to a channel, of one of the channel's types; answers its id.",
  options: [
    BRAND_OPTION,
    { name: 'channel', value: 'C', required: true, text: 'the channel code (channel:add)' },
    { name: 'name', value: 'N', required: true, text: 'what members see' },
    { name: 'type', value: 'T', required: true, text: "its game type, one of the channel's" },
    { name: 'code', value: 'CODE', text: "the provider's game code (default: from the name)" },
    { name: 'status', value: '0|1|2|3', text: '0 closed, 1 open (default), 2 maintenance' },
    { name: 'hot', text: 'listed among the hot games' },
    { name: 'new', text: 'marked new' },
    { name: 'engine', value: 'slot|dice', text: 'what the demo provider plays (default slot)' },
  ],
  example: '--brand nexbet --channel AUR --name "Jade Emperor" --type SlotMachine --hot',
};

/** `bank:add`. */
export const bankAddCommand: OpsCommand = {
  name: 'bank:add',
  usage: `  bank:add        --brand B --name NAME [--colour #RRGGBB] [--logo URL] [--not-for-registration]\n`,
  help: bankHelp,
  run: (ctx, args) => opsAddBank(ctx, args),
};

/** `method:add`. */
export const methodAddCommand: OpsCommand = {
  name: 'method:add',
  usage: `  method:add      --brand B --type bank|crypto|gateway --name N --min AMOUNT --max AMOUNT
                  [bank: --bank NAME --account-name N --account-number N] [crypto: --network N
                  --address A] [--instructions TEXT]   (a deposit method)\n`,
  help: methodHelp,
  run: (ctx, args, options) => opsAddMethod(ctx, args, options),
};

/** `channel:add`. */
export const channelAddCommand: OpsCommand = {
  name: 'channel:add',
  usage: `  channel:add     --brand B --code C --name N --types T,T [--transfer-in-limit AMOUNT]
                  (a game provider, open)\n`,
  help: channelHelp,
  run: (ctx, args, options) => opsAddChannel(ctx, args, options),
};

/** `game:add`. */
export const gameAddCommand: OpsCommand = {
  name: 'game:add',
  usage: `  game:add        --brand B --channel C --name N --type T [--code CODE] [--status 0|1|2|3]
                  [--hot] [--new]   (a game of a channel; answers its id)\n`,
  help: gameHelp,
  run: (ctx, args) => opsAddGame(ctx, args),
};
