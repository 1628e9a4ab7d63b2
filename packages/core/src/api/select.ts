import { DEFAULT_ASYNC_TAKE } from '../constants';
import type { Reply } from '../http/endpoint';

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

/** The items of a paged reply (`data.data`) or of a bare list; none when it was refused. */
export function pageItems<T>(reply: Reply<{ data: T[] } | T[]>): T[] {
  if (reply.error || !reply.data) return [];
  return Array.isArray(reply.data) ? reply.data : reply.data.data;
}
