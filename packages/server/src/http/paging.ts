/** A keyword as a LIKE pattern matching it anywhere, with LIKE's own wildcards taken literally. */
export function containing(keyword: string): string {
  return `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** LIMIT and OFFSET of a list request's `{ take, page }` (SPEC §9's default take of 20). */
export function pageWindow({ take, page }: { take?: number | undefined; page?: number | undefined }) {
  const limit = take ?? 20;
  return { limit, offset: ((page ?? 1) - 1) * limit };
}
