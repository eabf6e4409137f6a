/**
 * Back from a game: when the member returns to this tab, the money left in the provider wallet
 * is offered back to the main wallet (with the spec §5 Confirm-only notice first when the
 * provider has a transfer limit), or, after an auto-transfer launch, recalled at once. Once per
 * launch: the launch is forgotten before anything is asked, so a storm of focus events sends
 * one call.
 */
import type { LobbyError } from '@lobby/api-client';
import type { TransferFlow } from '@lobby/api-client/react/transfer-flow';
import { useToast } from '@lobby/ui';
import type { Dispatch, MutableRefObject, SetStateAction } from 'react';
import { useCallback, useEffect, useState } from 'react';
import { useGamesTranslation } from '../i18n.ts';
import type { AwaitedReturn, LaunchStep, ReturnOffer, WalletInfo } from './launch-types.ts';

/** The offer back and its actions (see the module note). */
export function useReturnOffer({
  flow,
  step,
  setStep,
  awaiting,
  returnAfterMs,
  fetchInfo,
  recallBack,
  money,
}: {
  flow: TransferFlow<unknown>;
  step: LaunchStep;
  setStep: Dispatch<SetStateAction<LaunchStep>>;
  awaiting: MutableRefObject<AwaitedReturn | undefined>;
  returnAfterMs: number;
  fetchInfo(channelId: number): Promise<WalletInfo>;
  recallBack(): Promise<void>;
  money(minor: number): string;
}) {
  const { t } = useGamesTranslation();
  const toast = useToast();
  const { exclusive, move } = flow;
  const [returnOffer, setReturnOffer] = useState<ReturnOffer | undefined>(undefined);

  useEffect(() => {
    const check = () => {
      const pending = awaiting.current;
      if (!pending || document.visibilityState === 'hidden') return;
      if (Date.now() - pending.at < returnAfterMs) return;
      awaiting.current = undefined;
      if (pending.auto) {
        void recallBack();
        return;
      }
      fetchInfo(pending.channelId)
        .then((answer) => {
          if (answer.balance <= 0) return;
          setReturnOffer({
            channelId: pending.channelId,
            channelName: pending.channelName,
            balance: answer.balance,
            limit: answer.transfer_in_limit,
          });
          setStep('return');
        })
        .catch(() => undefined);
    };
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [awaiting, fetchInfo, returnAfterMs, recallBack, setStep]);

  /** Moves the provider balance back to the main wallet. */
  const moveBack = useCallback(async () => {
    if (!returnOffer) return;
    await exclusive(async () => {
      setStep('working');
      const attempt = await move({
        action: 2,
        amount: returnOffer.balance,
        channel_id: returnOffer.channelId,
      });
      if (attempt.ok)
        toast.show(t('launch.returned', { amount: money(returnOffer.balance) }), {
          tone: 'success',
        });
      else toast.show((attempt.failure as LobbyError).message, { tone: 'error' });
      setReturnOffer(undefined);
      setStep('idle');
    });
  }, [returnOffer, exclusive, move, toast, t, money, setStep]);

  /** "Move back": the spec §5 notice first when the provider has a transfer limit. */
  const confirmReturn = useCallback(() => {
    if (!returnOffer) return;
    if (returnOffer.limit !== 0 && step === 'return') setStep('returnNotice');
    else void moveBack();
  }, [returnOffer, step, moveBack, setStep]);

  /** Leaves the money in the provider wallet. */
  const keepThere = useCallback(() => {
    setReturnOffer(undefined);
    setStep('idle');
  }, [setStep]);

  return { returnOffer, moveBack, confirmReturn, keepThere };
}
