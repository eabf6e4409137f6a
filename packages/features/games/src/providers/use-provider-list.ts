/**
 * The provider list's data for every layout (spec §2 PROVIDER_LIST, /games/:gameType): the
 * type's name in the member's language, its providers (channels) in the operator's order with
 * their maintenance state, and where each leads (the game list filtered by it).
 */
import { useChannelsQuery, useTypesQuery } from '@lobby/api-client/games';
import { channelsArgs } from './prefetch.ts';
import { useSignedIn } from '@lobby/api-client/react';
import type { GameChannel } from '@lobby/contract/games';
import { getHref } from '@lobby/domain/routes';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useGamesTranslation } from '../i18n.ts';
import type { GamesScreenProps } from '../types.ts';

/** How a provider can be used now (spec §3 game status: 0 closed, 1 open, 2 maintain, 3 partly closed). */
export type ProviderState = 'open' | 'partial' | 'maintain' | 'closed';

/** The state of a channel status value. */
export function providerState(status: number): ProviderState {
  if (status === 1) return 'open';
  if (status === 3) return 'partial';
  if (status === 2) return 'maintain';
  return 'closed';
}

/** One provider as the layouts show it. */
export interface ProviderEntry {
  readonly channel: GameChannel;
  readonly state: ProviderState;
  /** Whether it can be opened (open, or only partly closed). */
  readonly available: boolean;
  /** The game list of the type filtered by this provider. */
  readonly href: string;
  /** Its games count or state, in words. */
  readonly meta: string;
}

/** Everything a provider-list layout shows. */
export function useProviderList({ session }: Pick<GamesScreenProps, 'session'>) {
  const { t } = useGamesTranslation();
  const { gameType = '' } = useParams();
  const signedIn = useSignedIn(session);
  const types = useTypesQuery();
  const channels = useChannelsQuery(channelsArgs(gameType), { skip: gameType === '' });
  const typeName = types.data?.find((item) => item.type === gameType)?.name ?? gameType;
  const providers = useMemo<readonly ProviderEntry[]>(
    () =>
      [...(channels.data ?? [])]
        .sort((a, b) => a.sort - b.sort)
        .map((channel) => {
          const state = providerState(channel.status);
          return {
            channel,
            state,
            available: state === 'open' || state === 'partial',
            href: gameType ? getHref('GAME_LIST', { gameType }, { channel: channel.id }) : '',
            meta:
              state === 'maintain'
                ? t('providers.maintain')
                : state === 'closed'
                  ? t('providers.closed')
                  : state === 'partial'
                    ? t('providers.partial')
                    : t('providers.games', { count: channel.game_count }),
          };
        }),
    [channels.data, gameType, t],
  );
  return {
    t,
    gameType,
    typeName,
    signedIn,
    providers,
    loading: channels.isLoading || (channels.isFetching && !channels.currentData),
    error: channels.isError,
    retry: () => void channels.refetch(),
    allGamesHref: gameType ? getHref('GAME_LIST', { gameType }) : '',
  };
}

/** What {@link useProviderList} returns. */
export type ProviderListModel = ReturnType<typeof useProviderList>;
