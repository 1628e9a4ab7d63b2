/** The SQLSTATE of a database error, as both drivers (pg and PGlite) carry it in `code`; undefined for others. */
export function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** A unique index refused the row (23505): a name or slug already taken, even by a racing request. */
export const isUniqueViolation = (error: unknown) => sqlStateOf(error) === '23505';

/** A value the statement was given that its column's type cannot hold (class 22: "data exception"). */
export const isDataException = (error: unknown) => sqlStateOf(error)?.startsWith('22') ?? false;
