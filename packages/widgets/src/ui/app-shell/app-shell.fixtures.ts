import type { MenuItem } from '@saola/core/api';

/** An owner's menu with a group, for the shell's story and test. */
export const ADMIN_MENUS: MenuItem[] = [
  { titleKey: 'route.dashboard', path: '/dashboard', icon: 'home' },
  {
    titleKey: 'menu.courses',
    path: '/course/list',
    icon: 'book',
    children: [
      { titleKey: 'route.courses', path: '/course/list', icon: 'book' },
      { titleKey: 'route.courseCategories', path: '/courseCategory/list', icon: 'book' },
    ],
  },
  { titleKey: 'route.students', path: '/registerUser/list', icon: 'users' },
  { titleKey: 'route.myNotifications', path: '/myNotification/list', icon: 'bell' },
];
