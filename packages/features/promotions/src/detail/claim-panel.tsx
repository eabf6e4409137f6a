/**
 * Applying for (claiming) a promotion, shaped by its type (spec §3): a base amount for the rate
 * bonuses (2 transfer, 6 repeat bonus), a code for 7 coupon, an envelope to open for 4 red
 * packet, a wheel to spin for 5 roulette, the mission's state for 8–10, and a plain claim for
 * the rest. Every one goes through the same apply call; the server's answer is the only truth:
 * its amount is what the envelope and the wheel reveal, its refusal (already claimed, not
 * eligible with the reason, not running, bad coupon) is said inline and in a toast. A guest is
 * asked to sign in; a member who already claimed this period is told when and how it stands.
 */
import { errorField, errorMessage, lobbyErrorOf } from '@lobby/api-client';
import { useBrandCurrency, usePlatformOffset } from '@lobby/api-client/config';
import { useApplyMutation } from '@lobby/api-client/promotions';
import type { MyPromotion, PromotionItem } from '@lobby/contract/promotions';
import { PromotionType, RewardStatus, TimeStatus } from '@lobby/domain/enums';
import { formatMoney, parseMoney } from '@lobby/domain/money';
import { getHref } from '@lobby/domain/routes';
import { formatDate, formatDateTime } from '@lobby/domain/time';
import { tokenVars } from '@lobby/tokens';
import {
  Button,
  Hint,
  TextField,
  focusRing,
  usePrefersReducedMotion,
  useSingleFlight,
  useToast,
} from '@lobby/ui';
import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePromotionsTranslation } from '../i18n.ts';
import { wheelPrizes } from '../parts/claim-math.ts';
import { useMoney } from '../parts/format.ts';
import { RewardStatusBadge } from '../parts/labels.tsx';
import { RED_PACKET_OPEN_MS, RedPacket } from '../parts/red-packet.tsx';
import { RouletteWheel, WHEEL_SPIN_MS } from '../parts/roulette-wheel.tsx';
import { MissionState, isMission, missionStage } from './mission-state.tsx';
import { useCurrentClaim } from './use-current-claim.ts';

const Panel = styled.div`
  display: grid;
  gap: ${tokenVars.space.md};
`;

const Form = styled.form`
  display: grid;
  gap: ${tokenVars.space.md};
`;

const Outcome = styled.div<{ $tone: 'win' | 'loss' }>`
  display: grid;
  gap: ${tokenVars.space.xs};
  padding: ${tokenVars.space.md};
  border-radius: ${tokenVars.radius.md};
  background: ${tokenVars.color.bgSunken};
  border: ${tokenVars.borderWidth.hairline} solid
    ${({ theme, $tone }) => ($tone === 'win' ? theme.color.success : theme.color.danger)};
  color: ${tokenVars.color.text};
  &:empty {
    display: none;
  }
  strong {
    font-size: ${tokenVars.font.size.md};
  }
`;

const MineLink = styled(Link)`
  justify-self: start;
  color: ${tokenVars.color.accentText};
  font-weight: ${tokenVars.font.weight.bold};
  border-radius: ${tokenVars.radius.sm};
  ${focusRing}
`;

const Claimed = styled.div`
  display: grid;
  gap: ${tokenVars.space.xs};
  justify-items: start;
`;

/** Props of {@link ClaimPanel}. */
export interface ClaimPanelProps {
  readonly promotion: PromotionItem;
  readonly signedIn: boolean;
  /** The claim form's accessible name, unique when several panels share a screen (missions). */
  readonly formLabel?: string;
  onRequireSignIn(): void;
}

/** The types whose bonus is a rate of a base amount the member may name. */
const USES_AMOUNT: ReadonlySet<number> = new Set([
  PromotionType.Transfer,
  PromotionType.RepeatBonus,
]);

/** The claim part of the promotion detail (see the module note). */
export function ClaimPanel({ promotion, signedIn, formLabel, onRequireSignIn }: ClaimPanelProps) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  const currency = useBrandCurrency();
  const offset = usePlatformOffset();
  const toast = useToast();
  const motion = !usePrefersReducedMotion();
  const [apply] = useApplyMutation();
  const once = useSingleFlight();
  const current = useCurrentClaim(promotion, signedIn);
  const [result, setResult] = useState<MyPromotion | undefined>(undefined);
  // The envelope and the wheel announce their prize only once they have played.
  const [revealed, setRevealed] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>(undefined);
  const [coupon, setCoupon] = useState('');
  const [couponError, setCouponError] = useState<string | undefined>(undefined);
  const animated =
    promotion.type === PromotionType.RedPacket || promotion.type === PromotionType.Roulette;

  const successText = useCallback(
    (claim: MyPromotion) =>
      claim.status === RewardStatus.Verifying
        ? t('claim.verifying')
        : t('claim.success', { amount: money(claim.bonus) }),
    [t, money],
  );

  // The envelope and the wheel play first; their prize is announced once they have.
  useEffect(() => {
    if (!result || !animated || revealed) return undefined;
    const playing = promotion.type === PromotionType.RedPacket ? RED_PACKET_OPEN_MS : WHEEL_SPIN_MS;
    const timer = setTimeout(
      () => {
        setRevealed(true);
        toast.success(successText(result));
      },
      motion ? playing : 0,
    );
    return () => clearTimeout(timer);
  }, [result, animated, revealed, motion, promotion.type, toast, successText]);

  const send = (extra: { amount?: number; coupon?: string }) =>
    once.run(async () => {
      setRefusal(undefined);
      try {
        const answer = await apply({
          promotion_id: promotion.id,
          ...extra,
          $options: { handleErrors: true },
        }).unwrap();
        setResult(answer.claim);
        if (!animated) {
          setRevealed(true);
          toast.success(successText(answer.claim));
        }
      } catch (error) {
        const message = errorMessage(error, t('claim.failed'));
        const field = errorField(lobbyErrorOf(error), ['coupon', 'amount'] as const);
        if (field === 'coupon') setCouponError(message);
        else if (field === 'amount') setAmountError(message);
        setRefusal(message);
        toast.error(message);
      }
    });

  const claimWithFields = (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) return onRequireSignIn();
    const extra: { amount?: number; coupon?: string } = {};
    if (promotion.needs_coupon) {
      if (coupon.trim() === '') {
        setCouponError(t('coupon.required'));
        return undefined;
      }
      extra.coupon = coupon.trim();
    }
    if (USES_AMOUNT.has(promotion.type) && amount.trim() !== '') {
      const parsed = parseMoney(amount, currency.decimals);
      if (!parsed.valid || parsed.minor <= 0) {
        setAmountError(
          parsed.valid
            ? t('messages:PLEASE_ENTER_AMOUNT')
            : t(`messages:${parsed.message}`, parsed.values ?? {}),
        );
        return undefined;
      }
      extra.amount = parsed.minor;
    }
    setAmountError(undefined);
    setCouponError(undefined);
    return void send(extra);
  };

  // A finished claim, said in words (a live region, so the envelope's or wheel's prize is heard).
  const outcome = (
    <Outcome role="status" $tone={refusal && !result ? 'loss' : 'win'}>
      {result && revealed ? (
        <>
          <strong>{successText(result)}</strong>
          {result.target_turnover > 0 && result.status !== RewardStatus.Verifying ? (
            <span>{t('claim.turnover', { amount: money(result.target_turnover) })}</span>
          ) : null}
          <MineLink to={getHref('MY_PROMOTION')}>{t('claim.seeMine')}</MineLink>
        </>
      ) : !result && refusal ? (
        <strong>{refusal}</strong>
      ) : null}
    </Outcome>
  );

  if (promotion.time_status !== TimeStatus.InProgress) {
    return (
      <Panel>
        <Hint>
          {promotion.time_status === TimeStatus.NotStarted
            ? t('claim.notStarted', { date: formatDate(promotion.start_time, offset) })
            : t('claim.ended')}
        </Hint>
      </Panel>
    );
  }

  const held = !result ? current.claim : undefined;
  const claimedNote = held ? (
    <Claimed>
      <span>
        {t('claim.claimedOn', { date: formatDateTime(held.created_at, offset) })}{' '}
        <RewardStatusBadge status={held.status} />
      </span>
      <Hint>{t('claim.nextPeriod', { period: t(`period.${promotion.recurrence}`) })}</Hint>
      <MineLink to={getHref('MY_PROMOTION')}>{t('claim.seeMine')}</MineLink>
    </Claimed>
  ) : null;

  const mission = isMission(promotion.type) ? (
    <MissionState
      promotion={promotion}
      stage={result ? 'claimed' : missionStage(promotion, signedIn, current.claim)}
    />
  ) : null;

  const availability =
    signedIn && !held && !result && !promotion.claimable ? (
      <Hint>{t('claim.notClaimable')}</Hint>
    ) : null;

  if (promotion.type === PromotionType.RedPacket) {
    return (
      <Panel>
        {claimedNote ?? (
          <>
            {availability}
            <RedPacket
              amount={result ? money(result.bonus) : undefined}
              busy={once.busy}
              motion={motion}
              openLabel={signedIn ? t('redPacket.open') : t('claim.signIn')}
              openedLabel={t('redPacket.opened')}
              onOpen={() => (signedIn ? void send({}) : onRequireSignIn())}
            />
          </>
        )}
        {outcome}
      </Panel>
    );
  }

  if (promotion.type === PromotionType.Roulette) {
    const prizes = wheelPrizes(promotion.min_bonus, promotion.max_bonus, result?.bonus);
    const landOn = result ? prizes.indexOf(result.bonus) : undefined;
    const short = (minor: number) => formatMoney(minor, { decimals: currency.decimals });
    return (
      <Panel>
        {claimedNote ?? (
          <>
            {availability}
            <RouletteWheel
              prizes={prizes.map(short)}
              landOn={landOn !== undefined && landOn >= 0 ? landOn : undefined}
              motion={motion}
              label={t('roulette.label', {
                count: prizes.length,
                min: money(promotion.min_bonus),
                max: money(promotion.max_bonus),
              })}
            />
            <Button
              iconStart="refresh"
              loading={once.busy}
              disabled={result !== undefined}
              onClick={() => (signedIn ? void send({}) : onRequireSignIn())}
            >
              {signedIn ? t('roulette.spin') : t('claim.signIn')}
            </Button>
          </>
        )}
        {outcome}
      </Panel>
    );
  }

  return (
    <Panel>
      {mission}
      {claimedNote ?? (
        <Form onSubmit={claimWithFields} noValidate aria-label={formLabel ?? t('claim.title')}>
          {availability}
          {USES_AMOUNT.has(promotion.type) ? (
            <TextField
              label={t('amount.label')}
              type="number"
              inputMode="decimal"
              value={amount}
              onChange={(value) => {
                setAmount(value);
                setAmountError(undefined);
              }}
              decimals={currency.decimals}
              refusalText={(refusal) => t(`messages:${refusal.message}`, refusal.values ?? {})}
              prefix={currency.symbol || undefined}
              hint={t('amount.hint', { amount: money(promotion.min_apply_amount) })}
              message={amountError}
              status={amountError ? 'invalid' : undefined}
              disabled={result !== undefined}
            />
          ) : null}
          {promotion.needs_coupon ? (
            <TextField
              label={t('coupon.label')}
              value={coupon}
              onChange={(value) => {
                setCoupon(value.toUpperCase());
                setCouponError(undefined);
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              hint={t('coupon.hint')}
              message={couponError}
              status={couponError ? 'invalid' : undefined}
              disabled={result !== undefined}
            />
          ) : null}
          {promotion.type === PromotionType.Manual ? <Hint>{t('claim.manualHint')}</Hint> : null}
          <Button type="submit" fullWidth loading={once.busy} disabled={result !== undefined}>
            {!signedIn
              ? t('claim.signIn')
              : promotion.needs_coupon
                ? t('coupon.apply')
                : t('claim.action')}
          </Button>
        </Form>
      )}
      {outcome}
    </Panel>
  );
}
