/** Handlers of `@lobby/contract/promotions`. */
import {
  applyPromotion,
  cancelMyPromotion,
  getPromotion,
  listMyPromotions,
  listPromotions,
} from '@lobby/contract/promotions';
import type { MissionProgress } from '@lobby/contract/promotions';
import { RewardStatus, TimeStatus, timeStatus } from '@lobby/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { promotionClaims, promotions } from '../db/schema/promotions.ts';
import type { Brand } from '../platform/brands.ts';
import type { AppContext } from '../platform/context.ts';
import { bind } from '../platform/endpoints.ts';
import type { Binding } from '../platform/endpoints.ts';
import { ApiError } from '../platform/errors.ts';
import { idempotent } from '../services/idempotency.ts';
import { inTransaction, mainWalletBalance } from '../services/ledger.ts';
import {
  applyForPromotion,
  claimWire,
  claimableFor,
  isRunning,
  missionProgressFor,
  promotionOf,
  promotionWire,
} from '../services/promotions.ts';
import type { PromotionRow } from '../services/promotions.ts';
import type { AuthState } from '../services/sessions.ts';
import { paging } from '../services/q-filters.ts';
import { textIn } from '../services/wallet-records.ts';
import { currencyDecimals } from './games.ts';

/** The promotions area's bindings. */
export function promotionsRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;

  /** Who may claim: a guest sees every running promotion open, a member their own state. */
  async function claimableOf(
    brand: Brand,
    auth: AuthState | undefined,
    rows: readonly PromotionRow[],
    now: number,
  ): Promise<(row: PromotionRow) => boolean> {
    if (!auth) return (row) => isRunning(row, now);
    const open = await claimableFor(
      db,
      { brand, memberId: auth.member.id, now, decimals: await currencyDecimals(ctx, brand) },
      rows,
    );
    return (row) => open.has(row.id);
  }

  /** A member's standing on the running missions among `rows`; a guest has none. */
  async function progressOf(
    brand: Brand,
    auth: AuthState | undefined,
    rows: readonly PromotionRow[],
    now: number,
  ): Promise<(row: PromotionRow) => MissionProgress | null> {
    if (!auth) return () => null;
    const found = await missionProgressFor(db, { brand, memberId: auth.member.id, now }, rows);
    return (row) => found.get(row.id) ?? null;
  }

  return [
    // Public; a member's token makes claimable theirs (period used, conditions met).
    bind(
      listPromotions,
      async ({ brand, query, locale, auth }) => {
        const now = ctx.now();
        const rows = (
          await db
            .select()
            .from(promotions)
            .where(
              and(
                eq(promotions.brandId, brand.id),
                eq(promotions.enabled, true),
                ...(query.category ? [eq(promotions.category, query.category)] : []),
                ...(query.type ? [eq(promotions.type, query.type)] : []),
              ),
            )
            .orderBy(asc(promotions.sort), asc(promotions.id))
        ).filter((p) => timeStatus(p.startAt, p.endAt, now) !== TimeStatus.Ended);
        const claimable = await claimableOf(brand, auth, rows, now);
        const progress = await progressOf(brand, auth, rows, now);
        return rows.map((p) => promotionWire(p, locale, now, claimable(p), progress(p)));
      },
      { optionalAuth: true },
    ),

    bind(
      getPromotion,
      async ({ brand, params, locale, auth }) => {
        const row = await promotionOf(db, brand.id, params.id);
        if (!row.enabled) throw new ApiError('NOT_FOUND');
        const now = ctx.now();
        const claimable = await claimableOf(brand, auth, [row], now);
        const progress = await progressOf(brand, auth, [row], now);
        return promotionWire(row, locale, now, claimable(row), progress(row));
      },
      { optionalAuth: true },
    ),

    bind(applyPromotion, async ({ brand, auth, body, request, locale }) => {
      const decimals = await currencyDecimals(ctx, brand);
      return idempotent(
        {
          db,
          policy: ctx.config,
          now: ctx.now(),
          brandId: brand.id,
          memberId: auth.member.id,
          endpointId: applyPromotion.id,
          request,
          body,
        },
        async (tx) => {
          const claim = await applyForPromotion(tx, {
            brand,
            memberId: auth.member.id,
            promotionId: body.promotion_id,
            amount: body.amount,
            coupon: body.coupon,
            now: ctx.now(),
            decimals,
            locale,
          });
          const promotion = await promotionOf(tx, brand.id, claim.promotionId);
          return {
            claim: await claimWire(tx, claim, {
              title: textIn(promotion.title, locale),
              type: promotion.type,
            }),
            money: await mainWalletBalance(tx, brand.id, auth.member.id),
          };
        },
      );
    }),

    bind(listMyPromotions, async ({ brand, auth, query, locale }) => {
      const { page, pageSize, offset } = paging(query);
      const where = and(
        eq(promotionClaims.brandId, brand.id),
        eq(promotionClaims.memberId, auth.member.id),
        ...(query.status ? [eq(promotionClaims.status, query.status)] : []),
      );
      const [total] = await db.select({ n: count() }).from(promotionClaims).where(where);
      const rows = await db
        .select({ claim: promotionClaims, title: promotions.title, type: promotions.type })
        .from(promotionClaims)
        .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
        .where(where)
        .orderBy(desc(promotionClaims.createdAt), desc(promotionClaims.id))
        .limit(pageSize)
        .offset(offset);
      const list = [];
      for (const r of rows)
        list.push(await claimWire(db, r.claim, { title: textIn(r.title, locale), type: r.type }));
      return { list, total: Number(total?.n ?? 0), page, page_size: pageSize };
    }),

    bind(cancelMyPromotion, async ({ brand, auth, params, locale }) => {
      const at = new Date(ctx.now());
      const claim = await inTransaction(db, async (tx) => {
        const [row] = await tx
          .select()
          .from(promotionClaims)
          .where(
            and(
              eq(promotionClaims.id, params.id),
              eq(promotionClaims.memberId, auth.member.id),
              eq(promotionClaims.brandId, brand.id),
            ),
          )
          .for('update');
        if (!row) throw new ApiError('NOT_FOUND');
        if (row.status !== RewardStatus.Verifying) throw new ApiError('CONFLICT');
        const [updated] = await tx
          .update(promotionClaims)
          .set({ status: RewardStatus.Cancel, updatedAt: at })
          .where(eq(promotionClaims.id, row.id))
          .returning();
        return updated ?? row;
      });
      const promotion = await promotionOf(db, brand.id, claim.promotionId);
      return claimWire(db, claim, { title: textIn(promotion.title, locale), type: promotion.type });
    }),
  ];
}
