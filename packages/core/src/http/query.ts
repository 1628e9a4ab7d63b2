type Scalar = string | number | boolean | Date;

function scalarText(value: Scalar): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function append(params: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) append(params, key, item);
  } else if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [child, inner] of Object.entries(value))
      append(params, key ? `${key}.${child}` : child, inner);
  } else {
    params.append(key, scalarText(value as Scalar));
  }
}

/**
 * GET and DELETE payloads as a query string: arrays as repeated keys (`ids=1&ids=2`), nested objects with
 * dotted keys (`filter.status=1`), null and undefined left out, dates as ISO strings.
 */
export function encodeQuery(payload: unknown): string {
  const params = new URLSearchParams();
  if (payload && typeof payload === 'object') append(params, '', payload);
  return params.toString();
}

/** Keys that would reach an object's prototype machinery if a decoded path walked through them. */
const UNSAFE_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);

/** A query key no client of ours sends: one that names the prototype machinery (`__proto__.password=…`). */
export class UnsafeQueryKeyError extends Error {
  readonly statusCode = 400;
  constructor(readonly key: string) {
    super('Invalid query key');
    this.name = 'UnsafeQueryKeyError';
  }
}

/**
 * The inverse of encodeQuery: repeated keys become arrays, dotted keys nested objects; values stay strings.
 * Every object it makes has no prototype, and a key with a `__proto__`, `prototype` or `constructor` segment
 * is refused outright: the query is parsed before anyone is authenticated, so a key that could walk into
 * Object.prototype would let an anonymous request change every object of the process.
 */
export function decodeQuery(query: string | URLSearchParams): Record<string, unknown> {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const result: Record<string, unknown> = Object.create(null);
  for (const [key, value] of params) {
    const path = key.split('.');
    if (path.some((segment) => UNSAFE_SEGMENTS.has(segment))) throw new UnsafeQueryKeyError(key);
    const last = path.pop() as string;
    let target = result;
    for (const segment of path) {
      const next = target[segment];
      if (typeof next !== 'object' || next === null || Array.isArray(next))
        target[segment] = Object.create(null);
      target = target[segment] as Record<string, unknown>;
    }
    const existing = target[last];
    if (existing === undefined) target[last] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else target[last] = [existing, value];
  }
  return result;
}

export function withQuery(url: string, payload: unknown): string {
  const query = encodeQuery(payload);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
