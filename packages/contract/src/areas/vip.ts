/**
 * `@lobby/contract/vip`: member groups (VIP levels 0–9) with their deposit and turnover
 * conditions, upgrade bonus and withdrawal limits; the member's progress (from the ledger's
 * deposits and the bet records) and the claim of upgrade bonuses, each paid exactly once.
 */
import { Id, MinorUnits, NonNegativeMinorUnits, VipLevel } from '@lobby/domain';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { defineEndpoint } from '../core/endpoint.ts';

/** A VIP level as the site shows it: the domain VipLevel plus limits and artwork. */
export const VipLevelItem = Type.Object(
  {
    id: Id,
    ...VipLevel.properties,
    min_withdrawal: NonNegativeMinorUnits,
    max_withdrawal: NonNegativeMinorUnits,
    benefits: Type.Array(Type.String(), { description: 'In the request locale.' }),
    image: Type.String(),
  },
  { additionalProperties: false },
);
/** A VIP level as the site shows it. */
export type VipLevelItem = Static<typeof VipLevelItem>;

/** GET /member/vip/list: every level, lowest first. */
export const listVipLevels = defineEndpoint({
  id: 'vip.list',
  method: 'GET',
  path: '/member/vip/list',
  auth: false,
  summary: 'VIP levels',
  response: Type.Array(VipLevelItem),
  idempotent: true,
});

/** GET /member/vip/detail/:id: one level by its level number (the side menu opens 5). */
export const getVipLevel = defineEndpoint({
  id: 'vip.detail',
  method: 'GET',
  path: '/member/vip/detail/:id',
  auth: false,
  summary: 'One VIP level',
  description: 'id is the level number (0–9 in the seeds), the same in every brand.',
  params: Type.Object(
    { id: Type.Integer({ minimum: 0, maximum: 99 }) },
    { additionalProperties: false },
  ),
  response: VipLevelItem,
  idempotent: true,
});

/** GET /member/vip/progress: where the member stands. */
export const getVipProgress = defineEndpoint({
  id: 'vip.progress',
  method: 'GET',
  path: '/member/vip/progress',
  auth: true,
  summary: 'VIP progress of the member',
  description:
    'level is the highest level whose conditions are met; claimable lists levels whose upgrade bonus is due.',
  response: Type.Object(
    {
      level: Type.Integer({ minimum: 0 }),
      next_level: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
      deposit_total: NonNegativeMinorUnits,
      turnover_total: NonNegativeMinorUnits,
      next_deposit_condition: NonNegativeMinorUnits,
      next_turnover_condition: NonNegativeMinorUnits,
      claimable: Type.Array(
        Type.Object(
          { level: Type.Integer({ minimum: 0 }), bonus: NonNegativeMinorUnits },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  ),
  idempotent: true,
});

/** POST /member/vip/claim: pays every upgrade bonus due (each level once, ever). */
export const claimVipBonus = defineEndpoint({
  id: 'vip.claim',
  method: 'POST',
  path: '/member/vip/claim',
  auth: true,
  summary: 'Claim upgrade bonuses',
  description: 'Needs an Idempotency-Key. 409 NOTHING_TO_CLAIM when no bonus is due.',
  response: Type.Object(
    {
      paid: Type.Array(
        Type.Object(
          { level: Type.Integer({ minimum: 0 }), bonus: NonNegativeMinorUnits },
          { additionalProperties: false },
        ),
      ),
      money: MinorUnits,
    },
    { additionalProperties: false },
  ),
  idempotent: true,
});

/** Every endpoint of the area. */
export const vipEndpoints = [listVipLevels, getVipLevel, getVipProgress, claimVipBonus] as const;
