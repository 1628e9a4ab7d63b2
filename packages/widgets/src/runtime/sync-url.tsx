import { createContext, type ReactNode, useContext } from 'react';

/**
 * Whether lists and tabs may keep their state (page, size, search, sort, open tab) in the page's address.
 * The address belongs to the page: the product's own front end says yes, an element says no unless its page
 * opts in (`sync-url="true"`), and so does a React app that does not provide it, so a portal's own `?page=`
 * or `?sort=` are never read or rewritten by a Saola list.
 */
const SyncUrlContext = createContext(false);

export function SyncUrlProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return <SyncUrlContext.Provider value={enabled}>{children}</SyncUrlContext.Provider>;
}

export function useSyncUrl(): boolean {
  return useContext(SyncUrlContext);
}
