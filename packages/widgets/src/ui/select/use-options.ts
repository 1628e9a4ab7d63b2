import { hasMorePages, type RemoteSearch, remoteSearch, type SelectOption } from '@saola/core/api';
import {
  COMPACT_SELECT_TAKE,
  DEFAULT_ASYNC_TAKE,
  SEARCH_DEBOUNCE_MS,
  SELECT_GROWTH,
  SELECT_PAGE_SIZE,
} from '@saola/core/constants';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** Folds case and Vietnamese/Lao diacritics, so "nguyen" finds "Nguyễn". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
}

export type Search = (query: RemoteSearch) => Promise<SelectOption[]>;

/** Local options: filtered by the query, 20 shown, 10 more each time the list is scrolled to its end. */
export function useLocalOptions(options: readonly SelectOption[], query: string) {
  const [shown, setShown] = useState(SELECT_PAGE_SIZE);
  const [shownFor, setShownFor] = useState(query);
  if (shownFor !== query) {
    // A new query starts again from the first 20 (state adjusted during render, not in an effect).
    setShownFor(query);
    setShown(SELECT_PAGE_SIZE);
  }
  const matching = useMemo(() => {
    const q = fold(query.trim());
    return q ? options.filter((o) => fold(o.text).includes(q)) : options;
  }, [options, query]);
  return {
    items: matching.slice(0, shown),
    loading: false,
    more: () => setShown((n) => (n < matching.length ? n + SELECT_GROWTH : n)),
  };
}

/**
 * Remote options: `{ keyword, take, page, ...extra }` sent 300 ms after typing stops; the next page loads
 * at the end of the list while the last page came back full.
 */
export function useRemoteOptions(
  search: Search,
  query: string,
  compact: boolean,
  extra: Record<string, unknown>,
) {
  const take = compact ? COMPACT_SELECT_TAKE : DEFAULT_ASYNC_TAKE;
  const [items, setItems] = useState<SelectOption[]>([]);
  // Loading from the first keystroke, not from when the debounced search leaves: until it answers, "no items"
  // would be a lie.
  const [loading, setLoading] = useState(true);
  const state = useRef({ page: 1, hasMore: false, generation: 0 });
  const extraKey = JSON.stringify(extra);

  const load = useCallback(
    async (page: number, replace: boolean) => {
      const generation = state.current.generation;
      setLoading(true);
      const found = await search(remoteSearch(query, page, take, JSON.parse(extraKey)));
      if (generation !== state.current.generation) return; // a newer query has started meanwhile
      state.current.page = page;
      state.current.hasMore = hasMorePages(found, take);
      setItems((current) => (replace ? found : [...current, ...found]));
      setLoading(false);
    },
    [search, query, take, extraKey],
  );

  useEffect(() => {
    state.current.generation++;
    setLoading(true);
    const timer = setTimeout(() => void load(1, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [load]);

  return {
    items,
    loading,
    more: () => {
      if (state.current.hasMore && !loading) void load(state.current.page + 1, false);
    },
  };
}
