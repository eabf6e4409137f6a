/** Bindings of `@lobby/contract/responsible-gambling`. */
import {
  acknowledgeRealityCheck,
  confirmLimit,
  endExclusion,
  getComplianceSettings,
  getExclusion,
  getRealityCheck,
  listHistory,
  listLimits,
  setLimit,
  setRealityCheckInterval,
  startExclusion,
} from '@lobby/contract/responsible-gambling';
import { moneyOf } from '../../core/money/money-context.ts';
import { paging } from '../../core/lists/q-filters.ts';
import * as realityCheck from '../../core/compliance/reality-check.ts';
import type { AuthState } from '../../core/security/sessions.ts';
import type { Brand } from '../../base/brands.ts';
import type { AppContext } from '../../core/context.ts';
import { bind } from '../../http/endpoints.ts';
import type { Binding } from '../../http/endpoints.ts';
import * as rg from './service.ts';

/** The responsible-gambling area's bindings. */
export function responsibleGamblingRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  const asker = (brand: Brand, auth: AuthState): rg.Asker => ({
    brand,
    memberId: auth.member.id,
    sessionId: auth.sessionId,
    now: ctx.now(),
  });
  const checker = (brand: Brand, auth: AuthState): realityCheck.RealityCheckAsker => ({
    brandId: brand.id,
    memberId: auth.member.id,
    sessionId: auth.sessionId,
    now: ctx.now(),
    minuteMs: ctx.config.realityCheckMinuteMs,
  });
  return [
    bind(getComplianceSettings, async ({ brand }) => rg.complianceSettings(db, brand.id)),
    bind(listLimits, async ({ brand, auth }) => rg.limitsOf(db, asker(brand, auth))),
    bind(setLimit, async ({ brand, auth, body }) =>
      rg.setLimit(db, asker(brand, auth), body.kind, body.value),
    ),
    bind(confirmLimit, async ({ brand, auth, body }) =>
      rg.confirmLimit(db, asker(brand, auth), body.kind),
    ),
    bind(getExclusion, async ({ brand, auth }) => rg.exclusionOf(db, asker(brand, auth))),
    bind(startExclusion, async ({ brand, auth, body }) =>
      rg.startExclusion(
        db,
        { money: moneyOf(ctx), sessions: ctx.sessions, brandById: (id) => ctx.brands.byId(id) },
        asker(brand, auth),
        body.kind,
        body.duration,
      ),
    ),
    bind(endExclusion, async ({ brand, auth }) => rg.endExclusion(db, asker(brand, auth))),
    bind(listHistory, async ({ auth, query }) => rg.historyOf(db, auth.member.id, paging(query))),
    bind(getRealityCheck, async ({ brand, auth }) =>
      realityCheck.realityCheckStatus(db, checker(brand, auth)),
    ),
    bind(setRealityCheckInterval, async ({ brand, auth, body }) =>
      realityCheck.setRealityCheckInterval(db, checker(brand, auth), body.minutes),
    ),
    bind(acknowledgeRealityCheck, async ({ brand, auth }) =>
      realityCheck.acknowledgeRealityCheck(db, checker(brand, auth)),
    ),
  ];
}
