import { type Client, startCallsEarly } from '@saola/core/http';
import { loadDictionary, provideDictionary } from '@saola/core/i18n';
import { account, nav } from '@saola/core/i18n/host';
import { firstCallsAt } from '@saola/core/routes';
import {
  adoptPageConfig,
  isAdminArea,
  isSessionReady,
  keepPageHint,
  session,
  startSession,
} from '@saola/core/session';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createSaola, SaolaProvider } from '../runtime/saola';
import { AppHost } from './app-host';
import type { AreaLoaders } from './area';

/** Starts the calls the page's first screen waits for, when a kept session shows it at once in this host. */
function startFirstScreen(client: Client, areas: AreaLoaders): void {
  const { user } = session;
  if (!user || !isSessionReady() || user.mustChangePassword) return;
  const area = isAdminArea(user) ? 'admin' : 'student';
  if (areas[area]) void startCallsEarly(client, firstCallsAt(area, location.pathname));
}

/**
 * Starts the product in a page: restores the session, picks the language (`?lang=` first), and renders the
 * host into `root` once its language has loaded: the common dictionary part and the frame's (`nav`: the
 * menu and titles, `account`: sign-in and the account menu), whose Vietnamese comes in this bundle; each
 * screen brings its own parts. The API is on the page's own origin unless `baseUrl` says otherwise. A cookie
 * tells the server which area and language the next page opens in, so it can preload that page's files.
 *
 * On a slow network each request made only once the code that needs it has run costs a round trip: a visitor
 * nobody signed in to takes the school's configuration from the page itself (the server wrote it there), and
 * a kept session starts the calls its first screen waits for (core's FIRST_CALLS) now, while that screen's
 * code still downloads; the screen takes their replies in flight.
 */
export async function mountHost(root: HTMLElement, areas: AreaLoaders, baseUrl?: string): Promise<Root> {
  startSession({ search: location.search, languages: navigator.languages });
  keepPageHint();
  const saola = createSaola(baseUrl ? { baseUrl } : {});
  if (session.accessToken) startFirstScreen(saola.client, areas);
  else adoptPageConfig();
  provideDictionary('nav', 'vi', nav);
  provideDictionary('account', 'vi', account);
  await loadDictionary(session.locale, ['nav', 'account']);
  const app = createRoot(root);
  app.render(
    <StrictMode>
      <SaolaProvider saola={saola}>
        <AppHost areas={areas} />
      </SaolaProvider>
    </StrictMode>,
  );
  return app;
}
