/**
 * The offer before play (auto-transfer off): games.transferInfo's two wallets, an amount with
 * "All", the spec §5 transfer_in_limit warning before a transfer in, then the money moved
 * through the shared transfer flow and the game opened, or the game opened without moving any.
 * A refusal of the amount is said under it; any other refusal in the dialog.
 */
import { errorField } from '@lobby/api-client';
import type { LobbyError } from '@lobby/api-client';
import type { TransferFlow } from '@lobby/api-client/react/transfer-flow';
import { fromMinor, parseMoney } from '@lobby/domain/money';
import { useToast } from '@lobby/ui';
import type { Dispatch, SetStateAction } from 'react';
import { useCallback, useState } from 'react';
import { useGamesTranslation } from '../i18n.ts';
import type { LaunchGame, LaunchStep, WalletInfo } from './launch-types.ts';
import { openBlank } from './use-game-page.ts';

/** The answer of a transfer the offer reads the new balances from. */
interface MovedAnswer {
  readonly money: number;
  readonly channel_balance: number;
}

/** The offer's state and actions (see the module note). */
export function useTransferOffer<G extends LaunchGame>({
  flow,
  setStep,
  fetchInfo,
  openGame,
  decimals,
  money,
}: {
  flow: TransferFlow<MovedAnswer>;
  setStep: Dispatch<SetStateAction<LaunchStep>>;
  fetchInfo(channelId: number): Promise<WalletInfo>;
  openGame(target: G, popup: Window | null): Promise<unknown>;
  decimals: number;
  money(minor: number): string;
}) {
  const { t } = useGamesTranslation();
  const toast = useToast();
  const [game, setGame] = useState<G | undefined>(undefined);
  const [info, setInfo] = useState<WalletInfo | undefined>(undefined);
  const [amountError, setAmountError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const { setAmount: setAmountText, exclusive, isBusy, move, amount } = flow;

  const reset = useCallback(() => {
    setStep('idle');
    setGame(undefined);
    setInfo(undefined);
    setAmountText('');
    setAmountError(undefined);
    setError(undefined);
  }, [setStep, setAmountText]);

  /** Opens the offer for `target` and reads its wallets. */
  const offer = useCallback(
    (target: G) => {
      setGame(target);
      setError(undefined);
      setAmountError(undefined);
      setAmountText('');
      setInfo(undefined);
      setStep('loading');
      fetchInfo(target.channel_id)
        .then((answer) => {
          setInfo(answer);
          setStep('offer');
        })
        .catch((failure: LobbyError) => {
          setError(failure.message);
          setStep('offer');
        });
    },
    [fetchInfo, setStep, setAmountText],
  );

  /** Opens the game in `popup`; a refusal goes back to the offer. */
  const open = useCallback(
    async (target: G, popup: Window | null) => {
      try {
        await openGame(target, popup);
        reset();
      } catch (failure) {
        popup?.close();
        setError((failure as LobbyError).message);
        setStep('offer');
      }
    },
    [openGame, reset, setStep],
  );

  /** Opens the game without moving money. */
  const playOnly = useCallback(async () => {
    if (!game) return;
    await exclusive(async () => {
      setError(undefined);
      setStep('working');
      await open(game, openBlank());
    });
  }, [game, exclusive, open, setStep]);

  /** Moves the typed amount in, then opens the game. */
  const transferAndPlay = useCallback(async () => {
    if (!game || !info) return;
    const parsed = parseMoney(amount, decimals);
    const minor = parsed.valid ? parsed.minor : 0;
    await exclusive(async () => {
      setError(undefined);
      setStep('working');
      const popup = openBlank();
      const attempt = await move({ action: 1, amount: minor, channel_id: game.channel_id });
      if (!attempt.ok) {
        popup?.close();
        const lobby = attempt.failure as LobbyError;
        // The one mapping of refusals to fields: a short balance belongs to the amount too.
        if (errorField(lobby, ['amount'] as const)) setAmountError(lobby.message);
        else setError(lobby.message);
        setStep('offer');
        return;
      }
      setInfo({ ...info, money: attempt.answer.money, balance: attempt.answer.channel_balance });
      toast.show(t('launch.moved', { amount: money(minor), name: game.channel_name }), {
        tone: 'success',
      });
      await open(game, popup);
    });
  }, [game, info, amount, exclusive, move, decimals, toast, t, money, open, setStep]);

  /** "Move in and play": checks the amount, warns about the limit (spec §5), then moves. */
  const confirmTransfer = useCallback(() => {
    if (!info || isBusy()) return;
    const parsed = parseMoney(amount, decimals);
    if (!parsed.valid) {
      setAmountError(
        t(`messages:${parsed.message === 'REQUIRED' ? 'PLEASE_ENTER_AMOUNT' : parsed.message}`, {
          ...parsed.values,
        }),
      );
      return;
    }
    if (parsed.minor <= 0) {
      setAmountError(t('messages:PLEASE_ENTER_AMOUNT'));
      return;
    }
    setAmountError(undefined);
    if (info.transfer_in_limit !== 0) setStep('limit');
    else void transferAndPlay();
  }, [info, isBusy, amount, decimals, t, transferAndPlay, setStep]);

  const setAmount = useCallback(
    (text: string) => {
      setAmountText(text);
      setAmountError(undefined);
    },
    [setAmountText],
  );

  /** Fills the amount with the whole main wallet. */
  const fillAll = useCallback(() => {
    if (info) setAmount(fromMinor(Math.max(0, info.money), decimals));
  }, [info, decimals, setAmount]);

  const backToOffer = useCallback(() => setStep('offer'), [setStep]);
  const cancel = useCallback(() => {
    if (!isBusy()) reset();
  }, [isBusy, reset]);

  return {
    game,
    info,
    amountError,
    error,
    offer,
    playOnly,
    transferAndPlay,
    confirmTransfer,
    setAmount,
    fillAll,
    backToOffer,
    cancel,
  };
}
