import type { Access } from '@saola/core/http';
import { type AccessHolder, allows } from '@saola/core/session';
import { lazy, type ReactNode } from 'react';
import { useSession } from '../runtime/i18n';
import { lazyScreen } from '../screens/view';

// Rarely shown, so not part of every page's runtime: its code arrives when a user is refused.
const NoAccess = lazy(() =>
  import('../screens/shell/no-access/no-access').then((module) => ({ default: module.NoAccess })),
);

/**
 * Rarely shown too: an imported account's first sign-in, before any screen that asks the server (which
 * refuses it everything else meanwhile). The product's host shows it for every signed-in route as well.
 */
export const FirstPassword = lazyScreen(
  () => import('../screens/shell/first-password/first-password'),
  'FirstPassword',
  ['account', 'settings'],
);

/** Whether RequireAccess shows its children: no access asked, no user known yet, or one it allows. */
export function admits(access: Access | undefined, user: AccessHolder | null | undefined): boolean {
  return !access || !user || allows(access, user);
}

/**
 * Shows its children only to a user the access admits, else NoAccess. A user not known yet (an element on a
 * page that has not signed in) sees the children: the server's 401 then sends them to sign in. A screen
 * for the signed-in waits until an imported account has chosen its own password.
 */
export function RequireAccess({ access, children }: { access: Access | undefined; children: ReactNode }) {
  const { user } = useSession();
  if (user?.mustChangePassword && access && access !== 'public') return <FirstPassword />;
  return admits(access, user) ? children : <NoAccess />;
}
