/**
 * Where the member stands: the current level, progress to the next one as two meters with the
 * exact amounts (deposits and turnover: both must be met), and the upgrade bonuses due with the
 * claim. The claim moves money, so it goes once per tap (single flight) and under one
 * idempotency key per set of bonuses due: a retry after a lost answer is the same claim, never
 * a second payment. Guests are invited to sign in instead.
 */
import { errorMessage } from '@lobby/api-client';
import { useClaimMutation } from '@lobby/api-client/vip';
import type { VipLevelItem } from '@lobby/contract/vip';
import { subtractMoney, sumMoney } from '@lobby/domain/money';
import { tokenVars } from '@lobby/tokens';
import {
  Button,
  Card,
  Hint,
  LoadError,
  ProgressMeter,
  Skeleton,
  useSingleFlight,
  useToast,
} from '@lobby/ui';
import { useRef } from 'react';
import styled from 'styled-components';
import { useProgrammesTranslation } from '../i18n.ts';
import { useMoney } from '../parts/money.ts';
import { VipBadge } from './vip-badge.tsx';

/** The member's progress as `vip.progress` answers it. */
export interface VipProgress {
  readonly level: number;
  readonly next_level: number | null;
  readonly deposit_total: number;
  readonly turnover_total: number;
  readonly next_deposit_condition: number;
  readonly next_turnover_condition: number;
  readonly claimable: readonly { readonly level: number; readonly bonus: number }[];
}

const Current = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.md};
  margin-bottom: ${tokenVars.space.lg};
  .names {
    display: grid;
    gap: ${tokenVars.space.xxs};
  }
  strong {
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.lg};
    color: ${tokenVars.color.text};
  }
`;

const Meters = styled.div`
  display: grid;
  gap: ${tokenVars.space.lg};
`;

const Claim = styled.section`
  display: grid;
  gap: ${tokenVars.space.sm};
  margin-top: ${tokenVars.space.lg};
  padding: ${tokenVars.space.md};
  border-radius: ${tokenVars.radius.md};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.vip};
  background: ${tokenVars.color.bgSunken};
  h3 {
    margin: 0;
    font-size: ${tokenVars.font.size.md};
    color: ${tokenVars.color.text};
  }
  ul {
    display: grid;
    gap: ${tokenVars.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: ${tokenVars.space.md};
    color: ${tokenVars.color.text};
  }
  li span:last-child {
    font-weight: ${tokenVars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

/** A level's "VIP n · Name" (or "VIP n" before the list is in). */
function useLevelName(levels: readonly VipLevelItem[] | undefined) {
  const { t } = useProgrammesTranslation();
  return (level: number) => {
    const name = levels?.find((l) => l.level === level)?.name;
    return name ? t('vip.levelName', { level, name }) : t('vip.levelNumber', { level });
  };
}

/** One meter: so far / needed, and what is left (or that it is met). */
function Meter({
  label,
  value,
  target,
  nextName,
}: {
  label: string;
  value: number;
  target: number;
  nextName: string;
}) {
  const { t } = useProgrammesTranslation();
  const money = useMoney();
  const left = target > value ? subtractMoney(target, value) : 0;
  return (
    <ProgressMeter
      kind="vip"
      label={label}
      value={value}
      max={target}
      valueText={t('vip.ofTarget', { value: money(value), target: money(target) })}
      caption={
        left > 0 ? t('vip.moreToGo', { amount: money(left), level: nextName }) : t('vip.met')
      }
    />
  );
}

/** The upgrade bonuses due and the claim (see the module note). */
function ClaimBonuses({
  claimable,
  levelName,
}: {
  claimable: VipProgress['claimable'];
  levelName: (level: number) => string;
}) {
  const { t } = useProgrammesTranslation();
  const money = useMoney();
  const toast = useToast();
  const once = useSingleFlight();
  const [claim] = useClaimMutation();
  const keys = useRef(new Map<string, string>());
  const total = sumMoney(claimable.map((c) => c.bonus));
  const send = () =>
    once.run(async () => {
      // One key per set of bonuses due: sending it again can only replay the same claim.
      const due = claimable.map((c) => c.level).join(',');
      const key = keys.current.get(due) ?? globalThis.crypto.randomUUID();
      keys.current.set(due, key);
      try {
        const answer = await claim({
          $options: { handleErrors: true, idempotencyKey: key },
        }).unwrap();
        toast.success(
          t('vip.claimed', {
            amount: money(sumMoney(answer.paid.map((p) => p.bonus))),
            balance: money(answer.money),
          }),
        );
      } catch (error) {
        toast.error(errorMessage(error, t('vip.claimFailed')));
      }
    });
  return (
    <Claim aria-labelledby="vip-claim-title">
      <h3 id="vip-claim-title">{t('vip.bonusesDue')}</h3>
      <ul>
        {claimable.map((c) => (
          <li key={c.level}>
            <span>{t('vip.bonusOf', { level: levelName(c.level) })}</span>
            <span>{money(c.bonus)}</span>
          </li>
        ))}
      </ul>
      <Button iconStart="gift" fullWidth loading={once.busy} onClick={() => void send()}>
        {t('vip.claim', { amount: money(total) })}
      </Button>
    </Claim>
  );
}

/** Props of {@link VipStatus}. */
export interface VipStatusProps {
  readonly progress: {
    readonly data?: VipProgress | undefined;
    readonly error?: unknown;
    readonly isError: boolean;
    readonly isFetching: boolean;
    refetch(): unknown;
  };
  readonly levels: readonly VipLevelItem[] | undefined;
}

/** The member's level, progress and bonuses due (see the module note). */
export function VipStatus({ progress, levels }: VipStatusProps) {
  const { t } = useProgrammesTranslation();
  const levelName = useLevelName(levels);
  const data = progress.data;
  if (!data) {
    if (progress.isError)
      return (
        <LoadError
          message={errorMessage(progress.error, t('messages:FAILED_TO_GET_DATA'))}
          retryLabel={t('common.retry')}
          busy={progress.isFetching}
          onRetry={() => void progress.refetch()}
        />
      );
    return (
      <Card aria-busy="true">
        <Skeleton lines={4} />
      </Card>
    );
  }
  const next = data.next_level;
  return (
    <Card>
      <Current>
        <VipBadge level={data.level} size={52} />
        <div className="names">
          <Hint>{t('vip.currentLevel')}</Hint>
          <strong>{levelName(data.level)}</strong>
        </div>
      </Current>
      {next === null ? (
        <Hint>{t('vip.topLevel')}</Hint>
      ) : (
        <Meters>
          <Hint>{t('vip.toNext', { level: levelName(next) })}</Hint>
          <Meter
            label={t('vip.deposits')}
            value={data.deposit_total}
            target={data.next_deposit_condition}
            nextName={levelName(next)}
          />
          <Meter
            label={t('vip.turnover')}
            value={data.turnover_total}
            target={data.next_turnover_condition}
            nextName={levelName(next)}
          />
        </Meters>
      )}
      {data.claimable.length > 0 ? (
        <ClaimBonuses claimable={data.claimable} levelName={levelName} />
      ) : null}
    </Card>
  );
}

/** What a guest sees in place of the progress: an invitation to sign in. */
export function VipGuestStatus({ onRequireSignIn }: { onRequireSignIn(): void }) {
  const { t } = useProgrammesTranslation();
  return (
    <Card>
      <Current>
        <VipBadge level={0} size={52} faded />
        <div className="names">
          <strong>{t('vip.guestTitle')}</strong>
          <Hint>{t('vip.guestText')}</Hint>
        </div>
      </Current>
      <Button onClick={onRequireSignIn} fullWidth>
        {t('guest.signIn')}
      </Button>
    </Card>
  );
}
