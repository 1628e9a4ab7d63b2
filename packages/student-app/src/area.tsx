import {
  type AreaModule,
  LEARNING_SCREENS,
  MyNotifications,
  Profile,
  type ScreenProps,
  STUDENT_LESSON_SCREEN,
  StudentDashboard,
} from '@saola/widgets';

/** The student route set: each registered path of SPEC §2 and the screen serving it. */
export const screens: AreaModule['screens'] = {
  '/dashboard': ({ navigate }: ScreenProps) => <StudentDashboard onNavigate={navigate} />,
  '/user/profile': Profile,
  '/myNotification/list': MyNotifications,
  ...LEARNING_SCREENS,
  ...STUDENT_LESSON_SCREEN,
};
