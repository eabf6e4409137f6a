/**
 * The step right after a sign-up (issue 17): the new member is offered deposit limits per day,
 * week and month, typed in the brand currency, and may skip it. Save sets each filled limit
 * through the responsible-gambling endpoint, which enforces every rule (the site only shows
 * them); its refusals appear translated beneath the field they concern. Either way the member
 * then continues where the sign-up was going.
 */
import { errorField, lobbyErrorOf } from '@lobby/api-client';
import { useBrandCurrency, useCurrenciesQuery } from '@lobby/api-client/config';
import { useSetLimitMutation } from '@lobby/api-client/responsible-gambling';
import { parseMoney } from '@lobby/domain/money';
import { VALID, invalid } from '@lobby/domain/validators';
import type { ValidationResult } from '@lobby/domain/validators';
import { tokenVars } from '@lobby/tokens';
import { Button, TextField, useForm, useToast } from '@lobby/ui';
import { useId, useRef } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { FormStack, Lead } from '../sign-in/form-layout.tsx';
import { useAuthTranslation } from '../i18n.ts';
import { useTranslation } from 'react-i18next';

const Title = styled.h2`
  margin: 0;
  font-size: ${tokenVars.font.size.lg};
  color: ${tokenVars.color.text};
`;

const Actions = styled.div`
  display: grid;
  gap: ${tokenVars.space.sm};
`;

/** The deposit limits the step offers, in the order they are shown and saved. */
export const SIGN_UP_LIMIT_KINDS = ['deposit_day', 'deposit_week', 'deposit_month'] as const;
type StepKind = (typeof SIGN_UP_LIMIT_KINDS)[number];
type Values = Record<StepKind, string>;

/** Props of {@link LimitsStep}. */
export interface LimitsStepProps {
  /** Runs when the member has saved limits or skipped: continue where sign-up was going. */
  onDone(): void;
}

/** The deposit-limits step offered after sign-up (see the module note). */
export function LimitsStep({ onDone }: LimitsStepProps) {
  const { t } = useAuthTranslation();
  const toast = useToast();
  const currency = useBrandCurrency();
  const code = useCurrenciesQuery().data?.[0]?.code;
  const [setLimit] = useSetLimitMutation();
  const titleId = useId();
  // Limits already set by an earlier try are not sent again after a refusal of a later one.
  const saved = useRef(new Set<StepKind>());

  const amountOf = (text: string) => parseMoney(text, currency.decimals);
  const rule =
    (kind: StepKind) =>
    (v: Values): ValidationResult => {
      if (v[kind].trim() === '') {
        // Saving nothing is not a choice the button offers: skipping is.
        const none = SIGN_UP_LIMIT_KINDS.every((k) => v[k].trim() === '');
        return none && kind === 'deposit_day' ? invalid('PLEASE_ENTER_AMOUNT') : VALID;
      }
      const parsed = amountOf(v[kind]);
      return parsed.valid ? VALID : parsed;
    };
  const { t: translate } = useTranslation('messages');
  const form = useForm<Values>({
    translate,
    initial: { deposit_day: '', deposit_week: '', deposit_month: '' },
    validators: {
      deposit_day: rule('deposit_day'),
      deposit_week: rule('deposit_week'),
      deposit_month: rule('deposit_month'),
    },
  });

  // The form's submit validates first and runs once however often it is tapped; a refusal is
  // read here, since it belongs to whichever limit was being saved.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      let current: StepKind = 'deposit_day';
      try {
        for (const kind of SIGN_UP_LIMIT_KINDS) {
          const parsed = amountOf(form.values[kind]);
          if (form.values[kind].trim() === '' || !parsed.valid || saved.current.has(kind)) continue;
          current = kind;
          await setLimit({ kind, value: parsed.minor, $options: { handleErrors: true } }).unwrap();
          saved.current.add(kind);
        }
        toast.success(t('limitsStep.saved'));
        onDone();
      } catch (rejection) {
        const error = lobbyErrorOf(rejection);
        const message = error?.message ?? t('limitsStep.failed');
        // The endpoint names `value` or `kind`; either way it is the field being saved.
        if (error && errorField(error, ['value', 'kind'] as const))
          form.setServerError(current, message);
        toast.error(message);
      }
    });
  };
  const busy = form.busy();

  const labels: Record<StepKind, string> = {
    deposit_day: t('limitsStep.day'),
    deposit_week: t('limitsStep.week'),
    deposit_month: t('limitsStep.month'),
  };

  return (
    <FormStack onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Title id={titleId}>{t('limitsStep.title')}</Title>
      <Lead>
        {t('limitsStep.lead')}
        {code ? ` ${t('limitsStep.currency', { currency: code })}` : null}
      </Lead>
      {SIGN_UP_LIMIT_KINDS.map((kind) => (
        <TextField
          key={kind}
          {...form.field(kind)}
          label={labels[kind]}
          type="number"
          decimals={currency.decimals}
          refusalText={(refusal) => t(`messages:${refusal.message}`, refusal.values ?? {})}
          {...(currency.symbol ? { prefix: currency.symbol } : {})}
          inputMode="decimal"
          autoComplete="off"
          name={kind}
        />
      ))}
      <Actions>
        <Button type="submit" fullWidth size="lg" loading={busy}>
          {t('limitsStep.save')}
        </Button>
        <Button type="button" variant="secondary" fullWidth disabled={busy} onClick={onDone}>
          {t('limitsStep.skip')}
        </Button>
      </Actions>
      <Lead>{t('limitsStep.later')}</Lead>
    </FormStack>
  );
}
