import type { Access } from '../http/access';
import type { TranslationKey } from '../i18n/translate';

export type Area = 'public' | 'admin' | 'student';

export interface RouteDef {
  /** Pattern with `:param` and optional `:param?` segments, as wouter reads it. */
  path: string;
  titleKey: TranslationKey;
  area: Area;
  /** Who may open it once the area is chosen; the server enforces the same on every call the screen makes. */
  access: Access;
}

type Entry = [path: string, titleKey: TranslationKey, access?: Access];

const build = (area: Area, fallback: Access, entries: Entry[]): RouteDef[] =>
  entries.map(([path, titleKey, access]) => ({ path, titleKey, area, access: access ?? fallback }));

/** SPEC §2 public routes. Only Splash and SignIn are reachable before the session is loaded. */
export const PUBLIC_ROUTES = build('public', 'public', [
  ['/', 'route.splash'],
  ['/signIn', 'route.signIn'],
  ['/test', 'route.test'],
  ['/teaching/join/:id', 'route.joinTeaching'],
]);

export const UNGUARDED_PATHS: readonly string[] = ['/', '/signIn'];

const SETTINGS: Entry[] = (
  [
    ['certificate', 'route.settingCertificate'],
    ['domain', 'route.settingDomain'],
    ['package-service', 'route.settingPackageService'],
    ['marketing-tools', 'route.settingMarketingTools'],
    ['notification', 'route.settingNotification'],
    ['information', 'route.settingInformation'],
    ['subject', 'route.settingSubject'],
    ['transcript', 'route.settingTranscript'],
    ['classLevel', 'route.settingClassLevel'],
    ['landingPage', 'route.settingLandingPage'],
    ['design/:id', 'route.settingDesign'],
    ['design-2/:id', 'route.settingDesign'],
    ['design-3/:id', 'route.settingDesign'],
    ['mailTemplate', 'route.settingMailTemplate'],
    ['securitySetting', 'route.settingSecurity'],
    ['paymentSetting', 'route.settingPayment'],
    ['addNotification', 'route.notificationAdd', 'admin'],
    ['editNotification/:id', 'route.notificationEdit', 'admin'],
    ['department', 'route.settingDepartment'],
    ['mailSetting', 'route.settingMail'],
  ] as Entry[]
).map(([path, key, access]) => [`/setting/${path}`, key, access ?? 'owner']);

/** SPEC §2 owner/teacher area. */
export const ADMIN_ROUTES = build('admin', 'admin', [
  ['/dashboard', 'route.dashboard'],
  ['/teachers/list', 'route.teachers', 'owner'],
  ['/teachers/edit/:id', 'route.teacherEdit', 'owner'],
  ['/teachers/add', 'route.teacherAdd', 'owner'],
  ['/teachers/logs', 'route.teacherLogs', 'owner'],
  ['/rightGroup/list', 'route.rightGroups', 'owner'],
  ['/registerUser/list', 'route.students'],
  ['/registerUser/edit/:id', 'route.studentEdit'],
  ['/registerUser/add', 'route.studentAdd'],
  ['/retailStudent/list', 'route.retailStudents'],
  ['/retailStudent/edit/:id', 'route.retailStudentEdit'],
  ['/retailStudent/add', 'route.retailStudentAdd'],
  ['/registeredUserNoteRecord/list/:id', 'route.studentNotes'],
  ['/registeredUserScoreRecord/list/:id', 'route.studentScores'],
  ['/study/list/:id?/:name?', 'route.study'],
  ['/userGroup/list', 'route.userGroups'],
  ['/userGroup/edit/:id', 'route.userGroupEdit'],
  ['/userGroup/add', 'route.userGroupAdd'],
  ['/userGroupScoreRecord/list/:id', 'route.userGroupScores'],
  ['/userGroupNoteRecord/list/:id', 'route.userGroupNotes'],
  ['/course/list', 'route.courses'],
  ['/course/edit/:id', 'route.courseEdit'],
  ['/course/add', 'route.courseAdd'],
  ['/courseReviewAndComment/list', 'route.courseReviews'],
  ['/courseCategory/list', 'route.courseCategories'],
  ['/course-package/list', 'route.coursePackages'],
  ['/course-package/edit/:id', 'route.coursePackageEdit'],
  ['/course-package/add', 'route.coursePackageAdd'],
  ...SETTINGS,
  ['/teaching/list', 'route.liveClasses'],
  ['/teaching/edit/:id', 'route.liveClassEdit'],
  ['/teaching/add', 'route.liveClassAdd'],
  ['/monitor/list', 'route.monitors'],
  ['/monitor/edit/:id', 'route.monitorEdit'],
  ['/monitor/add', 'route.monitorAdd'],
  ['/user/profile', 'route.profile'],
  ['/fileCategory/list', 'route.fileCategories'],
  ['/post/list', 'route.posts'],
  ['/post/add', 'route.postAdd'],
  ['/post/edit/:id', 'route.postEdit'],
  ['/postCategory/list', 'route.postCategories'],
  ['/file/list', 'route.files'],
  ['/activeCode/list', 'route.activeCodes'],
  ['/activeCode/add', 'route.activeCodeAdd'],
  ['/activeCode/edit/:id', 'route.activeCodeEdit'],
  ['/couponCode/list', 'route.couponCodes'],
  ['/couponCode/add', 'route.couponCodeAdd'],
  ['/couponCode/edit/:id', 'route.couponCodeEdit'],
  ['/order/list', 'route.orders'],
  ['/order/add', 'route.orderAdd'],
  ['/order/edit/:id', 'route.orderEdit'],
  ['/exam/list', 'route.exams'],
  ['/schedule/list', 'route.schedule'],
  ['/revenueReport/list', 'route.revenueReport', 'owner'],
  ['/myNotification/list', 'route.myNotifications'],
  ['/job-position/list', 'route.jobPositions'],
  ['/unit-management/list', 'route.units'],
  ['/unit-management/add', 'route.unitAdd'],
  ['/unit-management/edit/:id', 'route.unitEdit'],
  ['/approve/setting', 'route.approveSetting', 'owner'],
  ['/approve/flow/list', 'route.approveFlows'],
  ['/approve/flow/add', 'route.approveFlowAdd'],
  ['/approve/flow/edit/:id', 'route.approveFlowEdit'],
  ['/approve/member/list', 'route.approveMembers'],
  ['/approve/member/detail/:id', 'route.approveMemberDetail'],
  ['/approve/log', 'route.approveLog'],
  ['/member/list', 'route.members'],
  ['/member/add', 'route.memberAdd'],
  ['/member/edit/:id', 'route.memberEdit'],
  ['/report/general-report', 'route.generalReport'],
  ['/report/detail-report', 'route.detailReport'],
  ['/my-course/list', 'route.myCourses'],
  ['/my-course/:id', 'route.courseDetail'],
  ['/course/:id/lesson/:idLesson?', 'route.lesson'],
  ['/memberGroup/list', 'route.memberGroups'],
  ['/memberGroup/edit/:id', 'route.memberGroupEdit'],
  ['/memberGroup/add', 'route.memberGroupAdd'],
  ['/backgroundJob/exportList/:moduleName?', 'route.exportJobs'],
  ['/backgroundJob/importList/:moduleName?', 'route.importJobs'],
  ['/openCourseLogs/exportList', 'route.openCourseLogs'],
]);

/** SPEC §2 student area. */
export const STUDENT_ROUTES = build('student', 'signedIn', [
  ['/dashboard', 'route.dashboard'],
  ['/my-course/list', 'route.myCourses'],
  ['/my-course/:id', 'route.courseDetail'],
  ['/live-class/list', 'route.liveClasses'],
  ['/user/profile', 'route.profile'],
  ['/scoreRecord/list', 'route.scoreRecord'],
  ['/noteRecord/list', 'route.noteRecord'],
  ['/library/list', 'route.library'],
  ['/exam/list', 'route.exams'],
  ['/schedule/list', 'route.schedule'],
  ['/myNotification/list', 'route.myNotifications'],
  ['/myCertificate/list', 'route.myCertificates'],
  ['/course/:id/lesson/:idLesson?', 'route.lesson'],
  ['/student/course/:id/lesson/:idLesson?', 'route.lesson'],
]);
