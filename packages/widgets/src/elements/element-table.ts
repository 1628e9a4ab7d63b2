// Generated from the views by `pnpm --filter @saola/widgets elements:table`: do not edit by hand. A test
// fails while this file differs from what the views give.
import { lazyScreen } from '../screens/view';
import type { ElementRow } from './define';

/** Each element as the standalone runtime defines it: attribute types, its screen's access, its screen. */
export const ELEMENT_TABLE: ElementRow[] = [
  {
    name: 'saola-splash',
    attributes: {},
    screen: lazyScreen(() => import('../screens/shell/splash/splash'), 'Splash', []),
  },
  {
    name: 'saola-sign-in',
    attributes: {},
    screen: lazyScreen(() => import('../screens/shell/sign-in/sign-in'), 'SignIn', ['account', 'nav']),
  },
  {
    name: 'saola-sign-up',
    attributes: {},
    screen: lazyScreen(() => import('../screens/shell/sign-up/sign-up'), 'SignUp', ['account', 'settings']),
  },
  {
    name: 'saola-forgot-password',
    attributes: { token: 'string' },
    screen: lazyScreen(() => import('../screens/shell/forgot-password/forgot-password'), 'ForgotPassword', [
      'account',
      'settings',
    ]),
  },
  {
    name: 'saola-public-test',
    attributes: {},
    screen: lazyScreen(() => import('../screens/shell/public-test/public-test'), 'PublicTest', [
      'exam',
      'quiz',
      'nav',
    ]),
  },
  {
    name: 'saola-page-not-found',
    attributes: { home: 'string' },
    screen: lazyScreen(() => import('../screens/shell/page-not-found/page-not-found'), 'PageNotFound', [
      'nav',
    ]),
  },
  {
    name: 'saola-profile',
    attributes: {},
    screen: lazyScreen(() => import('../screens/shell/profile/profile'), 'Profile', [
      'account',
      'commerce',
      'nav',
    ]),
  },
  {
    name: 'saola-my-notifications',
    attributes: {},
    screen: lazyScreen(
      () => import('../screens/shell/my-notifications/my-notifications'),
      'MyNotifications',
      ['account', 'nav'],
    ),
  },
  {
    name: 'saola-student-dashboard',
    attributes: {},
    screen: lazyScreen(
      () => import('../screens/student/student-dashboard/student-dashboard'),
      'StudentDashboard',
      ['learning', 'nav'],
    ),
  },
  {
    name: 'saola-my-exams',
    attributes: {},
    screen: lazyScreen(() => import('../screens/student/my-exams/my-exams'), 'MyExams', [
      'exam',
      'quiz',
      'nav',
    ]),
  },
  {
    name: 'saola-my-scores',
    attributes: {},
    screen: lazyScreen(() => import('../screens/student/my-scores/my-scores'), 'MyScores', ['exam', 'nav']),
  },
  {
    name: 'saola-my-notes',
    attributes: {},
    screen: lazyScreen(() => import('../screens/student/my-notes/my-notes'), 'MyNotes', ['exam', 'nav']),
  },
  {
    name: 'saola-library',
    attributes: {},
    screen: lazyScreen(() => import('../screens/student/library/library'), 'Library', ['content', 'nav']),
  },
  {
    name: 'saola-my-courses',
    attributes: {},
    screen: lazyScreen(() => import('../screens/student/my-course-list/my-course-list'), 'MyCourseList', [
      'commerce',
      'learning',
    ]),
  },
  {
    name: 'saola-course-detail',
    attributes: { idCourse: 'number' },
    screen: lazyScreen(() => import('../screens/student/course-detail/course-detail'), 'CourseDetail', [
      'commerce',
      'learning',
      'review',
    ]),
  },
  {
    name: 'saola-lesson-player',
    attributes: { idCourse: 'number', idLesson: 'number' },
    screen: lazyScreen(() => import('../screens/student/lesson-page/lesson-page'), 'LessonPage', [
      'learning',
      'quiz',
    ]),
  },
  {
    name: 'saola-admin-dashboard',
    attributes: {},
    screen: lazyScreen(() => import('../screens/admin/admin-dashboard/admin-dashboard'), 'AdminDashboard', [
      'learning',
      'nav',
    ]),
  },
  {
    name: 'saola-course-list',
    attributes: {},
    screen: lazyScreen(() => import('../screens/admin/course-list/course-list'), 'CourseList', [
      'admin',
      'course',
      'nav',
    ]),
  },
  {
    name: 'saola-course-form',
    attributes: { id: 'number' },
    screen: lazyScreen(() => import('../screens/admin/course-form/course-form'), 'CourseForm', [
      'admin',
      'course',
      'learning',
      'quiz',
      'nav',
      'student',
    ]),
  },
  {
    name: 'saola-course-curriculum',
    attributes: { idCourse: 'number' },
    screen: lazyScreen(
      () => import('../screens/admin/course-curriculum/course-curriculum'),
      'CourseCurriculum',
      ['admin', 'course', 'learning', 'quiz'],
    ),
  },
  {
    name: 'saola-course-students',
    attributes: { idCourse: 'number' },
    screen: lazyScreen(() => import('../screens/admin/course-students/course-students'), 'CourseStudents', [
      'admin',
      'course',
      'student',
    ]),
  },
  {
    name: 'saola-course-category-list',
    attributes: {},
    screen: lazyScreen(
      () => import('../screens/admin/course-category-list/course-category-list'),
      'CourseCategoryList',
      ['course', 'nav'],
    ),
  },
  {
    name: 'saola-course-package-list',
    attributes: {},
    screen: lazyScreen(
      () => import('../screens/admin/course-package-list/course-package-list'),
      'CoursePackageList',
      ['admin', 'course', 'nav'],
    ),
  },
  {
    name: 'saola-course-package-form',
    attributes: { id: 'number' },
    access: 'right:coursePackage',
    screen: lazyScreen(
      () => import('../screens/admin/course-package-form/course-package-form'),
      'CoursePackageForm',
      ['admin', 'course', 'nav'],
    ),
  },
  {
    name: 'saola-unit-list',
    attributes: {},
    screen: lazyScreen(() => import('../screens/admin/unit-list/unit-list'), 'UnitList', [
      'organisation',
      'nav',
    ]),
  },
  {
    name: 'saola-unit-form',
    attributes: { id: 'number' },
    access: 'right:organisation',
    screen: lazyScreen(() => import('../screens/admin/unit-form/unit-form'), 'UnitForm', [
      'organisation',
      'nav',
    ]),
  },
  {
    name: 'saola-job-position-list',
    attributes: {},
    screen: lazyScreen(
      () => import('../screens/admin/job-position-list/job-position-list'),
      'JobPositionList',
      ['organisation', 'nav'],
    ),
  },
  {
    name: 'saola-member-group-list',
    attributes: {},
    screen: lazyScreen(
      () => import('../screens/admin/member-group-list/member-group-list'),
      'MemberGroupList',
      ['organisation', 'nav'],
    ),
  },
  {
    name: 'saola-member-group-form',
    attributes: { id: 'number' },
    access: 'right:organisation',
    screen: lazyScreen(
      () => import('../screens/admin/member-group-form/member-group-form'),
      'MemberGroupForm',
      ['organisation', 'nav'],
    ),
  },
  {
    name: 'saola-member-list',
    attributes: {},
    screen: lazyScreen(() => import('../screens/admin/member-list/member-list'), 'MemberList', [
      'organisation',
      'admin',
      'nav',
    ]),
  },
  {
    name: 'saola-member-form',
    attributes: { id: 'number' },
    access: 'right:organisation',
    screen: lazyScreen(() => import('../screens/admin/member-form/member-form'), 'MemberForm', [
      'organisation',
      'account',
      'admin',
      'nav',
    ]),
  },
  {
    name: 'saola-approve-flow-list',
    attributes: {},
    access: 'right:approval.flow',
    screen: lazyScreen(
      () => import('../screens/admin/approve-flow-list/approve-flow-list'),
      'ApproveFlowList',
      ['organisation', 'nav'],
    ),
  },
  {
    name: 'saola-approve-flow-form',
    attributes: { id: 'number' },
    access: 'right:approval.flow',
    screen: lazyScreen(
      () => import('../screens/admin/approve-flow-form/approve-flow-form'),
      'ApproveFlowForm',
      ['organisation', 'nav'],
    ),
  },
  {
    name: 'saola-approve-setting',
    attributes: {},
    access: 'right:approval.flow',
    screen: lazyScreen(() => import('../screens/admin/approve-setting/approve-setting'), 'ApproveSetting', [
      'organisation',
      'nav',
    ]),
  },
  {
    name: 'saola-approval-list',
    attributes: {},
    screen: lazyScreen(() => import('../screens/admin/approval-list/approval-list'), 'ApprovalList', [
      'organisation',
      'admin',
      'nav',
    ]),
  },
  {
    name: 'saola-approval-detail',
    attributes: { id: 'number' },
    screen: lazyScreen(() => import('../screens/admin/approval-detail/approval-detail'), 'ApprovalDetail', [
      'organisation',
      'admin',
      'nav',
    ]),
  },
  {
    name: 'saola-approval-log',
    attributes: {},
    access: 'right:approval.flow',
    screen: lazyScreen(() => import('../screens/admin/approval-log/approval-log'), 'ApprovalLog', [
      'organisation',
      'admin',
      'nav',
    ]),
  },
  {
    name: 'saola-post-list',
    attributes: {},
    screen: lazyScreen(() => import('../screens/admin/post-list/post-list'), 'PostList', [
      'account',
      'content',
      'nav',
    ]),
  },
  {
    name: 'saola-post-form',
    attributes: { id: 'number' },
    access: 'right:post',
    screen: lazyScreen(() => import('../screens/admin/post-form/post-form'), 'PostForm', [
      'account',
      'admin',
      'content',
      'nav',
    ]),
  },
  {
    name: 'saola-post-category-list',
    attributes: {},
    screen: lazyScreen(
      () => import('../screens/admin/content-category-list/content-category-list'),
      'PostCategoryList',
      ['content', 'nav'],
    ),
  },
  {
    name: 'saola-landing-page',
    attributes: {},
    access: 'owner',
    screen: lazyScreen(() => import('../screens/admin/landing-page/landing-page'), 'LandingPageSetting', [
      'account',
      'content',
      'nav',
    ]),
  },
  {
    name: 'saola-file-library',
    attributes: {},
    screen: lazyScreen(() => import('../screens/admin/file-library/file-library'), 'FileLibrary', [
      'content',
      'nav',
    ]),
  },
  {
    name: 'saola-file-category-list',
    attributes: {},
    screen: lazyScreen(
      () => import('../screens/admin/content-category-list/content-category-list'),
      'FileCategoryList',
      ['content', 'nav'],
    ),
  },
  {
    name: 'saola-active-code-list',
    attributes: {},
    access: 'right:activeCode.manage',
    screen: lazyScreen(() => import('../screens/admin/active-code-list/active-code-list'), 'ActiveCodeList', [
      'commerce',
      'nav',
    ]),
  },
  {
    name: 'saola-active-code-form',
    attributes: { id: 'number' },
    access: 'right:activeCode.manage',
    screen: lazyScreen(() => import('../screens/admin/active-code-form/active-code-form'), 'ActiveCodeForm', [
      'commerce',
      'nav',
    ]),
  },
  {
    name: 'saola-teacher-list',
    attributes: {},
    access: 'right:teacher',
    screen: lazyScreen(() => import('../screens/admin/teacher-list/teacher-list'), 'TeacherList', [
      'admin',
      'staff',
      'nav',
    ]),
  },
  {
    name: 'saola-teacher-form',
    attributes: { id: 'number' },
    access: 'right:teacher',
    screen: lazyScreen(() => import('../screens/admin/teacher-form/teacher-form'), 'TeacherForm', [
      'account',
      'admin',
      'staff',
      'nav',
    ]),
  },
  {
    name: 'saola-teacher-logs',
    attributes: {},
    access: 'right:staffLog.view',
    screen: lazyScreen(() => import('../screens/admin/teacher-logs/teacher-logs'), 'TeacherLogs', [
      'admin',
      'staff',
      'nav',
    ]),
  },
  {
    name: 'saola-right-group-list',
    attributes: {},
    access: 'right:rightGroup',
    screen: lazyScreen(() => import('../screens/admin/right-group-list/right-group-list'), 'RightGroupList', [
      'staff',
      'nav',
    ]),
  },
  {
    name: 'saola-user-group-list',
    attributes: {},
    screen: lazyScreen(() => import('../screens/admin/user-group-list/user-group-list'), 'UserGroupList', [
      'staff',
      'nav',
    ]),
  },
  {
    name: 'saola-user-group-form',
    attributes: { id: 'number' },
    access: 'right:userGroup',
    screen: lazyScreen(() => import('../screens/admin/user-group-form/user-group-form'), 'UserGroupForm', [
      'staff',
      'nav',
    ]),
  },
  {
    name: 'saola-score-record-list',
    attributes: { idGroup: 'number', idUser: 'number' },
    screen: lazyScreen(
      () => import('../screens/admin/score-record-list/score-record-list'),
      'ScoreRecordList',
      ['staff'],
    ),
  },
  {
    name: 'saola-note-record-list',
    attributes: { idGroup: 'number', idUser: 'number' },
    screen: lazyScreen(() => import('../screens/admin/note-record-list/note-record-list'), 'NoteRecordList', [
      'staff',
    ]),
  },
  {
    name: 'saola-information-setting',
    attributes: {},
    access: 'owner',
    screen: lazyScreen(
      () => import('../screens/admin/information-setting/information-setting'),
      'InformationSetting',
      ['settings', 'account', 'nav'],
    ),
  },
  {
    name: 'saola-security-setting',
    attributes: {},
    access: 'owner',
    screen: lazyScreen(
      () => import('../screens/admin/security-setting/security-setting'),
      'SecuritySetting',
      ['settings', 'nav'],
    ),
  },
  {
    name: 'saola-mail-setting',
    attributes: {},
    access: 'owner',
    screen: lazyScreen(() => import('../screens/admin/mail-setting/mail-setting'), 'MailSetting', [
      'settings',
      'nav',
    ]),
  },
  {
    name: 'saola-mail-template',
    attributes: {},
    access: 'owner',
    screen: lazyScreen(() => import('../screens/admin/mail-template/mail-template'), 'MailTemplate', [
      'settings',
      'account',
      'nav',
    ]),
  },
  {
    name: 'saola-exam-list',
    attributes: {},
    screen: lazyScreen(() => import('../screens/admin/exam-list/exam-list'), 'ExamList', ['exam', 'nav']),
  },
  {
    name: 'saola-subject-list',
    attributes: {},
    screen: lazyScreen(() => import('../screens/admin/subject-list/subject-list'), 'SubjectList', [
      'school',
      'nav',
    ]),
  },
  {
    name: 'saola-class-level-list',
    attributes: {},
    screen: lazyScreen(() => import('../screens/admin/class-level-list/class-level-list'), 'ClassLevelList', [
      'school',
      'nav',
    ]),
  },
  {
    name: 'saola-department-list',
    attributes: {},
    screen: lazyScreen(() => import('../screens/admin/department-list/department-list'), 'DepartmentList', [
      'school',
      'nav',
    ]),
  },
  {
    name: 'saola-transcript-setting',
    attributes: {},
    access: 'right:schoolCatalog',
    screen: lazyScreen(
      () => import('../screens/admin/transcript-setting/transcript-setting'),
      'TranscriptSetting',
      ['school', 'nav'],
    ),
  },
  {
    name: 'saola-payment-setting',
    attributes: {},
    access: 'owner',
    screen: lazyScreen(() => import('../screens/admin/payment-setting/payment-setting'), 'PaymentSetting', [
      'commerce',
      'nav',
    ]),
  },
  {
    name: 'saola-revenue-report',
    attributes: { from: 'string', to: 'string' },
    access: 'right:report.revenue',
    screen: lazyScreen(() => import('../screens/admin/revenue-report/revenue-report'), 'RevenueReport', [
      'commerce',
      'nav',
    ]),
  },
  {
    name: 'saola-order-list',
    attributes: {},
    access: 'right:order',
    screen: lazyScreen(() => import('../screens/admin/order-list/order-list'), 'OrderList', [
      'commerce',
      'nav',
    ]),
  },
  {
    name: 'saola-order-form',
    attributes: { id: 'number' },
    access: 'right:order',
    screen: lazyScreen(() => import('../screens/admin/order-form/order-form'), 'OrderForm', [
      'commerce',
      'nav',
    ]),
  },
  {
    name: 'saola-coupon-list',
    attributes: {},
    access: 'right:coupon',
    screen: lazyScreen(() => import('../screens/admin/coupon-list/coupon-list'), 'CouponList', [
      'commerce',
      'nav',
    ]),
  },
  {
    name: 'saola-coupon-form',
    attributes: { id: 'number' },
    access: 'right:coupon',
    screen: lazyScreen(() => import('../screens/admin/coupon-form/coupon-form'), 'CouponForm', [
      'commerce',
      'nav',
    ]),
  },
  {
    name: 'saola-course-reviews',
    attributes: {},
    screen: lazyScreen(
      () => import('../screens/admin/course-reviews/course-reviews-admin'),
      'CourseReviewsAdmin',
      ['review', 'nav'],
    ),
  },
  {
    name: 'saola-student-list',
    attributes: { kind: 'string' },
    screen: lazyScreen(() => import('../screens/admin/student-list/student-list'), 'StudentList', [
      'admin',
      'nav',
      'student',
    ]),
  },
  {
    name: 'saola-student-form',
    attributes: { kind: 'string', id: 'number' },
    access: 'right:student',
    screen: lazyScreen(() => import('../screens/admin/student-form/student-form'), 'StudentForm', [
      'account',
      'admin',
      'nav',
      'student',
    ]),
  },
  {
    name: 'saola-study-list',
    attributes: { idUser: 'number', name: 'string' },
    screen: lazyScreen(() => import('../screens/admin/study-list/study-list'), 'StudyList', [
      'admin',
      'course',
      'learning',
      'nav',
      'student',
    ]),
  },
];
