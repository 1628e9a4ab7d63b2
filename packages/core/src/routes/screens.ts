import { type Access, RIGHTS, right } from '../http/access';
import type { TranslationKey } from '../i18n/translate';
import type { MenuPlace } from './menus';
import type { Area, CataloguePath } from './tables';

/**
 * What core knows of a screen: where it is reachable, its title, who may open it and its place in the menu.
 * The React side (component, props from the route, custom element) is the widgets' table of the same ids.
 */
export type ScreenDef =
  | {
      /** Its route patterns in each area that serves it, as SPEC's catalogue spells them. */
      routes: { [A in Area]?: readonly CataloguePath<A>[] };
      title: TranslationKey;
      /** Beyond its area (public, owners and teachers, everyone signed in): 'owner' or a right. */
      access?: Access;
      menu?: { admin?: MenuPlace; student?: MenuPlace };
    }
  | {
      routes?: never;
      /** Why the screen has no address of its own: it is only embedded as an element or shown by the host. */
      embedOnly: string;
    };

/**
 * The screen manifest: one entry per screen, and the only place a screen is registered. The routes the guard
 * opens, the menus, the apps' route sets, the custom elements and `pnpm routes:coverage` all follow from it.
 * A screen is added here in the same change that makes it work.
 */
export const SCREENS = {
  splash: { routes: { public: ['/'] }, title: 'route.splash' },
  signIn: { routes: { public: ['/signIn'] }, title: 'route.signIn' },
  signUp: { routes: { public: ['/signUp'] }, title: 'route.signUp' },
  forgotPassword: { routes: { public: ['/forgotPassword'] }, title: 'route.forgotPassword' },
  publicTest: { routes: { public: ['/test'] }, title: 'route.publicTest' },
  certificateVerify: { routes: { public: ['/certificate/verify/:code?'] }, title: 'route.certificateVerify' },
  pageNotFound: { embedOnly: 'the host shows it for an address no screen serves' },
  // Everyone signed in, observers too (their own profile and notices).
  profile: {
    routes: { admin: ['/user/profile'], student: ['/user/profile'] },
    title: 'route.profile',
    access: 'signedIn',
  },
  myNotifications: {
    routes: { admin: ['/myNotification/list'], student: ['/myNotification/list'] },
    title: 'route.myNotifications',
    access: 'signedIn',
    menu: { admin: { icon: 'bell', order: 100 }, student: { icon: 'bell', order: 100 } },
  },

  adminDashboard: {
    routes: { admin: ['/dashboard'] },
    title: 'route.dashboard',
    // An observer's counts are those of the classes it watches.
    access: 'watch',
    menu: { admin: { icon: 'home', order: 10 } },
  },
  courseList: {
    routes: { admin: ['/course/list'] },
    title: 'route.courses',
    menu: { admin: { group: 'courses', order: 1 } },
  },
  courseAdd: { routes: { admin: ['/course/add'] }, title: 'route.courseAdd' },
  courseEdit: { routes: { admin: ['/course/edit/:id'] }, title: 'route.courseEdit' },
  courseCurriculum: { embedOnly: "a tab of the course form, on the course's page" },
  courseStudents: { embedOnly: "a tab of the course form, on the course's page" },
  courseCategoryList: {
    routes: { admin: ['/courseCategory/list'] },
    title: 'route.courseCategories',
    menu: { admin: { group: 'courses', order: 2 } },
  },
  coursePackageList: {
    routes: { admin: ['/course-package/list'] },
    title: 'route.coursePackages',
    menu: { admin: { group: 'courses', order: 3 } },
  },
  // Every admin may look at the lists; only the saves need the right, so the forms ask for it up front.
  coursePackageAdd: {
    routes: { admin: ['/course-package/add'] },
    title: 'route.coursePackageAdd',
    access: right(RIGHTS.coursePackage),
  },
  coursePackageEdit: {
    routes: { admin: ['/course-package/edit/:id'] },
    title: 'route.coursePackageEdit',
    access: right(RIGHTS.coursePackage),
  },
  unitList: {
    routes: { admin: ['/unit-management/list'] },
    title: 'route.units',
    menu: { admin: { group: 'organisation', order: 1 } },
  },
  unitAdd: {
    routes: { admin: ['/unit-management/add'] },
    title: 'route.unitAdd',
    access: right(RIGHTS.organisation),
  },
  unitEdit: {
    routes: { admin: ['/unit-management/edit/:id'] },
    title: 'route.unitEdit',
    access: right(RIGHTS.organisation),
  },
  jobPositionList: {
    routes: { admin: ['/job-position/list'] },
    title: 'route.jobPositions',
    menu: { admin: { group: 'organisation', order: 2 } },
  },
  memberGroupList: {
    routes: { admin: ['/memberGroup/list'] },
    title: 'route.memberGroups',
    menu: { admin: { group: 'organisation', order: 4 } },
  },
  memberGroupAdd: {
    routes: { admin: ['/memberGroup/add'] },
    title: 'route.memberGroupAdd',
    access: right(RIGHTS.organisation),
  },
  memberGroupEdit: {
    routes: { admin: ['/memberGroup/edit/:id'] },
    title: 'route.memberGroupEdit',
    access: right(RIGHTS.organisation),
  },
  memberList: {
    routes: { admin: ['/member/list'] },
    title: 'route.members',
    menu: { admin: { group: 'organisation', order: 3 } },
  },
  memberAdd: {
    routes: { admin: ['/member/add'] },
    title: 'route.memberAdd',
    access: right(RIGHTS.organisation),
  },
  memberEdit: {
    routes: { admin: ['/member/edit/:id'] },
    title: 'route.memberEdit',
    access: right(RIGHTS.organisation),
  },
  approveFlowList: {
    routes: { admin: ['/approve/flow/list'] },
    title: 'route.approveFlows',
    access: right(RIGHTS.approvalFlow),
    menu: { admin: { group: 'organisation', order: 6 } },
  },
  approveFlowAdd: {
    routes: { admin: ['/approve/flow/add'] },
    title: 'route.approveFlowAdd',
    access: right(RIGHTS.approvalFlow),
  },
  approveFlowEdit: {
    routes: { admin: ['/approve/flow/edit/:id'] },
    title: 'route.approveFlowEdit',
    access: right(RIGHTS.approvalFlow),
  },
  approveSetting: {
    routes: { admin: ['/approve/setting'] },
    title: 'route.approveSetting',
    access: right(RIGHTS.approvalFlow),
    menu: { admin: { group: 'organisation', order: 7 } },
  },
  approvalList: {
    routes: { admin: ['/approve/member/list'] },
    title: 'route.approvals',
    menu: { admin: { group: 'organisation', order: 5 } },
  },
  approvalDetail: {
    routes: { admin: ['/approve/member/detail/:id'] },
    title: 'route.approvalDetail',
  },
  approvalLog: {
    routes: { admin: ['/approve/log'] },
    title: 'route.approvalLog',
    access: right(RIGHTS.approvalFlow),
    menu: { admin: { group: 'organisation', order: 8 } },
  },
  activeCodeList: {
    routes: { admin: ['/activeCode/list'] },
    title: 'route.activeCodes',
    access: right(RIGHTS.activeCode),
    menu: { admin: { group: 'sales', order: 3 } },
  },
  activeCodeAdd: {
    routes: { admin: ['/activeCode/add'] },
    title: 'route.activeCodeAdd',
    access: right(RIGHTS.activeCode),
  },
  activeCodeEdit: {
    routes: { admin: ['/activeCode/edit/:id'] },
    title: 'route.activeCodeEdit',
    access: right(RIGHTS.activeCode),
  },
  teacherList: {
    routes: { admin: ['/teachers/list'] },
    title: 'route.teachers',
    access: right(RIGHTS.teacher),
    menu: { admin: { group: 'teachers', order: 1 } },
  },
  teacherAdd: {
    routes: { admin: ['/teachers/add'] },
    title: 'route.teacherAdd',
    access: right(RIGHTS.teacher),
  },
  teacherEdit: {
    routes: { admin: ['/teachers/edit/:id'] },
    title: 'route.teacherEdit',
    access: right(RIGHTS.teacher),
  },
  teacherLogs: {
    routes: { admin: ['/teachers/logs'] },
    title: 'route.teacherLogs',
    access: right(RIGHTS.staffLog),
    menu: { admin: { group: 'teachers', order: 3 } },
  },
  rightGroupList: {
    routes: { admin: ['/rightGroup/list'] },
    title: 'route.rightGroups',
    access: right(RIGHTS.rightGroup),
    menu: { admin: { group: 'teachers', order: 2 } },
  },
  monitorList: {
    routes: { admin: ['/monitor/list'] },
    title: 'route.monitors',
    access: right(RIGHTS.teacher),
    menu: { admin: { group: 'teachers', order: 4 } },
  },
  monitorAdd: {
    routes: { admin: ['/monitor/add'] },
    title: 'route.monitorAdd',
    access: right(RIGHTS.teacher),
  },
  monitorEdit: {
    routes: { admin: ['/monitor/edit/:id'] },
    title: 'route.monitorEdit',
    access: right(RIGHTS.teacher),
  },
  userGroupList: {
    routes: { admin: ['/userGroup/list'] },
    title: 'route.userGroups',
    // Observers see the classes they watch, read-only.
    access: 'watch',
    menu: { admin: { group: 'students', order: 3 } },
  },
  userGroupAdd: {
    routes: { admin: ['/userGroup/add'] },
    title: 'route.userGroupAdd',
    access: right(RIGHTS.userGroup),
  },
  userGroupEdit: {
    routes: { admin: ['/userGroup/edit/:id'] },
    title: 'route.userGroupEdit',
    access: right(RIGHTS.userGroup),
  },
  userGroupScoreRecords: {
    routes: { admin: ['/userGroupScoreRecord/list/:id'] },
    title: 'route.userGroupScores',
    access: 'watch',
  },
  userGroupNoteRecords: {
    routes: { admin: ['/userGroupNoteRecord/list/:id'] },
    title: 'route.userGroupNotes',
    access: 'watch',
  },
  studentScoreRecords: {
    routes: { admin: ['/registeredUserScoreRecord/list/:id'] },
    title: 'route.studentScores',
  },
  studentNoteRecords: {
    routes: { admin: ['/registeredUserNoteRecord/list/:id'] },
    title: 'route.studentNotes',
  },
  informationSetting: {
    routes: { admin: ['/setting/information'] },
    title: 'route.settingInformation',
    access: 'owner',
    menu: { admin: { group: 'settings', order: 1 } },
  },
  securitySetting: {
    routes: { admin: ['/setting/securitySetting'] },
    title: 'route.settingSecurity',
    access: 'owner',
    menu: { admin: { group: 'settings', order: 2 } },
  },
  mailSetting: {
    routes: { admin: ['/setting/mailSetting'] },
    title: 'route.settingMail',
    access: 'owner',
    menu: { admin: { group: 'settings', order: 3 } },
  },
  mailTemplate: {
    routes: { admin: ['/setting/mailTemplate'] },
    title: 'route.settingMailTemplate',
    access: 'owner',
    menu: { admin: { group: 'settings', order: 4 } },
  },
  mailOutbox: {
    routes: { admin: ['/setting/mailOutbox'] },
    title: 'route.settingMailOutbox',
    access: 'owner',
    menu: { admin: { group: 'settings', order: 4.5 } },
  },
  paymentSetting: {
    routes: { admin: ['/setting/paymentSetting'] },
    title: 'route.settingPayment',
    access: 'owner',
    menu: { admin: { group: 'settings', order: 5 } },
  },
  liveSetting: {
    routes: { admin: ['/setting/liveSetting'] },
    title: 'route.settingLive',
    access: 'owner',
    menu: { admin: { group: 'settings', order: 6 } },
  },
  domainSetting: {
    routes: { admin: ['/setting/domain'] },
    title: 'route.settingDomain',
    access: 'owner',
    menu: { admin: { group: 'settings', order: 11 } },
  },
  packageService: {
    routes: { admin: ['/setting/package-service'] },
    title: 'route.settingPackage',
    access: 'owner',
    menu: { admin: { group: 'settings', order: 12 } },
  },
  marketingTools: {
    routes: { admin: ['/setting/marketing-tools'] },
    title: 'route.settingMarketing',
    access: 'owner',
    menu: { admin: { group: 'settings', order: 13 } },
  },
  // Owners and teachers send notices (a teacher changes only her own, and the whole school only with the
  // notification.sendAll right: the server checks both).
  noticeList: {
    routes: { admin: ['/setting/notification'] },
    title: 'route.settingNotices',
    menu: { admin: { group: 'settings', order: 10 } },
  },
  noticeAdd: { routes: { admin: ['/setting/addNotification'] }, title: 'route.settingNoticeAdd' },
  noticeEdit: { routes: { admin: ['/setting/editNotification/:id'] }, title: 'route.settingNoticeEdit' },
  // Every admin may look at the school's catalogs; saving needs the school-catalog right (the lists offer
  // add, edit and delete only to those who hold it).
  subjectList: {
    routes: { admin: ['/setting/subject'] },
    title: 'route.settingSubjects',
    menu: { admin: { group: 'settings', order: 6 } },
  },
  classLevelList: {
    routes: { admin: ['/setting/classLevel'] },
    title: 'route.settingClassLevels',
    menu: { admin: { group: 'settings', order: 7 } },
  },
  departmentList: {
    routes: { admin: ['/setting/department'] },
    title: 'route.settingDepartments',
    menu: { admin: { group: 'settings', order: 8 } },
  },
  transcriptSetting: {
    routes: { admin: ['/setting/transcript'] },
    title: 'route.settingTranscript',
    access: right(RIGHTS.schoolCatalog),
    menu: { admin: { group: 'settings', order: 9 } },
  },
  certificateSetting: {
    routes: { admin: ['/setting/certificate'] },
    title: 'route.certificateSettings',
    menu: { admin: { group: 'settings', order: 10 } },
  },
  examList: {
    routes: { admin: ['/exam/list'] },
    title: 'route.exams',
    menu: { admin: { group: 'courses', order: 5 } },
  },
  revenueReport: {
    routes: { admin: ['/revenueReport/list'] },
    title: 'route.revenueReport',
    access: right(RIGHTS.revenueReport),
    menu: { admin: { group: 'reports', order: 5 } },
  },
  generalReport: {
    routes: { admin: ['/report/general-report'] },
    title: 'route.generalReport',
    menu: { admin: { group: 'reports', order: 1 } },
  },
  detailReport: {
    routes: { admin: ['/report/detail-report'] },
    title: 'route.detailReport',
    menu: { admin: { group: 'reports', order: 2 } },
  },
  openCourseLogs: {
    routes: { admin: ['/openCourseLogs/exportList'] },
    title: 'route.openCourseLogs',
    menu: { admin: { group: 'reports', order: 6 } },
  },
  exportList: {
    routes: { admin: ['/backgroundJob/exportList/:moduleName?'] },
    title: 'route.exportList',
    menu: { admin: { group: 'reports', order: 7 } },
  },
  importList: {
    routes: { admin: ['/backgroundJob/importList/:moduleName?'] },
    title: 'route.importList',
    menu: { admin: { group: 'reports', order: 8 } },
  },
  orderList: {
    routes: { admin: ['/order/list'] },
    title: 'route.orders',
    access: right(RIGHTS.order),
    menu: { admin: { group: 'sales', order: 1 } },
  },
  orderAdd: {
    routes: { admin: ['/order/add'] },
    title: 'route.orderAdd',
    access: right(RIGHTS.order),
  },
  orderEdit: {
    routes: { admin: ['/order/edit/:id'] },
    title: 'route.orderEdit',
    access: right(RIGHTS.order),
  },
  couponList: {
    routes: { admin: ['/couponCode/list'] },
    title: 'route.couponCodes',
    access: right(RIGHTS.coupon),
    menu: { admin: { group: 'sales', order: 2 } },
  },
  couponAdd: {
    routes: { admin: ['/couponCode/add'] },
    title: 'route.couponCodeAdd',
    access: right(RIGHTS.coupon),
  },
  couponEdit: {
    routes: { admin: ['/couponCode/edit/:id'] },
    title: 'route.couponCodeEdit',
    access: right(RIGHTS.coupon),
  },
  courseReviews: {
    routes: { admin: ['/courseReviewAndComment/list'] },
    title: 'route.courseReviews',
    menu: { admin: { group: 'courses', order: 4 } },
  },
  studentList: {
    routes: { admin: ['/registerUser/list'] },
    title: 'route.students',
    menu: { admin: { group: 'students', order: 1 } },
  },
  studentAdd: {
    routes: { admin: ['/registerUser/add'] },
    title: 'route.studentAdd',
    access: right(RIGHTS.student),
  },
  studentEdit: {
    routes: { admin: ['/registerUser/edit/:id'] },
    title: 'route.studentEdit',
    access: right(RIGHTS.student),
  },
  retailStudentList: {
    routes: { admin: ['/retailStudent/list'] },
    title: 'route.retailStudents',
    menu: { admin: { group: 'students', order: 2 } },
  },
  retailStudentAdd: {
    routes: { admin: ['/retailStudent/add'] },
    title: 'route.retailStudentAdd',
    access: right(RIGHTS.student),
  },
  retailStudentEdit: {
    routes: { admin: ['/retailStudent/edit/:id'] },
    title: 'route.retailStudentEdit',
    access: right(RIGHTS.student),
  },
  studyList: {
    routes: { admin: ['/study/list/:id?/:name?'] },
    title: 'route.study',
    menu: { admin: { group: 'students', order: 4 } },
  },

  postList: {
    routes: { admin: ['/post/list'] },
    title: 'route.posts',
    menu: { admin: { group: 'content', order: 1 } },
  },
  postAdd: { routes: { admin: ['/post/add'] }, title: 'route.postAdd', access: right(RIGHTS.post) },
  postEdit: { routes: { admin: ['/post/edit/:id'] }, title: 'route.postEdit', access: right(RIGHTS.post) },
  postCategoryList: {
    routes: { admin: ['/postCategory/list'] },
    title: 'route.postCategories',
    menu: { admin: { group: 'content', order: 2 } },
  },
  landingPage: {
    routes: { admin: ['/setting/landingPage'] },
    title: 'route.landingPage',
    access: 'owner',
    menu: { admin: { group: 'settings', order: 2 } },
  },
  landingDesign: {
    routes: { admin: ['/setting/design/:id'] },
    title: 'route.design',
    access: 'owner',
  },
  landingDesign2: {
    routes: { admin: ['/setting/design-2/:id'] },
    title: 'route.design2',
    access: 'owner',
  },
  landingDesign3: {
    routes: { admin: ['/setting/design-3/:id'] },
    title: 'route.design3',
    access: 'owner',
  },
  fileLibrary: {
    routes: { admin: ['/file/list'] },
    title: 'route.files',
    menu: { admin: { group: 'content', order: 3 } },
  },
  fileCategoryList: {
    routes: { admin: ['/fileCategory/list'] },
    title: 'route.fileCategories',
    menu: { admin: { group: 'content', order: 4 } },
  },

  studentDashboard: {
    routes: { student: ['/dashboard'] },
    title: 'route.dashboard',
    menu: { student: { icon: 'home', order: 10 } },
  },
  myExams: {
    routes: { student: ['/exam/list'] },
    title: 'route.myExams',
    menu: { student: { icon: 'clipboard', order: 25 } },
  },
  myScores: {
    routes: { student: ['/scoreRecord/list'] },
    title: 'route.myScores',
    menu: { student: { icon: 'chart', order: 30 } },
  },
  myNotes: {
    routes: { student: ['/noteRecord/list'] },
    title: 'route.myNotes',
    menu: { student: { icon: 'note', order: 35 } },
  },
  library: {
    routes: { student: ['/library/list'] },
    title: 'route.library',
    menu: { student: { icon: 'folder', order: 40 } },
  },
  // The learner's screens are in both areas: staff preview their courses through them.
  myCourses: {
    routes: { admin: ['/my-course/list'], student: ['/my-course/list'] },
    title: 'route.myCourses',
    menu: { student: { icon: 'book', order: 20 } },
  },
  myCertificates: {
    routes: { student: ['/myCertificate/list'] },
    title: 'route.myCertificates',
    menu: { student: { icon: 'award', order: 30 } },
  },
  courseDetail: {
    routes: { admin: ['/my-course/:id'], student: ['/my-course/:id'] },
    title: 'route.courseDetail',
  },
  lesson: {
    routes: {
      admin: ['/course/:id/lesson/:idLesson?'],
      // SPEC §2 gives the student area a second address "under /student".
      student: ['/course/:id/lesson/:idLesson?', '/student/course/:id/lesson/:idLesson?'],
    },
    title: 'route.lesson',
  },
  teachingList: {
    routes: { admin: ['/teaching/list'] },
    title: 'route.teaching',
    menu: { admin: { group: 'teaching', order: 1 } },
  },
  teachingAdd: { routes: { admin: ['/teaching/add'] }, title: 'route.teachingAdd' },
  teachingEdit: { routes: { admin: ['/teaching/edit/:id'] }, title: 'route.teachingEdit' },
  // Public in SPEC's catalogue, but joining needs an account: the guard signs the user in first.
  teachingJoin: {
    routes: { public: ['/teaching/join/:id'] },
    title: 'route.teachingJoin',
    access: 'signedIn',
  },
  liveClassList: {
    routes: { student: ['/live-class/list'] },
    title: 'route.liveClasses',
    menu: { student: { icon: 'video', order: 25 } },
  },
  schedule: {
    routes: { admin: ['/schedule/list'], student: ['/schedule/list'] },
    title: 'route.schedule',
    menu: { admin: { group: 'teaching', order: 2 }, student: { icon: 'calendar', order: 27 } },
  },
} as const satisfies Record<string, ScreenDef>;

export type ScreenId = keyof typeof SCREENS;

/** The screens an area serves: the widgets' area modules must have a component for each. */
export type ScreensIn<A extends Area> = {
  [K in ScreenId]: (typeof SCREENS)[K] extends { routes: { [P in A]: readonly string[] } } ? K : never;
}[ScreenId];
