import { Bars3Icon, XMarkIcon } from '@heroicons/react/24/outline';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useT } from '../../runtime/i18n';
import { Avatar } from '../avatar/avatar';
import { LocaleSwitcher } from '../locale-switcher/locale-switcher';
import { NotificationBell } from './notification-bell';
import { Sidebar } from './sidebar';
import { useAppShell } from './use-app-shell';

export interface AppShellProps {
  currentPath: string;
  /** The host's router moves here (profile, menu items, sign-in after sign-out). */
  onNavigate: (path: string) => void;
  children: ReactNode;
}

// Headless UI's menu machinery is ~30 kB: it arrives just after the page, not in a student's first load.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/** The frame of both areas: the site's header, the menu (a drawer on phones) and the page. */
export function AppShell({ currentPath, onNavigate, children }: AppShellProps) {
  const t = useT();
  const shell = useAppShell(onNavigate);
  const [drawer, setDrawer] = useState(false);
  const navigate = (path: string) => {
    setDrawer(false);
    onNavigate(path);
  };
  const brand = (
    <span className="flex items-center gap-2">
      {shell.website?.logoUrl ? (
        <img src={shell.website.logoUrl} alt="" className="h-8" />
      ) : (
        <span
          aria-hidden
          className="flex size-8 items-center justify-center rounded-lg bg-brand-600 font-bold text-white"
        >
          S
        </span>
      )}
      <span className="font-semibold text-ink">{shell.website?.name ?? t('common.appName')}</span>
    </span>
  );
  const nav = <Sidebar menus={shell.menus} currentPath={currentPath} onNavigate={navigate} />;

  return (
    <div className="min-h-screen bg-gray-50">
      <a
        href="#saola-main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('common.skipToContent')}
      </a>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-line bg-white px-3 md:px-5">
        <button
          type="button"
          className="rounded p-1.5 hover:bg-gray-100 md:hidden"
          aria-label={t('common.menu')}
          aria-expanded={drawer}
          onClick={() => setDrawer(true)}
        >
          <Bars3Icon aria-hidden className="size-6" />
        </button>
        {brand}
        <div className="ms-auto flex items-center gap-3">
          <div className="hidden sm:block">
            <LocaleSwitcher onChange={shell.changeLocale} />
          </div>
          {shell.user && shell.hasInbox && (
            <NotificationBell currentPath={currentPath} onNavigate={navigate} />
          )}
          {shell.user && (
            <Suspense fallback={<Avatar name={shell.user.fullName} url={shell.user.avatarUrl} size="sm" />}>
              <UserMenu
                user={shell.user}
                onNavigate={navigate}
                onSignOut={() => void shell.signOut()}
                onChangeLocale={shell.changeLocale}
              />
            </Suspense>
          )}
        </div>
      </header>
      <div className="flex">
        <nav
          aria-label={t('common.menu')}
          className="sticky top-14 hidden h-[calc(100vh-3.5rem)] w-64 shrink-0 overflow-y-auto border-e border-line bg-white p-3 md:block"
        >
          {nav}
        </nav>
        <main id="saola-main" className="min-w-0 flex-1 p-4 md:p-6">
          {children}
        </main>
      </div>
      {drawer && (
        <div className="fixed inset-0 z-40 md:hidden">
          <button
            type="button"
            aria-label={t('common.close')}
            className="absolute inset-0 bg-black/40"
            onClick={() => setDrawer(false)}
          />
          <nav
            aria-label={t('common.menu')}
            className="absolute inset-y-0 start-0 w-72 max-w-[85vw] overflow-y-auto bg-white p-3 shadow-xl"
          >
            <div className="mb-3 flex items-center justify-between">
              {brand}
              <button
                type="button"
                className="rounded p-1.5 hover:bg-gray-100"
                aria-label={t('common.close')}
                onClick={() => setDrawer(false)}
              >
                <XMarkIcon aria-hidden className="size-6" />
              </button>
            </div>
            {nav}
          </nav>
        </div>
      )}
    </div>
  );
}
