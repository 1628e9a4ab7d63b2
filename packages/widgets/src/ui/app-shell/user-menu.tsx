import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { SessionUser } from '@saola/core/api';
import { pathTo } from '@saola/core/routes';
import { useT } from '../../runtime/i18n';
import { Avatar } from '../avatar/avatar';
import { LocaleSwitcher } from '../locale-switcher/locale-switcher';

export interface UserMenuProps {
  user: Pick<SessionUser, 'fullName' | 'avatarUrl'>;
  onNavigate: (path: string) => void;
  onSignOut: () => void;
  onChangeLocale: Parameters<typeof LocaleSwitcher>[0]['onChange'];
}

const item = 'block w-full px-3 py-2 text-start text-sm data-focus:bg-gray-100';

/**
 * The signed-in user's menu: a real menu (arrows, Enter, Escape, a click outside and a choice all close it).
 * Its items render in place, not in a portal, so inside a custom element they keep the shadow root's styles.
 */
export function UserMenu({ user, onNavigate, onSignOut, onChangeLocale }: UserMenuProps) {
  const t = useT();
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={user.fullName}
        className="flex items-center gap-2 rounded-full p-0.5 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Avatar name={user.fullName} url={user.avatarUrl} size="sm" />
        <span className="hidden max-w-40 truncate text-sm md:inline">{user.fullName}</span>
      </MenuButton>
      <MenuItems
        modal={false}
        className="absolute end-0 top-full z-40 mt-2 w-52 rounded-lg bg-white py-1 shadow-lg ring-1 ring-line focus:outline-none"
      >
        <div className="px-3 py-2 sm:hidden">
          <LocaleSwitcher onChange={onChangeLocale} />
        </div>
        <MenuItem>
          <button type="button" className={item} onClick={() => onNavigate(pathTo('profile'))}>
            {t('route.profile')}
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={`${item} text-danger data-focus:bg-red-50`} onClick={onSignOut}>
            {t('auth.signOut')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
