/**
 * The claim form of the promotions claimed by a plain apply: a base amount for the rate
 * bonuses (2 transfer, 6 repeat bonus), a code for 7 coupon, a note for manual review, and the
 * claim button. Fields are checked here first; a refusal naming a field is said on that field.
 */
import { useBrandCurrency } from '@lobby/api-client/config';
import type { PromotionItem } from '@lobby/contract/promotions';
import { PromotionType } from '@lobby/domain/enums';
import { parseMoney } from '@lobby/domain/money';
import { tokenVars } from '@lobby/tokens';
import { Button, Hint, TextField } from '@lobby/ui';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { usePromotionsTranslation } from '../i18n.ts';
import { useMoney } from '../parts/format.ts';
import type { Claim, ClaimExtras } from './use-claim.ts';

const Form = styled.form`
  display: grid;
  gap: ${tokenVars.space.md};
`;

/** The types whose bonus is a rate of a base amount the member may name. */
const USES_AMOUNT: ReadonlySet<number> = new Set([
  PromotionType.Transfer,
  PromotionType.RepeatBonus,
]);

/** Props of {@link ClaimForm}. */
export interface ClaimFormProps {
  readonly promotion: PromotionItem;
  readonly signedIn: boolean;
  /** The form's accessible name (default: the claim title). */
  readonly formLabel: string | undefined;
  /** The claim under way. */
  readonly claim: Claim;
  /** Said above the fields: why the member may not claim, if so. */
  readonly availability: ReactNode;
  onRequireSignIn(): void;
}

/** The claim form (see the module note). */
export function ClaimForm({
  promotion,
  signedIn,
  formLabel,
  claim,
  availability,
  onRequireSignIn,
}: ClaimFormProps) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  const currency = useBrandCurrency();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>(undefined);
  const [coupon, setCoupon] = useState('');
  const [couponError, setCouponError] = useState<string | undefined>(undefined);
  const done = claim.result !== undefined;

  const claimWithFields = (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) return onRequireSignIn();
    const extra: ClaimExtras = {};
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
    return void claim.send(extra, (field, message) =>
      field === 'coupon' ? setCouponError(message) : setAmountError(message),
    );
  };

  return (
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
          disabled={done}
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
          disabled={done}
        />
      ) : null}
      {promotion.type === PromotionType.Manual ? <Hint>{t('claim.manualHint')}</Hint> : null}
      <Button type="submit" fullWidth loading={claim.busy} disabled={done}>
        {!signedIn
          ? t('claim.signIn')
          : promotion.needs_coupon
            ? t('coupon.apply')
            : t('claim.action')}
      </Button>
    </Form>
  );
}
