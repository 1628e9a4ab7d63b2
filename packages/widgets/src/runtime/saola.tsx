// From http, not the api barrel: the runtime makes calls and carries no area's payload structs.
import { type Api, type Client, createApi, createClient, type Transport } from '@saola/core/http';
import { clearSession, session } from '@saola/core/session';
import { createContext, type ReactNode, useContext } from 'react';

export interface Saola {
  client: Client;
  api: Api;
}

export interface SaolaOptions {
  /** Where the Saola server is; the page's origin when omitted. */
  baseUrl?: string;
  /** How requests are sent (tests and stories pass a fake). */
  transport?: Transport;
}

/** A client bound to the page's session: its token, its language, and clearing it on a 401. */
export function createSaola(options: SaolaOptions = {}): Saola {
  const client = createClient({
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    ...(options.transport ? { transport: options.transport } : {}),
    getToken: () => session.accessToken,
    getLocale: () => session.locale,
    onUnauthorized: clearSession,
  });
  return { client, api: createApi(client) };
}

let pageSaola: Saola | undefined;

/** The page's default runtime, created on first use or by `configureSaola`. */
export function defaultSaola(): Saola {
  pageSaola ??= createSaola();
  return pageSaola;
}

export function configureSaola(options: SaolaOptions): Saola {
  pageSaola = createSaola(options);
  return pageSaola;
}

const SaolaContext = createContext<Saola | undefined>(undefined);

export function SaolaProvider({ saola, children }: { saola: Saola; children: ReactNode }) {
  return <SaolaContext.Provider value={saola}>{children}</SaolaContext.Provider>;
}

/** The client and API of the nearest provider, else the page's default runtime. */
export function useSaola(): Saola {
  return useContext(SaolaContext) ?? defaultSaola();
}
