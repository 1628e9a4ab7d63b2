// Generated from the views by `pnpm --filter @saola/widgets elements:table`: do not edit by hand. A test
// fails while this file differs from what the views give.
import {
  ActiveCodeForm,
  ActiveCodeList,
  AdminDashboard,
  ApprovalDetail,
  ApprovalList,
  ApprovalLog,
  ApproveFlowForm,
  ApproveFlowList,
  ApproveSetting,
  CertificateSetting,
  ClassLevelList,
  CouponForm,
  CouponList,
  CourseCategoryList,
  CourseCurriculum,
  CourseForm,
  CourseList,
  CoursePackageForm,
  CoursePackageList,
  CourseReviewsAdmin,
  CourseStudents,
  DepartmentList,
  DetailReport,
  DomainSetting,
  ExamList,
  ExportList,
  FileCategoryList,
  FileLibrary,
  GeneralReport,
  ImportList,
  InformationSetting,
  JobPositionList,
  LandingPageSetting,
  LiveSetting,
  MailOutbox,
  MailSetting,
  MailTemplate,
  MarketingTools,
  MemberForm,
  MemberGroupForm,
  MemberGroupList,
  MemberList,
  MonitorForm,
  MonitorList,
  NoteRecordList,
  NoticeForm,
  NoticeList,
  OpenCourseLogs,
  OrderForm,
  OrderList,
  PackageService,
  PaymentSetting,
  PostCategoryList,
  PostForm,
  PostList,
  RevenueReport,
  RightGroupList,
  ScoreRecordList,
  SecuritySetting,
  StudentForm,
  StudentList,
  StudyList,
  SubjectList,
  TeacherForm,
  TeacherList,
  TeacherLogs,
  TeachingForm,
  TeachingList,
  TranscriptSetting,
  UnitForm,
  UnitList,
  UserGroupForm,
  UserGroupList,
} from '../screens/admin/loaders';
import {
  CertificateVerify,
  ForgotPassword,
  JoinTeaching,
  MyNotifications,
  PageNotFound,
  Profile,
  PublicTest,
  SignIn,
  SignUp,
  Splash,
} from '../screens/shell/loaders';
import {
  CourseDetail,
  LessonPage,
  Library,
  LiveClassList,
  MyCertificateList,
  MyCourseList,
  MyExams,
  MyNotes,
  MyScores,
  Schedule,
  StudentDashboard,
} from '../screens/student/loaders';
import type { ElementScreen } from './define';

export { loadSheet } from './sheet';

/** Each element's screen and its access: fetched by the runtime once it has defined the elements. */
export const ELEMENT_SCREENS: Record<`saola-${string}`, ElementScreen> = {
  'saola-splash': {
    screen: Splash,
  },
  'saola-join-teaching': {
    access: 'signedIn',
    screen: JoinTeaching,
  },
  'saola-sign-in': {
    screen: SignIn,
  },
  'saola-sign-up': {
    screen: SignUp,
  },
  'saola-forgot-password': {
    screen: ForgotPassword,
  },
  'saola-public-test': {
    screen: PublicTest,
  },
  'saola-page-not-found': {
    screen: PageNotFound,
  },
  'saola-profile': {
    access: 'signedIn',
    screen: Profile,
  },
  'saola-my-notifications': {
    access: 'signedIn',
    screen: MyNotifications,
  },
  'saola-certificate-verify': {
    screen: CertificateVerify,
  },
  'saola-student-dashboard': {
    screen: StudentDashboard,
  },
  'saola-live-class-list': {
    screen: LiveClassList,
  },
  'saola-schedule': {
    screen: Schedule,
  },
  'saola-my-exams': {
    screen: MyExams,
  },
  'saola-my-scores': {
    screen: MyScores,
  },
  'saola-my-notes': {
    screen: MyNotes,
  },
  'saola-library': {
    screen: Library,
  },
  'saola-my-courses': {
    screen: MyCourseList,
  },
  'saola-course-detail': {
    screen: CourseDetail,
  },
  'saola-lesson-player': {
    screen: LessonPage,
  },
  'saola-my-certificates': {
    screen: MyCertificateList,
  },
  'saola-admin-dashboard': {
    access: 'watch',
    screen: AdminDashboard,
  },
  'saola-course-list': {
    screen: CourseList,
  },
  'saola-course-form': {
    screen: CourseForm,
  },
  'saola-course-curriculum': {
    screen: CourseCurriculum,
  },
  'saola-course-students': {
    screen: CourseStudents,
  },
  'saola-course-category-list': {
    screen: CourseCategoryList,
  },
  'saola-course-package-list': {
    screen: CoursePackageList,
  },
  'saola-course-package-form': {
    access: 'right:coursePackage',
    screen: CoursePackageForm,
  },
  'saola-teaching-list': {
    screen: TeachingList,
  },
  'saola-teaching-form': {
    screen: TeachingForm,
  },
  'saola-unit-list': {
    screen: UnitList,
  },
  'saola-unit-form': {
    access: 'right:organisation',
    screen: UnitForm,
  },
  'saola-job-position-list': {
    screen: JobPositionList,
  },
  'saola-member-group-list': {
    screen: MemberGroupList,
  },
  'saola-member-group-form': {
    access: 'right:organisation',
    screen: MemberGroupForm,
  },
  'saola-member-list': {
    screen: MemberList,
  },
  'saola-member-form': {
    access: 'right:organisation',
    screen: MemberForm,
  },
  'saola-approve-flow-list': {
    access: 'right:approval.flow',
    screen: ApproveFlowList,
  },
  'saola-approve-flow-form': {
    access: 'right:approval.flow',
    screen: ApproveFlowForm,
  },
  'saola-approve-setting': {
    access: 'right:approval.flow',
    screen: ApproveSetting,
  },
  'saola-approval-list': {
    screen: ApprovalList,
  },
  'saola-approval-detail': {
    screen: ApprovalDetail,
  },
  'saola-approval-log': {
    access: 'right:approval.flow',
    screen: ApprovalLog,
  },
  'saola-post-list': {
    screen: PostList,
  },
  'saola-post-form': {
    access: 'right:post',
    screen: PostForm,
  },
  'saola-post-category-list': {
    screen: PostCategoryList,
  },
  'saola-landing-page': {
    access: 'owner',
    screen: LandingPageSetting,
  },
  'saola-file-library': {
    screen: FileLibrary,
  },
  'saola-file-category-list': {
    screen: FileCategoryList,
  },
  'saola-active-code-list': {
    access: 'right:activeCode.manage',
    screen: ActiveCodeList,
  },
  'saola-active-code-form': {
    access: 'right:activeCode.manage',
    screen: ActiveCodeForm,
  },
  'saola-teacher-list': {
    access: 'right:teacher',
    screen: TeacherList,
  },
  'saola-teacher-form': {
    access: 'right:teacher',
    screen: TeacherForm,
  },
  'saola-monitor-list': {
    access: 'right:teacher',
    screen: MonitorList,
  },
  'saola-monitor-form': {
    access: 'right:teacher',
    screen: MonitorForm,
  },
  'saola-teacher-logs': {
    access: 'right:staffLog.view',
    screen: TeacherLogs,
  },
  'saola-right-group-list': {
    access: 'right:rightGroup',
    screen: RightGroupList,
  },
  'saola-user-group-list': {
    access: 'watch',
    screen: UserGroupList,
  },
  'saola-user-group-form': {
    access: 'right:userGroup',
    screen: UserGroupForm,
  },
  'saola-score-record-list': {
    access: 'watch',
    screen: ScoreRecordList,
  },
  'saola-note-record-list': {
    access: 'watch',
    screen: NoteRecordList,
  },
  'saola-information-setting': {
    access: 'owner',
    screen: InformationSetting,
  },
  'saola-security-setting': {
    access: 'owner',
    screen: SecuritySetting,
  },
  'saola-mail-setting': {
    access: 'owner',
    screen: MailSetting,
  },
  'saola-live-setting': {
    access: 'owner',
    screen: LiveSetting,
  },
  'saola-domain-setting': {
    access: 'owner',
    screen: DomainSetting,
  },
  'saola-package-service': {
    access: 'owner',
    screen: PackageService,
  },
  'saola-marketing-tools': {
    access: 'owner',
    screen: MarketingTools,
  },
  'saola-notice-list': {
    screen: NoticeList,
  },
  'saola-notice-form': {
    screen: NoticeForm,
  },
  'saola-mail-template': {
    access: 'owner',
    screen: MailTemplate,
  },
  'saola-mail-outbox': {
    access: 'owner',
    screen: MailOutbox,
  },
  'saola-exam-list': {
    screen: ExamList,
  },
  'saola-subject-list': {
    screen: SubjectList,
  },
  'saola-class-level-list': {
    screen: ClassLevelList,
  },
  'saola-department-list': {
    screen: DepartmentList,
  },
  'saola-transcript-setting': {
    access: 'right:schoolCatalog',
    screen: TranscriptSetting,
  },
  'saola-payment-setting': {
    access: 'owner',
    screen: PaymentSetting,
  },
  'saola-revenue-report': {
    access: 'right:report.revenue',
    screen: RevenueReport,
  },
  'saola-general-report': {
    screen: GeneralReport,
  },
  'saola-detail-report': {
    screen: DetailReport,
  },
  'saola-export-list': {
    screen: ExportList,
  },
  'saola-import-list': {
    screen: ImportList,
  },
  'saola-open-course-logs': {
    screen: OpenCourseLogs,
  },
  'saola-order-list': {
    access: 'right:order',
    screen: OrderList,
  },
  'saola-order-form': {
    access: 'right:order',
    screen: OrderForm,
  },
  'saola-coupon-list': {
    access: 'right:coupon',
    screen: CouponList,
  },
  'saola-coupon-form': {
    access: 'right:coupon',
    screen: CouponForm,
  },
  'saola-course-reviews': {
    screen: CourseReviewsAdmin,
  },
  'saola-student-list': {
    screen: StudentList,
  },
  'saola-student-form': {
    access: 'right:student',
    screen: StudentForm,
  },
  'saola-study-list': {
    screen: StudyList,
  },
  'saola-certificate-setting': {
    screen: CertificateSetting,
  },
};
