export { type Api, allEndpoints, contract, createApi } from './api';
export {
  auth,
  editProfilePayload,
  type Profile,
  type SessionUser,
  signInPayload,
  type Tokens,
  type UserSummary,
  usersPayload,
  userTablePayload,
} from './auth';
export {
  type ConfigReply,
  changeLanguageUrl,
  config,
  LANGUAGE_CODES,
  type MarketingSettings,
  type MenuItem,
  type WebsiteConfig,
} from './config';
export {
  APPROVALS,
  type Approval,
  BENEFITS_MAX,
  COURSE_SORTS,
  type Course,
  type CourseCategory,
  type CoursePayload,
  type CourseSummary,
  categoryPayload,
  course,
  courseCategory,
  courseListPayload,
  coursePayload,
  OPENING_CONDITIONS,
  type OpeningCondition,
  PRICE_MAX,
  VISIBILITIES,
  type Visibility,
} from './course';
export {
  type CoursePackage,
  type CoursePackageSummary,
  coursePackage,
  coursePackagePayload,
  PACKAGE_COURSES_MAX,
} from './course-package';
export {
  CHAPTERS_MAX,
  type Chapter,
  type Curriculum,
  curriculum,
  LESSON_KINDS,
  LESSONS_MAX,
  type Lesson,
  type LessonKind,
  type LessonPayload,
  lessonPayload,
} from './curriculum';
export {
  type ActivityDay,
  type AdminDashboard,
  type ContinueLearning,
  DASHBOARD_DAYS,
  DASHBOARD_ITEMS,
  dashboard,
  type StudentDashboard,
  type UpcomingItem,
} from './dashboard';
export { ENROL_MAX, type Enrolment, enrolment } from './enrolment';
export {
  flag,
  idField,
  list,
  listQuery,
  SORT_DIRECTIONS,
  text,
  whole,
} from './fields';
export {
  FILE_EXTENSIONS,
  FILE_MAX_BYTES,
  FILE_TYPES,
  type FileType,
  file,
  type SavedFile,
  type UploadTicket,
  uploadForm,
} from './file';
export {
  CYCLES,
  type Cycle,
  type MyNotification,
  type MyNotificationPage,
  NOTIFICATION_STATUSES,
  type Notification,
  type NotificationStatus,
  notification,
  notificationPayload,
  RECIPIENT_KINDS,
  type RecipientKind,
  SEND_MODES,
  type SendMode,
} from './notification';
export {
  hasMorePages,
  pageItems,
  type RemoteSearch,
  remoteSearch,
  type SelectOption,
  treeSearch,
} from './select';
export {
  STUDENT_KINDS,
  STUDENT_SORTS,
  type Student,
  type StudentKind,
  student,
  studentAddPayload,
  studentEditPayload,
  USER_STATUSES_EDITABLE,
} from './student';
export {
  defaultPut,
  type Progress,
  type PutFile,
  type UploadOptions,
  type UploadResult,
  type UploadSource,
  uploadFile,
} from './upload';
