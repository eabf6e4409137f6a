/** Deposit and withdrawal statuses (spec §3) as badges whose tone says how things stand. */
import {
  DepositStatus,
  WithdrawalStatus,
  depositStatusLabels,
  withdrawalStatusLabels,
} from '@lobby/domain/enums';
import { Badge } from '@lobby/ui';
import type { BadgeTone } from '@lobby/ui';
import { usePaymentsTranslation } from '../i18n.ts';

const DEPOSIT_TONES: Readonly<Record<DepositStatus, BadgeTone>> = {
  [DepositStatus.Pending]: 'pending',
  [DepositStatus.Success]: 'win',
  [DepositStatus.Failed]: 'loss',
};

const WITHDRAWAL_TONES: Readonly<Record<WithdrawalStatus, BadgeTone>> = {
  [WithdrawalStatus.Pending]: 'pending',
  [WithdrawalStatus.Success]: 'win',
  [WithdrawalStatus.Failed]: 'loss',
  [WithdrawalStatus.Cancel]: 'neutral',
};

/** A deposit's status. */
export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const { t } = usePaymentsTranslation();
  return <Badge tone={DEPOSIT_TONES[status]}>{t(depositStatusLabels[status])}</Badge>;
}

/** A withdrawal's status. */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = usePaymentsTranslation();
  return <Badge tone={WITHDRAWAL_TONES[status]}>{t(withdrawalStatusLabels[status])}</Badge>;
}
