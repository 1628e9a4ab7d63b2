import {
  AdminDashboard,
  type AreaModule,
  CourseCategoryList,
  MyNotifications,
  Profile,
} from '@saola/widgets';

/** The owner/teacher route set: each registered path of SPEC §2 and the screen serving it. */
export const screens: AreaModule['screens'] = {
  '/dashboard': AdminDashboard,
  '/user/profile': Profile,
  '/myNotification/list': MyNotifications,
  '/courseCategory/list': CourseCategoryList,
};
