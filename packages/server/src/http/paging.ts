/** A keyword as a LIKE pattern matching it anywhere, with LIKE's own wildcards taken literally. */
export function containing(keyword: string): string {
  return `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** LIMIT and OFFSET of a list request's `{ take, page }` (SPEC §9's default take of 20). */
export function pageWindow({ take, page }: { take?: number | undefined; page?: number | undefined }) {
  const limit = take ?? 20;
  return { limit, offset: ((page ?? 1) - 1) * limit };
}

/**
 * The column a list is ordered by (one of `columns`, else `fallback`) and its direction: as asked, else
 * ascending for a chosen column and newest first for the default.
 */
export function sortOrder<C extends string>(
  { sort, direction }: { sort?: string | undefined; direction?: 'asc' | 'desc' | undefined },
  columns: Record<string, C>,
  fallback: C,
): { column: C; direction: 'asc' | 'desc' } {
  const column = sort && Object.hasOwn(columns, sort) ? (columns[sort] as C) : fallback;
  return { column, direction: direction ?? (sort ? 'asc' : 'desc') };
}
