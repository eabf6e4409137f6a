/** Handlers of `@lobby/contract/vip`. */
import { claimVipBonus, getVipLevel, getVipProgress, listVipLevels } from '@lobby/contract/vip';
import { and, eq } from 'drizzle-orm';
import { vipLevels } from '../db/schema/vip.ts';
import type { AppContext } from '../platform/context.ts';
import { bind } from '../platform/endpoints.ts';
import type { Binding } from '../platform/endpoints.ts';
import { ApiError } from '../platform/errors.ts';
import { idempotent } from '../services/idempotency.ts';
import { mainWalletBalance } from '../services/ledger.ts';
import { levelsOf } from '../services/programmes.ts';
import { claimVipBonuses, vipProgress, vipWire } from '../services/vip.ts';

/** The VIP area's bindings. */
export function vipRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  return [
    bind(listVipLevels, async ({ brand, locale }) =>
      (await levelsOf(db, brand.id)).map((l) => vipWire(l, locale)),
    ),
    bind(getVipLevel, async ({ brand, params, locale }) => {
      // The side menu opens "id 5": the id is the level number, the same in every brand.
      const [row] = await db
        .select()
        .from(vipLevels)
        .where(and(eq(vipLevels.brandId, brand.id), eq(vipLevels.level, params.id)));
      if (!row) throw new ApiError('NOT_FOUND');
      return vipWire(row, locale);
    }),
    bind(getVipProgress, async ({ brand, auth }) => vipProgress(db, brand, auth.member.id)),
    bind(claimVipBonus, async ({ brand, auth, request }) =>
      idempotent(
        {
          db,
          policy: ctx.config,
          now: ctx.now(),
          brandId: brand.id,
          memberId: auth.member.id,
          endpointId: claimVipBonus.id,
          request,
        },
        async (tx) => {
          const paid = await claimVipBonuses(tx, brand, auth.member.id, new Date(ctx.now()));
          return { paid, money: await mainWalletBalance(tx, brand.id, auth.member.id) };
        },
      ),
    ),
  ];
}
