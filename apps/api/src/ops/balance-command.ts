/**
 * `ops member:balance`: a member's money as the operator reads it — the main wallet, every game
 * wallet (one per channel, zero where the member never transferred), what pending transfers
 * hold, and the totals — each as money in the brand's currency (`1,234.50 MYR`). The figures are
 * the member area's own (`walletsOf`, what `/member/wallet/info` answers), so the operator and
 * the member never read different balances.
 */
import { addMoney } from '@lobby/domain';
import { findMemberByUsername } from '../core/security/members.ts';
import { walletsOf } from '../areas/wallet/service.ts';
import { members } from '../db/schema/members.ts';
import type { AppContext } from '../core/context.ts';
import { and, eq } from 'drizzle-orm';
import { brandCurrency, formatOpsAmount } from './amounts.ts';
import { OpsError } from './ops-error.ts';
import type { OpsCommand, OpsHelp } from './types.ts';
import { BRAND_OPTION } from './brand-option.ts';

const help: OpsHelp = {
  about:
    "Shows a member's main wallet, every game wallet, what pending transfers hold and the totals, as money in the brand's currency.",
  options: [
    BRAND_OPTION,
    { name: 'username', value: 'U', text: 'the member by username (or give --id)' },
    { name: 'id', value: 'N', text: 'the member by id (or give --username)' },
  ],
  example: '--brand nexbet --username demo01',
};

/** Which member a command names: by username or by id. */
export type MemberRef = { username: string } | { id: number };

/** The member of a brand named by username or id, or an OpsError saying which is missing. */
async function memberIn(ctx: AppContext, brandId: string, ref: MemberRef) {
  if ('username' in ref) {
    const member = await findMemberByUsername(ctx.db, brandId, ref.username);
    if (!member) throw new OpsError(`No member "${ref.username}" in brand "${brandId}"`);
    return { id: member.id, username: member.username };
  }
  const [member] = await ctx.db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.id, ref.id)));
  if (!member) throw new OpsError(`No member with id ${ref.id} in brand "${brandId}"`);
  return member;
}

/**
 * A member's balances as money: `main`, `games` (each channel's id, name and balance),
 * `games_total`, `pending_transfers` (money a transfer has taken from one wallet and not yet
 * put in the other) and `total`, the member's whole money (the sum of the three).
 */
export async function opsMemberBalance(ctx: AppContext, brandId: string, ref: MemberRef) {
  const brand = await ctx.brands.byId(brandId);
  if (!brand) throw new OpsError(`No brand "${brandId}"`);
  const member = await memberIn(ctx, brand.id, ref);
  const currency = await brandCurrency(ctx, brand.id);
  const wallets = await walletsOf(ctx.db, brand, member.id);
  const money = (minor: number) => formatOpsAmount(minor, currency);
  const gamesTotal = wallets.games.reduce((sum, g) => addMoney(sum, g.balance), 0);
  return {
    brand: brand.id,
    member: member.username,
    member_id: member.id,
    currency: currency.code,
    main: money(wallets.main),
    games: wallets.games.map((g) => ({
      channel_id: g.channel_id,
      name: g.name,
      balance: money(g.balance),
    })),
    games_total: money(gamesTotal),
    pending_transfers: money(wallets.pending),
    total: money(addMoney(addMoney(wallets.main, gamesTotal), wallets.pending)),
  };
}

/** Reads `--username` or `--id` (exactly one) into a {@link MemberRef}. */
function memberRefOf(args: Record<string, string>): MemberRef {
  const username = args.username;
  const id = args.id;
  const given = (value: string | undefined) => value !== undefined && value !== 'true';
  if (given(username) === given(id))
    throw new OpsError('Name the member with --username U or with --id N (one of them)');
  if (given(username)) return { username: username as string };
  const n = /^\d+$/.test(id as string) ? Number(id) : NaN;
  if (!Number.isSafeInteger(n) || n < 1)
    throw new OpsError(`--id must be a member id (a positive whole number), got "${id}"`);
  return { id: n };
}

/** The `member:balance` command. */
export const memberBalanceCommand: OpsCommand = {
  name: 'member:balance',
  usage: `  member:balance  --brand B (--username U | --id N)
                  (main and game wallets, pending transfers and totals, as money)
`,
  help,
  async run(ctx: AppContext, args: Record<string, string>) {
    const brand = args.brand;
    if (!brand || brand === 'true') throw new OpsError('Missing --brand');
    return opsMemberBalance(ctx, brand, memberRefOf(args));
  },
};
