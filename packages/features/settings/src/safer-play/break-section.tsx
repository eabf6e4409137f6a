/**
 * Take a break: a time-out (1 day to 6 weeks) or a self-exclusion (6 months to 5 years), each
 * started only after a dialog that says everything it does, since it cannot be undone early.
 * While one is in force the section says until when; after that, an exclusion never ends by
 * itself (the API requires the member's own action), so "End my break" is offered.
 */
import { SELF_EXCLUSION_MONTHS, TIMEOUT_DAYS } from '@lobby/contract/responsible-gambling';
import type { Exclusion, ExclusionKind } from '@lobby/contract/responsible-gambling';
import { errorMessage } from '@lobby/api-client';
import {
  useConfigQuery,
  useEndExclusionMutation,
  useExcludeMutation,
} from '@lobby/api-client/responsible-gambling';
import {
  Button,
  ConfirmDialog,
  Hint,
  RadioGroup,
  ScreenSection,
  SectionTitle,
  Select,
  useSingleFlight,
  useToast,
} from '@lobby/ui';
import { useState } from 'react';
import { useSettingsTranslation } from '../i18n.ts';
import { useLimitFormat } from './use-limit-format.ts';

/** The time-out lengths offered, in days, within the contract's bounds. */
const TIMEOUT_CHOICES = [1, 3, 7, 14, 28, 42].filter(
  (days) => days >= TIMEOUT_DAYS.min && days <= TIMEOUT_DAYS.max,
);
/** The self-exclusion lengths offered, in months, within the contract's bounds. */
const EXCLUSION_CHOICES = [6, 12, 24, 36, 60].filter(
  (months) => months >= SELF_EXCLUSION_MONTHS.min && months <= SELF_EXCLUSION_MONTHS.max,
);

/** Props of {@link BreakSection}. */
export interface BreakSectionProps {
  /** The member's current or last exclusion (null: never). */
  readonly exclusion: Exclusion | null;
}

/** The break section (see the module note). */
export function BreakSection({ exclusion }: BreakSectionProps) {
  const { t } = useSettingsTranslation();
  return (
    <ScreenSection aria-labelledby="safer-play-break">
      <SectionTitle id="safer-play-break">{t('saferPlay.brk.title')}</SectionTitle>
      {exclusion?.active ? <ExclusionState exclusion={exclusion} /> : <BreakForm />}
    </ScreenSection>
  );
}

/** An exclusion in force, or expired and waiting for the member to end it. */
function ExclusionState({ exclusion }: { exclusion: Exclusion }) {
  const { t } = useSettingsTranslation();
  const format = useLimitFormat();
  const kind = t(`saferPlay.kind.${exclusion.kind}`);
  const time = format.time(exclusion.ends_at);
  if (!exclusion.can_end) {
    return (
      <div role="status">
        <p>{t('saferPlay.brk.active', { kind, time })}</p>
        <Hint>{t('saferPlay.brk.activeHint')}</Hint>
      </div>
    );
  }
  return (
    <div>
      <p>{t('saferPlay.brk.ended', { kind, time })}</p>
      <Hint>{t('saferPlay.brk.endHint')}</Hint>
      <EndBreakButton />
    </div>
  );
}

function EndBreakButton() {
  const { t } = useSettingsTranslation();
  const toast = useToast();
  const once = useSingleFlight();
  const [end] = useEndExclusionMutation();
  const run = () =>
    once.run(async () => {
      try {
        await end({ $options: { handleErrors: true } }).unwrap();
        toast.success(t('saferPlay.brk.endDone'));
      } catch (failure) {
        toast.error(errorMessage(failure, t('messages:FAILED_TO_GET_DATA')));
      }
    });
  return (
    <Button loading={once.busy} fullWidth onClick={() => void run()}>
      {t('saferPlay.brk.end')}
    </Button>
  );
}

/** When a break of `duration` started now would end, as the API counts it (days or months). */
function projectedEnd(kind: ExclusionKind, duration: number, now: Date): number {
  const end = new Date(now);
  if (kind === 'timeout') end.setTime(end.getTime() + duration * 86_400_000);
  else end.setUTCMonth(end.getUTCMonth() + duration);
  return Math.floor(end.getTime() / 1000);
}

/** Chooses the kind and length, then asks in a dialog before starting. */
function BreakForm() {
  const { t } = useSettingsTranslation();
  const [kind, setKind] = useState<ExclusionKind>('timeout');
  const [duration, setDuration] = useState<number>(TIMEOUT_CHOICES[0] ?? TIMEOUT_DAYS.min);
  const [asking, setAsking] = useState(false);
  const choices = kind === 'timeout' ? TIMEOUT_CHOICES : EXCLUSION_CHOICES;
  const lengthLabel = (count: number) =>
    kind === 'timeout'
      ? count === 1
        ? t('saferPlay.brk.day')
        : t('saferPlay.brk.days', { count })
      : t('saferPlay.brk.months', { count });
  const chooseKind = (next: ExclusionKind) => {
    setKind(next);
    // Each kind counts in its own unit: start from its shortest length.
    setDuration((next === 'timeout' ? TIMEOUT_CHOICES[0] : EXCLUSION_CHOICES[0]) ?? 1);
  };
  return (
    <>
      <Hint>{t('saferPlay.brk.text')}</Hint>
      <SchemeLink />
      <RadioGroup
        label={t('saferPlay.brk.kind')}
        options={[
          { value: 'timeout', label: t('saferPlay.kind.timeout') },
          { value: 'self_exclusion', label: t('saferPlay.kind.self_exclusion') },
        ]}
        value={kind}
        onChange={chooseKind}
      />
      <Select
        label={t('saferPlay.brk.length')}
        options={choices.map((count) => ({ value: String(count), label: lengthLabel(count) }))}
        value={String(duration)}
        onChange={(value) => setDuration(Number(value))}
      />
      <Button variant="danger" fullWidth onClick={() => setAsking(true)}>
        {t('saferPlay.brk.start')}
      </Button>
      <BreakDialog open={asking} kind={kind} duration={duration} onClose={() => setAsking(false)} />
    </>
  );
}

/** The brand's national self-exclusion scheme, when it has one. */
function SchemeLink() {
  const { t } = useSettingsTranslation();
  const url = useConfigQuery({ $options: { handleErrors: true } }).data?.self_exclusion_scheme_url;
  if (!url) return null;
  return (
    <Hint>
      <a href={url} target="_blank" rel="noreferrer">
        {t('saferPlay.brk.scheme')}
      </a>
    </Hint>
  );
}

/** What starting the break does, then Cancel or Start. */
function BreakDialog({
  open,
  kind,
  duration,
  onClose,
}: {
  open: boolean;
  kind: ExclusionKind;
  duration: number;
  onClose: () => void;
}) {
  const { t } = useSettingsTranslation();
  const toast = useToast();
  const format = useLimitFormat();
  const once = useSingleFlight();
  const [exclude] = useExcludeMutation();
  const name = t(`saferPlay.kind.${kind}`);
  const start = () =>
    once.run(async () => {
      try {
        const answer = await exclude({ kind, duration, $options: { handleErrors: true } }).unwrap();
        onClose();
        toast.success(
          t('saferPlay.brk.active', { kind: name, time: format.time(answer.exclusion.ends_at) }),
        );
      } catch (failure) {
        toast.error(errorMessage(failure, t('messages:FAILED_TO_GET_DATA')));
      }
    });
  return (
    <ConfirmDialog
      open={open}
      tone="danger"
      busy={once.busy}
      title={t('saferPlay.brk.confirmTitle', { kind: name })}
      message={
        <BreakConsequences
          kind={kind}
          until={format.time(projectedEnd(kind, duration, new Date()))}
        />
      }
      confirmLabel={t('saferPlay.brk.confirm')}
      cancelLabel={t('saferPlay.brk.cancel')}
      onConfirm={() => void start()}
      onCancel={onClose}
    />
  );
}

function BreakConsequences({ kind, until }: { kind: ExclusionKind; until: string }) {
  const { t } = useSettingsTranslation();
  return (
    <ul>
      <li>{t('saferPlay.brk.confirmUntil', { time: until })}</li>
      <li>{t('saferPlay.brk.confirmMoney')}</li>
      <li>{t('saferPlay.brk.confirmSignOut')}</li>
      <li>{t('saferPlay.brk.confirmBlocked')}</li>
      <li>{t('saferPlay.brk.confirmWithdraw')}</li>
      {kind === 'self_exclusion' ? <li>{t('saferPlay.brk.confirmOperator')}</li> : null}
    </ul>
  );
}
