import { DEFAULT_ASYNC_TAKE } from '../constants';

/** SPEC §3 select option item. */
export interface SelectOption {
  id: number | string;
  text: string;
  children?: SelectOption[];
  expand?: boolean;
  selected?: boolean;
}

export interface RemoteSearch {
  keyword: string;
  take: number;
  page: number;
  [extra: string]: unknown;
}

/** The payload a remote select sends: `{ keyword, take, page, ...extra }` (SPEC §7). */
export function remoteSearch(
  keyword: string,
  page = 1,
  take = DEFAULT_ASYNC_TAKE,
  extra: Record<string, unknown> = {},
): RemoteSearch {
  return { ...extra, keyword, take, page };
}

/** The tree variant also asks for every level: `isShowAll: true`. */
export function treeSearch(
  keyword: string,
  page: number,
  take: number,
  extra: Record<string, unknown> = {},
): RemoteSearch {
  return { ...remoteSearch(keyword, page, take, extra), isShowAll: true };
}

/** More pages exist while a page came back full. */
export function hasMorePages(received: readonly unknown[], take: number): boolean {
  return received.length === take;
}

/** Reads the items of a paged reply (`data.data`), tolerating a bare array. */
export function pageItems<T>(data: { data: T[] } | T[] | null | undefined): T[] {
  if (Array.isArray(data)) return data;
  return Array.isArray(data?.data) ? data.data : [];
}
