import type { Access } from '@saola/core/http';
import { type AccessHolder, allows } from '@saola/core/session';
import { lazy, type ReactNode } from 'react';
import { useSession } from '../runtime/i18n';

// Rarely shown, so not part of every page's runtime: its code arrives when a user is refused.
const NoAccess = lazy(() =>
  import('../screens/shell/no-access/no-access').then((module) => ({ default: module.NoAccess })),
);

/** Whether RequireAccess shows its children: no access asked, no user known yet, or one it allows. */
export function admits(access: Access | undefined, user: AccessHolder | null | undefined): boolean {
  return !access || !user || allows(access, user);
}

/**
 * Shows its children only to a user the access admits, else NoAccess. A user not known yet (an element on a
 * page that has not signed in) sees the children: the server's 401 then sends them to sign in.
 */
export function RequireAccess({ access, children }: { access: Access | undefined; children: ReactNode }) {
  const { user } = useSession();
  return admits(access, user) ? children : <NoAccess />;
}
