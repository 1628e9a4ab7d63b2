import type { MailEvent, NotifyEvent, NotifyEvents } from '@saola/core/api';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** Computed by the database (`generated always as`): read, never written. */
type GeneratedAlways<T> = ColumnType<T, never, never>;

export interface SitesTable {
  id: Generated<number>;
  name: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  domain: string | null;
  isDefault: Generated<boolean>;
  isK12: Generated<boolean>;
  isK12OrBusiness: Generated<boolean>;
  isUniversity: Generated<boolean>;
  isSetStrongPassword: Generated<boolean>;
  userAnalyticApiUrl: string | null;
  isOnFbComment: Generated<boolean>;
  fbAppId: string | null;
  deviceLimit: Generated<number>;
  wrongLoginLimit: Generated<number>;
  lockMinutes: Generated<number>;
  sessionIdleMinutes: Generated<number>;
  sessionMaxDays: Generated<number>;
  allowedOrigins: Generated<string[]>;
  fcmProjectId: string | null;
  fcmClientEmail: string | null;
  fcmPrivateKey: string | null;
  createdAt: CreatedAt;
  courseApprovalRequired: Generated<boolean>;
  completionPercent: Generated<number>;
  contactEmail: string | null;
  contactPhone: string | null;
  contactAddress: string | null;
  timeZone: Generated<string>;
  defaultLocale: Generated<string>;
  learnerRegistration: Generated<'automatic' | 'phone' | 'closed'>;
  memberModeration: Generated<boolean>;
  recaptchaSiteKey: string | null;
  recaptchaSecret: string | null;
  /** Bytes the file library may hold in all. */
  libraryQuota: ColumnType<number, number | undefined, number>;
  /** The domain asked for, waiting for its DNS TXT record (`domain` is the verified one in use). */
  domainRequested: Generated<string | null>;
  domainToken: Generated<string | null>;
  domainStatus: Generated<'none' | 'pending' | 'verified' | 'failed'>;
  domainCheckedAt: Generated<Date | null>;
  servicePlan: Generated<'basic' | 'standard' | 'premium'>;
  learnerLimit: Generated<number | null>;
  courseLimit: Generated<number | null>;
  serviceExpiresAt: Generated<Date | null>;
  gaMeasurementId: Generated<string | null>;
  gtmContainerId: Generated<string | null>;
  fbPixelId: Generated<string | null>;
  /** SPEC §6: every teacher sees learners' emails and phones (true), or only the owner (false). */
  teachersSeeContacts: Generated<boolean>;
  /** Which events notify by which channel (issue 21). */
  notifyEvents: ColumnType<NotifyEvents, string | undefined, string>;
  smsProvider: Generated<'log' | 'http'>;
  smsUrl: Generated<string | null>;
  /** Sealed with the server's secret (security/sealed.ts). */
  smsApiKey: Generated<string | null>;
  smsSender: Generated<string | null>;
}

export interface SettingChangesTable {
  id: Generated<number>;
  idSite: number;
  section: string;
  idUser: number | null;
  changes: ColumnType<Record<string, { from: unknown; to: unknown }>, string, string>;
  createdAt: Timestamp;
}

export interface MailSettingsTable {
  idSite: number;
  host: string;
  port: number;
  security: 'none' | 'starttls' | 'tls';
  username: string;
  password: string;
  fromName: string;
  fromAddress: string;
  updatedAt: Timestamp;
}

/** A mail kept instead of sent while the school has no mail server (migration 0049). */
export interface MailOutboxTable {
  id: Generated<number>;
  idSite: number;
  recipient: string;
  subject: string;
  html: string;
  createdAt: CreatedAt;
}

export interface MailTemplatesTable {
  id: Generated<number>;
  idSite: number;
  event: MailEvent;
  locale: string;
  subject: string;
  body: string;
  updatedAt: Timestamp;
}

export interface AccountCodesTable {
  id: Generated<number>;
  idSite: number;
  idUser: number;
  purpose: 'verifyPhone' | 'resetPassword';
  channel: 'mail' | 'phone';
  secretHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  wrongCodes: Generated<number>;
}

export interface AccountRequestsTable {
  id: Generated<string>;
  idSite: number;
  kind: string;
  ip: string;
  identifier: string;
  createdAt: Timestamp;
}

export interface RightGroupsTable {
  id: Generated<number>;
  idSite: number;
  name: string;
  rights: Generated<string[]>;
  scope: Generated<'school' | 'personal'>;
  createdAt: CreatedAt;
}

/** A teacher's permission groups: she may be in several. */
export interface UserRightGroupsTable {
  idSite: number;
  idUser: number;
  idGroup: number;
}

/** The classes an observer watches. */
export interface MonitorGroupsTable {
  idSite: number;
  idUser: number;
  idGroup: number;
}

export interface ScoreRecordsTable {
  id: Generated<number>;
  idSite: number;
  idUser: number;
  idGroup: number | null;
  subject: string;
  /** numeric(6, 2): read back as text. */
  score: number | string;
  factor: number | string;
  term: string | null;
  note: Generated<string>;
  idCreator: number | null;
  createdAt: CreatedAt;
}

export interface NoteRecordsTable {
  id: Generated<number>;
  idSite: number;
  idUser: number;
  idGroup: number | null;
  notedOn: string;
  content: string;
  idCreator: number | null;
  createdAt: CreatedAt;
}

/** What staff did: append-only, written in the same transaction as the change. */
export interface StaffLogsTable {
  id: Generated<number>;
  idSite: number;
  idActor: number | null;
  actorName: string | null;
  action: 'add' | 'edit' | 'delete' | 'refused';
  entity: string;
  idEntity: number | null;
  entityName: string | null;
  /** JSON of the fields before and after the change; none before an addition or after a deletion. */
  before: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  after: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  createdAt: CreatedAt;
}

export interface UsersTable {
  id: Generated<number>;
  idSite: number;
  username: string;
  passwordHash: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  avatarUrl: string | null;
  idType: number;
  status: Generated<'active' | 'inactive'>;
  locale: Generated<string>;
  /** Rights held individually, besides those of the teacher's groups. */
  rights: Generated<string[]>;
  alias: string | null;
  failedLogins: Generated<number>;
  lockedUntil: Timestamp | null;
  passwordChangedAt: Timestamp | null;
  /** Set by an import: the account chooses its own password before anything else. */
  mustChangePassword: Generated<boolean>;
  createdAt: CreatedAt;
  lastSignInAt: Timestamp | null;
  classLevel: string | null;
  schoolLevel: string | null;
  schoolYear: string | null;
  semester: string | null;
  studentKind: Generated<'registered' | 'retail'>;
  idUnit: Generated<number | null>;
  idPosition: Generated<number | null>;
  idMemberGroup: Generated<number | null>;
  /** `status` is 'active' only while this is 'approved' (a check since 0043; policy/account-state). */
  censorship: Generated<'pending' | 'approved' | 'cancelled'>;
  censorshipNote: Generated<string | null>;
  /** Who registered a member waiting for approval (null: she signed up herself); never her censor. */
  idRegisteredBy: Generated<number | null>;
  /** The folded name, username, email and phone key keyword search matches. */
  searchKey: GeneratedAlways<string | null>;
}

export interface SessionsTable {
  id: Generated<number>;
  idSite: number;
  idUser: number;
  tokenHash: string;
  notificationTokenHash: string;
  deviceId: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
}

export interface SignInCodesTable {
  id: Generated<number>;
  idSite: number;
  idUser: number;
  codeHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface IdempotencyKeysTable {
  idSite: number;
  idUser: number;
  key: string;
  request: string;
  /** The kept outcome as JSON; null while the first request with the key runs. */
  reply: string | null;
  createdAt: Timestamp;
}

export interface SignInAttemptsTable {
  id: Generated<string>;
  idSite: number;
  username: string;
  idUser: number | null;
  ip: string;
  success: boolean;
  reason: string;
  createdAt: Timestamp;
}

export interface UserGroupsTable {
  id: Generated<number>;
  idSite: number;
  name: string;
  createdAt: CreatedAt;
  classLevel: string | null;
  schoolYear: string | null;
  idHomeroomTeacher: number | null;
}

export interface UserGroupMembersTable {
  idSite: number;
  idGroup: number;
  idUser: number;
}

/**
 * Whom a teacher reaches: the learners of the classes she is homeroom teacher of and of the courses she teaches,
 * with how many ways (memberships and enrolments). Kept by the database's triggers (migration 0050), never
 * written by the server.
 */
export interface LearnerReachTable {
  idSite: number;
  idTeacher: number;
  idUser: number;
  /** The learner's `users.id_type`. */
  idType: number;
  paths: number;
  /** The learner's last activity, or less than an hour before it, never after (0052). */
  lastActiveAt: Date | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  idSite: number;
  title: string;
  content: string;
  sendMode: 'immediately' | 'scheduled' | 'cyclic' | 'draft';
  scheduledAt: Timestamp | null;
  cycle: 'daily' | 'weekly' | 'monthly' | null;
  cycleUntil: Timestamp | null;
  recipientKind: 'all' | 'groups' | 'users' | 'units' | 'courses';
  recipientIds: Generated<number[]>;
  status: 'draft' | 'scheduled' | 'sending' | 'sent' | 'finished';
  sentAt: Timestamp | null;
  nextSendAt: Timestamp | null;
  deliveries: Generated<number>;
  byMail: Generated<boolean>;
  bySms: Generated<boolean>;
  mailed: Generated<number>;
  texted: Generated<number>;
  /** The event that made this notice; null for one the school composed. */
  event: Generated<NotifyEvent | null>;
  createdBy: number | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface UserNotificationsTable {
  id: Generated<string>;
  idSite: number;
  idNotification: number;
  idUser: number;
  occurrence: Timestamp;
  createdAt: Timestamp;
  readAt: Timestamp | null;
  mailedAt: Timestamp | null;
  textedAt: Timestamp | null;
}

export interface FcmDevicesTable {
  id: Generated<number>;
  idSite: number;
  idUser: number;
  token: string;
  platform: string;
  createdAt: CreatedAt;
  idSession: number | null;
}

export interface JobsTable {
  id: Generated<string>;
  idSite: number;
  kind: string;
  payload: ColumnType<unknown, string, string>;
  dedupeKey: string | null;
  runAt: Timestamp;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  attempts: Generated<number>;
  lockedUntil: Timestamp | null;
  lastError: string | null;
  createdAt: CreatedAt;
  finishedAt: Timestamp | null;
}

export type DataJobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** An import or export a person started (0031): its state, progress, files and refused rows, under a lease. */
export interface DataJobsTable {
  id: Generated<number>;
  idSite: number;
  idUser: number;
  direction: 'export' | 'import';
  module: string;
  fileName: string;
  params: ColumnType<Record<string, unknown>, string | undefined, string>;
  input: Buffer | null;
  status: Generated<DataJobStatus>;
  progress: Generated<number>;
  totalRows: number | null;
  doneRows: Generated<number>;
  errorRows: Generated<number>;
  rowErrors: ColumnType<Array<{ row: number; field: string; message: string }>, string | undefined, string>;
  result: Buffer | null;
  resultName: string | null;
  errorKey: string | null;
  attempts: Generated<number>;
  processingOwner: string | null;
  processingUntil: Timestamp | null;
  createdAt: CreatedAt;
  startedAt: Timestamp | null;
  finishedAt: Timestamp | null;
}

export interface FilesTable {
  id: Generated<number>;
  idSite: number;
  idUser: number | null;
  name: string;
  contentType: string;
  size: ColumnType<number, number, number>;
  type: string;
  storageKey: string | null;
  status: 'pending' | 'ready';
  shared: Generated<boolean>;
  youtubeId: string | null;
  thumbnailUrl: string | null;
  createdAt: CreatedAt;
  duration: number | null;
  posterKey: string | null;
  hlsKey: string | null;
  processing: Generated<VideoProcessing>;
  processingProgress: Generated<number>;
  processingNote: string | null;
  /** The server process transcoding it, and until when it holds it (0021). */
  processingOwner: string | null;
  processingUntil: Timestamp | null;
  isPublic: Generated<boolean>;
  idCategory: number | null;
}

export interface PostCategoriesTable {
  id: Generated<number>;
  idSite: number;
  name: string;
  createdAt: CreatedAt;
}

export interface PostsTable {
  id: Generated<number>;
  idSite: number;
  idCategory: number | null;
  idAuthor: number | null;
  title: string;
  slug: string;
  description: Generated<string>;
  coverUrl: string | null;
  body: Generated<string>;
  locale: 'vi' | 'en' | 'lo';
  status: 'draft' | 'published';
  publishedAt: Timestamp | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FileCategoriesTable {
  id: Generated<number>;
  idSite: number;
  name: string;
  createdAt: CreatedAt;
}

export interface FileGroupSharesTable {
  idSite: number;
  idFile: number;
  idGroup: number;
}

export interface LandingPagesTable {
  idSite: number;
  locale: 'vi' | 'en' | 'lo';
  design: Generated<number>;
  draft: ColumnType<unknown, string, string>;
  published: ColumnType<unknown, string | null, string | null> | null;
  publishedAt: Timestamp | null;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FileCourseSharesTable {
  idSite: number;
  idFile: number;
  idCourse: number;
}

export interface UploadTicketsTable {
  id: Generated<string>;
  idSite: number;
  idUser: number;
  grantedAt: Timestamp;
}

/** Where the video job is with a file: not a video, waiting, transcoding, done, failed, or no ffmpeg here. */
export type VideoProcessing = 'none' | 'queued' | 'running' | 'done' | 'failed' | 'unavailable';

export interface CoursesTable {
  id: Generated<number>;
  idSite: number;
  name: string;
  coverUrl: string | null;
  idTeacher: number | null;
  visibility: Generated<'public' | 'private'>;
  approval: Generated<'pending' | 'approved' | 'denied'>;
  createdAt: CreatedAt;
  idCategory: number | null;
  welcome: Generated<string>;
  about: Generated<string>;
  benefits: ColumnType<string[], string | undefined, string>;
  isPaid: Generated<boolean>;
  price: Generated<number>;
  isTrial: Generated<boolean>;
  isOpen: Generated<boolean>;
  opening: Generated<'all' | 'sequential' | 'date'>;
  denialReason: string | null;
  updatedAt: Generated<Date>;
}

export interface CourseCategoriesTable {
  id: Generated<number>;
  idSite: number;
  name: string;
  idParent: number | null;
  createdAt: CreatedAt;
}

export interface CourseLessonsTable {
  id: Generated<number>;
  idSite: number;
  idCourse: number;
  title: string;
  position: Generated<number>;
  opensAt: Timestamp | null;
  idChapter: number | null;
  kind: Generated<'video' | 'youtube' | 'document' | 'text' | 'quiz'>;
  content: Generated<string>;
  youtubeId: string | null;
  idFile: number | null;
  isTrial: Generated<boolean>;
  seekRestricted: Generated<boolean>;
  completionThreshold: number | null;
  duration: number | null;
  passPercent: Generated<number>;
  attemptsAllowed: number | null;
  timeLimitMinutes: number | null;
  shuffle: Generated<boolean>;
  showAnswers: Generated<'never' | 'afterLastAttempt' | 'always'>;
}

export interface LessonProgressTable {
  idSite: number;
  idLesson: number;
  idUser: number;
  idCourse: number;
  watched: ColumnType<Array<[number, number]>, string | undefined, string>;
  watchedSeconds: Generated<number>;
  position: Generated<number>;
  furthest: Generated<number>;
  clockAt: Timestamp | null;
  completedAt: Timestamp | null;
  updatedAt: Generated<Date>;
  /** The longest length this learner's player reported, where the server knows none it trusts. */
  claimedDuration: number | null;
}

/** A learner whose page could not play a YouTube lesson's video: the latest reason, and how often it happened. */
export interface LessonVideoFailuresTable {
  idSite: number;
  idLesson: number;
  idUser: number;
  reason: 'noApi' | 'unavailable' | 'notEmbeddable' | 'playerError';
  code: number | null;
  failures: Generated<number>;
  firstAt: Timestamp;
  lastAt: Timestamp;
}

/** A learner's watch clock: their wall-clock time up to `spentUntil` is credited to some lesson already. */
export interface LearnerWatchClocksTable {
  idSite: number;
  idUser: number;
  spentUntil: Timestamp | null;
}

export interface QuizQuestionsTable {
  id: Generated<number>;
  idSite: number;
  idLesson: number;
  position: Generated<number>;
  kind: 'single' | 'multiple' | 'truefalse' | 'short';
  prompt: string;
  options: ColumnType<Array<{ id: string; text: string }>, string, string>;
  correct: ColumnType<string[], string, string>;
  match: 'exact' | 'normalized';
  points: number;
}

export type AskedQuestion = Omit<Selectable<QuizQuestionsTable>, 'idSite' | 'idLesson' | 'position'>;

export interface QuizAttemptsTable {
  id: Generated<number>;
  idSite: number;
  idLesson: number;
  idUser: number;
  startedAt: Timestamp;
  deadline: Timestamp | null;
  /** The questions as this attempt was given them, options in its order: what it is graded against. */
  questions: ColumnType<AskedQuestion[], string, string>;
  submittedAt: Timestamp | null;
  answers: ColumnType<unknown, string | null, string | null> | null;
  score: number | null;
  maxScore: number | null;
  passed: boolean | null;
}

export interface ExamsTable {
  id: Generated<number>;
  idSite: number;
  name: string;
  description: Generated<string>;
  idLesson: number | null;
  idGroup: number | null;
  opensAt: Timestamp;
  closesAt: Timestamp;
  durationMinutes: number;
  attemptsAllowed: number;
  passPercent: number;
  shuffle: boolean;
  resultsReleased: boolean;
  showAnswers: Generated<boolean>;
  isPublic: boolean;
  idSubject: number | null;
  factor: number;
  term: string | null;
  idCreator: number | null;
  createdAt: CreatedAt;
}

export interface ExamTakersTable {
  idSite: number;
  idExam: number;
  idUser: number;
}

export interface ExamAttemptsTable {
  id: Generated<number>;
  idSite: number;
  idExam: number;
  /** Null: a visitor's attempt at the public test (`guestName` says who). */
  idUser: number | null;
  guestName: string | null;
  guestContact: string | null;
  /** The public test's signed ticket: one submission per ticket. */
  ticket: string | null;
  /** 1 for the learner's first attempt, 2 for the second …: unique per exam and learner. */
  number: number;
  startedAt: Timestamp;
  deadline: Timestamp;
  questions: ColumnType<AskedQuestion[], string, string>;
  submittedAt: Timestamp | null;
  answers: ColumnType<unknown, string | null, string | null> | null;
  score: number | null;
  maxScore: number | null;
  passed: boolean | null;
}

export interface CourseReviewsTable {
  id: Generated<number>;
  idSite: number;
  idCourse: number;
  idUser: number;
  rating: number;
  comment: Generated<string>;
  hidden: Generated<boolean>;
  reply: string | null;
  createdAt: CreatedAt;
}

export interface CoursePostsTable {
  id: Generated<number>;
  idSite: number;
  idCourse: number;
  idUser: number;
  idQuestion: number | null;
  body: string;
  hidden: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface OpenCourseLogsTable {
  id: Generated<number>;
  idSite: number;
  idCourse: number;
  idUser: number;
  openedAt: CreatedAt;
}

export interface CourseChaptersTable {
  id: Generated<number>;
  idSite: number;
  idCourse: number;
  title: string;
  position: Generated<number>;
}

export interface CourseEnrolmentsTable {
  id: Generated<number>;
  idSite: number;
  idCourse: number;
  idUser: number;
  enrolledAt: CreatedAt;
  lastActivityAt: Timestamp | null;
  progress: Generated<number>;
  completedAt: Timestamp | null;
}

export interface CoursePackagesTable {
  id: Generated<number>;
  idSite: number;
  name: string;
  about: Generated<string>;
  benefits: ColumnType<string[], string | undefined, string>;
  price: Generated<number>;
  createdAt: CreatedAt;
}

export interface CoursePackageItemsTable {
  idSite: number;
  idPackage: number;
  idCourse: number;
  position: Generated<number>;
}

export interface ActiveCodeBatchesTable {
  id: Generated<number>;
  idSite: number;
  name: string;
  prefix: Generated<string>;
  length: number;
  usesPerCode: number;
  expiresAt: Timestamp | null;
  idPackage: number | null;
  createdBy: number | null;
  createdAt: CreatedAt;
}

export interface ActiveCodeBatchCoursesTable {
  idSite: number;
  idBatch: number;
  idCourse: number;
  position: Generated<number>;
}

export interface ActiveCodesTable {
  id: Generated<number>;
  idSite: number;
  idBatch: number;
  code: string;
  uses: Generated<number>;
  lastUsedBy: number | null;
  lastUsedAt: Timestamp | null;
}

export interface ActiveCodeUsesTable {
  id: Generated<number>;
  idSite: number;
  idCode: number;
  idUser: number;
  usedAt: Generated<Date>;
}

/** A code typed by a user, counted so that a run of wrong ones shuts the door for a while. */
export interface GuessAttemptsTable {
  id: Generated<number>;
  idSite: number;
  idUser: number;
  kind: 'activeCode' | 'coupon';
  success: Generated<boolean>;
  createdAt: Generated<Date>;
}
export interface CouponsTable {
  id: Generated<number>;
  idSite: number;
  code: string;
  times: 'once' | 'many';
  quantity: number | null;
  perLearner: number | null;
  discountKind: 'cash' | 'percent';
  discountValue: number;
  maxDiscount: number | null;
  appliesToAll: boolean;
  startsAt: Timestamp | null;
  expiresAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface CouponTargetsTable {
  idSite: number;
  idCoupon: number;
  idCourse: number | null;
  idPackage: number | null;
}

export interface CouponUsesTable {
  idSite: number;
  idCoupon: number;
  idOrder: number;
  idUser: number;
}

export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'refunded';
export type PaymentType = 'cash' | 'transfer' | 'vnpay';

export interface OrdersTable {
  id: Generated<number>;
  idSite: number;
  code: string;
  idUser: number;
  customerName: string;
  email: string | null;
  phone: string | null;
  province: Generated<string>;
  paymentType: PaymentType;
  status: Generated<OrderStatus>;
  source: Generated<'admin' | 'checkout'>;
  idCreator: number | null;
  idSalesperson: number | null;
  idCoupon: number | null;
  couponCode: string | null;
  shipFee: Generated<number>;
  originPrice: number;
  discount: Generated<number>;
  purchasePrice: number;
  received: number | null;
  paidAt: Timestamp | null;
  /** How much of the payment went back so far; the order is `refunded` once this is all of it. */
  refunded: Generated<number>;
  refundedAt: Timestamp | null;
  gatewayRef: string | null;
  note: Generated<string>;
  createdAt: CreatedAt;
  /** The folded code, buyer's name, email and phone keyword search matches. */
  searchKey: GeneratedAlways<string | null>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  idSite: number;
  idOrder: number;
  idCourse: number | null;
  idPackage: number | null;
  name: string;
  price: number;
}

export interface OrderEventsTable {
  id: Generated<number>;
  idSite: number;
  idOrder: number;
  status: string;
  idUser: number | null;
  actor: Generated<'user' | 'vnpay' | 'transfer'>;
  at: Timestamp;
  /** A refund's amount and reason (status 'refunded'). */
  amount: number | null;
  reason: string | null;
}

export interface OrderGrantsTable {
  idSite: number;
  idOrder: number;
  idCourse: number;
  idUser: number;
  created: boolean;
}

export interface PaymentSettingsTable {
  idSite: number;
  vnpayTmnCode: Generated<string>;
  vnpayHashSecret: Generated<string>;
  vnpayUrl: Generated<string>;
  vietqrBankBin: Generated<string>;
  vietqrAccountNumber: Generated<string>;
  vietqrAccountName: Generated<string>;
  transferSecret: Generated<string>;
  updatedAt: Generated<Date>;
}

export interface UnitsTable {
  id: Generated<number>;
  idSite: number;
  name: string;
  idParent: number | null;
  idManager: number | null;
  /** Who made the current manager manager, and when (approval independence: a same-day self-appointment). */
  managerAppointedBy: Generated<number | null>;
  managerAppointedAt: Generated<Date | null>;
  canViewOtherReports: Generated<boolean>;
  requiresCensorship: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface PositionsTable {
  id: Generated<number>;
  idSite: number;
  name: string;
  description: Generated<string>;
  positionGroup: Generated<string>;
  createdAt: CreatedAt;
}

export interface SubjectsTable {
  id: Generated<number>;
  idSite: number;
  name: string;
  code: Generated<string>;
  description: Generated<string>;
  sortOrder: Generated<number>;
  createdAt: CreatedAt;
}

export interface ClassLevelsTable {
  id: Generated<number>;
  idSite: number;
  name: string;
  schoolLevel: string;
  sortOrder: Generated<number>;
  createdAt: CreatedAt;
}

export interface DepartmentsTable {
  id: Generated<number>;
  idSite: number;
  name: string;
  code: Generated<string>;
  description: Generated<string>;
  createdAt: CreatedAt;
}

export interface TranscriptColumnsTable {
  id: Generated<number>;
  idSite: number;
  idSubject: number;
  position: number;
  name: string;
  factor: number;
}

export interface MemberGroupsTable {
  id: Generated<number>;
  idSite: number;
  name: string;
  description: Generated<string>;
  createdAt: CreatedAt;
}

export interface ApproveFlowsTable {
  id: Generated<number>;
  idSite: number;
  code: string;
  name: string;
  createdAt: CreatedAt;
}

export interface ApproveFlowStepsTable {
  idSite: number;
  idFlow: number;
  position: number;
  name: string;
  description: Generated<string>;
  approverKind: 'user' | 'unitManager';
  idUser: number | null;
  idUnit: number | null;
  /** Who named the step's person approver, and when (null for a unit's manager: the unit records hers). */
  appointedBy: Generated<number | null>;
  appointedAt: Generated<Date | null>;
}

export interface ApproveSettingsTable {
  idSite: number;
  kind: 'member' | 'course';
  idFlow: number | null;
}

/** A step as the request copied it from its flow when it opened. */
export interface RequestStep {
  name: string;
  approverKind: 'user' | 'unitManager';
  idUser: number | null;
  idUnit: number | null;
  /** Who named the step's person approver, and when (ISO); absent on requests opened before it was kept. */
  appointedBy?: number | null;
  appointedAt?: string | null;
}

export interface ApprovalRequestsTable {
  id: Generated<number>;
  idSite: number;
  kind: 'member' | 'course';
  idFlow: number | null;
  flowName: string;
  steps: ColumnType<RequestStep[], string, string>;
  idTarget: number;
  targetName: string;
  step: Generated<number>;
  status: Generated<number>;
  reason: string | null;
  idRequester: number | null;
  createdAt: CreatedAt;
  decidedAt: Timestamp | null;
}

export interface ApprovalDecisionsTable {
  id: Generated<number>;
  idSite: number;
  idRequest: number;
  step: number;
  stepName: string;
  idUser: number | null;
  userName: string;
  status: number;
  reason: string | null;
  createdAt: CreatedAt;
}

export interface LiveSettingsTable {
  idSite: number;
  url: Generated<string>;
  apiKey: Generated<string>;
  apiSecret: Generated<string>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LiveClassesTable {
  id: Generated<number>;
  idSite: number;
  kind: 'class' | 'meeting';
  name: string;
  idGroup: number | null;
  idTeacher: number;
  idAttendant: number | null;
  /** A local date, YYYY-MM-DD (read as text). */
  startDate: ColumnType<string, string, string>;
  endDate: ColumnType<string, string, string>;
  startTime: string;
  endTime: string;
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  weekdays: number[];
  recurring: Generated<boolean>;
  room: Generated<string>;
  hostVideo: Generated<boolean>;
  participantVideo: Generated<boolean>;
  dingDong: Generated<boolean>;
  passcode: Generated<string>;
  locked: Generated<boolean>;
  meetingUrl: Generated<string>;
  status: Generated<'active' | 'canceled'>;
  createdBy: number | null;
  createdAt: CreatedAt;
}

export interface LiveClassMembersTable {
  idSite: number;
  idClass: number;
  idUser: number;
}

export interface LiveSessionsTable {
  id: Generated<number>;
  idSite: number;
  idClass: number;
  startsAt: Timestamp;
  endsAt: Timestamp;
  status: Generated<'scheduled' | 'canceled'>;
  roomName: string;
  finishedAt: Timestamp | null;
  /** The planned start of a session moved by hand (null while it keeps its plan's time). */
  movedFrom: Timestamp | null;
}

export interface LiveAttendanceTable {
  idSite: number;
  idSession: number;
  idUser: number;
  firstJoinedAt: Timestamp | null;
  lastLeftAt: Timestamp | null;
  source: 'video' | 'click';
  correctedStatus: 'onTime' | 'late' | 'absent' | null;
  correctionReason: string | null;
  correctedBy: number | null;
  correctedAt: Timestamp | null;
}

export interface LiveAttendanceLogTable {
  id: Generated<number>;
  idSite: number;
  idSession: number;
  idUser: number;
  status: string;
  reason: string;
  idEditor: number;
  createdAt: CreatedAt;
}

/*
 * The general report's daily facts (migration 0051), kept by triggers in the transaction of each write and
 * read by reports/general-rollup.ts and reports/detail.ts. Days are the school's days; 0 is "no unit".
 */
interface EnrolmentFigures {
  enrolled: Generated<number>;
  progressSum: Generated<number>;
  bandNone: Generated<number>;
  bandStarted: Generated<number>;
  bandHalf: Generated<number>;
  bandDone: Generated<number>;
  stateDone: Generated<number>;
  stateStarted: Generated<number>;
}

export interface ReportDaysTable extends EnrolmentFigures {
  idSite: number;
  day: Timestamp;
  idCourse: number;
  idUnit: number;
  completed: Generated<number>;
}

export interface ReportCoursesTable extends EnrolmentFigures {
  idSite: number;
  idCourse: number;
  idUnit: number;
}

export interface ReportUnitDaysTable {
  idSite: number;
  day: Timestamp;
  idUnit: number;
  learners: Generated<number>;
  /** Seconds watched on the lesson rows last updated that day. */
  watched: Generated<number>;
  attempts: Generated<number>;
  passed: Generated<number>;
}

export interface ReportLearnerDaysTable {
  idSite: number;
  day: Timestamp;
  idUser: number;
  idUnit: number;
  /** How many rows keep the day active: enrolments' last activity, and lesson rows or quiz attempts. */
  enrolRefs: Generated<number>;
  otherRefs: Generated<number>;
}

export interface CourseEnrolmentCountsTable {
  idSite: number;
  idCourse: number;
  enrolments: Generated<number>;
  completed: Generated<number>;
}

/** Enrolments made per school day and course, any account's (migration 0053): the dashboard's chart. */
export interface CourseEnrolmentDaysTable {
  idSite: number;
  idCourse: number;
  day: Timestamp;
  enrolments: Generated<number>;
}

export interface ReportRevenueDaysTable {
  idSite: number;
  day: Timestamp;
  paid: Generated<number>;
  refunded: Generated<number>;
}

export interface LiveEventsTable {
  idSite: number;
  eventId: string;
  receivedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Database {
  sites: SitesTable;
  settingChanges: SettingChangesTable;
  mailSettings: MailSettingsTable;
  mailOutbox: MailOutboxTable;
  mailTemplates: MailTemplatesTable;
  accountCodes: AccountCodesTable;
  accountRequests: AccountRequestsTable;
  rightGroups: RightGroupsTable;
  users: UsersTable;
  sessions: SessionsTable;
  signInAttempts: SignInAttemptsTable;
  signInCodes: SignInCodesTable;
  idempotencyKeys: IdempotencyKeysTable;
  userGroups: UserGroupsTable;
  userGroupMembers: UserGroupMembersTable;
  learnerReach: LearnerReachTable;
  notifications: NotificationsTable;
  userNotifications: UserNotificationsTable;
  fcmDevices: FcmDevicesTable;
  jobs: JobsTable;
  dataJobs: DataJobsTable;
  files: FilesTable;
  certificateTemplates: CertificateTemplatesTable;
  certificateTemplateCourses: CertificateTemplateCoursesTable;
  certificates: CertificatesTable;
  certificateLookups: CertificateLookupsTable;
  fileCategories: FileCategoriesTable;
  fileGroupShares: FileGroupSharesTable;
  fileCourseShares: FileCourseSharesTable;
  posts: PostsTable;
  postCategories: PostCategoriesTable;
  landingPages: LandingPagesTable;
  uploadTickets: UploadTicketsTable;
  courses: CoursesTable;
  courseCategories: CourseCategoriesTable;
  courseLessons: CourseLessonsTable;
  courseChapters: CourseChaptersTable;
  coursePackages: CoursePackagesTable;
  coursePackageItems: CoursePackageItemsTable;
  courseEnrolments: CourseEnrolmentsTable;
  lessonProgress: LessonProgressTable;
  lessonVideoFailures: LessonVideoFailuresTable;
  learnerWatchClocks: LearnerWatchClocksTable;
  quizQuestions: QuizQuestionsTable;
  quizAttempts: QuizAttemptsTable;
  courseReviews: CourseReviewsTable;
  coursePosts: CoursePostsTable;
  openCourseLogs: OpenCourseLogsTable;
  activeCodeBatches: ActiveCodeBatchesTable;
  activeCodeBatchCourses: ActiveCodeBatchCoursesTable;
  activeCodes: ActiveCodesTable;
  activeCodeUses: ActiveCodeUsesTable;
  guessAttempts: GuessAttemptsTable;
  coupons: CouponsTable;
  couponTargets: CouponTargetsTable;
  couponUses: CouponUsesTable;
  orders: OrdersTable;
  orderItems: OrderItemsTable;
  orderEvents: OrderEventsTable;
  orderGrants: OrderGrantsTable;
  paymentSettings: PaymentSettingsTable;
  units: UnitsTable;
  positions: PositionsTable;
  memberGroups: MemberGroupsTable;
  approveFlows: ApproveFlowsTable;
  approveFlowSteps: ApproveFlowStepsTable;
  approveSettings: ApproveSettingsTable;
  approvalRequests: ApprovalRequestsTable;
  approvalDecisions: ApprovalDecisionsTable;
  userRightGroups: UserRightGroupsTable;
  monitorGroups: MonitorGroupsTable;
  staffLogs: StaffLogsTable;
  scoreRecords: ScoreRecordsTable;
  noteRecords: NoteRecordsTable;
  subjects: SubjectsTable;
  classLevels: ClassLevelsTable;
  departments: DepartmentsTable;
  transcriptColumns: TranscriptColumnsTable;
  liveSettings: LiveSettingsTable;
  liveClasses: LiveClassesTable;
  liveClassMembers: LiveClassMembersTable;
  liveSessions: LiveSessionsTable;
  liveAttendance: LiveAttendanceTable;
  liveAttendanceLog: LiveAttendanceLogTable;
  liveEvents: LiveEventsTable;
  exams: ExamsTable;
  examTakers: ExamTakersTable;
  examAttempts: ExamAttemptsTable;
  reportDays: ReportDaysTable;
  reportCourses: ReportCoursesTable;
  reportUnitDays: ReportUnitDaysTable;
  reportLearnerDays: ReportLearnerDaysTable;
  courseEnrolmentCounts: CourseEnrolmentCountsTable;
  courseEnrolmentDays: CourseEnrolmentDaysTable;
  reportRevenueDays: ReportRevenueDaysTable;
}

export interface CertificateTemplatesTable {
  id: Generated<number>;
  idSite: number;
  title: string;
  body: string;
  signerName: string;
  signerTitle: string;
  idBackground: number | null;
  layout: ColumnType<unknown, string, string>;
  allCourses: boolean;
  /** JSON: the title and body per language, where the school wrote them. */
  translations: ColumnType<unknown, string | undefined, string>;
  updatedAt: Timestamp;
}

export interface CertificateTemplateCoursesTable {
  idSite: number;
  idTemplate: number;
  idCourse: number;
}

export interface CertificatesTable {
  id: Generated<number>;
  idSite: number;
  idUser: number;
  idCourse: number | null;
  /** What the certificate is for, once per learner: `course:<id>`, later `exam:<id>`. */
  awardKey: string;
  code: string;
  learnerName: string;
  courseName: string;
  issuedAt: Timestamp;
  issuedBy: number | null;
  revokedAt: Timestamp | null;
  revokedBy: number | null;
  revokeReason: string | null;
  /** The folded code (also as printed, in groups of four), learner and course names keyword search matches. */
  searchKey: GeneratedAlways<string | null>;
}

export interface CertificateLookupsTable {
  id: Generated<string>;
  idSite: number;
  ip: string;
  createdAt: Timestamp;
}

/** Tables whose rows belong to one site: every query on them goes through the site-scoped helper. */
export type SiteTable = Exclude<keyof Database, 'sites'>;

export type Site = Selectable<SitesTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
