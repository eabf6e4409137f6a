/**
 * Opening a provider's page: the window is opened on the tap (a later one is blocked), then
 * sent to the page games.launch or games.demoLaunch answers, or this tab goes there when no
 * window opened. A real launch also remembers what a return to this tab should answer.
 */
import type { LobbyError } from '@lobby/api-client';
import { useDemoLaunchMutation, useLaunchMutation } from '@lobby/api-client/games';
import type { TransferFlow } from '@lobby/api-client/react/transfer-flow';
import { useToast } from '@lobby/ui';
import type { MutableRefObject } from 'react';
import { useCallback, useState } from 'react';
import { useTheme } from 'styled-components';
import { useGamesTranslation } from '../i18n.ts';
import type { AwaitedReturn, LaunchGame } from './launch-types.ts';

function isMobile(): 0 | 1 {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 1023px)').matches
    ? 1
    : 0;
}

/** Opens an empty window while the tap still counts as a user gesture (a later one is blocked). */
export function openBlank(): Window | null {
  try {
    return window.open('', '_blank') ?? null;
  } catch {
    return null;
  }
}

/** The launches of {@link useGamePage}: a real one, and trying a game with play money. */
export function useGamePage<G extends LaunchGame>({
  flow,
  awaiting,
  onLaunched,
}: {
  /** The shared transfer flow: its one-action-at-a-time guard covers demo launches too. */
  flow: TransferFlow<unknown>;
  /** Set at each real launch (see {@link AwaitedReturn}). */
  awaiting: MutableRefObject<AwaitedReturn | undefined>;
  onLaunched: ((game: G) => void) | undefined;
}) {
  const { t } = useGamesTranslation();
  const toast = useToast();
  const theme = useTheme();
  const [launch] = useLaunchMutation();
  const [demoLaunch] = useDemoLaunchMutation();
  const { exclusive } = flow;
  const [demoGameId, setDemoGameId] = useState<number | undefined>(undefined);

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

  /** games.launch, then the page in `popup`; throws the refusal. */
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
    [launch, pageOptions, awaiting, onLaunched, showPage, t],
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
      await exclusive(async () => {
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
          setDemoGameId(undefined);
        }
      });
    },
    [toast, t, exclusive, demoLaunch, pageOptions, showPage],
  );

  return { openGame, tryDemo, demoGameId };
}
