/**
 * The game list's filters: the provider chips, the name search with its suggestions
 * (games.names) and the order, and the orders themselves.
 */
import type { GameChannel, GameItem, listGameNames } from '@lobby/contract/games';
import type { EndpointResponse } from '@lobby/contract';
import { tokenVars } from '@lobby/tokens';
import { Select, TextField, focusRing, up } from '@lobby/ui';
import { memo, useId } from 'react';
import styled from 'styled-components';
import { useGamesTranslation } from '../i18n.ts';

/** The longest search games.list accepts. */
export const SEARCH_MAX = 64;

/** The orders the list offers; `default` is the server's (the operator's sort). */
export const GAME_SORTS = ['default', 'nameAsc', 'nameDesc', 'hot', 'new'] as const;
/** One of {@link GAME_SORTS}. */
export type GameSort = (typeof GAME_SORTS)[number];

const SORT_LABELS: Record<GameSort, string> = {
  default: 'list.sortDefault',
  nameAsc: 'list.sortNameAsc',
  nameDesc: 'list.sortNameDesc',
  hot: 'list.sortHot',
  new: 'list.sortNew',
};

/** Orders loaded games; the server's order breaks ties, so the order is stable. */
export function sortGames(games: readonly GameItem[], sort: GameSort): readonly GameItem[] {
  if (sort === 'default') return games;
  const indexed = games.map((game, index) => ({ game, index }));
  const by: Record<Exclude<GameSort, 'default'>, (a: GameItem, b: GameItem) => number> = {
    nameAsc: (a, b) => a.name.localeCompare(b.name),
    nameDesc: (a, b) => b.name.localeCompare(a.name),
    hot: (a, b) => Number(b.hot) - Number(a.hot),
    new: (a, b) => Number(b.is_new) - Number(a.is_new),
  };
  return indexed
    .sort((a, b) => by[sort](a.game, b.game) || a.index - b.index)
    .map(({ game }) => game);
}

const Filters = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.sm};
  & > * {
    min-width: 0;
  }
  /* A fieldset is as wide as its chips unless told otherwise: let the chips scroll. */
  & > fieldset {
    min-inline-size: 0;
  }
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: minmax(0, 1fr) 220px;
    align-items: end;
  }
`;

const Chips = styled.div`
  display: flex;
  gap: ${tokenVars.space.xs};
  overflow-x: auto;
  padding: 2px 2px ${tokenVars.space.xs};
  scrollbar-width: thin;
  ${({ theme }) => up(theme, 'md')} {
    grid-column: 1 / -1;
    flex-wrap: wrap;
    overflow: visible;
  }
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  flex: 0 0 auto;
  min-height: ${tokenVars.size.touch};
  padding: 0 ${tokenVars.space.md};
  border-radius: ${tokenVars.radius.pill};
  border: ${tokenVars.borderWidth.control} solid ${tokenVars.color.borderStrong};
  background: ${tokenVars.color.bgSurface};
  color: ${tokenVars.color.text};
  font-size: ${tokenVars.font.size.sm};
  font-weight: ${tokenVars.font.weight.medium};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${tokenVars.gradient.accent};
    border-color: transparent;
    color: ${tokenVars.color.onAccent};
    font-weight: ${tokenVars.font.weight.bold};
  }
  ${focusRing}
`;

/** A search suggestion (games.names). */
export type GameName = EndpointResponse<typeof listGameNames>[number];

/** Props of the list's filters. */
interface ListFiltersProps {
  readonly channels: readonly GameChannel[];
  readonly channelId: number | undefined;
  readonly text: string;
  onText(value: string): void;
  readonly suggestions: readonly GameName[];
  readonly sort: GameSort;
  onParam(name: string, value: string | undefined): void;
}

/**
 * The provider chips, the search box with its suggestions and the order. Memoised: pages of
 * games arriving change none of its props, so they never redraw it.
 */
export const ListFilters = memo(function ListFilters({
  channels,
  channelId,
  text,
  onText,
  suggestions,
  sort,
  onParam,
}: ListFiltersProps) {
  const { t } = useGamesTranslation();
  const suggestionsId = useId();
  return (
    <Filters aria-label={t('list.filters')}>
      <Chips role="group" aria-label={t('list.provider')}>
        <Chip
          type="button"
          aria-pressed={channelId === undefined}
          onClick={() => onParam('channel', undefined)}
        >
          {t('list.allProviders')}
        </Chip>
        {channels.map((channel) => (
          <Chip
            key={channel.id}
            type="button"
            aria-pressed={channelId === channel.id}
            onClick={() => onParam('channel', String(channel.id))}
          >
            {channel.name}
          </Chip>
        ))}
      </Chips>
      <TextField
        label={t('list.search')}
        type="search"
        icon="search"
        value={text}
        onChange={onText}
        maxLength={SEARCH_MAX}
        placeholder={t('list.searchHint')}
        list={suggestionsId}
        autoComplete="off"
        enterKeyHint="search"
      />
      <datalist id={suggestionsId}>
        {suggestions.map((item) => (
          <option key={item.id} value={item.name} />
        ))}
      </datalist>
      <Select
        label={t('list.sort')}
        value={sort}
        onChange={(value) => onParam('sort', value === 'default' ? undefined : value)}
        options={GAME_SORTS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
      />
    </Filters>
  );
});
