import { enums, nullable, optional, refine } from 'superstruct';
import { endpoint, type Paged } from '../http/endpoint';
import { object } from '../validate/own';
import { clockTime, datePicked, type PayloadRule, requiredString, withRules } from '../validate/structs';
import { flag, idField, list, listQuery, text, whole } from './fields';
import { byId, resource } from './resource';

/** A live class meets on weekdays; a meeting is a (possibly recurring) meeting schedule (SPEC §3). */
export const LIVE_KINDS = ['class', 'meeting'] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/** SPEC §4: a class's or a session's status, as the server computes it from its own clock. */
export const SESSION_STATUSES = ['notOpen', 'opening', 'completed', 'ended', 'canceled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** SPEC §4: late is a first entry more than 15 minutes after the session's scheduled start. */
export const ATTENDANCE_STATUSES = ['onTime', 'late', 'absent'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const LATE_AFTER_MINUTES = 15;
/** How long before its start a session may be joined. */
export const JOIN_EARLY_MINUTES = 10;

/** Learners one class or meeting may name besides its student group. */
export const LIVE_MEMBERS_MAX = 500;
/** Sessions one class may generate (a daily class over a school year and a half). */
export const LIVE_SESSIONS_MAX = 550;

/** A local date, YYYY-MM-DD, in the school's time zone. */
const day = () => refine(datePicked(text(10)), 'isoDay', (v) => /^\d{4}-\d{2}-\d{2}$/.test(v));

export interface LivePerson {
  id: number;
  fullName: string;
  username: string;
}

export interface LiveClassSummary {
  id: number;
  kind: LiveKind;
  name: string;
  groupName: string | null;
  teacherName: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  /** ISO weekdays: 1 Monday … 7 Sunday. */
  weekdays: number[];
  status: SessionStatus;
  sessions: number;
  /** The next session that has not ended, ISO. */
  nextSessionAt: string | null;
  createdAt: string;
}

export interface LiveClass extends LiveClassSummary {
  idGroup: number | null;
  idTeacher: number;
  idAttendant: number | null;
  attendantName: string | null;
  /** Learners named one by one (besides the group's). */
  members: LivePerson[];
  recurring: boolean;
  room: string;
  hostVideo: boolean;
  participantVideo: boolean;
  dingDong: boolean;
  passcode: string;
  locked: boolean;
  /** An external meeting link, used when the school has no LiveKit settings. */
  meetingUrl: string;
  /** The public join address of the class: `/teaching/join/{id}`. */
  joinPath: string;
}

export const liveClassFields = {
  kind: enums(LIVE_KINDS),
  name: requiredString(200),
  idGroup: optional(nullable(idField())),
  idMembers: list(idField(), LIVE_MEMBERS_MAX),
  idTeacher: idField(),
  idAttendant: optional(nullable(idField())),
  startDate: day(),
  endDate: day(),
  startTime: clockTime(),
  endTime: clockTime(),
  weekdays: list(whole(1, 7), 7),
  recurring: optional(flag()),
  room: optional(text(200)),
  hostVideo: optional(flag()),
  participantVideo: optional(flag()),
  dingDong: optional(flag()),
  passcode: optional(text(50)),
  locked: optional(flag()),
  meetingUrl: optional(refine(text(500), 'url', (v) => v === '' || /^https:\/\/[^\s]+$/.test(v))),
};

const hhmm = (time: string) => time.slice(0, 5);
/** A session's end after its start, on the same day (HH:mm as typed or HH:mm:ss as stored). */
const endsAfterItsStart: PayloadRule<{ startTime: string; endTime: string }> = {
  field: 'endTime',
  key: 'liveError.endBeforeStart',
  broken: (s) => hhmm(s.endTime) <= hhmm(s.startTime),
};
const liveClassRules: PayloadRule<ReturnType<typeof object<typeof liveClassFields>>['TYPE']>[] = [
  { field: 'endDate', key: 'liveError.endBeforeStart', broken: (c) => c.endDate < c.startDate },
  endsAfterItsStart,
  {
    field: 'weekdays',
    key: 'liveError.weekdays',
    broken: (c) => (c.recurring ?? c.kind === 'class') && c.weekdays.length === 0,
  },
];

export interface LiveSession {
  id: number;
  idClass: number;
  className: string;
  kind: LiveKind;
  startsAt: string;
  endsAt: string;
  status: SessionStatus;
  room: string;
  teacherName: string;
  /** Learners who joined (first join recorded by the server). */
  joined: number;
}

export interface JoinReply {
  idSession: number;
  className: string;
  startsAt: string;
  endsAt: string;
  /** `livekit`: connect to `url` with `token`; `link`: the server recorded the join, open `url`. */
  mode: 'livekit' | 'link';
  url: string;
  token: string | null;
  roomName: string;
  /** When the token stops admitting (the session's end). */
  expiresAt: string;
  host: boolean;
  /** Whether this participant may publish a camera (host video or participant video of the class). */
  camera: boolean;
  dingDong: boolean;
}

/** What the join page shows before joining: the class, its next session and whether it is open now. */
export interface JoinInfo {
  className: string;
  /** The session now open or next to open; null when none is left. */
  startsAt: string | null;
  endsAt: string | null;
  /** `upcoming`: not open yet (it opens 10 minutes before its start); `ended`: no session left. */
  state: 'open' | 'upcoming' | 'ended' | 'canceled';
  /** Whether joining asks this participant for the class's passcode (a host is never asked). */
  passcode: boolean;
}

export interface AttendanceMark {
  idSession: number;
  status: AttendanceStatus;
  joinedAt: string | null;
  leftAt: string | null;
  /** Where the join came from: the video server's signed events or a join click through the server. */
  source: 'video' | 'click' | null;
  corrected: boolean;
  reason: string | null;
}

export interface AttendanceRow {
  idUser: number;
  fullName: string;
  username: string;
  /** Share of the held sessions attended (on time or late), 0–100. */
  rate: number;
  marks: AttendanceMark[];
}

export interface AttendanceSheet {
  sessions: Array<{ id: number; startsAt: string; status: SessionStatus }>;
  learners: AttendanceRow[];
}

export interface LiveSetting {
  url: string;
  apiKey: string;
  /** Whether a secret is saved: it never leaves the server. */
  hasSecret: boolean;
  /** Where the LiveKit server is to send its webhooks (set in LiveKit's own configuration). */
  webhookUrl: string;
}

/** The school's LiveKit server: the address browsers connect to, the API key and its write-only secret. */
export const liveSettingPayload = object({
  url: refine(text(300), 'url', (v) => v === '' || /^(wss|https):\/\/[^\s]+$/.test(v)),
  apiKey: text(200),
  /** Blank keeps the saved secret. */
  apiSecret: optional(text(300)),
  /** Forget the saved secret (and with it the video server). */
  clearApiSecret: optional(flag()),
});
export type LiveSettingPayload = (typeof liveSettingPayload)['TYPE'];

export interface ScheduleItem extends LiveSession {
  /** Whether the asking user may join it now. */
  canJoin: boolean;
}

const base = '/Lms/Teaching';

/**
 * Live classes and meetings. Owners and teachers manage them (a teacher whose data scope is personal only
 * those she teaches, attends or created); learners join through `join`, which hands a per-user token for the
 * open session only, and attendance is recorded by the server from LiveKit's signed webhooks (or join clicks
 * where a session has only an external link).
 */
export const teaching = {
  ...resource<LiveClassSummary, LiveClass>()(base, {
    fields: liveClassFields,
    filters: { kind: optional(enums(LIVE_KINDS)) },
    read: 'admin',
    write: 'admin',
    rules: liveClassRules,
  }),
  sessions: endpoint<Paged<LiveSession>>()({
    method: 'GET',
    path: `${base}/Sessions`,
    payload: object({ id: idField(), ...listQuery }),
    access: 'admin',
  }),
  /** Cancels one session: it cannot be joined afterwards. */
  cancelSession: endpoint<LiveSession>()({
    method: 'POST',
    path: `${base}/CancelSession`,
    payload: byId(),
    access: 'admin',
  }),
  /** Moves one session that has not started to another local date and time. */
  moveSession: endpoint<LiveSession>()({
    method: 'POST',
    path: `${base}/MoveSession`,
    payload: withRules(object({ id: idField(), date: day(), startTime: clockTime(), endTime: clockTime() }), [
      endsAfterItsStart,
    ]),
    access: 'admin',
  }),
  /** Cancels the whole class: none of its sessions can be joined afterwards. */
  cancel: endpoint<LiveClass>()({ method: 'POST', path: `${base}/Cancel`, payload: byId(), access: 'admin' }),
  /** The open session's room token for the signed-in participant (the reply carries a secret). */
  join: endpoint<JoinReply>()({
    method: 'POST',
    path: `${base}/Join`,
    payload: object({ id: idField(), passcode: optional(text(50)) }),
    access: 'signedIn',
    rememberReply: false,
  }),
  joinInfo: endpoint<JoinInfo>()({
    method: 'GET',
    path: `${base}/JoinInfo`,
    payload: byId(),
    access: 'signedIn',
  }),
  attendance: endpoint<AttendanceSheet>()({
    method: 'GET',
    path: `${base}/Attendance`,
    payload: byId(),
    access: 'admin',
  }),
  editAttendance: endpoint<AttendanceMark>()({
    method: 'PUT',
    path: `${base}/EditAttendance`,
    payload: object({
      idSession: idField(),
      idUser: idField(),
      status: enums(ATTENDANCE_STATUSES),
      reason: requiredString(500),
    }),
    access: 'admin',
  }),
  /** LiveKit's webhook: the raw body (signed by the Authorization JWT's sha256 claim). */
  webhook: endpoint<{ recorded: boolean }>()({
    method: 'POST',
    path: `${base}/Webhook`,
    payload: object({ raw: text(65_536) }),
    access: 'public',
    rememberReply: false,
  }),
  setting: endpoint<LiveSetting>()({
    method: 'GET',
    path: `${base}/Setting`,
    payload: object({}),
    access: 'owner',
  }),
  editSetting: endpoint<LiveSetting>()({
    method: 'PUT',
    path: `${base}/EditSetting`,
    payload: liveSettingPayload,
    access: 'owner',
    rememberReply: false,
  }),
};

/** The signed-in user's sessions: a learner's classes and meetings, or what an owner or teacher sees. */
export const schedule = {
  list: endpoint<Paged<ScheduleItem>>()({
    method: 'GET',
    path: '/Lms/Schedule/List',
    payload: object({ ...listQuery, from: optional(day()), to: optional(day()), upcoming: optional(flag()) }),
    access: 'signedIn',
  }),
};

export const liveClassPayload = teaching.add.payload;
