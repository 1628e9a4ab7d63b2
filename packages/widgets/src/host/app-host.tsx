import { pathTo } from '@saola/core/routes';
import { signOut, takeRedirect } from '@saola/core/session';
import { type ReactNode, Suspense, useCallback } from 'react';
import { FirstPassword } from '../elements/require-access';
import { useSession, useT } from '../runtime/i18n';
import { useSaola } from '../runtime/saola';
import { SyncUrlProvider } from '../runtime/sync-url';
import { NoAccess } from '../screens/shell/no-access/no-access';
import { PageNotFound } from '../screens/shell/page-not-found/page-not-found';
import { SignIn } from '../screens/shell/sign-in/sign-in';
import { Splash } from '../screens/shell/splash/splash';
import { AppShell } from '../ui/app-shell/app-shell';
import { Button } from '../ui/button/button';
import { EmptyState } from '../ui/empty-state/empty-state';
import { Spinner } from '../ui/progress/progress';
import { AlertHost, Toaster } from '../ui/toaster/toaster';
import type { AreaLoaders } from './area';
import { ChunkBoundary } from './area-view';
import { useAppHost } from './use-app-host';

export interface AppHostProps {
  /** The areas this host serves; the one-origin front end passes both, a standalone app its own. */
  areas: AreaLoaders;
}

const centred = 'flex min-h-screen items-center justify-center bg-gray-50 p-4';

/** The product's front end: SPEC §2's routes, guard and areas over the widgets. */
export function AppHost({ areas }: AppHostProps) {
  const t = useT();
  const { api } = useSaola();
  const { user } = useSession();
  const { decision, path, navigate, Area, Doors } = useAppHost(areas);
  // Stable, so the Splash loads the configuration once rather than again on every render of the host.
  const replaceWith = useCallback((to: string) => navigate(to, true), [navigate]);

  let page: ReactNode;
  if (decision.kind === 'render' && decision.route.area === 'public') {
    page =
      decision.route.screen === 'signIn' ? (
        <div className={centred}>
          <SignIn onSignedIn={() => replaceWith(takeRedirect())} onNavigate={navigate} />
        </div>
      ) : decision.route.screen === 'splash' ? (
        <div className={centred}>
          <Splash onNavigate={replaceWith} />
        </div>
      ) : Doors ? (
        // Sign-up and password recovery come with the areas' chunks (either area serves them).
        <div className={centred}>
          <ChunkBoundary>
            <Suspense fallback={<Spinner />}>
              <Doors pattern={decision.route.path} params={decision.params} navigate={navigate} />
            </Suspense>
          </ChunkBoundary>
        </div>
      ) : (
        <div className={centred}>
          <Spinner />
        </div>
      );
  } else if (
    user?.mustChangePassword &&
    decision.kind !== 'signInWithToken' &&
    decision.kind !== 'redirect'
  ) {
    // An imported account chooses its own password before any page of an area, its menus included.
    page = (
      <div className="min-h-screen bg-gray-50">
        <ChunkBoundary>
          <Suspense fallback={<Spinner />}>
            <FirstPassword />
          </Suspense>
        </ChunkBoundary>
      </div>
    );
  } else if (decision.kind === 'render' || decision.kind === 'notFound' || decision.kind === 'forbidden') {
    const body =
      decision.kind === 'notFound' ? (
        <PageNotFound onNavigate={navigate} />
      ) : decision.kind === 'forbidden' ? (
        <NoAccess onNavigate={navigate} />
      ) : Area ? (
        <ChunkBoundary>
          <Suspense fallback={<Spinner />}>
            <Area pattern={decision.route.path} params={decision.params} navigate={navigate} />
          </Suspense>
        </ChunkBoundary>
      ) : (
        <EmptyState
          title={t('host.areaNotServed')}
          action={
            <Button
              variant="secondary"
              onClick={() => void signOut(api).then(() => navigate(pathTo('signIn')))}
            >
              {t('auth.signOut')}
            </Button>
          }
        />
      );
    page = (
      <AppShell currentPath={path} onNavigate={navigate}>
        {body}
      </AppShell>
    );
  } else {
    page = (
      <div className={centred}>
        <Spinner />
      </div>
    );
  }

  // The address is the product's own: lists and tabs keep their state in it, so a reload shows the same view.
  return (
    <SyncUrlProvider enabled>
      {page}
      <Toaster />
      <AlertHost />
    </SyncUrlProvider>
  );
}
