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
import { errorField } from '@lobby/api-client';
import type { LobbyError, Session } from '@lobby/api-client';
import { useDemoLaunchMutation, useLaunchMutation } from '@lobby/api-client/games';
import {
  useLazyTransferInfoQuery,
  useRecallAllMutation,
  useTransferMutation,
} from '@lobby/api-client/wallet';
import { useSessionSnapshot } from '@lobby/api-client/react';
import type { AutoTransferResult, GameItem } from '@lobby/contract/games';
import { formatMoney, fromMinor, parseMoney } from '@lobby/domain/money';
import { useToast } from '@lobby/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTheme } from 'styled-components';
import { useGamesTranslation } from '../i18n.ts';
import { useBrandCurrency } from '@lobby/api-client/config';

/** The fields of a game the launch flow needs. */
export type LaunchGame = Pick<GameItem, 'id' | 'name' | 'channel_id' | 'channel_name' | 'status'>;

/** What games.transferInfo answered for the game's provider. */
export interface WalletInfo {
  /** Main wallet, minor units. */
  readonly money: number;
  /** The provider wallet, minor units. */
  readonly balance: number;
  /** Minimum transfer in (minor units); 0 = none (spec §5). */
  readonly transfer_in_limit: number;
}

/** Where the launch flow stands. */
export type LaunchStep =
  | 'idle'
  /** Reading the wallets. */
  | 'loading'
  /** Offering a transfer in before play. */
  | 'offer'
  /** The spec §5 transfer_in_limit warning (Cancel / Continue). */
  | 'limit'
  /** Moving money in and opening the game. */
  | 'working'
  /** Back from a game: offering the provider balance back. */
  | 'return'
  /** The transfer_in_limit notice before a transfer out (Confirm only). */
  | 'returnNotice';

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

/** The provider wallet offered back after a game. */
export interface ReturnOffer {
  readonly channelId: number;
  readonly channelName: string;
  readonly balance: number;
  readonly limit: number;
}

function isMobile(): 0 | 1 {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 1023px)').matches
    ? 1
    : 0;
}

/** Opens an empty window while the tap still counts as a user gesture (a later one is blocked). */
function openBlank(): Window | null {
  try {
    return window.open('', '_blank') ?? null;
  } catch {
    return null;
  }
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
  const theme = useTheme();
  const snapshot = useSessionSnapshot(session);
  const signedIn = snapshot.signedIn;
  const autoTransfer = snapshot.userInfo?.auto_transfer === true;
  const currency = useBrandCurrency();
  const decimals = currency.decimals;
  const money = useCallback((minor: number) => formatMoney(minor, { currency }), [currency]);
  const [readInfo] = useLazyTransferInfoQuery();
  const [transfer] = useTransferMutation();
  const [launch] = useLaunchMutation();
  const [demoLaunch] = useDemoLaunchMutation();
  const [recallAll] = useRecallAllMutation();

  const [step, setStep] = useState<LaunchStep>('idle');
  const [game, setGame] = useState<G | undefined>(undefined);
  const [info, setInfo] = useState<WalletInfo | undefined>(undefined);
  const [amount, setAmountText] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [returnOffer, setReturnOffer] = useState<ReturnOffer | undefined>(undefined);
  const [demoGameId, setDemoGameId] = useState<number | undefined>(undefined);
  const busy = useRef(false);
  /** The launch a return to this tab answers: the offer back, or (auto) the recall. */
  const awaiting = useRef<
    { channelId: number; channelName: string; at: number; auto: boolean } | undefined
  >(undefined);

  const fetchInfo = useCallback(
    (channelId: number) =>
      readInfo({ channel_id: channelId, $options: { handleErrors: true } }, false).unwrap(),
    [readInfo],
  );

  const reset = useCallback(() => {
    setStep('idle');
    setGame(undefined);
    setInfo(undefined);
    setAmountText('');
    setAmountError(undefined);
    setError(undefined);
  }, []);

  /** Sends the window opened on the tap to the game's page, or this tab when none opened. */
  const showPage = useCallback(
    (popup: Window | null, url: string, texts: { opened: string; sameTab: string }) => {
      if (popup && !popup.closed) {
        // The provider's page must not be able to steer this tab.
        popup.opener = null;
        popup.location.href = url;
        toast.show(texts.opened, { tone: 'success' });
      } else {
        toast.show(texts.sameTab, { tone: 'info' });
        window.location.assign(url);
      }
    },
    [toast],
  );

  /** What both launches send besides the game: how its page should look, and the way back. */
  const pageOptions = useCallback(
    () => ({
      is_mobile: isMobile(),
      theme: theme.name,
      base_url: window.location.origin + window.location.pathname,
    }),
    [theme.name],
  );

  const openGame = useCallback(
    async (target: G, popup: Window | null) => {
      const answer = await launch({
        game_id: target.id,
        ...pageOptions(),
        $options: { handleErrors: true },
      }).unwrap();
      awaiting.current = {
        channelId: target.channel_id,
        channelName: target.channel_name,
        at: Date.now(),
        auto: answer.auto_transfer !== undefined,
      };
      onLaunched?.(target);
      showPage(popup, answer.url, {
        opened: t('launch.opened', { name: target.name }),
        sameTab: t('launch.sameTab', { name: target.name }),
      });
      return answer;
    },
    [launch, pageOptions, onLaunched, showPage, t],
  );

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
   * Auto-transfer on: opens `target` at once, the server moving the money (see the module's
   * note), with no dialog (the game's window opening on the tap is the answer to it). A move
   * the server could not make leaves the money in the main wallet and the game opens anyway,
   * with what its provider wallet holds; the member is told which.
   */
  const autoPlay = useCallback(
    async (target: G) => {
      busy.current = true;
      const popup = openBlank();
      try {
        const answer = await openGame(target, popup);
        if (answer.auto_transfer) reportAutoTransfer(target, answer.auto_transfer);
      } catch (failure) {
        popup?.close();
        toast.show((failure as LobbyError).message, { tone: 'error' });
      } finally {
        busy.current = false;
      }
    },
    [openGame, reportAutoTransfer, toast],
  );

  /** Starts playing `game`: sign-in for guests, else auto-transfer's launch or the transfer offer. */
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
      if (busy.current) return;
      if (autoTransfer) {
        void autoPlay(target);
        return;
      }
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
    [signedIn, onRequireSignIn, toast, t, fetchInfo, autoTransfer, autoPlay],
  );

  /**
   * Opens `target` with play money, for a guest as for a member: never asks to sign in, and
   * moves, reads and offers back no money (play money stays on the provider's page). Not a
   * launch for recently played either, which replays with real money.
   */
  const tryDemo = useCallback(
    async (target: G) => {
      if (target.status !== 1) {
        toast.show(t('launch.unavailable', { name: target.name }), { tone: 'warning' });
        return;
      }
      if (busy.current) return;
      busy.current = true;
      setDemoGameId(target.id);
      // Opened while the tap still counts as a user gesture, as a real launch does.
      const popup = openBlank();
      try {
        const answer = await demoLaunch({
          game_id: target.id,
          ...pageOptions(),
          $options: { handleErrors: true },
        }).unwrap();
        showPage(popup, answer.url, {
          opened: t('launch.demoOpened', { name: target.name }),
          sameTab: t('launch.demoSameTab', { name: target.name }),
        });
      } catch (failure) {
        popup?.close();
        toast.show((failure as LobbyError).message, { tone: 'error' });
      } finally {
        busy.current = false;
        setDemoGameId(undefined);
      }
    },
    [toast, t, demoLaunch, pageOptions, showPage],
  );

  /** Opens the game without moving money. */
  const playOnly = useCallback(async () => {
    if (!game || busy.current) return;
    busy.current = true;
    setError(undefined);
    setStep('working');
    const popup = openBlank();
    try {
      await openGame(game, popup);
      reset();
    } catch (failure) {
      popup?.close();
      setError((failure as LobbyError).message);
      setStep('offer');
    } finally {
      busy.current = false;
    }
  }, [game, openGame, reset]);

  /** Moves the typed amount in, then opens the game. */
  const transferAndPlay = useCallback(async () => {
    if (!game || !info || busy.current) return;
    const parsed = parseMoney(amount, decimals);
    const minor = parsed.valid ? parsed.minor : 0;
    busy.current = true;
    setError(undefined);
    setStep('working');
    const popup = openBlank();
    try {
      const answer = await transfer({
        action: 1,
        amount: minor,
        channel_id: game.channel_id,
        $options: { handleErrors: true },
      }).unwrap();
      setInfo({ ...info, money: answer.money, balance: answer.channel_balance });
      toast.show(t('launch.moved', { amount: money(minor), name: game.channel_name }), {
        tone: 'success',
      });
    } catch (failure) {
      popup?.close();
      const lobby = failure as LobbyError;
      // The one mapping of refusals to fields: a short balance belongs to the amount too.
      if (errorField(lobby, ['amount'] as const)) setAmountError(lobby.message);
      else setError(lobby.message);
      setStep('offer');
      busy.current = false;
      return;
    }
    try {
      await openGame(game, popup);
      reset();
    } catch (failure) {
      popup?.close();
      setError((failure as LobbyError).message);
      setStep('offer');
    } finally {
      busy.current = false;
    }
  }, [game, info, amount, decimals, transfer, toast, t, money, openGame, reset]);

  /** "Move in and play": checks the amount, warns about the limit (spec §5), then moves. */
  const confirmTransfer = useCallback(() => {
    if (!info || busy.current) return;
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
  }, [info, amount, decimals, t, transferAndPlay]);

  const setAmount = useCallback((text: string) => {
    setAmountText(text);
    setAmountError(undefined);
  }, []);

  /** Fills the amount with the whole main wallet. */
  const fillAll = useCallback(() => {
    if (info) setAmount(fromMinor(Math.max(0, info.money), decimals));
  }, [info, decimals, setAmount]);

  /** Auto-transfer's way back: every provider wallet to the main wallet, then the outcome. */
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

  // Back from the game: offer the provider balance back, or recall it (once per launch: the
  // launch is forgotten before anything is asked, so a storm of focus events sends one call).
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
  }, [fetchInfo, returnAfterMs, recallBack]);

  const moveBack = useCallback(async () => {
    if (!returnOffer || busy.current) return;
    busy.current = true;
    setStep('working');
    try {
      await transfer({
        action: 2,
        amount: returnOffer.balance,
        channel_id: returnOffer.channelId,
        $options: { handleErrors: true },
      }).unwrap();
      toast.show(t('launch.returned', { amount: money(returnOffer.balance) }), {
        tone: 'success',
      });
    } catch (failure) {
      toast.show((failure as LobbyError).message, { tone: 'error' });
    } finally {
      busy.current = false;
      setReturnOffer(undefined);
      setStep('idle');
    }
  }, [returnOffer, transfer, toast, t, money]);

  /** "Move back": the spec §5 notice first when the provider has a transfer limit. */
  const confirmReturn = useCallback(() => {
    if (!returnOffer) return;
    if (returnOffer.limit !== 0 && step === 'return') setStep('returnNotice');
    else void moveBack();
  }, [returnOffer, step, moveBack]);

  const keepThere = useCallback(() => {
    setReturnOffer(undefined);
    setStep('idle');
  }, []);

  const backToOffer = useCallback(() => setStep('offer'), []);
  const cancel = useCallback(() => {
    if (!busy.current) reset();
  }, [reset]);

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
