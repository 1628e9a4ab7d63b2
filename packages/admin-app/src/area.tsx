import {
  AdminDashboard,
  type AreaModule,
  CourseCategoryList,
  CourseForm,
  CourseList,
  MyNotifications,
  Profile,
  type ScreenProps,
} from '@saola/widgets';

/** The owner/teacher route set: each registered path of SPEC §2 and the screen serving it. */
export const screens: AreaModule['screens'] = {
  '/dashboard': AdminDashboard,
  '/user/profile': Profile,
  '/myNotification/list': MyNotifications,
  '/courseCategory/list': CourseCategoryList,
  '/course/list': ({ navigate }: ScreenProps) => <CourseList onNavigate={navigate} />,
  '/course/add': ({ navigate }: ScreenProps) => <CourseForm onNavigate={navigate} />,
  '/course/edit/:id': ({ navigate, params }: ScreenProps) => (
    <CourseForm key={params.id} id={Number(params.id)} onNavigate={navigate} />
  ),
};
