import type { Paged } from '@saola/core/http';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { SiteTable } from '../db/schema';
import { isDataException } from '../db/sql-state';
import { badRequest, notFound } from './errors';
import { containing, pageWindow, sortOrder } from './paging';
import type { ScopedDb } from './scoped';

/** What every list endpoint is asked (core's `listQuery`). */
export interface ListRequest {
  keyword?: string | undefined;
  take?: number | undefined;
  page?: number | undefined;
  /** The `next` of the page before: the page starts after that row instead of after `page - 1` pages. */
  after?: string | undefined;
  sort?: string | undefined;
  direction?: 'asc' | 'desc' | undefined;
}

export interface ListShape {
  /** The sort keys a client may ask for, each with the column it orders by (`name` → `courses.name`). */
  sorts: Record<string, string>;
  /** The column when none is asked for, newest first unless `fallbackDirection` says otherwise. */
  fallback: string;
  fallbackDirection?: 'asc' | 'desc';
  /** Columns the keyword is looked for in (anywhere in the text, case ignored, wildcards taken literally). */
  search?: readonly string[];
  /**
   * Or a stored search key, folded by `saola_search_fold` (lower case, Latin diacritics off: "nguyen" finds
   * "Nguyễn") and served by a trigram index, that the keyword is looked for in: see the 0009 migration.
   */
  searchKey?: string;
  /**
   * How many of the key's first lines the keyword may match (all when absent): a caller shown masked
   * contacts (SPEC §6) must not find a row by the email or phone kept in its later lines.
   */
  searchKeyLines?: number;
  /** Orders rows that tie on the sort column, so pages never overlap; the table's id by default. */
  tieBreak?: string;
}

/**
 * How many rows past a page's start a list counts exactly; beyond, its total reads "more than" (Paged.more).
 * Fifty pages of twenty: a user pages that far by "next", and a count that stops there costs a page of a
 * long list what a short list costs, where the exact total of 16,666 matches took 84 ms a request.
 */
export const COUNT_AHEAD = 1_000;

/** Names the extra columns a page selects for its cursor, kept out of the rows it answers. */
const KEY = 'saolaCursorKey';
const ID = 'saolaCursorId';

interface Cursor {
  /** The sort column and direction the cursor was made for: another order's cursor means nothing here. */
  c: string;
  d: 'asc' | 'desc';
  /** The last row's sort key as the database writes it (text keeps a timestamp's microseconds) and its id. */
  k: string | null;
  i: number;
}

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** The cursor a client sent back, when it is one of ours for this order; else a 400 saying to start again. */
function decodeCursor(after: string, column: string, direction: 'asc' | 'desc'): Cursor {
  let cursor: Partial<Cursor> | null = null;
  try {
    cursor = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as Partial<Cursor>;
  } catch {
    // A cursor that is not JSON is refused below like any other tampered one.
  }
  if (
    !cursor ||
    cursor.c !== column ||
    cursor.d !== direction ||
    !(typeof cursor.k === 'string' || cursor.k === null) ||
    !Number.isSafeInteger(cursor.i) ||
    (cursor.i as number) < 1
  )
    throw badRequest('errors.badCursor');
  return cursor as Cursor;
}

/**
 * The rows after the cursor's in this order: PostgreSQL puts NULLs last going up and first going down, so a
 * NULL key is passed only by the other NULLs' ids, and a key is followed by the NULLs going up.
 */
function afterCursor(column: string, tieBreak: string, direction: 'asc' | 'desc', { k, i }: Cursor) {
  const key = sql.ref(column);
  const id = sql.ref(tieBreak);
  if (direction === 'asc')
    return k === null
      ? sql<boolean>`(${key} is null and ${id} > ${i})`
      : sql<boolean>`((${key}, ${id}) > (${k}, ${i}) or ${key} is null)`;
  return k === null
    ? sql<boolean>`((${key} is null and ${id} < ${i}) or ${key} is not null)`
    : sql<boolean>`(${key}, ${id}) < (${k}, ${i})`;
}

/**
 * One page of a list and its total: the rows searched, ordered and windowed by the database, and counted by a
 * statement of their own. `query` is the list with its filters and selection applied.
 * Counting apart (rather than a window `count(*) over ()`) lets the page walk an index and stop at its last
 * row instead of reading and sorting every match first, and a page past the end still tells the total.
 * The page starts after the request's cursor (`after`, keyset paging: as fast on page 1,000 as on page 1)
 * or, without one, after `page - 1` pages; it answers the cursor of its last row as `next` when more follow.
 * The count stops COUNT_AHEAD rows past the page's start (`more` when there are more), so no page walks every
 * match to tell a total nobody pages through; a total kept elsewhere (`shape.total`) is exact as it is.
 */
export async function pageOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  request: ListRequest,
  shape: ListShape & {
    /**
     * The same rows with fewer joins, counted instead of the list when no keyword is asked (a join that only
     * adds columns costs the count a lookup per row: 200 ms instead of 30 on 100,000 embedded rows).
     */
    counted?: SelectQueryBuilder<DB, keyof DB & TB, unknown>;
    /** The total kept elsewhere (a rollup) when no keyword is asked; null when the rows must be counted. */
    total?: () => Promise<number | null>;
  },
): Promise<Paged<O>> {
  const keyword = request.keyword?.trim();
  const searched = keyword ? query.where(matching(keyword, shape)) : query;
  const { limit, offset } = pageWindow(request);
  const { column, direction } = sortOrder(
    {
      sort: request.sort,
      direction: request.direction ?? (request.sort ? undefined : shape.fallbackDirection),
    },
    shape.sorts,
    shape.fallback,
  );
  const tieBreak = shape.tieBreak ?? 'id';
  const cursor = request.after ? decodeCursor(request.after, column, direction) : null;
  // Past a cursor nothing is skipped; the rows before it are the pages the client says it has passed.
  const from = (rows: SelectQueryBuilder<DB, TB, O>) =>
    cursor ? rows.where(afterCursor(column, tieBreak, direction, cursor)) : rows;
  const before = cursor ? offset : 0;
  const count = async (): Promise<{ total: number; more?: true }> => {
    const known = !keyword && shape.total ? await shape.total() : null;
    if (known !== null) return { total: known };
    const rows = cursor ? from(searched) : keyword || !shape.counted ? searched : shape.counted;
    // Counted from the page's start when it has a cursor, else from the first row up to the page's start.
    const reach = (cursor ? 0 : offset) + COUNT_AHEAD;
    const counted = await (rows as SelectQueryBuilder<DB, TB, O>)
      .$call((q) =>
        q
          .clearSelect()
          .clearOrderBy()
          .select(sql<number>`1`.as('one'))
          .limit(reach + 1),
      )
      .execute();
    return counted.length > reach
      ? { total: before + reach, more: true }
      : { total: before + counted.length };
  };
  const ordered = <Q extends SelectQueryBuilder<DB, TB, unknown>>(rows: Q) =>
    rows
      .orderBy(sql.ref(column), direction)
      .orderBy(sql.ref(tieBreak), direction)
      .limit(limit + 1) as Q;
  // A page found by its number walks the rows before it by their ids alone, then selects its own: computed
  // columns (a learner's course count) cost the page its rows, not the 5,000 skipped before page 1,000.
  const window =
    cursor || offset === 0
      ? from(searched)
      : searched.where(
          sql<boolean>`${sql.ref(tieBreak)} in (${ordered(searched.clearSelect().select(sql.ref(tieBreak).as(ID))).offset(offset)})`,
        );
  const [rows, total] = await Promise.all([
    ordered(window.select(sql`${sql.ref(column)}::text`.as(KEY)).select(sql.ref(tieBreak).as(ID))).execute(),
    count(),
  ]).catch((error: unknown) => {
    // The cursor's key is compared as the sort column's type: one that type cannot read was not made here.
    throw cursor && isDataException(error) ? badRequest('errors.badCursor') : error;
  });
  const last = rows.length > limit ? (rows[limit - 1] as Record<string, unknown>) : undefined;
  const data = rows.slice(0, limit).map((row) => {
    const { [KEY]: _key, [ID]: _id, ...rest } = row as Record<string, unknown>;
    return rest as O;
  });
  return {
    data,
    ...total,
    ...(last
      ? {
          next: encodeCursor({ c: column, d: direction, k: last[KEY] as string | null, i: Number(last[ID]) }),
        }
      : {}),
  };
}

/**
 * A folded search key (see `ListShape.searchKey`) containing the keyword, in its first `lines` lines only when
 * given; the whole key's indexed match narrows first either way.
 */
export function keyMatching(column: string, keyword: string, lines?: number) {
  const pattern = sql`saola_search_fold(${containing(keyword)})`;
  const whole = sql<boolean>`${sql.ref(column)} like ${pattern}`;
  if (lines === undefined) return whole;
  const parts = Array.from(
    { length: lines },
    (_, i) => sql`split_part(${sql.ref(column)}, chr(10), ${sql.lit(i + 1)}) like ${pattern}`,
  );
  return sql<boolean>`${whole} and (${sql.join(parts, sql` or `)})`;
}

/** The keyword's condition as a list of this shape searches it (an export of the list searches the same). */
export function matching(
  keyword: string,
  { search = [], searchKey, searchKeyLines }: Pick<ListShape, 'search' | 'searchKey' | 'searchKeyLines'>,
) {
  const pattern = containing(keyword);
  if (searchKey) return keyMatching(searchKey, keyword, searchKeyLines);
  if (!search.length) return sql<boolean>`true`;
  return sql<boolean>`(${sql.join(
    search.map((column) => sql`${sql.ref(column)} ilike ${pattern}`),
    sql` or `,
  )})`;
}

// As in ScopedDb: Kysely cannot type a column of a generic table, so one concrete table's types stand in.
type Concrete = 'users';

/**
 * The given ids, each once, when every one is a row of this school's `table`; otherwise not found, so
 * another school's id reveals nothing and changes nothing.
 */
export async function ownIds<T extends SiteTable>(
  db: ScopedDb,
  table: T,
  ids: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return unique;
  const found = await db
    .select(table as Concrete)
    .where('id', 'in', unique)
    .select('id')
    .execute();
  if (found.length !== unique.length) throw notFound();
  return unique;
}

/**
 * Deletes rows of this school by id, all or none: one id that is not the school's leaves everything in place
 * and answers not found. What the rows own goes with them through the tables' `on delete cascade`. Runs on
 * the caller's connection, so a handler can make it part of its own transaction.
 */
export async function deleteOwned<T extends SiteTable>(
  db: ScopedDb,
  table: T,
  ids: readonly number[],
): Promise<{ deleted: number }> {
  const owned = await ownIds(db, table, ids);
  if (!owned.length) return { deleted: 0 };
  const deleted = await db
    .deleteFrom(table as Concrete)
    .where('id', 'in', owned)
    .returning('id')
    .execute();
  return { deleted: deleted.length };
}

/** A list with no sort to choose: newest first by its `id` column. */
export const newestFirst = (id: string): ListShape => ({ sorts: {}, fallback: id, tieBreak: id });
