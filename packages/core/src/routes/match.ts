export type RouteParams = Record<string, string | undefined>;

const cache = new Map<string, { regex: RegExp; keys: string[] }>();

function compile(pattern: string) {
  let compiled = cache.get(pattern);
  if (!compiled) {
    const keys: string[] = [];
    const source = pattern
      .split('/')
      .filter(Boolean)
      .map((segment) => {
        const param = /^:(\w+)(\?)?$/.exec(segment);
        if (!param) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
        keys.push(param[1] as string);
        return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
      })
      .join('');
    compiled = { regex: new RegExp(`^${source || '/'}/?$`, 'i'), keys };
    cache.set(pattern, compiled);
  }
  return compiled;
}

/** Matches a path against a pattern with `:param` and `:param?` segments; undefined when it does not match. */
export function matchPath(pattern: string, path: string): RouteParams | undefined {
  const { regex, keys } = compile(pattern);
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
  const path = pattern
    .split('/')
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return segment;
      const value = params[param[1] as string];
      if (value === undefined || value === '') {
        if (param[2]) return undefined;
        throw new Error(`buildPath: missing :${param[1]} for ${pattern}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment) => segment !== undefined)
    .join('/');
  return path || '/';
}
