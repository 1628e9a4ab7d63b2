import { guard, pageTitle, pathTo, registeredRoutes } from '@saola/core/routes';
import {
  isAdminArea,
  isSessionReady,
  loadConfig,
  rememberRedirect,
  session,
  signInWithAccessToken,
} from '@saola/core/session';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSession, useT } from '../runtime/i18n';
import { useSaola } from '../runtime/saola';
import type { AreaLoaders } from './area';
import { lazyArea } from './area-view';

const ROUTES = registeredRoutes();

/**
 * The host's whole behaviour: core's guard decides what the address shows; this hook carries the decision out
 * (token sign-in, redirect with the path remembered), follows the request wrapper's
 * navigations, and keeps the title, the scroll position and the document's language in step.
 */
export function useAppHost(areas: AreaLoaders) {
  const t = useT();
  const { api, client } = useSaola();
  const snapshot = useSession();
  const [path, setLocation] = useLocation();
  const search = useSearch();
  const navigate = useCallback((to: string, replace = false) => setLocation(to, { replace }), [setLocation]);
  const lazyAreas = useMemo(
    () => ({
      admin: areas.admin && lazyArea(areas.admin),
      student: areas.student && lazyArea(areas.student),
    }),
    [areas],
  );

  const { user, website, menus } = snapshot;
  const decision = useMemo(
    () => guard({ path, search }, { user, website, menus }, ROUTES),
    [path, search, user, website, menus],
  );

  // ?accessToken= signs in from that token, then the address bar loses it (replace: not in history either).
  const exchanging = useRef<string | null>(null);
  useEffect(() => {
    if (decision.kind !== 'signInWithToken' || exchanging.current === decision.token) return;
    exchanging.current = decision.token;
    void signInWithAccessToken(api, decision.token).then((reply) =>
      navigate(reply.error ? pathTo('signIn') : decision.next, true),
    );
  }, [api, decision, navigate]);

  useEffect(() => {
    if (decision.kind !== 'redirect') return;
    rememberRedirect(decision.remember ?? null);
    navigate(decision.to, true);
  }, [decision, navigate]);

  // A sign-in or sign-up page opened with ?next= (the public course page's Buy or Enrol) leads there after:
  // at once for someone already signed in, else once they are.
  const next = decision.kind === 'render' ? decision.next : undefined;
  useEffect(() => {
    if (!next) return;
    if (user) navigate(next, true);
    else rememberRedirect(next);
  }, [next, user, navigate]);

  // 401 → sign-in (coming back here afterwards), 403 → dashboard: the wrapper says where, the router goes.
  const here = useRef('');
  here.current = `${path}${search ? `?${search}` : ''}`;
  useEffect(
    () =>
      client.notices.on('navigate', ({ to }) => {
        if (to === pathTo('signIn') && ![pathTo('splash'), pathTo('signIn')].includes(path))
          rememberRedirect(here.current);
        navigate(to);
      }),
    [client, navigate, path],
  );

  // A kept session shows at once; its user, site and menus are refreshed behind it.
  useEffect(() => {
    if (session.accessToken && isSessionReady()) void loadConfig(api, { quiet: true });
  }, [api]);

  const titleKey =
    decision.kind === 'render'
      ? decision.route.titleKey
      : decision.kind === 'notFound'
        ? 'route.notFound'
        : null;
  useEffect(() => {
    document.title = pageTitle(titleKey ? { titleKey } : undefined, t, website?.name);
  }, [titleKey, t, website?.name]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every new path starts at the top of the page
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);

  useEffect(() => {
    document.documentElement.lang = snapshot.locale;
  }, [snapshot.locale]);

  const area = isAdminArea(user) ? 'admin' : 'student';
  // The public doors (sign-up, recovery) come with any area this host serves.
  const Doors = lazyAreas[area] ?? lazyAreas.admin ?? lazyAreas.student;
  return { decision, path, navigate, Area: lazyAreas[area], Doors };
}
