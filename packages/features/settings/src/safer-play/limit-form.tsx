/**
 * Sets, lowers, raises or removes one limit. Amounts are typed in the brand currency and sent
 * in minor units; the session limit in minutes. The hint names the brand's cooling-off (from
 * its public compliance settings) because a raise or a removal waits for it.
 */
import { LIMIT_KINDS } from '@lobby/contract/responsible-gambling';
import type { Limit, LimitKind } from '@lobby/contract/responsible-gambling';
import { useConfigQuery, useSetLimitMutation } from '@lobby/api-client/responsible-gambling';
import { invalid, VALID } from '@lobby/domain/validators';
import { parseMoney } from '@lobby/domain/money';
import { Button, Hint, Select, TextField, useForm, useToast } from '@lobby/ui';
import { useState } from 'react';
import { useSettingsTranslation } from '../i18n.ts';
import { SettingsFormSection } from '../parts/form-layout.tsx';
import { useSettingsFormOptions } from '../parts/form-options.ts';
import { isTimeLimit, useLimitFormat } from './use-limit-format.ts';

/** The form (see the module note). */
export function LimitForm() {
  const { t } = useSettingsTranslation();
  const toast = useToast();
  const format = useLimitFormat();
  const config = useConfigQuery({ $options: { handleErrors: true } });
  const [setLimit] = useSetLimitMutation();
  const [kind, setKind] = useState<LimitKind>('deposit_day');
  const minutes = isTimeLimit(kind);
  const toValue = (text: string): number | undefined => {
    if (minutes) return /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
    const parsed = parseMoney(text, format.currency.decimals);
    return parsed.valid ? parsed.minor : undefined;
  };
  const form = useForm({
    ...useSettingsFormOptions(),
    initial: { value: '' },
    validators: {
      value: (v) => (toValue(v.value) === undefined ? invalid('PLEASE_ENTER_AMOUNT') : VALID),
    },
  });
  const send = (value: number | null) =>
    form.submit(
      async () => {
        const limit = await setLimit({ kind, value, $options: { handleErrors: true } }).unwrap();
        toast.success(savedText(limit));
        form.reset();
      },
      { fields: value === null ? [] : undefined },
    );
  const savedText = (limit: Limit) =>
    limit.pending && limit.effective_at !== null
      ? t('saferPlay.form.waiting', { time: format.time(limit.effective_at) })
      : t('saferPlay.form.saved');
  const hours = config.data?.cooling_off_hours ?? 24;
  return (
    <SettingsFormSection
      title={t('saferPlay.form.title')}
      status={<Hint>{t('saferPlay.form.hint', { hours })}</Hint>}
      onSubmit={() => void send(toValue(form.values.value) ?? 0)}
    >
      <Select
        label={t('saferPlay.form.kind')}
        options={LIMIT_KINDS.map((value) => ({ value, label: t(`saferPlay.kind.${value}`) }))}
        value={kind}
        onChange={(value) => setKind(value as LimitKind)}
      />
      <TextField
        label={minutes ? t('saferPlay.form.minutes') : t('saferPlay.form.amount')}
        type="number"
        decimals={minutes ? 0 : format.currency.decimals}
        {...(!minutes && format.currency.symbol ? { prefix: format.currency.symbol } : {})}
        autoComplete="off"
        required
        {...form.field('value')}
      />
      <Button type="submit" loading={form.busy()} fullWidth>
        {t('saferPlay.form.save')}
      </Button>
      <Button variant="secondary" fullWidth onClick={() => void send(null)}>
        {t('saferPlay.form.remove')}
      </Button>
    </SettingsFormSection>
  );
}
