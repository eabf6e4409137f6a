/**
 * Playing a game (spec §7, the third-party redirect page): a guest is asked to sign in; a
 * member is first offered to move money from the main wallet into the game's provider wallet
 * (games.transferInfo, with the spec §5 transfer_in_limit warning before a transfer in), then
 * games.launch answers the provider page, which opens in a new window (the same tab when the
 * browser refuses one). When the member comes back to this tab, the money left in the provider
 * wallet is offered back to the main wallet. Every step guards against a second tap sending
 * twice, and a refusal shows the server's translated message.
 *
 * With the member's auto-transfer switch on (`auto_transfer` of the session's user info) there
 * is no offer: games.launch itself recalls the other providers' wallets and moves the whole main
 * wallet into the game's provider (the server settles races between tabs), and the first return
 * to this tab after it calls games.recallAll once, however many focus events arrive.
 *
 * Trying a game for fun (games.demoLaunch) is the other way in, for guests and members alike:
 * the same provider page with play money, opened the same way, but with no sign-in, no wallet
 * and so nothing to offer back afterwards.
 */
import type { Session } from '@lobby/api-client';
import { useLazyTransferInfoQuery, useTransferMutation } from '@lobby/api-client/wallet';
import { useBrandCurrency } from '@lobby/api-client/config';
import { useSessionSnapshot } from '@lobby/api-client/react';
import { useTransferFlow } from '@lobby/api-client/react/transfer-flow';
import { formatMoney } from '@lobby/domain/money';
import { useToast } from '@lobby/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useGamesTranslation } from '../i18n.ts';
import type { AwaitedReturn, LaunchGame, LaunchStep } from './launch-types.ts';
import { useAutoTransfer } from './use-auto-transfer.ts';
import { useGamePage } from './use-game-page.ts';
import { useReturnOffer } from './use-return-offer.ts';
import { useTransferOffer } from './use-transfer-offer.ts';

export type { LaunchGame, LaunchStep, ReturnOffer, WalletInfo } from './launch-types.ts';

/** Options of {@link useLaunchFlow}. */
export interface LaunchFlowOptions<G extends LaunchGame = LaunchGame> {
  readonly session: Session;
  onRequireSignIn(): void;
  /** Called once a game's page is on its way (recently played listens). */
  onLaunched?: (game: G) => void;
  /**
   * How long after a launch a return to this tab is ignored: opening the window itself moves
   * focus about. Default 1000 ms.
   */
  readonly returnAfterMs?: number;
}

/** The brand currency and the money formatter the launch's texts use. */
function useLaunchMoney() {
  const currency = useBrandCurrency();
  const money = useCallback((minor: number) => formatMoney(minor, { currency }), [currency]);
  return { currency, money };
}

/** The launch flow's state and actions; render {@link LaunchDialogs} with it. */
export function useLaunchFlow<G extends LaunchGame = LaunchGame>({
  session,
  onRequireSignIn,
  onLaunched,
  returnAfterMs = 1000,
}: LaunchFlowOptions<G>) {
  const { t } = useGamesTranslation();
  const toast = useToast();
  const snapshot = useSessionSnapshot(session);
  const signedIn = snapshot.signedIn;
  const autoTransfer = snapshot.userInfo?.auto_transfer === true;
  const { currency, money } = useLaunchMoney();
  const decimals = currency.decimals;
  const [readInfo] = useLazyTransferInfoQuery();
  const [transfer] = useTransferMutation();
  const flow = useTransferFlow(transfer);
  const [step, setStep] = useState<LaunchStep>('idle');
  const awaiting = useRef<AwaitedReturn | undefined>(undefined);

  const fetchInfo = useCallback(
    (channelId: number) =>
      readInfo({ channel_id: channelId, $options: { handleErrors: true } }, false).unwrap(),
    [readInfo],
  );
  const page = useGamePage<G>({ flow, awaiting, onLaunched });
  const auto = useAutoTransfer<G>({ flow, openGame: page.openGame, money });
  const offer = useTransferOffer<G>({
    flow,
    setStep,
    fetchInfo,
    openGame: page.openGame,
    decimals,
    money,
  });
  const back = useReturnOffer({
    flow,
    step,
    setStep,
    awaiting,
    returnAfterMs,
    fetchInfo,
    recallBack: auto.recallBack,
    money,
  });

  /** Starts playing `game`: sign-in for guests, else auto-transfer's launch or the transfer offer. */
  const { autoPlay } = auto;
  const { offer: openOffer } = offer;
  const { isBusy } = flow;
  const play = useCallback(
    (target: G) => {
      if (!signedIn) {
        onRequireSignIn();
        return;
      }
      if (target.status !== 1) {
        toast.show(t('launch.unavailable', { name: target.name }), { tone: 'warning' });
        return;
      }
      if (isBusy()) return;
      if (autoTransfer) void autoPlay(target);
      else openOffer(target);
    },
    [signedIn, onRequireSignIn, toast, t, isBusy, autoTransfer, autoPlay, openOffer],
  );

  const { game, info, amountError, error, setAmount, fillAll } = offer;
  const { confirmTransfer, transferAndPlay, playOnly, backToOffer, cancel } = offer;
  const { returnOffer, confirmReturn, moveBack, keepThere } = back;
  const { tryDemo, demoGameId } = page;
  const { amount } = flow;

  // One object per change of what it holds: the dialogs are memoised on it, so a store update
  // that changes none of it (a page of games arriving) does not redraw them.
  return useMemo(
    () => ({
      t,
      step,
      game,
      info,
      amount,
      amountError,
      error,
      returnOffer,
      decimals,
      currencySymbol: currency.symbol,
      money,
      play,
      tryDemo,
      /** The game whose play-money page is on its way, if any (its tile shows it busy). */
      demoGameId,
      setAmount,
      fillAll,
      confirmTransfer,
      transferAndPlay,
      playOnly,
      backToOffer,
      cancel,
      confirmReturn,
      moveBack,
      keepThere,
    }),
    [
      t,
      step,
      game,
      info,
      amount,
      amountError,
      error,
      returnOffer,
      decimals,
      currency.symbol,
      money,
      play,
      tryDemo,
      demoGameId,
      setAmount,
      fillAll,
      confirmTransfer,
      transferAndPlay,
      playOnly,
      backToOffer,
      cancel,
      confirmReturn,
      moveBack,
      keepThere,
    ],
  );
}

/** What {@link useLaunchFlow} returns. */
export type LaunchFlow<G extends LaunchGame = LaunchGame> = ReturnType<typeof useLaunchFlow<G>>;
