// Generated from the views by `pnpm --filter @saola/widgets elements:table`: do not edit by hand. A test
// fails while this file differs from what the views give.
import { lazyScreen } from '../screens/view';
import type { ElementScreen } from './define';

export { loadSheet } from './sheet';

/** Each element's screen and its access: fetched by the runtime once it has defined the elements. */
export const ELEMENT_SCREENS: Record<`saola-${string}`, ElementScreen> = {
  'saola-splash': {
    screen: lazyScreen(() => import('../screens/shell/splash/splash'), 'Splash', []),
  },
  'saola-join-teaching': {
    access: 'signedIn',
    screen: lazyScreen(() => import('../screens/shell/join-teaching/join-teaching'), 'JoinTeaching', [
      'live',
      'nav',
    ]),
  },
  'saola-sign-in': {
    screen: lazyScreen(() => import('../screens/shell/sign-in/sign-in'), 'SignIn', ['account', 'nav']),
  },
  'saola-sign-up': {
    screen: lazyScreen(() => import('../screens/shell/sign-up/sign-up'), 'SignUp', ['account', 'settings']),
  },
  'saola-forgot-password': {
    screen: lazyScreen(() => import('../screens/shell/forgot-password/forgot-password'), 'ForgotPassword', [
      'account',
      'settings',
    ]),
  },
  'saola-public-test': {
    screen: lazyScreen(() => import('../screens/shell/public-test/public-test'), 'PublicTest', [
      'account',
      'exam',
      'quiz',
      'nav',
    ]),
  },
  'saola-page-not-found': {
    screen: lazyScreen(() => import('../screens/shell/page-not-found/page-not-found'), 'PageNotFound', [
      'nav',
    ]),
  },
  'saola-profile': {
    access: 'signedIn',
    screen: lazyScreen(() => import('../screens/shell/profile/profile'), 'Profile', [
      'account',
      'commerce',
      'nav',
    ]),
  },
  'saola-my-notifications': {
    access: 'signedIn',
    screen: lazyScreen(
      () => import('../screens/shell/my-notifications/my-notifications'),
      'MyNotifications',
      ['account', 'nav'],
    ),
  },
  'saola-certificate-verify': {
    screen: lazyScreen(
      () => import('../screens/shell/certificate-verify/certificate-verify'),
      'CertificateVerify',
      ['account', 'certificate', 'nav'],
    ),
  },
  'saola-student-dashboard': {
    screen: lazyScreen(
      () => import('../screens/student/student-dashboard/student-dashboard'),
      'StudentDashboard',
      ['learning', 'nav'],
    ),
  },
  'saola-live-class-list': {
    screen: lazyScreen(() => import('../screens/student/live-class-list/live-class-list'), 'LiveClassList', [
      'admin',
      'live',
      'nav',
    ]),
  },
  'saola-schedule': {
    screen: lazyScreen(() => import('../screens/student/schedule/schedule'), 'Schedule', [
      'admin',
      'live',
      'nav',
    ]),
  },
  'saola-my-exams': {
    screen: lazyScreen(() => import('../screens/student/my-exams/my-exams'), 'MyExams', [
      'exam',
      'quiz',
      'nav',
    ]),
  },
  'saola-my-scores': {
    screen: lazyScreen(() => import('../screens/student/my-scores/my-scores'), 'MyScores', ['exam', 'nav']),
  },
  'saola-my-notes': {
    screen: lazyScreen(() => import('../screens/student/my-notes/my-notes'), 'MyNotes', ['exam', 'nav']),
  },
  'saola-library': {
    screen: lazyScreen(() => import('../screens/student/library/library'), 'Library', ['content', 'nav']),
  },
  'saola-my-courses': {
    screen: lazyScreen(() => import('../screens/student/my-course-list/my-course-list'), 'MyCourseList', [
      'commerce',
      'learning',
    ]),
  },
  'saola-course-detail': {
    screen: lazyScreen(() => import('../screens/student/course-detail/course-detail'), 'CourseDetail', [
      'commerce',
      'learning',
      'review',
    ]),
  },
  'saola-lesson-player': {
    screen: lazyScreen(() => import('../screens/student/lesson-page/lesson-page'), 'LessonPage', [
      'learning',
      'quiz',
    ]),
  },
  'saola-my-certificates': {
    screen: lazyScreen(
      () => import('../screens/student/my-certificate-list/my-certificate-list'),
      'MyCertificateList',
      ['certificate', 'nav'],
    ),
  },
  'saola-admin-dashboard': {
    access: 'watch',
    screen: lazyScreen(() => import('../screens/admin/admin-dashboard/admin-dashboard'), 'AdminDashboard', [
      'admin',
      'learning',
      'nav',
    ]),
  },
  'saola-course-list': {
    screen: lazyScreen(() => import('../screens/admin/course-list/course-list'), 'CourseList', [
      'admin',
      'course',
      'nav',
    ]),
  },
  'saola-course-form': {
    screen: lazyScreen(() => import('../screens/admin/course-form/course-form'), 'CourseForm', [
      'admin',
      'course',
      'learning',
      'quiz',
      'nav',
      'student',
    ]),
  },
  'saola-course-curriculum': {
    screen: lazyScreen(
      () => import('../screens/admin/course-curriculum/course-curriculum'),
      'CourseCurriculum',
      ['admin', 'course', 'learning', 'quiz'],
    ),
  },
  'saola-course-students': {
    screen: lazyScreen(() => import('../screens/admin/course-students/course-students'), 'CourseStudents', [
      'admin',
      'course',
      'student',
    ]),
  },
  'saola-course-category-list': {
    screen: lazyScreen(
      () => import('../screens/admin/course-category-list/course-category-list'),
      'CourseCategoryList',
      ['course', 'nav'],
    ),
  },
  'saola-course-package-list': {
    screen: lazyScreen(
      () => import('../screens/admin/course-package-list/course-package-list'),
      'CoursePackageList',
      ['admin', 'course', 'nav'],
    ),
  },
  'saola-course-package-form': {
    access: 'right:coursePackage',
    screen: lazyScreen(
      () => import('../screens/admin/course-package-form/course-package-form'),
      'CoursePackageForm',
      ['admin', 'course', 'nav'],
    ),
  },
  'saola-teaching-list': {
    screen: lazyScreen(() => import('../screens/admin/teaching-list/teaching-list'), 'TeachingList', [
      'admin',
      'live',
      'nav',
    ]),
  },
  'saola-teaching-form': {
    screen: lazyScreen(() => import('../screens/admin/teaching-form/teaching-form'), 'TeachingForm', [
      'admin',
      'live',
      'nav',
    ]),
  },
  'saola-unit-list': {
    screen: lazyScreen(() => import('../screens/admin/unit-list/unit-list'), 'UnitList', [
      'organisation',
      'nav',
    ]),
  },
  'saola-unit-form': {
    access: 'right:organisation',
    screen: lazyScreen(() => import('../screens/admin/unit-form/unit-form'), 'UnitForm', [
      'organisation',
      'nav',
    ]),
  },
  'saola-job-position-list': {
    screen: lazyScreen(
      () => import('../screens/admin/job-position-list/job-position-list'),
      'JobPositionList',
      ['organisation', 'nav'],
    ),
  },
  'saola-member-group-list': {
    screen: lazyScreen(
      () => import('../screens/admin/member-group-list/member-group-list'),
      'MemberGroupList',
      ['organisation', 'nav'],
    ),
  },
  'saola-member-group-form': {
    access: 'right:organisation',
    screen: lazyScreen(
      () => import('../screens/admin/member-group-form/member-group-form'),
      'MemberGroupForm',
      ['organisation', 'nav'],
    ),
  },
  'saola-member-list': {
    screen: lazyScreen(() => import('../screens/admin/member-list/member-list'), 'MemberList', [
      'organisation',
      'admin',
      'nav',
    ]),
  },
  'saola-member-form': {
    access: 'right:organisation',
    screen: lazyScreen(() => import('../screens/admin/member-form/member-form'), 'MemberForm', [
      'organisation',
      'account',
      'admin',
      'monitor',
      'nav',
    ]),
  },
  'saola-approve-flow-list': {
    access: 'right:approval.flow',
    screen: lazyScreen(
      () => import('../screens/admin/approve-flow-list/approve-flow-list'),
      'ApproveFlowList',
      ['organisation', 'nav'],
    ),
  },
  'saola-approve-flow-form': {
    access: 'right:approval.flow',
    screen: lazyScreen(
      () => import('../screens/admin/approve-flow-form/approve-flow-form'),
      'ApproveFlowForm',
      ['organisation', 'nav'],
    ),
  },
  'saola-approve-setting': {
    access: 'right:approval.flow',
    screen: lazyScreen(() => import('../screens/admin/approve-setting/approve-setting'), 'ApproveSetting', [
      'organisation',
      'nav',
    ]),
  },
  'saola-approval-list': {
    screen: lazyScreen(() => import('../screens/admin/approval-list/approval-list'), 'ApprovalList', [
      'organisation',
      'admin',
      'nav',
    ]),
  },
  'saola-approval-detail': {
    screen: lazyScreen(() => import('../screens/admin/approval-detail/approval-detail'), 'ApprovalDetail', [
      'organisation',
      'admin',
      'nav',
    ]),
  },
  'saola-approval-log': {
    access: 'right:approval.flow',
    screen: lazyScreen(() => import('../screens/admin/approval-log/approval-log'), 'ApprovalLog', [
      'organisation',
      'admin',
      'nav',
    ]),
  },
  'saola-post-list': {
    screen: lazyScreen(() => import('../screens/admin/post-list/post-list'), 'PostList', [
      'account',
      'content',
      'nav',
    ]),
  },
  'saola-post-form': {
    access: 'right:post',
    screen: lazyScreen(() => import('../screens/admin/post-form/post-form'), 'PostForm', [
      'account',
      'admin',
      'content',
      'nav',
    ]),
  },
  'saola-post-category-list': {
    screen: lazyScreen(
      () => import('../screens/admin/content-category-list/content-category-list'),
      'PostCategoryList',
      ['content', 'nav'],
    ),
  },
  'saola-landing-page': {
    access: 'owner',
    screen: lazyScreen(() => import('../screens/admin/landing-page/landing-page'), 'LandingPageSetting', [
      'account',
      'content',
      'nav',
    ]),
  },
  'saola-file-library': {
    screen: lazyScreen(() => import('../screens/admin/file-library/file-library'), 'FileLibrary', [
      'content',
      'nav',
    ]),
  },
  'saola-file-category-list': {
    screen: lazyScreen(
      () => import('../screens/admin/content-category-list/content-category-list'),
      'FileCategoryList',
      ['content', 'nav'],
    ),
  },
  'saola-active-code-list': {
    access: 'right:activeCode.manage',
    screen: lazyScreen(() => import('../screens/admin/active-code-list/active-code-list'), 'ActiveCodeList', [
      'commerce',
      'nav',
    ]),
  },
  'saola-active-code-form': {
    access: 'right:activeCode.manage',
    screen: lazyScreen(() => import('../screens/admin/active-code-form/active-code-form'), 'ActiveCodeForm', [
      'commerce',
      'nav',
    ]),
  },
  'saola-teacher-list': {
    access: 'right:teacher',
    screen: lazyScreen(() => import('../screens/admin/teacher-list/teacher-list'), 'TeacherList', [
      'admin',
      'staff',
      'nav',
    ]),
  },
  'saola-teacher-form': {
    access: 'right:teacher',
    screen: lazyScreen(() => import('../screens/admin/teacher-form/teacher-form'), 'TeacherForm', [
      'account',
      'admin',
      'staff',
      'nav',
    ]),
  },
  'saola-monitor-list': {
    access: 'right:teacher',
    screen: lazyScreen(() => import('../screens/admin/monitor-list/monitor-list'), 'MonitorList', [
      'admin',
      'monitor',
      'nav',
    ]),
  },
  'saola-monitor-form': {
    access: 'right:teacher',
    screen: lazyScreen(() => import('../screens/admin/monitor-form/monitor-form'), 'MonitorForm', [
      'account',
      'admin',
      'monitor',
      'nav',
    ]),
  },
  'saola-teacher-logs': {
    access: 'right:staffLog.view',
    screen: lazyScreen(() => import('../screens/admin/teacher-logs/teacher-logs'), 'TeacherLogs', [
      'admin',
      'staff',
      'monitor',
      'nav',
    ]),
  },
  'saola-right-group-list': {
    access: 'right:rightGroup',
    screen: lazyScreen(() => import('../screens/admin/right-group-list/right-group-list'), 'RightGroupList', [
      'staff',
      'nav',
    ]),
  },
  'saola-user-group-list': {
    access: 'watch',
    screen: lazyScreen(() => import('../screens/admin/user-group-list/user-group-list'), 'UserGroupList', [
      'staff',
      'nav',
    ]),
  },
  'saola-user-group-form': {
    access: 'right:userGroup',
    screen: lazyScreen(() => import('../screens/admin/user-group-form/user-group-form'), 'UserGroupForm', [
      'staff',
      'nav',
    ]),
  },
  'saola-score-record-list': {
    access: 'watch',
    screen: lazyScreen(
      () => import('../screens/admin/score-record-list/score-record-list'),
      'ScoreRecordList',
      ['staff'],
    ),
  },
  'saola-note-record-list': {
    access: 'watch',
    screen: lazyScreen(() => import('../screens/admin/note-record-list/note-record-list'), 'NoteRecordList', [
      'staff',
    ]),
  },
  'saola-information-setting': {
    access: 'owner',
    screen: lazyScreen(
      () => import('../screens/admin/information-setting/information-setting'),
      'InformationSetting',
      ['settings', 'account', 'nav'],
    ),
  },
  'saola-security-setting': {
    access: 'owner',
    screen: lazyScreen(
      () => import('../screens/admin/security-setting/security-setting'),
      'SecuritySetting',
      ['settings', 'monitor', 'nav'],
    ),
  },
  'saola-mail-setting': {
    access: 'owner',
    screen: lazyScreen(() => import('../screens/admin/mail-setting/mail-setting'), 'MailSetting', [
      'settings',
      'nav',
    ]),
  },
  'saola-live-setting': {
    access: 'owner',
    screen: lazyScreen(() => import('../screens/admin/live-setting/live-setting'), 'LiveSetting', [
      'settings',
      'nav',
    ]),
  },
  'saola-domain-setting': {
    access: 'owner',
    screen: lazyScreen(() => import('../screens/admin/domain-setting/domain-setting'), 'DomainSetting', [
      'notice',
      'settings',
      'nav',
    ]),
  },
  'saola-package-service': {
    access: 'owner',
    screen: lazyScreen(() => import('../screens/admin/package-service/package-service'), 'PackageService', [
      'notice',
      'nav',
    ]),
  },
  'saola-marketing-tools': {
    access: 'owner',
    screen: lazyScreen(() => import('../screens/admin/marketing-tools/marketing-tools'), 'MarketingTools', [
      'notice',
      'settings',
      'nav',
    ]),
  },
  'saola-notice-list': {
    screen: lazyScreen(() => import('../screens/admin/notice-list/notice-list'), 'NoticeList', [
      'notice',
      'settings',
      'nav',
    ]),
  },
  'saola-notice-form': {
    screen: lazyScreen(() => import('../screens/admin/notice-form/notice-form'), 'NoticeForm', [
      'admin',
      'notice',
      'nav',
    ]),
  },
  'saola-mail-template': {
    access: 'owner',
    screen: lazyScreen(() => import('../screens/admin/mail-template/mail-template'), 'MailTemplate', [
      'settings',
      'account',
      'nav',
    ]),
  },
  'saola-mail-outbox': {
    access: 'owner',
    screen: lazyScreen(() => import('../screens/admin/mail-outbox/mail-outbox'), 'MailOutbox', [
      'settings',
      'nav',
    ]),
  },
  'saola-exam-list': {
    screen: lazyScreen(() => import('../screens/admin/exam-list/exam-list'), 'ExamList', ['exam', 'nav']),
  },
  'saola-subject-list': {
    screen: lazyScreen(() => import('../screens/admin/subject-list/subject-list'), 'SubjectList', [
      'school',
      'nav',
    ]),
  },
  'saola-class-level-list': {
    screen: lazyScreen(() => import('../screens/admin/class-level-list/class-level-list'), 'ClassLevelList', [
      'school',
      'nav',
    ]),
  },
  'saola-department-list': {
    screen: lazyScreen(() => import('../screens/admin/department-list/department-list'), 'DepartmentList', [
      'school',
      'nav',
    ]),
  },
  'saola-transcript-setting': {
    access: 'right:schoolCatalog',
    screen: lazyScreen(
      () => import('../screens/admin/transcript-setting/transcript-setting'),
      'TranscriptSetting',
      ['school', 'nav'],
    ),
  },
  'saola-payment-setting': {
    access: 'owner',
    screen: lazyScreen(() => import('../screens/admin/payment-setting/payment-setting'), 'PaymentSetting', [
      'commerce',
      'nav',
      'settings',
    ]),
  },
  'saola-revenue-report': {
    access: 'right:report.revenue',
    screen: lazyScreen(() => import('../screens/admin/revenue-report/revenue-report'), 'RevenueReport', [
      'commerce',
      'nav',
    ]),
  },
  'saola-general-report': {
    screen: lazyScreen(() => import('../screens/admin/general-report/general-report'), 'GeneralReport', [
      'report',
      'nav',
      'staff',
    ]),
  },
  'saola-detail-report': {
    screen: lazyScreen(() => import('../screens/admin/detail-report/detail-report'), 'DetailReport', [
      'report',
      'nav',
      'staff',
    ]),
  },
  'saola-export-list': {
    screen: lazyScreen(() => import('../screens/admin/export-list/export-list'), 'ExportList', [
      'report',
      'nav',
      'staff',
    ]),
  },
  'saola-import-list': {
    screen: lazyScreen(() => import('../screens/admin/import-list/import-list'), 'ImportList', [
      'report',
      'nav',
      'staff',
    ]),
  },
  'saola-open-course-logs': {
    screen: lazyScreen(() => import('../screens/admin/open-course-logs/open-course-logs'), 'OpenCourseLogs', [
      'report',
      'nav',
    ]),
  },
  'saola-order-list': {
    access: 'right:order',
    screen: lazyScreen(() => import('../screens/admin/order-list/order-list'), 'OrderList', [
      'commerce',
      'nav',
    ]),
  },
  'saola-order-form': {
    access: 'right:order',
    screen: lazyScreen(() => import('../screens/admin/order-form/order-form'), 'OrderForm', [
      'commerce',
      'nav',
    ]),
  },
  'saola-coupon-list': {
    access: 'right:coupon',
    screen: lazyScreen(() => import('../screens/admin/coupon-list/coupon-list'), 'CouponList', [
      'commerce',
      'nav',
    ]),
  },
  'saola-coupon-form': {
    access: 'right:coupon',
    screen: lazyScreen(() => import('../screens/admin/coupon-form/coupon-form'), 'CouponForm', [
      'commerce',
      'nav',
    ]),
  },
  'saola-course-reviews': {
    screen: lazyScreen(
      () => import('../screens/admin/course-reviews/course-reviews-admin'),
      'CourseReviewsAdmin',
      ['review', 'nav'],
    ),
  },
  'saola-student-list': {
    screen: lazyScreen(() => import('../screens/admin/student-list/student-list'), 'StudentList', [
      'admin',
      'nav',
      'student',
    ]),
  },
  'saola-student-form': {
    access: 'right:student',
    screen: lazyScreen(() => import('../screens/admin/student-form/student-form'), 'StudentForm', [
      'account',
      'admin',
      'monitor',
      'nav',
      'student',
    ]),
  },
  'saola-study-list': {
    screen: lazyScreen(() => import('../screens/admin/study-list/study-list'), 'StudyList', [
      'admin',
      'course',
      'learning',
      'nav',
      'student',
    ]),
  },
  'saola-certificate-setting': {
    screen: lazyScreen(
      () => import('../screens/admin/certificate-setting/certificate-setting'),
      'CertificateSetting',
      ['account', 'certificate', 'nav'],
    ),
  },
};
