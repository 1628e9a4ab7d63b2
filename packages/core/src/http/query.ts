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

/** The inverse of encodeQuery: repeated keys become arrays, dotted keys nested objects; values stay strings. */
export function decodeQuery(query: string | URLSearchParams): Record<string, unknown> {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const result: Record<string, unknown> = {};
  for (const [key, value] of params) {
    const path = key.split('.');
    const last = path.pop() as string;
    let target = result;
    for (const segment of path) {
      const next = target[segment];
      if (typeof next !== 'object' || next === null || Array.isArray(next)) target[segment] = {};
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
