/**
 * The reality-check interval on safer play (issue 17): off, or one of the intervals the contract
 * lists (the API takes no other), with when the next check comes. The API counts the new
 * interval from the moment it is saved.
 */
import { errorMessage } from '@lobby/api-client';
import {
  useRealityCheckQuery,
  useSetRealityCheckMutation,
} from '@lobby/api-client/responsible-gambling';
import { REALITY_CHECK_MINUTES } from '@lobby/contract/responsible-gambling';
import { Button, Hint, LoadError, Select, Skeleton, useToast } from '@lobby/ui';
import { useState } from 'react';
import { useSettingsTranslation } from '../i18n.ts';
import { SettingsFormSection } from '../parts/form-layout.tsx';
import { useLimitFormat } from './use-limit-format.ts';

/** The value of the "Off" option (a select holds strings). */
const OFF = 'off';

/** The section (see the module note). */
export function RealityCheckSection() {
  const { t } = useSettingsTranslation();
  const toast = useToast();
  const format = useLimitFormat();
  const status = useRealityCheckQuery({ $options: { handleErrors: true } });
  const [save, saving] = useSetRealityCheckMutation();
  // Until the member picks one, the select shows what is set.
  const [picked, setPicked] = useState<string | undefined>(undefined);
  if (status.isError) {
    return (
      <LoadError
        message={errorMessage(status.error, t('messages:FAILED_TO_GET_DATA'))}
        retryLabel={t('common.retry')}
        busy={status.isFetching}
        onRetry={() => void status.refetch()}
      />
    );
  }
  if (!status.data) {
    return (
      <div role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height="56px" />
      </div>
    );
  }
  const current = status.data.interval_minutes;
  const value = picked ?? (current === null ? OFF : String(current));
  const submit = async () => {
    const minutes = value === OFF ? null : Number(value);
    try {
      const next = await save({ minutes, $options: { handleErrors: true } }).unwrap();
      setPicked(undefined);
      toast.success(
        next.interval_minutes === null
          ? t('saferPlay.reality.savedOff')
          : t('saferPlay.reality.saved', { count: next.interval_minutes }),
      );
    } catch (error) {
      toast.error(errorMessage(error, t('messages:FAILED_TO_GET_DATA')));
    }
  };
  return (
    <SettingsFormSection
      title={t('saferPlay.reality.title')}
      status={
        <Hint>
          {t('saferPlay.reality.text')}{' '}
          {status.data.due_at === null
            ? t('saferPlay.reality.none')
            : t('saferPlay.reality.next', { time: format.time(status.data.due_at) })}
        </Hint>
      }
      onSubmit={() => void submit()}
    >
      <Select
        label={t('saferPlay.reality.interval')}
        options={[
          { value: OFF, label: t('saferPlay.reality.off') },
          ...REALITY_CHECK_MINUTES.map((minutes) => ({
            value: String(minutes),
            label: t('saferPlay.reality.every', { count: minutes }),
          })),
        ]}
        value={value}
        onChange={setPicked}
      />
      <Button type="submit" loading={saving.isLoading} fullWidth>
        {t('saferPlay.reality.save')}
      </Button>
    </SettingsFormSection>
  );
}
