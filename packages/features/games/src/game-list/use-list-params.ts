/**
 * The game list's filter in the URL (`?channel=`, `?search=`, `?sort=`), so a link or the back
 * button shows the same list: the search box shows what is typed and the URL (and so the
 * server) gets it after a pause; back/forward or a link puts the URL's search in the box.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { GAME_SORTS, SEARCH_MAX } from './list-filters.tsx';
import type { GameSort } from './list-filters.tsx';

/** A positive integer query value, or undefined. */
function positiveInt(text: string | null): number | undefined {
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= 2_147_483_647 ? n : undefined;
}

/** The list's filter, read from the URL, and the ways to change it (see the module note). */
export function useListParams(searchDebounceMs: number) {
  const { gameType = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const channelId = positiveInt(params.get('channel'));
  const search = (params.get('search') ?? '').slice(0, SEARCH_MAX);
  const sortParam = params.get('sort');
  const sort: GameSort = (GAME_SORTS as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as GameSort)
    : 'default';

  const [text, setText] = useState(search);
  const lastSent = useRef(search);
  useEffect(() => {
    // Back/forward or a link changed the search: show it.
    if (search !== lastSent.current) {
      lastSent.current = search;
      setText(search);
    }
  }, [search]);
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = wanted;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (wanted) next.set('search', wanted);
          else next.delete('search');
          return next;
        },
        { replace: true },
      );
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, searchDebounceMs, setParams]);

  const setParam = useCallback(
    (name: string, value: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onText = useCallback((value: string) => setText(value.slice(0, SEARCH_MAX)), []);

  return { gameType, channelId, search, sort, text, onText, setParam };
}
