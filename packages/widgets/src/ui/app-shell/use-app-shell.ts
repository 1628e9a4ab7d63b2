import type { MenuItem } from '@saola/core/api';
import type { Locale } from '@saola/core/constants';
import { pathTo } from '@saola/core/routes';
import { setLocale, signOut } from '@saola/core/session';
import { useSession } from '../../runtime/i18n';
import { useSaola } from '../../runtime/saola';
import { INBOX_PATH } from './notification-bell';

/** What the shell shows and does: the session's site, menus and user; language change; sign-out. */
export function useAppShell(onNavigate: (path: string) => void) {
  const { api, client } = useSaola();
  const snapshot = useSession();
  const menus = (snapshot.menus ?? []) as readonly MenuItem[];
  return {
    website: snapshot.website,
    // A valtio snapshot is deeply readonly; the menu is only read.
    menus,
    /** The bell shows when the user's menu offers the inbox. */
    hasInbox: menus.some(
      (item) => item.path === INBOX_PATH || item.children?.some((c) => c.path === INBOX_PATH),
    ),
    user: snapshot.user,
    /** SPEC §7: the browser goes through /Home/ChangeLanguage, which stores the choice and comes back. */
    changeLocale: async (locale: Locale) => {
      const url = await setLocale(api, locale, client.baseUrl);
      location.assign(url);
    },
    signOut: async () => {
      await signOut(api);
      onNavigate(pathTo('signIn'));
    },
  };
}
