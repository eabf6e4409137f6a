/**
 * `ops promotion:create|update|retire|list`: promotions of every spec §3 type authored by an
 * operator. Each type needs its own settings (what `areas/promotions/eligibility.ts` reads to
 * decide a claim): {@link TYPE_RULES} says which are required and which apply at all, so a
 * coupon promotion without a code, or a red packet given a coupon, is refused by name before
 * anything is written. Amounts are in the brand's currency (major units from the CLI).
 */
import { PromotionType, Recurrence, isGameType } from '@lobby/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../core/money/ledger.ts';
import { promotions } from '../db/schema/promotions.ts';
import type { AppContext } from '../core/context.ts';
import type { AmountUnit } from './types.ts';
import { brandCurrency, formatOpsAmount, parseOpsAmount } from './amounts.ts';
import type { OpsCurrency } from './amounts.ts';
import { OpsError } from './ops-error.ts';
import type { ContentField, ContentInput } from './content-input.ts';
import {
  FILE_OPTION,
  assertSomething,
  SCHEDULE_FIELDS,
  fieldOptions,
  idOption,
  languageMap,
  readContentInput,
  requiredText,
  schedule,
  scheduleView,
  wholeNumber,
  contentIdOption,
  retireAndListCommands,
} from './content-input.ts';
import { BRAND_OPTION, brandArg } from './brand-option.ts';
import type { OpsCommand } from './types.ts';

type PromotionRow = typeof promotions.$inferSelect;

/** The type-specific settings, by option name. */
type Setting =
  | 'min-bonus'
  | 'max-bonus'
  | 'bonus-rate'
  | 'min-charge'
  | 'min-apply-amount'
  | 'coupon'
  | 'game-type'
  | 'mission-reward';

/** What a type needs (each > 0 or set) and what else applies to it. */
interface TypeRule {
  name: string;
  required: readonly Setting[];
  optional: readonly Setting[];
}

/**
 * Each spec §3 type's settings, as `evaluate` reads them: a fixed bonus is `min-bonus`; a
 * rate (`bonus-rate`, percent) is capped by `max-bonus` and floored by `min-bonus`; a red
 * packet or roulette pays between `min-bonus` and `max-bonus`; `min-charge` is the least
 * deposit (repeat bonus) or the deposit or loss target (missions).
 */
export const TYPE_RULES: Readonly<Record<number, TypeRule>> = {
  [PromotionType.Manual]: { name: 'Manual', required: ['min-bonus'], optional: [] },
  [PromotionType.Transfer]: {
    name: 'Transfer',
    required: ['bonus-rate'],
    optional: ['min-bonus', 'max-bonus', 'min-apply-amount', 'game-type'],
  },
  [PromotionType.FriendsReferral]: {
    name: 'Friends Referral',
    required: ['min-bonus'],
    optional: [],
  },
  [PromotionType.RedPacket]: {
    name: 'Red Packet',
    required: ['min-bonus', 'max-bonus'],
    optional: [],
  },
  [PromotionType.Roulette]: {
    name: 'Roulette',
    required: ['min-bonus', 'max-bonus'],
    optional: [],
  },
  [PromotionType.RepeatBonus]: {
    name: 'Repeat Bonus',
    required: ['bonus-rate', 'min-charge'],
    optional: ['min-bonus', 'max-bonus', 'min-apply-amount'],
  },
  [PromotionType.Coupon]: { name: 'Coupon', required: ['coupon', 'min-bonus'], optional: [] },
  [PromotionType.MissionDeposit]: {
    name: 'Mission Deposit',
    required: ['min-charge', 'min-bonus'],
    optional: ['mission-reward'],
  },
  [PromotionType.MissionLoss]: {
    name: 'Mission Loss',
    required: ['min-charge', 'bonus-rate'],
    optional: ['min-bonus', 'max-bonus', 'mission-reward'],
  },
  [PromotionType.MissionCheckIn]: {
    name: 'Mission Check-In',
    required: ['min-bonus'],
    optional: ['mission-reward'],
  },
};

const MISSION_TYPES: ReadonlySet<number> = new Set([
  PromotionType.MissionDeposit,
  PromotionType.MissionLoss,
  PromotionType.MissionCheckIn,
]);

const RECURRENCES: readonly number[] = Object.values(Recurrence);

/** Every field of `promotion:create` and `promotion:update`. */
export const PROMOTION_FIELDS: readonly ContentField[] = [
  { name: 'type', kind: 'text', value: '1..10', text: 'the spec §3 type (create only)' },
  {
    name: 'recurrence',
    kind: 'text',
    value: '1..4',
    text: '1 one time, 2 every day, 3 every week, 4 every month',
  },
  { name: 'category', kind: 'text', value: 'NAME', text: 'the list tab (e.g. welcome, daily)' },
  { name: 'title', kind: 'languages', text: 'the title' },
  { name: 'summary', kind: 'languages', text: 'the one-line summary' },
  { name: 'content', kind: 'languages', text: 'the body (HTML, sanitised)' },
  ...SCHEDULE_FIELDS,
  { name: 'min-bonus', kind: 'text', value: 'AMOUNT', text: 'the fixed bonus, or the least' },
  { name: 'max-bonus', kind: 'text', value: 'AMOUNT', text: 'the most bonus (0: no cap)' },
  { name: 'bonus-rate', kind: 'text', value: 'PERCENT', text: 'bonus as a percent of the base' },
  {
    name: 'min-charge',
    kind: 'text',
    value: 'AMOUNT',
    text: 'least deposit, or the mission target',
  },
  { name: 'min-apply-amount', kind: 'text', value: 'AMOUNT', text: 'least base to apply with' },
  { name: 'wager-times', kind: 'text', value: 'X', text: 'turnover = (base + bonus) × X' },
  { name: 'target-turnover', kind: 'text', value: 'AMOUNT', text: 'a fixed turnover instead' },
  { name: 'coupon', kind: 'text', value: 'CODE', text: 'the code members enter (type 7)' },
  { name: 'game-type', kind: 'text', value: 'TYPE', text: 'only this game type counts (type 2)' },
  { name: 'mission-reward', kind: 'text', value: '1|2', text: '1 credit, 2 spin (missions)' },
  { name: 'sort', kind: 'text', value: 'N', text: 'order in the list (lower first)' },
  { name: 'colour', kind: 'text', value: '#RRGGBB', text: "the card's colour" },
];

/**
 * A decimal with at most two places scaled to an integer: `5` percent → 500 basis points
 * (`per` 100), `3` times → 30000 (`per` 10000).
 */
function scaled(name: string, raw: string | undefined, per: number): number | undefined {
  if (raw === undefined) return undefined;
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(raw);
  if (!match)
    throw new OpsError(
      `--${name} takes a number with at most 2 decimals, like 5 or 12.5; got ${JSON.stringify(raw)}`,
    );
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return (hundredths * per) / 100;
}

function amount(
  input: ContentInput,
  name: string,
  currency: OpsCurrency,
  unit: AmountUnit,
): number | undefined {
  const raw = input.text(name);
  return raw === undefined ? undefined : parseOpsAmount(raw, name, currency, unit);
}

function typeRule(type: number): TypeRule {
  const rule = TYPE_RULES[type];
  if (!rule)
    throw new OpsError(
      `--type must be one of ${Object.entries(TYPE_RULES)
        .map(([n, r]) => `${n} ${r.name}`)
        .join(', ')}`,
    );
  return rule;
}

/** The settings a row of `type` would have, from the input over `current`, checked by type. */
function settingsOf(
  type: number,
  input: ContentInput,
  current: PromotionRow | undefined,
  currency: OpsCurrency,
  unit: AmountUnit,
) {
  const rule = typeRule(type);
  const applies = new Set<string>([...rule.required, ...rule.optional]);
  const settings: Setting[] = [
    'min-bonus',
    'max-bonus',
    'bonus-rate',
    'min-charge',
    'min-apply-amount',
    'coupon',
    'game-type',
    'mission-reward',
  ];
  const stray = settings.filter((s) => !applies.has(s) && input.has(s));
  if (stray.length)
    throw new OpsError(
      `${stray.map((s) => `--${s}`).join(', ')} ${stray.length > 1 ? 'do' : 'does'} not apply to a ${rule.name} promotion (type ${type}); it takes ${[...applies].map((s) => `--${s}`).join(', ')}`,
    );
  const coupon = input.text('coupon');
  if (coupon !== undefined && !/^[A-Za-z0-9]{4,32}$/.test(coupon))
    throw new OpsError(`--coupon takes 4 to 32 letters and digits; got ${JSON.stringify(coupon)}`);
  const gameType = input.text('game-type');
  if (gameType !== undefined && gameType !== 'none' && !isGameType(gameType))
    throw new OpsError(`--game-type must be a spec §3 game type (e.g. SlotMachine) or none`);
  const reward = wholeNumber('mission-reward', input.text('mission-reward'), { min: 1, max: 2 });
  const values = {
    minBonus: amount(input, 'min-bonus', currency, unit) ?? current?.minBonus ?? 0,
    maxBonus: amount(input, 'max-bonus', currency, unit) ?? current?.maxBonus ?? 0,
    bonusRate: scaled('bonus-rate', input.text('bonus-rate'), 100) ?? current?.bonusRate ?? 0,
    minCharge: amount(input, 'min-charge', currency, unit) ?? current?.minCharge ?? 0,
    minApplyAmount:
      amount(input, 'min-apply-amount', currency, unit) ?? current?.minApplyAmount ?? 0,
    turnoverMultiplier:
      scaled('wager-times', input.text('wager-times'), 10_000) ?? current?.turnoverMultiplier ?? 0,
    targetTurnover:
      amount(input, 'target-turnover', currency, unit) ?? current?.targetTurnover ?? 0,
    coupon: coupon !== undefined ? coupon.toUpperCase() : (current?.coupon ?? null),
    gameType:
      gameType === undefined ? (current?.gameType ?? null) : gameType === 'none' ? null : gameType,
    missionReward: MISSION_TYPES.has(type) ? (reward ?? current?.missionReward ?? 1) : null,
  };
  const set: Record<Setting, boolean> = {
    'min-bonus': values.minBonus > 0,
    'max-bonus': values.maxBonus > 0,
    'bonus-rate': values.bonusRate > 0,
    'min-charge': values.minCharge > 0,
    'min-apply-amount': values.minApplyAmount > 0,
    coupon: values.coupon !== null,
    'game-type': values.gameType !== null,
    'mission-reward': values.missionReward !== null,
  };
  const missing = rule.required.filter((s) => !set[s]);
  if (missing.length)
    throw new OpsError(
      `A ${rule.name} promotion (type ${type}) needs ${missing.map((s) => `--${s}`).join(', ')} (more than 0)`,
    );
  if (values.maxBonus > 0 && values.maxBonus < values.minBonus)
    throw new OpsError('--max-bonus must not be below --min-bonus');
  if (type === PromotionType.Roulette && values.maxBonus <= values.minBonus)
    throw new OpsError(
      'A Roulette promotion needs --max-bonus above --min-bonus (its wheel spans them)',
    );
  if (values.bonusRate > 100_000) throw new OpsError('--bonus-rate must be at most 1000 (percent)');
  return values;
}

/** The common fields: recurrence, category, texts, schedule, order, colour. */
function commonOf(input: ContentInput, current: PromotionRow | undefined) {
  const recurrence =
    wholeNumber('recurrence', input.text('recurrence'), { min: 1, max: 4 }) ?? current?.recurrence;
  if (recurrence === undefined || !RECURRENCES.includes(recurrence))
    throw new OpsError(
      'Missing --recurrence (1 one time, 2 every day, 3 every week, 4 every month)',
    );
  const category = requiredText(input, 'category', current?.category);
  if (!/^[a-z0-9_-]{1,32}$/.test(category))
    throw new OpsError(
      `--category takes 1 to 32 of a-z, 0-9, _ and -; got ${JSON.stringify(category)}`,
    );
  const colour = input.text('colour') ?? current?.colour ?? '#c2410c';
  if (!/^#[0-9a-fA-F]{6}$/.test(colour))
    throw new OpsError(`--colour takes #RRGGBB; got ${JSON.stringify(colour)}`);
  return {
    recurrence,
    category,
    title: languageMap('title', input.languages('title'), current?.title),
    summary: languageMap('summary', input.languages('summary'), current?.summary),
    content: languageMap('content', input.languages('content'), current?.content, { html: true }),
    ...schedule(input, current),
    sort: wholeNumber('sort', input.text('sort'), { min: 0, max: 1_000_000 }) ?? current?.sort ?? 0,
    colour,
  };
}

/** A coupon another live promotion of the brand already uses would make codes ambiguous. */
async function assertCouponFree(db: Tx, brandId: string, coupon: string | null, id?: number) {
  if (coupon === null) return;
  const rows = await db
    .select({ id: promotions.id, retiredAt: promotions.retiredAt })
    .from(promotions)
    .where(and(eq(promotions.brandId, brandId), eq(promotions.coupon, coupon)));
  const other = rows.find((r) => r.id !== id && r.retiredAt === null);
  if (other) throw new OpsError(`--coupon ${coupon} is promotion ${other.id}'s already`);
}

/** A promotion as an operator reads it back. */
function promotionView(row: PromotionRow, currency: OpsCurrency) {
  const money = (minor: number) => formatOpsAmount(minor, currency);
  return {
    id: row.id,
    brand: row.brandId,
    type: row.type,
    type_name: TYPE_RULES[row.type]?.name ?? 'unknown',
    recurrence: row.recurrence,
    category: row.category,
    title: row.title,
    ...scheduleView(row),
    min_bonus: money(row.minBonus),
    max_bonus: money(row.maxBonus),
    bonus_rate_percent: row.bonusRate / 100,
    min_charge: money(row.minCharge),
    min_apply_amount: money(row.minApplyAmount),
    wager_times: row.turnoverMultiplier / 10_000,
    target_turnover: money(row.targetTurnover),
    coupon: row.coupon,
    game_type: row.gameType,
    mission_reward: row.missionReward,
    sort: row.sort,
  };
}

async function brandOf(ctx: AppContext, args: Readonly<Record<string, string>>) {
  const brand = await brandArg(ctx, args);
  return { brand, currency: await brandCurrency(ctx, brand) };
}

async function promotionOf(ctx: AppContext, brandId: string, id: number): Promise<PromotionRow> {
  const [row] = await ctx.db
    .select()
    .from(promotions)
    .where(and(eq(promotions.brandId, brandId), eq(promotions.id, id)));
  if (!row) throw new OpsError(`No promotion ${id} in brand "${brandId}"`);
  return row;
}

/** Creates a promotion; every field is checked before the one insert. */
export async function opsCreatePromotion(
  ctx: AppContext,
  args: Readonly<Record<string, string>>,
  unit: AmountUnit,
) {
  const { brand, currency } = await brandOf(ctx, args);
  const input = readContentInput(args, PROMOTION_FIELDS);
  const type = wholeNumber('type', input.text('type'), { min: 1, max: 10 });
  if (type === undefined) throw new OpsError('Missing --type (1..10)');
  const values = {
    ...commonOf(input, undefined),
    ...settingsOf(type, input, undefined, currency, unit),
  };
  await assertCouponFree(ctx.db, brand, values.coupon);
  const [row] = await ctx.db
    .insert(promotions)
    .values({ brandId: brand, type, ...values })
    .returning();
  return promotionView(row as PromotionRow, currency);
}

/**
 * Changes a promotion: the fields given over the stored ones, the whole checked again by its
 * type (which cannot change: a claim already made was made under it). A retired one cannot be
 * changed. Read and written in one transaction, the row locked.
 */
export async function opsUpdatePromotion(
  ctx: AppContext,
  args: Readonly<Record<string, string>>,
  unit: AmountUnit,
) {
  const { brand, currency } = await brandOf(ctx, args);
  const id = idOption(args);
  const input = readContentInput(args, PROMOTION_FIELDS);
  assertSomething(input);
  if (input.has('type'))
    throw new OpsError('--type cannot change: retire this promotion and create another');
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(promotions)
      .where(and(eq(promotions.brandId, brand), eq(promotions.id, id)))
      .for('update');
    if (!current) throw new OpsError(`No promotion ${id} in brand "${brand}"`);
    if (current.retiredAt) throw new OpsError(`Promotion ${id} is retired: create another`);
    const values = {
      ...commonOf(input, current),
      ...settingsOf(current.type, input, current, currency, unit),
    };
    if (values.coupon !== current.coupon) await assertCouponFree(tx, brand, values.coupon, id);
    const [updated] = await tx
      .update(promotions)
      .set(values)
      .where(eq(promotions.id, id))
      .returning();
    return updated as PromotionRow;
  });
  return promotionView(row, currency);
}

/**
 * Retires a promotion: from now on it is neither listed, opened nor claimable; the claims
 * already made are kept (and still show in the members' "my promotions").
 */
export async function opsRetirePromotion(ctx: AppContext, args: Readonly<Record<string, string>>) {
  const { brand, currency } = await brandOf(ctx, args);
  const id = idOption(args);
  const current = await promotionOf(ctx, brand, id);
  if (current.retiredAt) throw new OpsError(`Promotion ${id} is retired already`);
  const [row] = await ctx.db
    .update(promotions)
    .set({ retiredAt: new Date(ctx.now()) })
    .where(eq(promotions.id, id))
    .returning();
  return promotionView(row as PromotionRow, currency);
}

/** The brand's promotions in their order, retired ones only with `--all`. */
export async function opsListPromotions(ctx: AppContext, args: Readonly<Record<string, string>>) {
  const { brand, currency } = await brandOf(ctx, args);
  const rows = await ctx.db
    .select()
    .from(promotions)
    .where(eq(promotions.brandId, brand))
    .orderBy(asc(promotions.sort), asc(promotions.id));
  return rows
    .filter((r) => args.all === 'true' || r.retiredAt === null)
    .map((r) => promotionView(r, currency));
}

const unitOf = (options?: { amounts?: AmountUnit }): AmountUnit => options?.amounts ?? 'minor';
const ID_OPTION = contentIdOption('the promotion', 'promotion');

/** `promotion:create`. */
export const promotionCreateCommand: OpsCommand = {
  name: 'promotion:create',
  usage: `  promotion:create --brand B --type 1..10 --recurrence 1..4 --category C [--file F]
                  [--title-en T ...] [--starts T] [--ends T] [type settings]  (docs/operations.md)\n`,
  help: {
    about:
      "Creates a promotion of any spec §3 type with its texts in en, ja and zh-CN; each type's own settings are required (see docs/operations.md).",
    options: [BRAND_OPTION, FILE_OPTION, ...fieldOptions(PROMOTION_FIELDS)],
    example:
      '--brand nexbet --file red-packet.json --type 4 --recurrence 2 --min-bonus 2.88 --max-bonus 88.88 --starts 2030-01-01T00:00:00Z',
  },
  run: (ctx, args, options) => opsCreatePromotion(ctx, args, unitOf(options)),
};

/** `promotion:update`. */
export const promotionUpdateCommand: OpsCommand = {
  name: 'promotion:update',
  usage: `  promotion:update --brand B --id N [--file F] [any field of create but --type]
                  (reschedule with --starts/--ends T|none)\n`,
  help: {
    about:
      'Changes a promotion (texts, settings, schedule); the whole is checked again by its type.',
    options: [
      BRAND_OPTION,
      ID_OPTION,
      FILE_OPTION,
      ...fieldOptions(PROMOTION_FIELDS.filter((f) => f.name !== 'type')),
    ],
    example: '--brand nexbet --id 12 --ends 2030-02-01T00:00:00Z --max-bonus 100',
  },
  run: (ctx, args, options) => opsUpdatePromotion(ctx, args, unitOf(options)),
};

/** `promotion:retire` and `promotion:list`. */
export const [promotionRetireCommand, promotionListCommand] = retireAndListCommands({
  kind: 'promotion',
  what: 'the promotion',
  retireAbout:
    'Retires a promotion: no longer listed, opened or claimable; claims already made are kept.',
  retireNote: 'no longer served nor claimable; claims kept',
  listAbout: "Lists a brand's promotions with their settings and schedule.",
  retire: (ctx, args) => opsRetirePromotion(ctx, args),
  list: (ctx, args) => opsListPromotions(ctx, args),
});
