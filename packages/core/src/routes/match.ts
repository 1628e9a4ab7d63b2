import { inject, parse } from 'regexparam';

export type RouteParams = Record<string, string | undefined>;

// regexparam is the matcher wouter (our browser router) already ships, so both sides read patterns alike.
const cache = new Map<string, { keys: string[]; pattern: RegExp }>();

/** Matches a path against a pattern with `:param` and `:param?` segments; undefined when it does not match. */
export function matchPath(pattern: string, path: string): RouteParams | undefined {
  let compiled = cache.get(pattern);
  if (!compiled) {
    compiled = parse(pattern);
    cache.set(pattern, compiled);
  }
  const { keys, pattern: regex } = compiled;
  const match = regex.exec(path);
  if (!match) return undefined;
  return Object.fromEntries(
    keys.map((key, i) => [
      key,
      match[i + 1] === undefined ? undefined : decodeURIComponent(match[i + 1] as string),
    ]),
  );
}

/** Fills a pattern's parameters: `buildPath('/course/edit/:id', { id: 7 })` → `/course/edit/7`. */
export function buildPath(pattern: string, params: Record<string, string | number | undefined> = {}): string {
  const encoded = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      value === undefined ? '' : encodeURIComponent(String(value)),
    ]),
  );
  const path = inject(pattern, encoded);
  // inject leaves a required parameter it was not given in place; a link to it would lead nowhere.
  const missing = /\/:(\w+)/.exec(path);
  if (missing) throw new Error(`buildPath: missing :${missing[1]} for ${pattern}`);
  return path || '/';
}
