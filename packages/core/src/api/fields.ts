import { array, boolean, coerce, enums, integer, optional, type Struct, string, union } from 'superstruct';
import { maxItems, maxLength, maxValue, minValue, rating } from '../validate/structs';

/**
 * Field types that also accept the string forms a query string carries (`take=20`, `ids=1`, `isShowAll=true`),
 * so one struct validates a GET payload and a JSON body alike.
 */
/** The largest id or count the database stores (PostgreSQL int4). */
export const INT_MAX = 2_147_483_647;

const fromText = (v: string) => (/^[+-]?\d+$/.test(v.trim()) ? Number(v) : v);

export const whole = (min = 0, max = INT_MAX) =>
  coerce(maxValue(minValue(integer(), min), max), string(), fromText);
export const idField = () => whole(1);
/** A star rating of 1 to `max`, also from its query-string form. */
export const stars = (max = 5) => coerce(rating(integer(), max), string(), fromText);
export const flag = () =>
  coerce(boolean(), string(), (v) => (v === 'true' ? true : v === 'false' ? false : v));
export const list = <T, S>(item: Struct<T, S>, max = 1000) =>
  coerce(maxItems(array(item), max), union([string(), integer()]), (v) => [v]);
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
