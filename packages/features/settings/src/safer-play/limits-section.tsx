/**
 * The member's limits in two groups — deposits first, as members look for them first, then
 * losses, wagers and session time — each row with its value, what the period has used, when it
 * resets, and a waiting raise or removal with its time and, once that has passed, Confirm.
 */
import type { Limit, LimitKind } from '@lobby/contract/responsible-gambling';
import { useConfirmLimitMutation } from '@lobby/api-client/responsible-gambling';
import { errorMessage } from '@lobby/api-client';
import {
  Badge,
  Button,
  List,
  ListItem,
  ScreenSection,
  SectionTitle,
  useSingleFlight,
  useToast,
} from '@lobby/ui';
import { useSettingsTranslation } from '../i18n.ts';
import { isTimeLimit, useLimitFormat } from './use-limit-format.ts';

/** The kinds shown in the first group. */
export const DEPOSIT_KINDS: readonly LimitKind[] = ['deposit_day', 'deposit_week', 'deposit_month'];

/** Props of {@link LimitsSection}. */
export interface LimitsSectionProps {
  readonly limits: readonly Limit[];
  /** Now in Unix seconds (whether a waiting change may be confirmed yet). */
  readonly now: number;
}

/** Both groups of limits (see the module note). */
export function LimitsSection({ limits, now }: LimitsSectionProps) {
  const { t } = useSettingsTranslation();
  const deposits = limits.filter((limit) => DEPOSIT_KINDS.includes(limit.kind));
  const others = limits.filter((limit) => !DEPOSIT_KINDS.includes(limit.kind));
  return (
    <>
      <LimitGroup
        id="safer-play-deposit"
        title={t('saferPlay.limits.deposit')}
        limits={deposits}
        now={now}
      />
      <LimitGroup
        id="safer-play-other"
        title={t('saferPlay.limits.other')}
        limits={others}
        now={now}
      />
    </>
  );
}

function LimitGroup({
  id,
  title,
  limits,
  now,
}: {
  id: string;
  title: string;
  limits: readonly Limit[];
  now: number;
}) {
  return (
    <ScreenSection aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      <List label={title}>
        {limits.map((limit) => (
          <LimitRow key={limit.kind} limit={limit} now={now} />
        ))}
      </List>
    </ScreenSection>
  );
}

/** One limit: its value, use and reset, and a waiting change. */
function LimitRow({ limit, now }: { limit: Limit; now: number }) {
  const { t } = useSettingsTranslation();
  const format = useLimitFormat();
  const title = t(`saferPlay.kind.${limit.kind}`);
  return (
    <ListItem
      title={title}
      description={
        <>
          <LimitUse limit={limit} />
          {limit.pending ? <PendingChange limit={limit} /> : null}
        </>
      }
      trailing={
        limit.pending && limit.effective_at !== null && limit.effective_at <= now ? (
          <ConfirmButton kind={limit.kind} label={title} />
        ) : limit.value === null ? (
          <Badge tone="neutral">{t('saferPlay.limits.none')}</Badge>
        ) : (
          <strong>{format.value(limit.kind, limit.value)}</strong>
        )
      }
    />
  );
}

function LimitUse({ limit }: { limit: Limit }) {
  const { t } = useSettingsTranslation();
  const format = useLimitFormat();
  if (limit.value === null) return null;
  const used = isTimeLimit(limit.kind)
    ? t('saferPlay.limits.sessionUsed', { used: limit.used })
    : t('saferPlay.limits.used', {
        used: format.value(limit.kind, limit.used),
        value: format.value(limit.kind, limit.value),
      });
  return (
    <span>
      {used}
      {limit.resets_at !== null
        ? ` · ${t('saferPlay.limits.resets', { time: format.time(limit.resets_at) })}`
        : null}
    </span>
  );
}

function PendingChange({ limit }: { limit: Limit }) {
  const { t } = useSettingsTranslation();
  const format = useLimitFormat();
  const time = limit.effective_at === null ? '' : format.time(limit.effective_at);
  return (
    <span>
      {' '}
      <Badge tone="pending">
        {limit.pending_value === null
          ? t('saferPlay.limits.pendingRemove', { time })
          : t('saferPlay.limits.pending', {
              value: format.value(limit.kind, limit.pending_value),
              time,
            })}
      </Badge>
    </span>
  );
}

/** Applies a waiting change once its cooling-off has passed. */
function ConfirmButton({ kind, label }: { kind: LimitKind; label: string }) {
  const { t } = useSettingsTranslation();
  const toast = useToast();
  const once = useSingleFlight();
  const [confirm] = useConfirmLimitMutation();
  const run = () =>
    once.run(async () => {
      try {
        await confirm({ kind, $options: { handleErrors: true } }).unwrap();
        toast.success(t('saferPlay.limits.confirmed'));
      } catch (failure) {
        toast.error(errorMessage(failure, t('messages:FAILED_TO_GET_DATA')));
      }
    });
  return (
    <Button
      size="sm"
      loading={once.busy}
      aria-label={`${t('saferPlay.limits.confirm')}: ${label}`}
      onClick={() => void run()}
    >
      {t('saferPlay.limits.confirm')}
    </Button>
  );
}
