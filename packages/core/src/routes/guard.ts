import type { SessionUser } from '../api/auth';
import type { WebsiteConfig } from '../api/config';
import { PRODUCT_NAME } from '../constants';
import type { Translate } from '../i18n/translate';
import { type AccessHolder, allows, isAdminArea } from '../session/store';
import { matchPath, type RouteParams } from './match';
import type { RegisteredRoutes, RouteDef } from './registered';

export interface GuardState {
  user: (Pick<SessionUser, 'idType'> & AccessHolder) | null;
  website: WebsiteConfig | null;
  /** Only whether they are loaded matters here. */
  menus: readonly unknown[] | null;
}

export interface GuardLocation {
  path: string;
  /** The query string, with or without its leading '?'. */
  search?: string;
}

export type GuardDecision =
  | {
      kind: 'render';
      route: RouteDef;
      params: RouteParams;
      /** Where a sign-in or sign-up page was asked to lead afterwards (`?next=`, a path on this site). */
      next?: string;
    }
  | { kind: 'signInWithToken'; token: string /** The same address without accessToken. */; next: string }
  | {
      kind: 'redirect';
      to: string /** The requested path and query, to restore after sign-in. */;
      remember?: string;
    }
  | { kind: 'forbidden' }
  | { kind: 'notFound' };

function findRoute(routes: readonly RouteDef[], path: string) {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return undefined;
}

/**
 * A path on this site to go to, or null: another origin (`//host`, `https:`, `/\\host`) is never followed, nor a
 * path with a backslash or a control character, which a browser's URL parser drops or turns into a slash
 * (`/\t/host` is `//host` to it).
 */
function localPath(value: string | null): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  return value && /^\/(?![/\\])/.test(value) && !/[\u0000-\u001f\u007f\\]/.test(value) ? value : null;
}

/**
 * The guard of SPEC §2 as a pure decision over the location and the session:
 * - `?accessToken=` on any route signs in from that token first;
 * - Splash and SignIn always render; anything else waits at `/` until user, website and menus are loaded,
 *   remembering the requested path with its query;
 * - once the user is known, owners and teachers get the admin set and everyone else the student set;
 * - an unknown (or unregistered) path is PageNotFound.
 * `routes` holds only the routes whose screens are registered.
 */
export function guard(location: GuardLocation, state: GuardState, routes: RegisteredRoutes): GuardDecision {
  const search = new URLSearchParams(location.search ?? '');
  const token = search.get('accessToken');
  if (token) {
    search.delete('accessToken');
    const rest = search.toString();
    return { kind: 'signInWithToken', token, next: `${location.path}${rest ? `?${rest}` : ''}` };
  }

  const publicMatch = findRoute(routes.public, location.path);
  // A public screen that asks nothing more (its access in the manifest) renders before the session is known.
  if (publicMatch && publicMatch.route.access === 'public') {
    const next = localPath(search.get('next'));
    return { kind: 'render', ...publicMatch, ...(next ? { next } : {}) };
  }

  if (!state.user || !state.website || !state.menus) {
    const query = search.toString();
    return { kind: 'redirect', to: '/', remember: `${location.path}${query ? `?${query}` : ''}` };
  }

  if (publicMatch) return { kind: 'render', ...publicMatch };
  const area = isAdminArea(state.user) ? routes.admin : routes.student;
  const match = findRoute(area, location.path);
  if (!match) return { kind: 'notFound' };
  return allows(match.route.access, state.user) ? { kind: 'render', ...match } : { kind: 'forbidden' };
}

/** The page title from the route's title key in the current language, else the product name. */
export function pageTitle(
  route: Pick<RouteDef, 'titleKey'> | undefined,
  t: Translate,
  siteName?: string | null,
): string {
  const title = route ? t(route.titleKey) : '';
  const suffix = siteName || PRODUCT_NAME;
  if (!title || title === PRODUCT_NAME || title === suffix) return suffix;
  return `${title} · ${suffix}`;
}

/** The active tab kept in `?tab=`: the one named there if it exists, else the first. */
export function activeTab<T extends string>(search: string, tabs: readonly T[]): T | undefined {
  const named = new URLSearchParams(search).get('tab');
  return tabs.find((tab) => tab === named) ?? tabs[0];
}

/** The query string with `tab` set, keeping every other parameter. */
export function withTab(search: string, tab: string): string {
  const params = new URLSearchParams(search);
  params.set('tab', tab);
  return `?${params.toString()}`;
}
