import { LOCALES, type Locale } from '@saola/core/constants';
import { lazyScreen, type ScreenViews, view } from '../view';
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
} from './loaders';

// Shown only by the host (its builder needs the whole page): declared here, not in loaders.ts, so the
// elements' index, which imports every loader there, neither carries it nor styles every element for it.
export const LandingDesigner = lazyScreen(
  () => import('./landing-page/landing-designer'),
  'LandingDesigner',
  ['content'],
);

const id = ({ id }: { id?: string }) => Number(id);
/** A design route's `{id}`: the language of the page it edits (`/setting/design/en`); Vietnamese otherwise. */
const localeParam = ({ id }: { id?: string }): Locale =>
  (LOCALES as readonly string[]).includes(id ?? '') ? (id as Locale) : 'vi';

/** The owner/teacher area's own screens: only the admin area's chunk refers to them. */
export const ADMIN_VIEWS = {
  adminDashboard: view(AdminDashboard, {
    element: {
      name: 'saola-admin-dashboard',
      description:
        "An owner's or teacher's home: what waits for her and what is not set up (each a link), a teacher's day, the week's figures, counts of students, teachers and courses and 30 days of sign-ins and enrolments.",
      attributes: {},
      events: {
        'saola-navigate': 'Follow a link to where a waiting thing or a setting is seen to; detail: { to }.',
      },
    },
  }),
  courseList: view(CourseList, {
    element: {
      name: 'saola-course-list',
      description: 'The courses the user manages: search, filters, sort, pages and bulk delete.',
      attributes: {},
      events: { 'saola-navigate': 'Add or open a course; detail: { to } (/course/add, /course/edit/{id}).' },
    },
  }),
  courseAdd: view(CourseForm, {
    element: {
      name: 'saola-course-form',
      description:
        "A course's details and settings, to add one or (with id) edit it; owners decide approvals.",
      attributes: { id: { type: 'number', description: 'The course to edit; a new course when absent.' } },
      events: {
        'saola-course-saved': 'Saved; detail: { course }.',
        'saola-navigate': 'A new course was created, or the user went back; detail: { to }.',
      },
    },
  }),
  courseEdit: view(CourseForm, { props: (params) => ({ id: id(params) }), element: { sameAs: 'courseAdd' } }),
  courseCurriculum: view(CourseCurriculum, {
    element: {
      name: 'saola-course-curriculum',
      description:
        "A course's chapters and lessons: add, edit, delete, and reorder by dragging or with arrow buttons.",
      attributes: { idCourse: { type: 'number', description: 'The course (attribute id-course).' } },
      events: {},
    },
  }),
  courseStudents: view(CourseStudents, {
    element: {
      name: 'saola-course-students',
      description: "A course's students with their progress: enrol more by search, remove several.",
      attributes: { idCourse: { type: 'number', description: 'The course (attribute id-course).' } },
      events: {},
    },
  }),
  courseCategoryList: view(CourseCategoryList, {
    element: {
      name: 'saola-course-category-list',
      description:
        'The course category tree: add, rename, move and delete categories (moving their courses).',
      attributes: {},
      events: {},
    },
  }),
  coursePackageList: view(CoursePackageList, {
    element: {
      name: 'saola-course-package-list',
      description: "The school's course packages: search, sort, open, add and delete several.",
      attributes: {},
      events: { 'saola-navigate': 'Add or open a package; detail: { to }.' },
    },
  }),
  coursePackageAdd: view(CoursePackageForm, {
    element: {
      name: 'saola-course-package-form',
      description:
        'A course package (name, courses, price, about, benefits), to add one or (with id) edit one.',
      attributes: { id: { type: 'number', description: 'The package to edit; a new one when absent.' } },
      events: { 'saola-navigate': 'Back to the list after saving or leaving; detail: { to }.' },
    },
  }),
  coursePackageEdit: view(CoursePackageForm, {
    props: (params) => ({ id: id(params) }),
    element: { sameAs: 'coursePackageAdd' },
  }),
  teachingList: view(TeachingList, {
    element: {
      name: 'saola-teaching-list',
      description:
        "The school's live classes and meetings: search, filter by type, open, add and delete several.",
      attributes: {},
      events: { 'saola-navigate': 'Add or open a class; detail: { to }.' },
    },
  }),
  teachingAdd: view(TeachingForm, {
    element: {
      name: 'saola-teaching-form',
      description:
        'A live class or meeting (type, group or learners, teacher, dates, times, weekdays, room settings), to add one or (with id) edit one with its sessions and attendance sheet.',
      attributes: { id: { type: 'number', description: 'The class to edit; a new one when absent.' } },
      events: { 'saola-navigate': 'Back to the list after saving or leaving; detail: { to }.' },
    },
  }),
  teachingEdit: view(TeachingForm, {
    props: (params) => ({ id: id(params) }),
    element: { sameAs: 'teachingAdd' },
  }),
  unitList: view(UnitList, {
    element: {
      name: 'saola-unit-list',
      description:
        "The school's organisational units with their superior unit, manager and members: add, open, move with the subtree, delete empty ones.",
      attributes: {},
      events: { 'saola-navigate': 'Add or open a unit; detail: { to }.' },
    },
  }),
  unitAdd: view(UnitForm, {
    element: {
      name: 'saola-unit-form',
      description:
        'An organisational unit (name, superior unit, manager, report and censorship flags), to add or (with id) edit.',
      attributes: { id: { type: 'number', description: 'The unit to edit; a new one when absent.' } },
      events: { 'saola-navigate': 'Back to the list after saving or leaving; detail: { to }.' },
    },
  }),
  unitEdit: view(UnitForm, {
    props: (params) => ({ id: id(params) }),
    element: { sameAs: 'unitAdd' },
  }),
  jobPositionList: view(JobPositionList, {
    element: {
      name: 'saola-job-position-list',
      description:
        'The job positions members hold, by position group: add and edit in a dialog, delete several.',
      attributes: {},
      events: {},
    },
  }),
  memberGroupList: view(MemberGroupList, {
    element: {
      name: 'saola-member-group-list',
      description: "The school's member groups with their members: add, open, delete several.",
      attributes: {},
      events: { 'saola-navigate': 'Add or open a member group; detail: { to }.' },
    },
  }),
  memberGroupAdd: view(MemberGroupForm, {
    element: {
      name: 'saola-member-group-form',
      description: 'A member group (name, description), to add one or (with id) edit one.',
      attributes: { id: { type: 'number', description: 'The group to edit; a new one when absent.' } },
      events: { 'saola-navigate': 'Back to the list after saving or leaving; detail: { to }.' },
    },
  }),
  memberGroupEdit: view(MemberGroupForm, {
    props: (params) => ({ id: id(params) }),
    element: { sameAs: 'memberGroupAdd' },
  }),
  memberList: view(MemberList, {
    element: {
      name: 'saola-member-list',
      description:
        "The school's members with unit, position, group, account and censorship status: filter, open, add, approve or cancel an approval with a note, delete.",
      attributes: {},
      events: { 'saola-navigate': 'Add or open a member; detail: { to }.' },
    },
  }),
  memberAdd: view(MemberForm, {
    element: {
      name: 'saola-member-form',
      description:
        'A member (account, unit, position, member group, status), to add one or (with id) edit one.',
      attributes: { id: { type: 'number', description: 'The member to edit; a new one when absent.' } },
      events: { 'saola-navigate': 'Back to the list after saving or leaving; detail: { to }.' },
    },
  }),
  memberEdit: view(MemberForm, {
    props: (params) => ({ id: id(params) }),
    element: { sameAs: 'memberAdd' },
  }),
  approveFlowList: view(ApproveFlowList, {
    element: {
      name: 'saola-approve-flow-list',
      description:
        "The school's approval flows with their steps and the requests they decide: add, open, delete.",
      attributes: {},
      events: { 'saola-navigate': 'Add or open a flow; detail: { to }.' },
    },
  }),
  approveFlowAdd: view(ApproveFlowForm, {
    element: {
      name: 'saola-approve-flow-form',
      description:
        "An approval flow (code, name, ordered steps each decided by a person or a unit's manager), to add or (with id) edit.",
      attributes: { id: { type: 'number', description: 'The flow to edit; a new one when absent.' } },
      events: { 'saola-navigate': 'Back to the list after saving or leaving; detail: { to }.' },
    },
  }),
  approveFlowEdit: view(ApproveFlowForm, {
    props: (params) => ({ id: id(params) }),
    element: { sameAs: 'approveFlowAdd' },
  }),
  approveSetting: view(ApproveSetting, {
    element: {
      name: 'saola-approve-setting',
      description: 'Which approval flow member registrations and courses waiting for approval go through.',
      attributes: {},
      events: {},
    },
  }),
  approvalList: view(ApprovalList, {
    element: {
      name: 'saola-approval-list',
      description: 'The approval requests waiting for the signed-in approver, each with its step.',
      attributes: {},
      events: { 'saola-navigate': 'Open a request; detail: { to }.' },
    },
  }),
  approvalDetail: view(ApprovalDetail, {
    props: (params) => ({ id: id(params) as number }),
    element: {
      name: 'saola-approval-detail',
      description:
        "An approval request's history, and the approver's approve or reject (with a reason) on her step.",
      attributes: { id: { type: 'number', description: 'The request.' } },
      events: { 'saola-navigate': 'Back to the list; detail: { to }.' },
    },
  }),
  approvalLog: view(ApprovalLog, {
    element: {
      name: 'saola-approval-log',
      description: 'Every decision of the school’s approval flows: who decided which step, when and why.',
      attributes: {},
      events: {},
    },
  }),
  postList: view(PostList, {
    element: {
      name: 'saola-post-list',
      description:
        "The school's posts: search, filter by category, status and language, open, add, delete several.",
      attributes: {},
      events: { 'saola-navigate': 'Add or open a post; detail: { to }.' },
    },
  }),
  postAdd: view(PostForm, {
    element: {
      name: 'saola-post-form',
      description:
        'A post (title, address, description, content, status and date, language, category, cover), to add one or (with id) edit one.',
      attributes: { id: { type: 'number', description: 'The post to edit; a new one when absent.' } },
      events: { 'saola-navigate': 'To the saved post, or back to the list; detail: { to }.' },
    },
  }),
  postEdit: view(PostForm, {
    props: (params) => ({ id: id(params) }),
    element: { sameAs: 'postAdd' },
  }),
  postCategoryList: view(PostCategoryList, {
    element: {
      name: 'saola-post-category-list',
      description: 'The post categories with their number of posts: add, rename, delete several.',
      attributes: {},
      events: {},
    },
  }),
  landingPage: view(LandingPageSetting, {
    element: {
      name: 'saola-landing-page',
      description:
        "The school's home page in each language: its state, its three designs to edit, publish and unpublish.",
      attributes: {},
      events: { 'saola-navigate': 'Open a design of a language; detail: { to }.' },
    },
  }),
  landingDesign: view(LandingDesigner, {
    props: (params) => ({ design: 1 as const, locale: localeParam(params) }),
    element: {
      hostOnly:
        'a full-window page builder (Puck) with its own styles and drag and drop: it only makes sense inside the product',
    },
  }),
  landingDesign2: view(LandingDesigner, {
    props: (params) => ({ design: 2 as const, locale: localeParam(params) }),
    element: { hostOnly: 'the page builder, as landingDesign' },
  }),
  landingDesign3: view(LandingDesigner, {
    props: (params) => ({ design: 3 as const, locale: localeParam(params) }),
    element: { hostOnly: 'the page builder, as landingDesign' },
  }),
  fileLibrary: view(FileLibrary, {
    element: {
      name: 'saola-file-library',
      description:
        "The school's file library: upload with progress, YouTube videos, categories, preview, download, rename, share with groups or courses, delete, space used.",
      attributes: {},
      events: {},
    },
  }),
  fileCategoryList: view(FileCategoryList, {
    element: {
      name: 'saola-file-category-list',
      description: "The file library's categories with their number of files: add, rename, delete several.",
      attributes: {},
      events: {},
    },
  }),
  activeCodeList: view(ActiveCodeList, {
    element: {
      name: 'saola-active-code-list',
      description:
        "The school's activation code batches, and every code with its status and who used it; generate, open, delete.",
      attributes: {},
      events: { 'saola-navigate': 'Generate a batch or open one; detail: { to }.' },
    },
  }),
  activeCodeAdd: view(ActiveCodeForm, {
    element: {
      name: 'saola-active-code-form',
      description:
        'Generate a batch of activation codes, or (with id) a batch: name and expiry, details, Excel export, codes.',
      attributes: { id: { type: 'number', description: 'The batch to show; a new batch when absent.' } },
      events: { 'saola-navigate': 'To the new batch after generating, or back to the list; detail: { to }.' },
    },
  }),
  activeCodeEdit: view(ActiveCodeForm, {
    props: (params) => ({ id: id(params) }),
    element: { sameAs: 'activeCodeAdd' },
  }),
  teacherList: view(TeacherList, {
    element: {
      name: 'saola-teacher-list',
      description:
        "The school's owners and teachers: search, status and permission-group filters, open, add, delete several.",
      attributes: {},
      events: {
        'saola-navigate': 'Add or open a teacher; detail: { to } (/teachers/add, /teachers/edit/{id}).',
      },
    },
  }),
  teacherAdd: view(TeacherForm, {
    element: {
      name: 'saola-teacher-form',
      description:
        "A teacher's account, contact, status, permission groups and individual rights, to add one or (with id) edit one.",
      attributes: { id: { type: 'number', description: 'The teacher to edit; a new one when absent.' } },
      events: {
        'saola-teacher-saved': 'Saved; detail: { teacher }.',
        'saola-navigate': 'Back to the list after saving or leaving; detail: { to }.',
      },
    },
  }),
  teacherEdit: view(TeacherForm, {
    props: (params) => ({ id: id(params) }),
    element: { sameAs: 'teacherAdd' },
  }),
  monitorList: view(MonitorList, {
    element: {
      name: 'saola-monitor-list',
      description:
        "The school's observers (class attendants) and the classes each watches: search, status and class filters, open, add, delete several.",
      attributes: {},
      events: {
        'saola-navigate': 'Add or open an observer; detail: { to } (/monitor/add, /monitor/edit/{id}).',
      },
    },
  }),
  monitorAdd: view(MonitorForm, {
    element: {
      name: 'saola-monitor-form',
      description:
        "An observer's account, contact, status and the classes it watches read-only, to add one or (with id) edit one.",
      attributes: { id: { type: 'number', description: 'The observer to edit; a new one when absent.' } },
      events: {
        'saola-monitor-saved': 'Saved; detail: { monitor }.',
        'saola-navigate': 'Back to the list after saving or leaving; detail: { to }.',
      },
    },
  }),
  monitorEdit: view(MonitorForm, {
    props: (params) => ({ id: id(params) }),
    element: { sameAs: 'monitorAdd' },
  }),
  teacherLogs: view(TeacherLogs, {
    element: {
      name: 'saola-teacher-logs',
      description:
        'The append-only staff log: who changed which teacher or permission group, when, before and after; refusals too.',
      attributes: {},
      events: {},
    },
  }),
  rightGroupList: view(RightGroupList, {
    element: {
      name: 'saola-right-group-list',
      description:
        'Permission groups with their data scope and rights from the catalogue: add and edit in a dialog, delete several.',
      attributes: {},
      events: {},
    },
  }),
  userGroupList: view(UserGroupList, {
    element: {
      name: 'saola-user-group-list',
      description:
        "The school's classes (a personal scope: the teacher's own) with level, year, homeroom teacher and students; open, add, delete several.",
      attributes: {},
      events: {
        'saola-navigate': 'Add or open a class; detail: { to } (/userGroup/add, /userGroup/edit/{id}).',
      },
    },
  }),
  userGroupAdd: view(UserGroupForm, {
    element: {
      name: 'saola-user-group-form',
      description:
        'A class (name, level, school year, homeroom teacher, students added from the students list), to add one or (with id) edit one.',
      attributes: { id: { type: 'number', description: 'The class to edit; a new one when absent.' } },
      events: { 'saola-navigate': 'Back to the list after saving or leaving; detail: { to }.' },
    },
  }),
  userGroupEdit: view(UserGroupForm, {
    props: (params) => ({ id: id(params) }),
    element: { sameAs: 'userGroupAdd' },
  }),
  userGroupScoreRecords: view(ScoreRecordList, {
    props: (params) => ({ idGroup: id(params) }),
    element: {
      name: 'saola-score-record-list',
      description:
        "Score records (subject, score, factor, term, note) of a class's students (id-group) or of one student (id-user): add and edit in a dialog, delete several.",
      attributes: {
        idGroup: { type: 'number', description: 'The class (attribute id-group).' },
        idUser: { type: 'number', description: 'The student (attribute id-user), when no class is given.' },
      },
      events: { 'saola-navigate': "A student's own scores were opened; detail: { to }." },
    },
  }),
  studentScoreRecords: view(ScoreRecordList, {
    props: (params) => ({ idUser: id(params) }),
    element: { sameAs: 'userGroupScoreRecords' },
  }),
  userGroupNoteRecords: view(NoteRecordList, {
    props: (params) => ({ idGroup: id(params) }),
    element: {
      name: 'saola-note-record-list',
      description:
        "Dated remarks by teachers on a class's students (id-group) or on one student (id-user): add and edit in a dialog, delete several.",
      attributes: {
        idGroup: { type: 'number', description: 'The class (attribute id-group).' },
        idUser: { type: 'number', description: 'The student (attribute id-user), when no class is given.' },
      },
      events: { 'saola-navigate': "A student's own notes were opened; detail: { to }." },
    },
  }),
  studentNoteRecords: view(NoteRecordList, {
    props: (params) => ({ idUser: id(params) }),
    element: { sameAs: 'userGroupNoteRecords' },
  }),
  informationSetting: view(InformationSetting, {
    element: {
      name: 'saola-information-setting',
      description:
        "The school's information: name, logo, favicon, K12 / K12-or-business / university, contact, time zone and default language, with the history of changes.",
      attributes: {},
      events: {},
    },
  }),
  securitySetting: view(SecuritySetting, {
    element: {
      name: 'saola-security-setting',
      description:
        "The school's security: strong passwords, devices per account, wrong-login lock, the video share that completes a lesson, learner and member registration, reCAPTCHA keys (secret write-only), with the history of changes.",
      attributes: {},
      events: {},
    },
  }),
  mailSetting: view(MailSetting, {
    element: {
      name: 'saola-mail-setting',
      description:
        "The school's mail server: SMTP server, port, security, user, write-only password, display name and sender address; a test send; the history of changes.",
      attributes: {},
      events: { 'saola-navigate': 'Follow the link to the outbox while mail is off; detail: { to }.' },
    },
  }),
  liveSetting: view(LiveSetting, {
    element: {
      name: 'saola-live-setting',
      description:
        "The school's LiveKit server for live classes: address, API key and write-only secret (stored sealed), the webhook address to give LiveKit; the history of changes.",
      attributes: {},
      events: {},
    },
  }),
  domainSetting: view(DomainSetting, {
    element: {
      name: 'saola-domain-setting',
      description:
        "The school's own domain: the one in use, the one asked for with the DNS records to create (TXT proof, CNAME), and a check that puts it in use.",
      attributes: {},
      events: {},
    },
  }),
  packageService: view(PackageService, {
    element: {
      name: 'saola-package-service',
      description:
        "The school's service package: plan, expiry, and library storage, learners and courses against its limits.",
      attributes: {},
      events: {},
    },
  }),
  marketingTools: view(MarketingTools, {
    element: {
      name: 'saola-marketing-tools',
      description:
        "The school's marketing tools: Facebook comments and app id, and the Google Analytics, Tag Manager and Facebook Pixel ids its public pages carry.",
      attributes: {},
      events: {},
    },
  }),
  noticeList: view(NoticeList, {
    element: {
      name: 'saola-notice-list',
      description:
        "The school's notices: who each goes to, its status and sending time, how many received and read it, the mails and texts sent; search, filter by status, open, add, delete several. For the owner a second tab (`?tab=events`) chooses which events (enrolment, new lesson, exam, order paid, approval) notify by which channel (in the app, push, mail).",
      attributes: {},
      events: { 'saola-navigate': 'Add or open a notice; detail: { to }.' },
    },
  }),
  noticeAdd: view(NoticeForm, {
    element: {
      name: 'saola-notice-form',
      description:
        'A notice: title and rich text; everyone, groups, units, courses or chosen people; in the app and also by mail or SMS; sent now, at a time, repeating until a date, or kept as a draft. With `id`, that notice (a sent one shows its delivery and reads).',
      attributes: { id: { type: 'number', description: 'The notice to edit; a new one when absent.' } },
      events: { 'saola-navigate': 'To the saved notice, or back to the list; detail: { to }.' },
    },
  }),
  noticeEdit: view(NoticeForm, {
    props: (params) => ({ id: id(params) }),
    element: { sameAs: 'noticeAdd' },
  }),
  mailTemplate: view(MailTemplate, {
    element: {
      name: 'saola-mail-template',
      description:
        'The mails the school sends (welcome, password reset, order paid, exam reminder) per language: subject and HTML with variables, a preview, back to the built-in text.',
      attributes: {},
      events: {},
    },
  }),
  mailOutbox: view(MailOutbox, {
    element: {
      name: 'saola-mail-outbox',
      description:
        'The mails a school without a mail server kept instead of sending (password resets, welcomes, notices, test mails): recipient, subject and time, newest first; each opens in a sandboxed frame.',
      attributes: {},
      events: {},
    },
  }),
  examList: view(ExamList, {
    element: {
      name: 'saola-exam-list',
      description:
        "The school's scheduled exams (a quiz's questions for a class or chosen learners, in a window, timed by the server): schedule, edit, delete, and each one's results with a CSV export.",
      attributes: {},
      events: {},
    },
  }),
  subjectList: view(SubjectList, {
    element: {
      name: 'saola-subject-list',
      description:
        "The school's subjects (name, code, description) in their display order: add and edit in a dialog, delete several.",
      attributes: {},
      events: {},
    },
  }),
  classLevelList: view(ClassLevelList, {
    element: {
      name: 'saola-class-level-list',
      description:
        "The school's class levels in their order, each in a school level (primary to university): filter, add and edit in a dialog, delete several.",
      attributes: {},
      events: {},
    },
  }),
  departmentList: view(DepartmentList, {
    element: {
      name: 'saola-department-list',
      description:
        "The school's departments (majors) with code and description: add and edit in a dialog, delete several.",
      attributes: {},
      events: {},
    },
  }),
  transcriptSetting: view(TranscriptSetting, {
    element: {
      name: 'saola-transcript-setting',
      description:
        'The transcript setting: choose a subject, then its score columns (oral, 15-minute, midterm, final …) with score factors 1–3; the term average is their weighted mean.',
      attributes: {},
      events: {},
    },
  }),
  paymentSetting: view(PaymentSetting, {
    element: {
      name: 'saola-payment-setting',
      description:
        "The school's payment setting: VNPay (website code, write-only hash secret, sandbox or production) and VietQR (bank BIN, account number and name), the transfer webhook's secret.",
      attributes: {},
      events: {},
    },
  }),
  revenueReport: view(RevenueReport, {
    element: {
      name: 'saola-revenue-report',
      description:
        'Revenue by day or month, course/package, salesperson and payment type, as a chart and tables: paid money counts, refunds subtract.',
      attributes: {
        from: { type: 'string', description: 'First day (YYYY-MM-DD); the month’s first by default.' },
        to: { type: 'string', description: 'Last day (YYYY-MM-DD); today by default.' },
      },
      events: {},
    },
  }),
  generalReport: view(GeneralReport, {
    element: {
      name: 'saola-general-report',
      description:
        "The school's figures over a period for the learners the viewer may see: learners, active learners, enrolments, completions, course progress, video and quiz totals, by period, unit and course, as charts and tables; exported to Excel as a background job.",
      attributes: {
        from: { type: 'string', description: 'First day (YYYY-MM-DD); the month’s first by default.' },
        to: { type: 'string', description: 'Last day (YYYY-MM-DD); today by default.' },
      },
      events: { 'saola-navigate': 'Started an export: opens the export list; detail: { to }.' },
    },
  }),
  detailReport: view(DetailReport, {
    element: {
      name: 'saola-detail-report',
      description:
        'One row per learner and course: progress, lessons done, minutes watched and best quiz, filtered by dates, unit, course, class, teacher and state, paged; exported to Excel as a background job.',
      attributes: {},
      events: { 'saola-navigate': 'Started an export: opens the export list; detail: { to }.' },
    },
  }),
  exportList: view(ExportList, {
    props: ({ moduleName }) => ({ moduleName }),
    element: {
      name: 'saola-export-list',
      description:
        "The school's export jobs (an owner sees everyone's): time, file, state, progress, who started it, the file to download.",
      attributes: {
        moduleName: { type: 'string', description: 'Only this module’s exports (attribute module-name).' },
      },
      events: {},
    },
  }),
  importList: view(ImportList, {
    props: ({ moduleName }) => ({ moduleName }),
    element: {
      name: 'saola-import-list',
      description:
        'Students, teachers, members or scores imported from Excel or CSV: the kind, its template, the policy (all or nothing, or the valid rows kept), the file sent, and the import jobs with their progress, each refused row and the result file.',
      attributes: {
        moduleName: { type: 'string', description: 'Only this module’s imports (attribute module-name).' },
      },
      events: {},
    },
  }),
  openCourseLogs: view(OpenCourseLogs, {
    element: {
      name: 'saola-open-course-logs',
      description: 'Who opened which open course and when; exported to Excel as a background job.',
      attributes: {},
      events: { 'saola-navigate': 'Started an export: opens the export list; detail: { to }.' },
    },
  }),
  orderList: view(OrderList, {
    element: {
      name: 'saola-order-list',
      description:
        "The school's orders: search, status and payment-type filters, open, add, delete unpaid ones.",
      attributes: {},
      events: { 'saola-navigate': 'Add or open an order; detail: { to }.' },
    },
  }),
  orderAdd: view(OrderForm, {
    element: {
      name: 'saola-order-form',
      description:
        'An order for a customer (items, coupon, payment type, ship fee, salesperson); with id, its totals, payment link or VietQR, process times, and confirm/cancel/refund.',
      attributes: { id: { type: 'number', description: 'The order to open; a new one when absent.' } },
      events: { 'saola-navigate': 'A new order was saved (to its page); detail: { to }.' },
    },
  }),
  orderEdit: view(OrderForm, {
    props: (params) => ({ id: id(params) }),
    element: { sameAs: 'orderAdd' },
  }),
  couponList: view(CouponList, {
    element: {
      name: 'saola-coupon-list',
      description: "The school's coupon codes: search, filter by state, open, add and delete several.",
      attributes: {},
      events: { 'saola-navigate': 'Add or open a coupon; detail: { to }.' },
    },
  }),
  couponAdd: view(CouponForm, {
    element: {
      name: 'saola-coupon-form',
      description:
        'A coupon code (uses, quantity, per-learner limit, cash or capped percent, courses/packages, dates), to add one or (with id) edit one.',
      attributes: { id: { type: 'number', description: 'The coupon to edit; a new one when absent.' } },
      events: { 'saola-navigate': 'Back to the list after saving or leaving; detail: { to }.' },
    },
  }),
  couponEdit: view(CouponForm, {
    props: (params) => ({ id: id(params) }),
    element: { sameAs: 'couponAdd' },
  }),
  courseReviews: view(CourseReviewsAdmin, {
    element: {
      name: 'saola-course-reviews',
      description: "Students' ratings, comments and Q&A threads across courses: hide or show, reply, delete.",
      attributes: {},
      events: {},
    },
  }),
  studentList: view(StudentList, {
    props: () => ({ kind: 'registered' }),
    element: {
      name: 'saola-student-list',
      description: "The school's students of one kind: search, status filter, sort, pages and bulk delete.",
      attributes: { kind: { type: 'string', description: 'registered (default) or retail.' } },
      events: { 'saola-navigate': 'Add or open a student; detail: { to }.' },
    },
  }),
  studentAdd: view(StudentForm, {
    props: () => ({ kind: 'registered' }),
    element: {
      name: 'saola-student-form',
      description: "A student's account and studies, to add one or (with id) edit one.",
      attributes: {
        kind: { type: 'string', description: 'registered (default) or retail.' },
        id: { type: 'number', description: 'The student to edit; a new student when absent.' },
      },
      events: {
        'saola-student-saved': 'Saved; detail: { student }.',
        'saola-navigate': 'Back to the list after saving or leaving; detail: { to }.',
      },
    },
  }),
  studentEdit: view(StudentForm, {
    props: (params) => ({ kind: 'registered', id: id(params) }),
    element: { sameAs: 'studentAdd' },
  }),
  retailStudentList: view(StudentList, {
    props: () => ({ kind: 'retail' }),
    element: { sameAs: 'studentList' },
  }),
  retailStudentAdd: view(StudentForm, {
    props: () => ({ kind: 'retail' }),
    element: { sameAs: 'studentAdd' },
  }),
  retailStudentEdit: view(StudentForm, {
    props: (params) => ({ kind: 'retail', id: id(params) }),
    element: { sameAs: 'studentAdd' },
  }),
  studyList: view(StudyList, {
    props: ({ id, name }) => ({ idUser: id ? Number(id) : undefined, name }),
    element: {
      name: 'saola-study-list',
      description: "Learners' progress per course: percent, lessons completed, quiz score and last activity.",
      attributes: {
        idUser: { type: 'number', description: 'One learner only (attribute id-user).' },
        name: { type: 'string', description: "That learner's name, for the title." },
      },
      events: { 'saola-navigate': 'Opened one learner; detail: { to }.' },
    },
  }),
  certificateSetting: view(CertificateSetting, {
    element: {
      name: 'saola-certificate-setting',
      description:
        "The school's certificate template (text, signer, background, awarding courses, positions with a live preview) and the issued certificates, to download or revoke.",
      attributes: {},
      events: {},
    },
  }),
} satisfies Partial<ScreenViews>;
