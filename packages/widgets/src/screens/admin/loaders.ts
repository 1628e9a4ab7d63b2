import { lazyScreen } from '../view';

/**
 * The owner/teacher area's screens, each loaded on first use: the one declaration of each (module, component, dictionary parts). The views
 * pair them with their routes and elements; the elements' generated index imports them from here.
 */
export const AdminDashboard = lazyScreen(
  () => import('./admin-dashboard/admin-dashboard'),
  'AdminDashboard',
  ['admin', 'learning', 'nav'],
);
export const CourseList = lazyScreen(() => import('./course-list/course-list'), 'CourseList', [
  'admin',
  'course',
  'nav',
]);
export const CourseForm = lazyScreen(() => import('./course-form/course-form'), 'CourseForm', [
  'admin',
  'course',
  'learning',
  'quiz',
  'nav',
  'student',
]);
export const CourseCurriculum = lazyScreen(
  () => import('./course-curriculum/course-curriculum'),
  'CourseCurriculum',
  ['admin', 'course', 'learning', 'quiz'],
);
export const CourseStudents = lazyScreen(
  () => import('./course-students/course-students'),
  'CourseStudents',
  ['admin', 'course', 'student'],
);
export const CourseCategoryList = lazyScreen(
  () => import('./course-category-list/course-category-list'),
  'CourseCategoryList',
  ['course', 'nav'],
);
export const TeachingList = lazyScreen(() => import('./teaching-list/teaching-list'), 'TeachingList', [
  'admin',
  'live',
  'nav',
]);
export const TeachingForm = lazyScreen(() => import('./teaching-form/teaching-form'), 'TeachingForm', [
  'admin',
  'live',
  'nav',
]);
export const CoursePackageList = lazyScreen(
  () => import('./course-package-list/course-package-list'),
  'CoursePackageList',
  ['admin', 'course', 'nav'],
);
export const CoursePackageForm = lazyScreen(
  () => import('./course-package-form/course-package-form'),
  'CoursePackageForm',
  ['admin', 'course', 'nav'],
);
export const UnitList = lazyScreen(() => import('./unit-list/unit-list'), 'UnitList', [
  'organisation',
  'nav',
]);
export const UnitForm = lazyScreen(() => import('./unit-form/unit-form'), 'UnitForm', [
  'organisation',
  'nav',
]);
export const JobPositionList = lazyScreen(
  () => import('./job-position-list/job-position-list'),
  'JobPositionList',
  ['organisation', 'nav'],
);
export const MemberGroupList = lazyScreen(
  () => import('./member-group-list/member-group-list'),
  'MemberGroupList',
  ['organisation', 'nav'],
);
export const MemberGroupForm = lazyScreen(
  () => import('./member-group-form/member-group-form'),
  'MemberGroupForm',
  ['organisation', 'nav'],
);
export const MemberList = lazyScreen(() => import('./member-list/member-list'), 'MemberList', [
  'organisation',
  'admin',
  'nav',
]);
export const MemberForm = lazyScreen(() => import('./member-form/member-form'), 'MemberForm', [
  'organisation',
  'account',
  'admin',
  'monitor',
  'nav',
]);
export const ApproveFlowList = lazyScreen(
  () => import('./approve-flow-list/approve-flow-list'),
  'ApproveFlowList',
  ['organisation', 'nav'],
);
export const ApproveFlowForm = lazyScreen(
  () => import('./approve-flow-form/approve-flow-form'),
  'ApproveFlowForm',
  ['organisation', 'nav'],
);
export const ApproveSetting = lazyScreen(
  () => import('./approve-setting/approve-setting'),
  'ApproveSetting',
  ['organisation', 'nav'],
);
export const ApprovalList = lazyScreen(() => import('./approval-list/approval-list'), 'ApprovalList', [
  'organisation',
  'admin',
  'nav',
]);
export const ApprovalDetail = lazyScreen(
  () => import('./approval-detail/approval-detail'),
  'ApprovalDetail',
  ['organisation', 'admin', 'nav'],
);
export const ApprovalLog = lazyScreen(() => import('./approval-log/approval-log'), 'ApprovalLog', [
  'organisation',
  'admin',
  'nav',
]);
export const PostList = lazyScreen(() => import('./post-list/post-list'), 'PostList', [
  'account',
  'content',
  'nav',
]);
export const PostForm = lazyScreen(() => import('./post-form/post-form'), 'PostForm', [
  'account',
  'admin',
  'content',
  'nav',
]);
export const PostCategoryList = lazyScreen(
  () => import('./content-category-list/content-category-list'),
  'PostCategoryList',
  ['content', 'nav'],
);
export const FileCategoryList = lazyScreen(
  () => import('./content-category-list/content-category-list'),
  'FileCategoryList',
  ['content', 'nav'],
);
export const FileLibrary = lazyScreen(() => import('./file-library/file-library'), 'FileLibrary', [
  'content',
  'nav',
]);
export const LandingPageSetting = lazyScreen(
  () => import('./landing-page/landing-page'),
  'LandingPageSetting',
  ['account', 'content', 'nav'],
);
export const ActiveCodeList = lazyScreen(
  () => import('./active-code-list/active-code-list'),
  'ActiveCodeList',
  ['commerce', 'nav'],
);
export const ActiveCodeForm = lazyScreen(
  () => import('./active-code-form/active-code-form'),
  'ActiveCodeForm',
  ['commerce', 'nav'],
);
export const TeacherList = lazyScreen(() => import('./teacher-list/teacher-list'), 'TeacherList', [
  'admin',
  'staff',
  'nav',
]);
export const TeacherForm = lazyScreen(() => import('./teacher-form/teacher-form'), 'TeacherForm', [
  'account',
  'admin',
  'staff',
  'nav',
]);
export const MonitorList = lazyScreen(() => import('./monitor-list/monitor-list'), 'MonitorList', [
  'admin',
  'monitor',
  'nav',
]);
export const MonitorForm = lazyScreen(() => import('./monitor-form/monitor-form'), 'MonitorForm', [
  'account',
  'admin',
  'monitor',
  'nav',
]);
export const TeacherLogs = lazyScreen(() => import('./teacher-logs/teacher-logs'), 'TeacherLogs', [
  'admin',
  'staff',
  'monitor',
  'nav',
]);
export const RightGroupList = lazyScreen(
  () => import('./right-group-list/right-group-list'),
  'RightGroupList',
  ['staff', 'nav'],
);
export const UserGroupList = lazyScreen(() => import('./user-group-list/user-group-list'), 'UserGroupList', [
  'staff',
  'nav',
]);
export const UserGroupForm = lazyScreen(() => import('./user-group-form/user-group-form'), 'UserGroupForm', [
  'staff',
  'nav',
]);
export const ScoreRecordList = lazyScreen(
  () => import('./score-record-list/score-record-list'),
  'ScoreRecordList',
  ['staff'],
);
export const NoteRecordList = lazyScreen(
  () => import('./note-record-list/note-record-list'),
  'NoteRecordList',
  ['staff'],
);
export const InformationSetting = lazyScreen(
  () => import('./information-setting/information-setting'),
  'InformationSetting',
  ['settings', 'account', 'nav'],
);
export const SecuritySetting = lazyScreen(
  () => import('./security-setting/security-setting'),
  'SecuritySetting',
  ['settings', 'monitor', 'nav'],
);
export const MailSetting = lazyScreen(() => import('./mail-setting/mail-setting'), 'MailSetting', [
  'settings',
  'nav',
]);
export const MailOutbox = lazyScreen(() => import('./mail-outbox/mail-outbox'), 'MailOutbox', [
  'settings',
  'nav',
]);
export const LiveSetting = lazyScreen(() => import('./live-setting/live-setting'), 'LiveSetting', [
  'settings',
  'nav',
]);
export const MailTemplate = lazyScreen(() => import('./mail-template/mail-template'), 'MailTemplate', [
  'settings',
  'account',
  'nav',
]);
export const NoticeList = lazyScreen(() => import('./notice-list/notice-list'), 'NoticeList', [
  'notice',
  'settings',
  'nav',
]);
export const NoticeForm = lazyScreen(() => import('./notice-form/notice-form'), 'NoticeForm', [
  'admin',
  'notice',
  'nav',
]);
export const DomainSetting = lazyScreen(() => import('./domain-setting/domain-setting'), 'DomainSetting', [
  'notice',
  'settings',
  'nav',
]);
export const PackageService = lazyScreen(
  () => import('./package-service/package-service'),
  'PackageService',
  ['notice', 'nav'],
);
export const MarketingTools = lazyScreen(
  () => import('./marketing-tools/marketing-tools'),
  'MarketingTools',
  ['notice', 'settings', 'nav'],
);
export const ExamList = lazyScreen(() => import('./exam-list/exam-list'), 'ExamList', ['exam', 'nav']);
export const SubjectList = lazyScreen(() => import('./subject-list/subject-list'), 'SubjectList', [
  'school',
  'nav',
]);
export const CertificateSetting = lazyScreen(
  () => import('./certificate-setting/certificate-setting'),
  'CertificateSetting',
  ['account', 'certificate', 'nav'],
);
export const ClassLevelList = lazyScreen(
  () => import('./class-level-list/class-level-list'),
  'ClassLevelList',
  ['school', 'nav'],
);
export const DepartmentList = lazyScreen(
  () => import('./department-list/department-list'),
  'DepartmentList',
  ['school', 'nav'],
);
export const TranscriptSetting = lazyScreen(
  () => import('./transcript-setting/transcript-setting'),
  'TranscriptSetting',
  ['school', 'nav'],
);
export const PaymentSetting = lazyScreen(
  () => import('./payment-setting/payment-setting'),
  'PaymentSetting',
  ['commerce', 'nav', 'settings'],
);
export const RevenueReport = lazyScreen(() => import('./revenue-report/revenue-report'), 'RevenueReport', [
  'commerce',
  'nav',
]);
export const OrderList = lazyScreen(() => import('./order-list/order-list'), 'OrderList', [
  'commerce',
  'nav',
]);
export const OrderForm = lazyScreen(() => import('./order-form/order-form'), 'OrderForm', [
  'commerce',
  'nav',
]);
export const CouponList = lazyScreen(() => import('./coupon-list/coupon-list'), 'CouponList', [
  'commerce',
  'nav',
]);
export const CouponForm = lazyScreen(() => import('./coupon-form/coupon-form'), 'CouponForm', [
  'commerce',
  'nav',
]);
export const CourseReviewsAdmin = lazyScreen(
  () => import('./course-reviews/course-reviews-admin'),
  'CourseReviewsAdmin',
  ['review', 'nav'],
);
export const StudentList = lazyScreen(() => import('./student-list/student-list'), 'StudentList', [
  'admin',
  'nav',
  'student',
]);
export const StudentForm = lazyScreen(() => import('./student-form/student-form'), 'StudentForm', [
  'account',
  'admin',
  'monitor',
  'nav',
  'student',
]);
export const GeneralReport = lazyScreen(() => import('./general-report/general-report'), 'GeneralReport', [
  'report',
  'nav',
  'staff',
]);
export const DetailReport = lazyScreen(() => import('./detail-report/detail-report'), 'DetailReport', [
  'report',
  'nav',
  'staff',
]);
export const ExportList = lazyScreen(() => import('./export-list/export-list'), 'ExportList', [
  'report',
  'nav',
  'staff',
]);
export const ImportList = lazyScreen(() => import('./import-list/import-list'), 'ImportList', [
  'report',
  'nav',
  'staff',
]);
export const OpenCourseLogs = lazyScreen(
  () => import('./open-course-logs/open-course-logs'),
  'OpenCourseLogs',
  ['report', 'nav'],
);
export const StudyList = lazyScreen(() => import('./study-list/study-list'), 'StudyList', [
  'admin',
  'course',
  'learning',
  'nav',
  'student',
]);
