/**
 * Auto-transfer (the member's `auto_transfer` switch): games.launch itself recalls the other
 * providers' wallets and moves the whole main wallet into the game's provider (the server
 * settles races between tabs), so there is no offer; coming back, games.recallAll moves every
 * provider wallet back. The member is told what each did.
 */
import type { LobbyError } from '@lobby/api-client';
import { useRecallAllMutation } from '@lobby/api-client/wallet';
import type { TransferFlow } from '@lobby/api-client/react/transfer-flow';
import type { AutoTransferResult } from '@lobby/contract/games';
import { useToast } from '@lobby/ui';
import { useCallback } from 'react';
import { useGamesTranslation } from '../i18n.ts';
import type { LaunchAnswer, LaunchGame } from './launch-types.ts';
import { openBlank } from './use-game-page.ts';

/** Auto-transfer's launch and recall (see the module note). */
export function useAutoTransfer<G extends LaunchGame>({
  flow,
  openGame,
  money,
}: {
  flow: TransferFlow<unknown>;
  openGame(target: G, popup: Window | null): Promise<LaunchAnswer>;
  money(minor: number): string;
}) {
  const { t } = useGamesTranslation();
  const toast = useToast();
  const [recallAll] = useRecallAllMutation();
  const { exclusive } = flow;

  /** Tells the member what auto-transfer did at a launch of `target` (nothing when empty). */
  const reportAutoTransfer = useCallback(
    (target: G, result: AutoTransferResult) => {
      if (result.status === 'moved')
        toast.show(
          t('launch.moved', { amount: money(result.moved_in), name: target.channel_name }),
          {
            tone: 'success',
          },
        );
      else if (result.status === 'pending')
        toast.show(t('launch.autoPending', { name: target.channel_name }), { tone: 'info' });
      else if (result.status === 'failed') {
        // A field's rule (the transfer_in_limit) has its own message; else the error code's.
        const reason = result.key
          ? t(`messages:${result.key}`)
          : t(`errors:${result.code ?? 'INTERNAL'}`);
        toast.show(t('launch.autoFailed', { reason }), { tone: 'warning' });
      }
    },
    [toast, t, money],
  );

  /**
   * Opens `target` at once, the server moving the money, with no dialog (the game's window
   * opening on the tap is the answer to it). A move the server could not make leaves the money
   * in the main wallet and the game opens anyway, with what its provider wallet holds; the
   * member is told which.
   */
  const autoPlay = useCallback(
    (target: G) =>
      exclusive(async () => {
        const popup = openBlank();
        try {
          const answer = await openGame(target, popup);
          if (answer.auto_transfer) reportAutoTransfer(target, answer.auto_transfer);
        } catch (failure) {
          popup?.close();
          toast.show((failure as LobbyError).message, { tone: 'error' });
        }
      }),
    [exclusive, openGame, reportAutoTransfer, toast],
  );

  /** The way back: every provider wallet to the main wallet, then the outcome. */
  const recallBack = useCallback(async () => {
    try {
      const answer = await recallAll({ $options: { handleErrors: true } }).unwrap();
      if (answer.recalled > 0)
        toast.show(t('launch.returned', { amount: money(answer.recalled) }), { tone: 'success' });
      if (answer.results.some((r) => r.status !== 2))
        toast.show(t('launch.autoRecallFailed'), { tone: 'warning' });
    } catch (failure) {
      toast.show((failure as LobbyError).message, { tone: 'error' });
    }
  }, [recallAll, toast, t, money]);

  return { autoPlay, recallBack };
}
