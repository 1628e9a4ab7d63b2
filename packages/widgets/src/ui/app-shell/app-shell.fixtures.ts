import type { MenuItem } from '@saola/core/api';
import { pathTo } from '@saola/core/routes';

/** An owner's menu with a group, for the shell's story and test. */
export const ADMIN_MENUS: MenuItem[] = [
  { titleKey: 'route.dashboard', path: pathTo('adminDashboard'), icon: 'home' },
  {
    titleKey: 'menu.courses',
    path: pathTo('courseList'),
    icon: 'book',
    children: [
      { titleKey: 'route.courses', path: pathTo('courseList'), icon: 'book' },
      { titleKey: 'route.courseCategories', path: pathTo('courseCategoryList'), icon: 'book' },
    ],
  },
  { titleKey: 'route.students', path: pathTo('studentList'), icon: 'users' },
  { titleKey: 'route.myNotifications', path: pathTo('myNotifications'), icon: 'bell' },
];
