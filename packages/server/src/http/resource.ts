import { type SelectQueryBuilder, sql } from 'kysely';
import type { SiteTable } from '../db/schema';
import { notFound } from './errors';
import { containing, pageWindow, sortOrder } from './paging';
import type { ScopedDb } from './scoped';

/** What every list endpoint is asked (core's `listQuery`). */
export interface ListRequest {
  keyword?: string | undefined;
  take?: number | undefined;
  page?: number | undefined;
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
 * One page of a list and the total of all its pages: the rows searched, ordered and windowed by the database,
 * and counted by a statement of their own. `query` is the list with its filters and selection applied.
 * Counting apart (rather than a window `count(*) over ()`) lets the page walk an index and stop at its last
 * row instead of reading and sorting every match first, and a page past the end still tells the total.
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
): Promise<{ data: O[]; total: number }> {
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
  const count = async () => {
    const known = !keyword && shape.total ? await shape.total() : null;
    if (known !== null) return known;
    const counted = await (keyword || !shape.counted ? searched : shape.counted)
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirst();
    return Number((counted as { total?: number } | undefined)?.total ?? 0);
  };
  const [data, total] = await Promise.all([
    searched
      .orderBy(sql.ref(column), direction)
      .orderBy(sql.ref(shape.tieBreak ?? 'id'), direction)
      .limit(limit)
      .offset(offset)
      .execute(),
    count(),
  ]);
  return { data, total };
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
