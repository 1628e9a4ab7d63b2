import { array, boolean, coerce, enums, integer, optional, type Struct, string, unknown } from 'superstruct';
import { maxItems, maxLength, maxValue, minValue, rating } from '../validate/structs';

/**
 * Field types that also accept the string forms a query string carries (`take=20`, `ids=1`, `isShowAll=true`),
 * so one struct validates a GET payload and a JSON body alike.
 */
/** The largest id or count the database stores (PostgreSQL int4). */
export const INT_MAX = 2_147_483_647;

const fromText = (v: string) => (/^[+-]?\d+$/.test(v.trim()) ? Number(v) : v);

/**
 * `struct`, also from a query string's text: `convert` turns text into what `struct` checks, anything else is
 * checked as it came. Written as a test of its own rather than superstruct's `coerce(struct, string(), …)`: that
 * builds a StructError (an Error, with its stack) for every value that is not text, and a JSON body's numbers and
 * booleans never are (about 2 % of the server's thread in an exam rush).
 */
export const orText = <T, S>(struct: Struct<T, S>, convert: (text: string) => unknown) =>
  coerce(struct, unknown(), (v) => (typeof v === 'string' ? convert(v) : v));

export const whole = (min = 0, max = INT_MAX) => orText(maxValue(minValue(integer(), min), max), fromText);
export const idField = () => whole(1);
/** A star rating of 1 to `max`, also from its query-string form. */
export const stars = (max = 5) => orText(rating(integer(), max), fromText);
export const flag = () => orText(boolean(), (v) => (v === 'true' ? true : v === 'false' ? false : v));
/** A list, also as the one value a query string carries when it names one (`ids=1`). */
export const list = <T, S>(item: Struct<T, S>, max = 1000) =>
  coerce(maxItems(array(item), max), unknown(), (v) =>
    typeof v === 'string' || Number.isInteger(v) ? [v] : v,
  );
export const text = (max = 1000) => maxLength(string(), max);

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/**
 * What every list endpoint takes: `{ keyword, take, page, sort }` (SPEC §7, DESIGN API conventions), and the
 * previous page's `next` as `after` to go on from its last row rather than count `page - 1` pages again.
 */
export const listQuery = {
  keyword: optional(text(200)),
  take: optional(whole(1, 200)),
  page: optional(whole(1, 1_000_000)),
  after: optional(text(300)),
  sort: optional(text(60)),
  direction: optional(enums(SORT_DIRECTIONS)),
};
