import type { MenuItem } from '@saola/core/api';
import type { Locale } from '@saola/core/constants';
import { setLocale, signOut } from '@saola/core/session';
import { useSession } from '../../runtime/i18n';
import { useSaola } from '../../runtime/saola';

/** What the shell shows and does: the session's site, menus and user; language change; sign-out. */
export function useAppShell(onNavigate: (path: string) => void) {
  const { api, client } = useSaola();
  const snapshot = useSession();
  return {
    website: snapshot.website,
    // A valtio snapshot is deeply readonly; the menu is only read.
    menus: (snapshot.menus ?? []) as readonly MenuItem[],
    user: snapshot.user,
    /** SPEC §7: the browser goes through /Home/ChangeLanguage, which stores the choice and comes back. */
    changeLocale: async (locale: Locale) => {
      const url = await setLocale(api, locale, client.baseUrl);
      location.assign(url);
    },
    signOut: async () => {
      await signOut(api);
      onNavigate('/signIn');
    },
  };
}
