/** Bindings of `@lobby/contract/vip`. */
import { claimVipBonus, getVipLevel, getVipProgress, listVipLevels } from '@lobby/contract/vip';
import type { AppContext } from '../../core/context.ts';
import { bind } from '../../http/endpoints.ts';
import type { Binding } from '../../http/endpoints.ts';
import { claimBonuses, levelByNumber, listLevels, vipProgress } from './service.ts';

/** The VIP area's bindings. */
export function vipRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  return [
    bind(listVipLevels, async ({ brand, locale }) => listLevels(db, brand.id, locale)),
    // The side menu opens "id 5": the id is the level number, the same in every brand.
    bind(getVipLevel, async ({ brand, params, locale }) =>
      levelByNumber(db, brand.id, params.id, locale),
    ),
    bind(getVipProgress, async ({ brand, auth }) => vipProgress(db, brand, auth.member.id)),
    bind(claimVipBonus, async ({ brand, auth, key }) =>
      claimBonuses(db, key, { brand, memberId: auth.member.id, at: new Date(ctx.now()) }),
    ),
  ];
}
