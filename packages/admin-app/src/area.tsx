import {
  AdminDashboard,
  type AreaModule,
  CourseCategoryList,
  CourseForm,
  CourseList,
  CoursePackageForm,
  CoursePackageList,
  CourseReviewsAdmin,
  LEARNING_SCREENS,
  MyNotifications,
  Profile,
  type ScreenProps,
  StudentForm,
  StudentList,
  StudyList,
} from '@saola/widgets';

/** Registered and retail students share their screens under their own paths. */
function studentScreens(kind: 'registered' | 'retail', base: string): AreaModule['screens'] {
  return {
    [`${base}/list`]: ({ navigate }: ScreenProps) => <StudentList kind={kind} onNavigate={navigate} />,
    [`${base}/add`]: ({ navigate }: ScreenProps) => <StudentForm kind={kind} onNavigate={navigate} />,
    [`${base}/edit/:id`]: ({ navigate, params }: ScreenProps) => (
      <StudentForm key={params.id} kind={kind} id={Number(params.id)} onNavigate={navigate} />
    ),
  };
}

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
  '/course-package/list': ({ navigate }: ScreenProps) => <CoursePackageList onNavigate={navigate} />,
  '/course-package/add': ({ navigate }: ScreenProps) => <CoursePackageForm onNavigate={navigate} />,
  '/course-package/edit/:id': ({ navigate, params }: ScreenProps) => (
    <CoursePackageForm key={params.id} id={Number(params.id)} onNavigate={navigate} />
  ),
  ...studentScreens('registered', '/registerUser'),
  ...studentScreens('retail', '/retailStudent'),
  '/study/list/:id?/:name?': ({ navigate, params }: ScreenProps) => (
    <StudyList
      key={params.id ?? ''}
      idUser={params.id ? Number(params.id) : undefined}
      name={params.name}
      onNavigate={navigate}
    />
  ),
  '/courseReviewAndComment/list': CourseReviewsAdmin,
  ...LEARNING_SCREENS,
};
