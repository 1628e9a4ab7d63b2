import { loadDictionary, provideDictionary } from '@saola/core/i18n';
import { account, nav } from '@saola/core/i18n/host';
import { keepPageHint, session, startSession } from '@saola/core/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSaola, SaolaProvider } from '../runtime/saola';
import { AppHost } from './app-host';
import type { AreaLoaders } from './area';

/**
 * Starts the product in a page: restores the session, picks the language (`?lang=` first), and renders the
 * host into `root` once its language has loaded: the common dictionary part and the frame's (`nav`: the
 * menu and titles, `account`: sign-in and the account menu), whose Vietnamese comes in this bundle; each
 * screen brings its own parts. The API is on the page's own origin unless `baseUrl` says otherwise. A cookie
 * tells the server which area and language the next page opens in, so it can preload that page's files.
 */
export async function mountHost(root: HTMLElement, areas: AreaLoaders, baseUrl?: string): Promise<void> {
  startSession({ search: location.search, languages: navigator.languages });
  keepPageHint();
  provideDictionary('nav', 'vi', nav);
  provideDictionary('account', 'vi', account);
  await loadDictionary(session.locale, ['nav', 'account']);
  const saola = createSaola(baseUrl ? { baseUrl } : {});
  createRoot(root).render(
    <StrictMode>
      <SaolaProvider saola={saola}>
        <AppHost areas={areas} />
      </SaolaProvider>
    </StrictMode>,
  );
}
