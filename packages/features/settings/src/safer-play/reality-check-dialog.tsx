/**
 * The reality check (issue 17): at the interval the member chose on safer play, a dialog stops
 * the member with how long this session has lasted, its net position over every provider and
 * what the main and game wallets hold now. It can be closed only by its buttons (not Escape,
 * not a press beside it), so it is never dismissed by accident: Continue (the API records the
 * check and counts the next interval from now), View history (safer play, where the check
 * waits until the member leaves) and Log out.
 *
 * The API computes everything and says when the next check is due; this asks again at that
 * moment, and every minute besides, so a Continue given over a game, in its window, closes this
 * one too and a change of interval made elsewhere is followed.
 */
import type { Session } from '@lobby/api-client';
import { useLogoutMutation } from '@lobby/api-client/auth';
import {
  useAcknowledgeRealityCheckMutation,
  useRealityCheckQuery,
} from '@lobby/api-client/responsible-gambling';
import type { RealityCheckStatus } from '@lobby/contract/responsible-gambling';
import { tokenVars } from '@lobby/tokens';
import { Button, Dialog } from '@lobby/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useSettingsTranslation } from '../i18n.ts';
import { useLimitFormat } from './use-limit-format.ts';

/** How often the status is asked besides when the next check is due. */
export const REALITY_CHECK_POLL_MS = 60_000;
// setTimeout holds at most 2^31-1 ms; a later due time is reached through the minute polls.
const LONGEST_TIMER_MS = 2_147_483_647;

/** Props of {@link RealityCheckDialog}. */
export interface RealityCheckDialogProps {
  /** The member's session: a guest has no check, and Log out ends this session. */
  readonly session: Session;
  /** Whether a member is signed in now (the status is asked only then). */
  readonly signedIn: boolean;
  /**
   * True while the member reads their account history on safer play after View history: the
   * check waits (still due) and shows again when they leave it.
   */
  readonly paused?: boolean;
  /** Opens safer play (`/setting/safer_play`), where the account history is. */
  onViewHistory(): void;
  /** After Log out has ended the session: where the site goes (its home, a notice). */
  onSignedOut(): void;
}

const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${tokenVars.space.xs} ${tokenVars.space.md};
  margin: ${tokenVars.space.md} 0 0;
  dt {
    color: ${tokenVars.color.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-weight: ${tokenVars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${tokenVars.space.sm};
  width: 100%;
`;

/**
 * Milliseconds until the next check is due, measured on the server's clock (its `now` is the
 * session's start plus the elapsed time), so a device whose clock is off still asks on time.
 */
export function untilDue(status: RealityCheckStatus): number | undefined {
  if (status.due_at === null || status.due) return undefined;
  const serverNow = status.session_started_at + status.elapsed_seconds;
  return Math.max(1_000, (status.due_at - serverNow) * 1_000);
}

/** The reality-check dialog (see the module note). */
export function RealityCheckDialog({
  session,
  signedIn,
  paused = false,
  onViewHistory,
  onSignedOut,
}: RealityCheckDialogProps) {
  const status = useRealityCheckQuery(
    // A background check must never put an error toast over the page: a failed ask is retried.
    { $options: { handleErrors: true } },
    { skip: !signedIn, pollingInterval: REALITY_CHECK_POLL_MS, skipPollingIfUnfocused: false },
  );
  const { refetch } = status;
  const wait = status.data ? untilDue(status.data) : undefined;
  useEffect(() => {
    if (!signedIn || wait === undefined || wait > LONGEST_TIMER_MS) return undefined;
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [signedIn, wait, refetch, status.fulfilledTimeStamp]);
  if (!signedIn || paused || !status.data?.due) return null;
  return (
    <DueCheck
      status={status.data}
      session={session}
      onViewHistory={onViewHistory}
      onSignedOut={onSignedOut}
    />
  );
}

/** The open dialog of a due check. */
function DueCheck({
  status,
  session,
  onViewHistory,
  onSignedOut,
}: {
  status: RealityCheckStatus;
  session: Session;
  onViewHistory(): void;
  onSignedOut(): void;
}) {
  const { t } = useSettingsTranslation();
  const { money } = useLimitFormat();
  const [acknowledge, acknowledging] = useAcknowledgeRealityCheckMutation();
  const [logout] = useLogoutMutation();
  const [leaving, setLeaving] = useState(false);
  const net = status.session_net > 0 ? `+${money(status.session_net)}` : money(status.session_net);
  const hours = Math.floor(status.elapsed_seconds / 3600);
  const minutes = Math.floor(status.elapsed_seconds / 60) % 60;
  const duration =
    hours > 0
      ? t('saferPlay.realityCheck.duration', { hours, minutes })
      : t('saferPlay.realityCheck.short', { minutes });
  const signOut = async () => {
    setLeaving(true);
    // The session ends here whatever the server answers: the member asked to stop.
    await logout({ $options: { handleErrors: true } })
      .unwrap()
      .catch(() => undefined);
    session.signOut();
    onSignedOut();
  };
  return (
    <Dialog
      open
      role="alertdialog"
      dismissable={false}
      title={t('saferPlay.realityCheck.title')}
      actions={
        <Actions>
          <Button
            fullWidth
            loading={acknowledging.isLoading}
            disabled={leaving}
            onClick={() =>
              void acknowledge({ $options: { handleErrors: true } })
                .unwrap()
                .catch(() => undefined)
            }
          >
            {t('saferPlay.realityCheck.continue')}
          </Button>
          <Button variant="secondary" fullWidth disabled={leaving} onClick={onViewHistory}>
            {t('saferPlay.realityCheck.history')}
          </Button>
          <Button variant="secondary" fullWidth loading={leaving} onClick={() => void signOut()}>
            {t('saferPlay.realityCheck.logout')}
          </Button>
        </Actions>
      }
    >
      <p>{t('saferPlay.realityCheck.intro')}</p>
      <Figures>
        <dt>{t('saferPlay.realityCheck.time')}</dt>
        <dd>{duration}</dd>
        <dt>{t('saferPlay.realityCheck.net')}</dt>
        <dd>{net}</dd>
        <dt>{t('saferPlay.realityCheck.staked')}</dt>
        <dd>{money(status.staked)}</dd>
        <dt>{t('saferPlay.realityCheck.paidOut')}</dt>
        <dd>{money(status.paid_out)}</dd>
        <dt>{t('saferPlay.realityCheck.balance')}</dt>
        <dd>{money(status.total_balance)}</dd>
      </Figures>
    </Dialog>
  );
}
