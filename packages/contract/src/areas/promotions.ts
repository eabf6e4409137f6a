/**
 * `@lobby/contract/promotions`: promotions of the ten spec §3 types, their detail, applying
 * (claiming) one, and "my promotions" with the reward lifecycle (1 verifying, 2 active,
 * 3 completed, 4 cancel, 5 rejected) and turnover progress computed from bet records.
 *
 * A claim succeeds at most once per member and recurrence period (one time, day, week or
 * month in the platform timezone); a second one answers 409 ALREADY_CLAIMED. A claim the member
 * cancelled (status 4) or the operator rejected (5) paid nothing and gives the period back: the
 * member may apply again. A bonus with a target turnover blocks withdrawals until the turnover
 * is reached.
 */
import {
  MissionReward,
  Promotion,
  RewardStatus,
  TimeStatus,
  UnixSeconds,
  enumSchema,
} from '@lobby/domain';
import { Id, MinorUnits, NonNegativeMinorUnits } from '@lobby/domain';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { IdParams, Paginated, withMessage } from '../core/common.ts';
import { defineEndpoint } from '../core/endpoint.ts';

/**
 * Where a signed-in member stands on a running mission (types 8–10) in the current period:
 * `done` of `target` in minor units for a deposit mission (8, successful deposits) and a loss
 * mission (9, net loss of settled bets), in check-ins (0 or 1) for a check-in mission (10).
 * `done` is not capped: it may pass the target.
 */
export const MissionProgress = Type.Object(
  {
    done: NonNegativeMinorUnits,
    target: NonNegativeMinorUnits,
    period_end: Type.Union([UnixSeconds, Type.Null()], {
      description:
        'When the period resets or the promotion ends, whichever is first; null for a one-time mission without an end.',
    }),
  },
  { additionalProperties: false },
);
/** Where a member stands on a mission this period. */
export type MissionProgress = Static<typeof MissionProgress>;

/** A promotion as the site lists it: the domain Promotion plus its state for the viewer. */
export const PromotionItem = Type.Object(
  {
    ...Promotion.properties,
    image: Type.String(),
    content: Type.String({ description: 'Sanitised HTML in the request locale.' }),
    summary: Type.String(),
    category: Type.String(),
    time_status: enumSchema(TimeStatus),
    mission_reward: Type.Union([enumSchema(MissionReward), Type.Null()]),
    needs_coupon: Type.Boolean(),
    claimable: Type.Boolean({
      description:
        "With a member's bearer token: whether that member could claim now (promotion running, no claim in the current period but a cancelled or rejected one, the type's conditions met; a coupon is asked for only when claiming). Guests: whether the promotion is running.",
    }),
    mission_progress: Type.Union([MissionProgress, Type.Null()], {
      description:
        "With a member's bearer token, on a running mission (types 8–10): that member's progress this period. Otherwise null.",
    }),
  },
  { additionalProperties: false },
);
/** A promotion as the site lists it. */
export type PromotionItem = Static<typeof PromotionItem>;

/** GET /member/promotion/list. */
export const listPromotions = defineEndpoint({
  id: 'promotions.list',
  method: 'GET',
  path: '/member/promotion/list',
  auth: false,
  summary: 'Promotions',
  description:
    "Running and upcoming promotions. Public: with a member's bearer token claimable reflects that member (and the answer carries the session headers); without one, or with one that is not a live session, it answers as for a guest (claimable true for running promotions), never 401.",
  query: Type.Object(
    {
      category: Type.Optional(Type.String({ maxLength: 32 })),
      type: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
    },
    { additionalProperties: false },
  ),
  response: Type.Array(PromotionItem),
  idempotent: true,
});

/** GET /member/promotion/detail/:id. */
export const getPromotion = defineEndpoint({
  id: 'promotions.detail',
  method: 'GET',
  path: '/member/promotion/detail/:id',
  auth: false,
  summary: 'Promotion detail',
  description: 'claimable as in promotions.list: the member behind the bearer token, else a guest.',
  params: IdParams,
  response: PromotionItem,
  idempotent: true,
});

/** A member's claim of a promotion. */
export const MyPromotion = Type.Object(
  {
    id: Id,
    promotion_id: Id,
    title: Type.String(),
    type: Type.Integer({ minimum: 1, maximum: 10 }),
    status: enumSchema(RewardStatus),
    base_amount: NonNegativeMinorUnits,
    bonus: NonNegativeMinorUnits,
    target_turnover: NonNegativeMinorUnits,
    turnover: NonNegativeMinorUnits,
    /** 0–10000 basis points of the target reached. */
    progress: Type.Integer({ minimum: 0, maximum: 10_000 }),
    period: Type.String(),
    created_at: UnixSeconds,
    updated_at: UnixSeconds,
  },
  { additionalProperties: false },
);
/** A member's claim. */
export type MyPromotion = Static<typeof MyPromotion>;

/** POST /member/promotion/apply. */
export const applyPromotion = defineEndpoint({
  id: 'promotions.apply',
  method: 'POST',
  path: '/member/promotion/apply',
  auth: true,
  summary: 'Apply for (claim) a promotion',
  description:
    'Needs an Idempotency-Key. amount: the base of a rate bonus (transfer, repeat bonus) when the type uses one; coupon: the code of a coupon promotion. Manual promotions wait for the operator (status 1); others pay at once (status 2). One claim per member and recurrence period, concurrent requests included; a cancelled (4) or rejected (5) claim does not count, so the member may apply again. Refusals: 409 ALREADY_CLAIMED, 400 PROMOTION_NOT_ELIGIBLE (with the reason), 409 PROMOTION_NOT_RUNNING, 400 COUPON_INVALID.',
  body: Type.Object(
    {
      promotion_id: withMessage(
        Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
        'PLEASE_SELECT',
      ),
      amount: Type.Optional(
        withMessage(
          Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
          'PLEASE_ENTER_AMOUNT',
        ),
      ),
      coupon: Type.Optional(Type.String({ maxLength: 32 })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ claim: MyPromotion, money: MinorUnits }, { additionalProperties: false }),
  idempotent: true,
});

/** GET /member/promotion/my: the member's claims, newest first. */
export const listMyPromotions = defineEndpoint({
  id: 'promotions.my',
  method: 'GET',
  path: '/member/promotion/my',
  auth: true,
  summary: 'My promotions',
  query: Type.Object(
    {
      status: Type.Optional(enumSchema(RewardStatus)),
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
      page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    },
    { additionalProperties: false },
  ),
  response: Paginated(MyPromotion),
  idempotent: true,
});

/** POST /member/promotion/cancel/:id: withdraws a claim still being verified. */
export const cancelMyPromotion = defineEndpoint({
  id: 'promotions.cancel',
  method: 'POST',
  path: '/member/promotion/cancel/:id',
  auth: true,
  summary: 'Cancel a claim under verification',
  description:
    '409 CONFLICT once the claim is past verification. A cancelled claim gives its period back: the member may apply again.',
  params: IdParams,
  response: MyPromotion,
});

/** Every endpoint of the area. */
export const promotionsEndpoints = [
  listPromotions,
  getPromotion,
  applyPromotion,
  listMyPromotions,
  cancelMyPromotion,
] as const;
