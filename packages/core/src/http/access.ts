/**
 * The rights a teacher's permission group can grant, named once for the contract, the guard, the session and
 * the server (which stores them in the group's `rights`). Owners hold every right.
 */
export const RIGHTS = {
  /** Add, edit and delete students. */
  student: 'student',
  /** Add, edit, move and delete course categories. */
  courseCategory: 'courseCategory',
  /** Add, edit and delete course packages. */
  coursePackage: 'coursePackage',
  /** See and edit every course of the school, not only those the teacher teaches. */
  manageAllCourses: 'course.manageAll',
  /** Rename, share and delete every file of the school, not only the teacher's own. */
  manageAllFiles: 'file.manageAll',
  /** Send a notification to the whole school. */
  notifyWholeSchool: 'notification.sendAll',
  /** Generate, export and delete activation codes. */
  activeCode: 'activeCode.manage',
  /** Add, edit and delete coupon codes. */
  coupon: 'coupon',
  /** Sell: add and edit orders, confirm their payment, cancel and refund them. */
  order: 'order',
  /** Write, publish and delete the school's posts and their categories. */
  post: 'post',
  /** See the revenue report. */
  revenueReport: 'report.revenue',
  /** Add, edit, move and delete units, positions, member groups and members; see every unit. */
  organisation: 'organisation',
  /** Build approval flows, say which requests go through which, and read the approval log. */
  approvalFlow: 'approval.flow',
  /** Add, edit and delete teachers, their permission groups and individual rights. */
  teacher: 'teacher',
  /** Add, edit and delete permission groups. */
  rightGroup: 'rightGroup',
  /** Read the staff log. */
  staffLog: 'staffLog.view',
  /** Add, edit and delete student groups (classes) and their members. */
  userGroup: 'userGroup',
  /** Add, edit and delete score records of the students the teacher sees. */
  scoreRecord: 'scoreRecord',
  /** Add, edit and delete note records of the students the teacher sees. */
  noteRecord: 'noteRecord',
  /** Add, edit and delete the school's subjects, class levels and departments. */
  schoolCatalog: 'schoolCatalog',
  /** Edit the certificate template, issue certificates by hand and revoke them. */
  certificate: 'certificate',
} as const;

export type Right = (typeof RIGHTS)[keyof typeof RIGHTS];

/** What records a teacher's lists show: the whole school's, or only those the teacher created or teaches. */
export const DATA_SCOPES = ['school', 'personal'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

/**
 * The rights catalogue a permission group is built from: every right once, under the screen it acts on. The
 * permission-group form shows it and the server's `/Lms/RightGroup/Rights` answers it, translated.
 */
export const RIGHT_CATALOGUE = [
  { screen: 'courses', rights: [RIGHTS.manageAllCourses, RIGHTS.courseCategory, RIGHTS.coursePackage] },
  {
    screen: 'students',
    rights: [RIGHTS.student, RIGHTS.userGroup, RIGHTS.scoreRecord, RIGHTS.noteRecord, RIGHTS.certificate],
  },
  { screen: 'files', rights: [RIGHTS.manageAllFiles] },
  { screen: 'content', rights: [RIGHTS.post] },
  { screen: 'school', rights: [RIGHTS.schoolCatalog] },
  { screen: 'notifications', rights: [RIGHTS.notifyWholeSchool] },
  { screen: 'sales', rights: [RIGHTS.order, RIGHTS.coupon, RIGHTS.activeCode, RIGHTS.revenueReport] },
  { screen: 'staff', rights: [RIGHTS.teacher, RIGHTS.rightGroup, RIGHTS.staffLog] },
  { screen: 'organisation', rights: [RIGHTS.organisation, RIGHTS.approvalFlow] },
] as const satisfies ReadonlyArray<{ screen: string; rights: readonly Right[] }>;

export type RightScreen = (typeof RIGHT_CATALOGUE)[number]['screen'];

/** Whether a value read at run time names a right of RIGHTS. */
export function isRight(value: unknown): value is Right {
  return typeof value === 'string' && (Object.values(RIGHTS) as string[]).includes(value);
}

/**
 * Who may call an endpoint or open a screen. Every endpoint declares one; the server refuses to start when one
 * does not.
 * - public: anyone; signedIn: any valid token; admin: owner or teacher; owner; student;
 * - watch: owner, teacher or observer: a read an observer may make too (the handler narrows it to the classes
 *   the observer watches); observers are refused every other access but public and signedIn;
 * - `right:<name>`: an owner, or a teacher whose permission group grants that right.
 */
export type Access = 'public' | 'signedIn' | 'admin' | 'watch' | 'owner' | 'student' | `right:${Right}`;

const PREFIX = 'right:';

/** The access of a right: `access: right(RIGHTS.student)`. */
export const right = (name: Right): `right:${Right}` => `${PREFIX}${name}`;

/** The right an access asks for, if it asks for one. */
export function rightOf(access: Access): Right | undefined {
  return access.startsWith(PREFIX) ? (access.slice(PREFIX.length) as Right) : undefined;
}

const FIXED_ACCESS: readonly string[] = ['public', 'signedIn', 'admin', 'watch', 'owner', 'student'];
const RIGHT_NAMES: readonly string[] = Object.values(RIGHTS);

/** Whether a value read at run time is an access: a fixed one, or a right named in RIGHTS. */
export function isAccess(value: unknown): value is Access {
  if (typeof value !== 'string') return false;
  if (FIXED_ACCESS.includes(value)) return true;
  return value.startsWith(PREFIX) && RIGHT_NAMES.includes(value.slice(PREFIX.length));
}
