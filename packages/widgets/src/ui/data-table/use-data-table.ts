import { SEARCH_DEBOUNCE_MS } from '@saola/core/constants';
import { type Failure, failureOf, type Paged, type Reply } from '@saola/core/http';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface TableQuery {
  keyword: string;
  take: number;
  page: number;
  sort?: string;
  direction?: 'asc' | 'desc';
  [filter: string]: unknown;
}

/** One page from the server: the reply itself, so a failure shows as what it is, not as an empty list. */
export type Load<T> = (query: TableQuery) => Promise<Reply<Paged<T>>>;

interface View {
  keyword: string;
  take: number;
  page: number;
  sort: string | undefined;
  direction: 'asc' | 'desc';
}

const VIEW_KEYS = ['keyword', 'take', 'page', 'sort', 'direction'] as const;

function readUrl(defaults: View): View {
  if (typeof location === 'undefined') return defaults;
  const p = new URLSearchParams(location.search);
  const number = (key: string, fallback: number) => {
    const n = Number(p.get(key));
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    keyword: p.get('keyword') ?? defaults.keyword,
    take: number('take', defaults.take),
    page: number('page', defaults.page),
    sort: p.get('sort') ?? defaults.sort,
    direction:
      p.get('direction') === 'desc' ? 'desc' : p.get('direction') === 'asc' ? 'asc' : defaults.direction,
  };
}

/** Writes the view into the address, leaving out what is as it starts, so a plain list keeps a plain URL. */
function writeUrl(view: View, pageSize: number) {
  const p = new URLSearchParams(location.search);
  const start: Partial<View> = { page: 1, take: pageSize };
  for (const key of VIEW_KEYS) {
    const value = key === 'direction' && !view.sort ? undefined : view[key];
    if (value === undefined || value === '' || value === start[key]) p.delete(key);
    else p.set(key, String(value));
  }
  const query = p.toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
}

export interface DataTableOptions<T> {
  load: Load<T>;
  filters: Record<string, unknown>;
  /** Show nothing until a filter is set ("You need to choose search by filters…"). */
  requireFilters: boolean;
  pageSize: number;
  inUrl: boolean;
  /** Changing it loads the rows again (after a change made outside the table). */
  refresh?: number | undefined;
}

/** Paging, sorting, debounced search, filters and selection of a server-side table. */
export function useDataTable<T extends { id: number | string }>({
  load,
  filters,
  requireFilters,
  pageSize,
  inUrl,
  refresh,
}: DataTableOptions<T>) {
  const [view, setView] = useState<View>(() => {
    const defaults: View = { keyword: '', take: pageSize, page: 1, sort: undefined, direction: 'asc' };
    return inUrl ? readUrl(defaults) : defaults;
  });
  const [typed, setTyped] = useState(view.keyword);
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [more, setMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [selected, setSelected] = useState<Set<T['id']>>(new Set());
  const generation = useRef(0);
  const filterKey = JSON.stringify(filters);
  const hasFilters = Object.values(filters).some(
    (v) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
  );
  const waitingForFilters = requireFilters && !hasFilters;
  // Each page's `next` opens the page after it from its last row, so "next" on page 1,000 costs what it does on
  // page 1. They belong to one search and order; a page without one (a jump, an address) goes by its number.
  const cursors = useRef<{ of: string; after: Map<number, string> }>({ of: '', after: new Map() });
  const cursorsOf = JSON.stringify([filterKey, view.keyword, view.take, view.sort, view.direction]);
  if (cursors.current.of !== cursorsOf) cursors.current = { of: cursorsOf, after: new Map() };

  const reload = useCallback(async () => {
    if (waitingForFilters) {
      setRows([]);
      setTotal(0);
      return;
    }
    const mine = ++generation.current;
    setLoading(true);
    setFailure(null);
    const query: TableQuery = {
      ...JSON.parse(filterKey),
      keyword: view.keyword,
      take: view.take,
      page: view.page,
    };
    if (view.sort) Object.assign(query, { sort: view.sort, direction: view.direction });
    const after = cursors.current.after.get(view.page);
    if (after) query.after = after;
    const reply = await load(query);
    if (mine !== generation.current) return; // a newer request has been made meanwhile
    const page = reply.error ? null : reply.data;
    if (page?.next) cursors.current.after.set(view.page + 1, page.next);
    setFailure(page ? null : (failureOf(reply) ?? 'notFound'));
    setRows(page?.data ?? []);
    setTotal(page?.total ?? 0);
    setMore(page?.more ?? false);
    setSelected(new Set());
    setLoading(false);
  }, [load, view, filterKey, waitingForFilters]);

  // After a write the page is read by its number: its total then counts every row, those added before it too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refresh` is the write's signal, not read here
  useEffect(() => {
    cursors.current.after.clear();
  }, [refresh]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `refresh` is how the screen asks for the rows again
  useEffect(() => {
    void reload();
    if (inUrl) writeUrl(view, pageSize);
  }, [reload, inUrl, view, pageSize, refresh]);

  useEffect(() => {
    if (typed === view.keyword) return;
    const timer = setTimeout(() => setView((v) => ({ ...v, keyword: typed, page: 1 })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, view.keyword]);

  // A filter change starts again from the first page.
  const firstFilters = useRef(filterKey);
  useEffect(() => {
    if (firstFilters.current === filterKey) return;
    firstFilters.current = filterKey;
    setView((v) => (v.page === 1 ? v : { ...v, page: 1 }));
  }, [filterKey]);

  return {
    view,
    rows,
    total,
    /** The list has more rows than `total` (as far as the server counted). */
    more,
    loading,
    failure,
    waitingForFilters,
    /** The rows are narrowed by a keyword or a filter: an empty page means no match, not an empty list. */
    searching: view.keyword !== '' || hasFilters,
    typed,
    setTyped,
    selected,
    /** The rows again after a write, read by the page's number so the total counts what was written. */
    reload: () => {
      cursors.current.after.clear();
      return reload();
    },
    setPage: (page: number) => setView((v) => ({ ...v, page })),
    setTake: (take: number) => setView((v) => ({ ...v, take, page: 1 })),
    sortBy: (key: string) =>
      setView((v) => ({
        ...v,
        sort: key,
        direction: v.sort === key && v.direction === 'asc' ? 'desc' : 'asc',
        page: 1,
      })),
    toggle: (id: T['id']) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () =>
      setSelected((current) => (current.size === rows.length ? new Set() : new Set(rows.map((r) => r.id)))),
  };
}
