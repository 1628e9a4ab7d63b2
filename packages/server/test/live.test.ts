import type {
  AttendanceSheet,
  JobSummary,
  JoinInfo,
  JoinReply,
  LiveClass,
  LiveSession,
  LiveSetting,
  ScheduleItem,
  SettingChange,
} from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import type { Paged } from '@saola/core/http';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../src/db/records';
import { PASSCODE_TRIES } from '../src/modules/live/attendance';
import { signWebhook, verifyJwt } from '../src/modules/live/livekit';
import { expand, localInstant } from '../src/modules/live/recurrence';
import { type Call, demoPasswordHash, startTestServer, type TestServer } from './harness';
import { downloadJob, readBook, rowsOf } from './job-files';

let t: TestServer;
let owner: string;
let teacher: string;
let student: string;
let student3: string;
const ids = {} as Record<'owner' | 'teacher' | 'student' | 'student2' | 'student3' | 'group', number>;

const KEY = 'APIkey123';
const SECRET = 'a-long-livekit-secret-of-the-school-0123456789';

const call = <T>(method: Call['method'], url: string, payload?: unknown, token = owner, host?: string) =>
  t.call<T>({ method, url, token, payload, ...(host ? { host } : {}) });

/** Plays a LiveKit webhook event, signed as LiveKit signs it (or with the given signature). */
async function webhook(body: Record<string, unknown>, options: { secret?: string; host?: string } = {}) {
  const raw = JSON.stringify(body);
  const auth = await signWebhook(raw, KEY, options.secret ?? SECRET, t.clock.now());
  const response = await t.server.app.inject({
    method: 'POST',
    url: '/Lms/Teaching/Webhook',
    headers: {
      'content-type': 'application/webhook+json',
      authorization: auth,
      ...(options.host ? { host: options.host } : {}),
    },
    payload: raw,
  });
  return { status: response.statusCode, body: response.json() as { data: { recorded: boolean } | null } };
}

let other: Promise<{ host: string; owner: string; student: string }> | undefined;
/** Another school with its own owner and learner (made once: the harness adds one other school). */
const otherSchool = () =>
  (other ??= (async () => {
    const site = await t.addOtherSite();
    const [owner, student] = await Promise.all(
      ['owner', 'student'].map((u) => t.signIn(u, { host: site.host })),
    );
    return { host: site.host, owner: owner as string, student: student as string };
  })());

let eventNo = 0;
const event = (kind: string, room: string, idUser: number, at: Date, id = `EV_${++eventNo}`) => ({
  event: kind,
  id,
  createdAt: String(Math.floor(at.getTime() / 1000)),
  room: { sid: 'RM_x', name: room, emptyTimeout: 300 },
  participant: { sid: 'PA_x', identity: `u${idUser}`, state: 'ACTIVE' },
});

beforeAll(async () => {
  t = await startTestServer();
  [owner, teacher, student, student3] = (await Promise.all(
    ['owner', 'teacher', 'student', 'student3'].map((u) => t.signIn(u)),
  )) as [string, string, string, string];
  const db = t.server.connection.db;
  for (const u of await db.selectFrom('users').select(['id', 'username']).execute())
    (ids as Record<string, number>)[u.username] = u.id;
  const group = await db.selectFrom('userGroups').select('id').executeTakeFirstOrThrow();
  ids.group = group.id;
});
afterAll(() => t.close());

// The test clock starts on Sunday 2026-11-22 at 08:00 UTC: 15:00 in Ho Chi Minh City.
const classPayload = (over: Record<string, unknown> = {}) => ({
  kind: 'class',
  name: 'Toán 10 trực tuyến',
  idGroup: ids.group,
  idMembers: [],
  idTeacher: ids.teacher,
  idAttendant: ids.owner,
  startDate: '2026-11-23',
  endDate: '2026-12-31',
  startTime: '19:00',
  endTime: '20:30',
  weekdays: [1, 3],
  ...over,
});

describe('recurrence in the school time zone', () => {
  it('keeps 19:00 local across a month and a year end', () => {
    const sessions = expand(
      {
        startDate: '2026-12-28',
        endDate: '2027-01-06',
        startTime: '19:00',
        endTime: '20:30',
        weekdays: [1, 3],
        recurring: true,
      },
      'Asia/Ho_Chi_Minh',
      100,
    );
    expect(sessions?.map((s) => s.startsAt.toISOString())).toEqual([
      '2026-12-28T12:00:00.000Z',
      '2026-12-30T12:00:00.000Z',
      '2027-01-04T12:00:00.000Z',
      '2027-01-06T12:00:00.000Z',
    ]);
  });

  it('follows a zone whose offset changes (Europe/Paris across the end of summer time)', () => {
    const sessions = expand(
      {
        startDate: '2026-10-19',
        endDate: '2026-10-30',
        startTime: '19:00',
        endTime: '20:00',
        weekdays: [1],
        recurring: true,
      },
      'Europe/Paris',
      100,
    );
    expect(sessions?.map((s) => s.startsAt.toISOString())).toEqual([
      '2026-10-19T17:00:00.000Z',
      '2026-10-26T18:00:00.000Z',
    ]);
    expect(localInstant('2026-02-01', '00:00', 'Asia/Vientiane').toISOString()).toBe(
      '2026-01-31T17:00:00.000Z',
    );
  });

  it('refuses a schedule of more sessions than the limit', () => {
    expect(
      expand(
        {
          startDate: '2026-01-01',
          endDate: '2028-12-31',
          startTime: '07:00',
          endTime: '08:00',
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          recurring: true,
        },
        'Asia/Ho_Chi_Minh',
        550,
      ),
    ).toBeNull();
  });
});

describe('a class another teacher teaches', () => {
  it('is not found by a personal-scope teacher: not its sessions, sheet, cancelling, deleting or attendance', async () => {
    const colleague = await t.server.connection.db
      .insertInto('users')
      .values(
        newAccount({
          idSite: 1,
          username: 'dong.nghiep',
          fullName: 'Đồng Nghiệp',
          idType: ID_TYPE.TEACHER,
          passwordHash: await demoPasswordHash(t.server.connection.db),
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const added = await call<LiveClass>(
      'POST',
      '/Lms/Teaching/Add',
      classPayload({ idTeacher: colleague.id, idAttendant: null }),
    );
    expect(added.status).toBe(200);
    const theirs = added.body.data as LiveClass;
    const session = (
      await call<Paged<LiveSession>>('GET', '/Lms/Teaching/Sessions', { id: theirs.id, take: 1 })
    ).body.data?.data[0] as LiveSession;
    const asTeacher = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload: object) =>
      call(method, path, payload, teacher);
    expect((await asTeacher('GET', '/Lms/Teaching/Get', { id: theirs.id })).status).toBe(404);
    expect((await asTeacher('GET', '/Lms/Teaching/Sessions', { id: theirs.id })).status).toBe(404);
    expect((await asTeacher('GET', '/Lms/Teaching/Attendance', { id: theirs.id })).status).toBe(404);
    expect((await asTeacher('POST', '/Lms/Teaching/Cancel', { id: theirs.id })).status).toBe(404);
    expect((await asTeacher('POST', '/Lms/Teaching/CancelSession', { id: session.id })).status).toBe(404);
    expect((await asTeacher('DELETE', '/Lms/Teaching/Delete', { ids: [theirs.id] })).status).toBe(404);
    const corrected = { idSession: session.id, idUser: ids.student, status: 'onTime', reason: 'Có mặt' };
    expect((await asTeacher('PUT', '/Lms/Teaching/EditAttendance', corrected)).status).toBe(404);
    // Nothing changed: the owner still finds it active with its sessions and no attendance.
    const kept = await call<LiveClass>('GET', '/Lms/Teaching/Get', { id: theirs.id });
    expect(kept.body.data).toMatchObject({ status: 'notOpen', sessions: theirs.sessions });
    await call('DELETE', '/Lms/Teaching/Delete', { ids: [theirs.id] });
  });
});

describe('live classes', () => {
  let cls: LiveClass;

  it('generates the weekday sessions of a class and lists them', async () => {
    const added = await call<LiveClass>('POST', '/Lms/Teaching/Add', classPayload());
    expect(added.status).toBe(200);
    cls = added.body.data as LiveClass;
    // Mondays and Wednesdays from 23 Nov to 31 Dec 2026: 6 Mondays and 6 Wednesdays.
    expect(cls).toMatchObject({
      sessions: 12,
      status: 'notOpen',
      groupName: 'Lớp 10A1',
      joinPath: `/teaching/join/${cls.id}`,
    });
    const sessions = await call<Paged<LiveSession>>('GET', '/Lms/Teaching/Sessions', { id: cls.id, take: 3 });
    expect(sessions.body.data?.total).toBe(12);
    expect(sessions.body.data?.data.map((s) => s.startsAt)).toEqual([
      '2026-11-23T12:00:00.000Z',
      '2026-11-25T12:00:00.000Z',
      '2026-11-30T12:00:00.000Z',
    ]);
    const list = await call<Paged<{ id: number }>>('GET', '/Lms/Teaching/List', { keyword: 'toán 10' });
    expect(list.body.data?.data.map((c) => c.id)).toContain(cls.id);
  });

  it('answers field errors in the request language and saves nothing', async () => {
    const bad = await t.call<null>({
      method: 'POST',
      url: '/Lms/Teaching/Add',
      token: owner,
      locale: 'vi-VN',
      payload: classPayload({ name: 'Sai', endTime: '18:00' }),
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Thời điểm kết thúc phải sau thời điểm bắt đầu');
    const none = await call<null>(
      'POST',
      '/Lms/Teaching/Add',
      classPayload({ idGroup: null, idMembers: [] }),
    );
    expect(none.status).toBe(400);
    const tooMany = await call<null>(
      'POST',
      '/Lms/Teaching/Add',
      classPayload({ startDate: '2026-01-01', endDate: '2029-01-01', weekdays: [1, 2, 3, 4, 5, 6, 7] }),
    );
    expect(tooMany.status).toBe(400);
    const list = await call<Paged<{ name: string }>>('GET', '/Lms/Teaching/List', { keyword: 'Sai' });
    expect(list.body.data?.total).toBe(0);
  });

  it('learners see their sessions in the schedule, upcoming first; a learner not in the class does not', async () => {
    const mine = await call<Paged<ScheduleItem>>(
      'GET',
      '/Lms/Schedule/List',
      { upcoming: true, take: 2 },
      student,
    );
    expect(mine.body.data?.data[0]).toMatchObject({ idClass: cls.id, status: 'notOpen', canJoin: false });
    const week = await call<Paged<ScheduleItem>>(
      'GET',
      '/Lms/Schedule/List',
      { from: '2026-11-23', to: '2026-11-29' },
      student,
    );
    expect(week.body.data?.total).toBe(2);
  });

  it('edits the plan: future sessions follow, the class is still one', async () => {
    const edited = await call<LiveClass>('PUT', '/Lms/Teaching/Edit', {
      id: cls.id,
      ...classPayload({ weekdays: [1, 3, 5] }),
    });
    expect(edited.status).toBe(200);
    // Fridays 27 Nov to 25 Dec add five.
    expect(edited.body.data?.sessions).toBe(17);
  });
});

describe("the school's LiveKit server", () => {
  it('keeps the secret write-only and sealed, the three together, each save in the history', async () => {
    expect((await call('GET', '/Lms/Teaching/Setting', {}, teacher)).status).toBe(403);
    expect((await call('PUT', '/Lms/Teaching/EditSetting', { url: '', apiKey: '' }, teacher)).status).toBe(
      403,
    );
    const empty = await call<LiveSetting>('GET', '/Lms/Teaching/Setting');
    expect(empty.body.data).toMatchObject({ url: '', apiKey: '', hasSecret: false });
    expect(empty.body.data?.webhookUrl).toMatch(/\/Lms\/Teaching\/Webhook$/);

    const half = await call<Array<{ field: string }>>('PUT', '/Lms/Teaching/EditSetting', {
      url: 'wss://live.example.edu.vn',
      apiKey: KEY,
    });
    expect(half.status).toBe(400);
    expect(half.body.data).toEqual([{ field: 'apiSecret', message: 'The field is required' }]);
    expect(await t.server.connection.db.selectFrom('liveSettings').selectAll().execute()).toHaveLength(0);

    const saved = await call<LiveSetting>('PUT', '/Lms/Teaching/EditSetting', {
      url: 'wss://live.example.edu.vn',
      apiKey: KEY,
      apiSecret: SECRET,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ url: 'wss://live.example.edu.vn', apiKey: KEY, hasSecret: true });
    expect(JSON.stringify(saved.body)).not.toContain(SECRET);
    const row = await t.server.connection.db.selectFrom('liveSettings').selectAll().executeTakeFirstOrThrow();
    expect(row.apiSecret).toMatch(/^sealed1:/);
    expect(row.apiSecret).not.toContain(SECRET.slice(0, 12));

    // A blank secret keeps the saved one; the reading never carries it.
    await call('PUT', '/Lms/Teaching/EditSetting', { url: 'https://live2.example.edu.vn', apiKey: KEY });
    const read = await call<LiveSetting>('GET', '/Lms/Teaching/Setting');
    expect(read.body.data).toMatchObject({ url: 'https://live2.example.edu.vn', hasSecret: true });
    expect(JSON.stringify(read.body)).not.toContain(SECRET);

    const history = await call<Paged<SettingChange>>('GET', '/Lms/Setting/History', { section: 'live' });
    expect(history.body.data?.total).toBe(2);
    expect(history.body.data?.data[1]?.changes).toEqual([
      { field: 'url', from: '', to: 'wss://live.example.edu.vn' },
      { field: 'apiKey', from: '', to: KEY },
      { field: 'apiSecret', from: null, to: 'set' },
    ]);
    expect(JSON.stringify(history.body)).not.toContain(SECRET);

    const cleared = await call<LiveSetting>('PUT', '/Lms/Teaching/EditSetting', {
      url: '',
      apiKey: '',
      clearApiSecret: true,
    });
    expect(cleared.body.data).toMatchObject({ url: '', apiKey: '', hasSecret: false });
  });
});

describe('joining and attendance', () => {
  let cls: LiveClass;
  let session: LiveSession;

  beforeAll(async () => {
    const setting = await call('PUT', '/Lms/Teaching/EditSetting', {
      url: 'wss://live.example.edu.vn',
      apiKey: KEY,
      apiSecret: SECRET,
    });
    expect(setting.status).toBe(200);
    // Today, Sunday 22 Nov, 15:30–17:00 local: the session opens at 15:20.
    cls = (
      await call<LiveClass>(
        'POST',
        '/Lms/Teaching/Add',
        classPayload({
          name: 'Vật lý 10 trực tuyến',
          idGroup: null,
          idMembers: [ids.student, ids.student2],
          startDate: '2026-11-22',
          endDate: '2026-11-29',
          startTime: '15:30',
          endTime: '17:00',
          weekdays: [7],
          passcode: '',
        }),
      )
    ).body.data as LiveClass;
    session = (await call<Paged<LiveSession>>('GET', '/Lms/Teaching/Sessions', { id: cls.id })).body.data
      ?.data[0] as LiveSession;
  });

  it('refuses a join token before the session opens, to non-participants and to other schools', async () => {
    // The join page reads the same state the join checks: not open yet, no passcode on this class.
    const before = await call<JoinInfo>('GET', '/Lms/Teaching/JoinInfo', { id: cls.id }, student);
    expect(before.body.data).toEqual({
      className: 'Vật lý 10 trực tuyến',
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      state: 'upcoming',
      passcode: false,
    });
    expect((await call('POST', '/Lms/Teaching/Join', { id: cls.id }, student)).status).toBe(400);
    t.clock.set(new Date('2026-11-22T08:21:00Z'));
    expect(
      (await call<JoinInfo>('GET', '/Lms/Teaching/JoinInfo', { id: cls.id }, student)).body.data?.state,
    ).toBe('open');
    expect((await call('GET', '/Lms/Teaching/JoinInfo', { id: cls.id }, student3)).status).toBe(403);
    expect((await call('POST', '/Lms/Teaching/Join', { id: cls.id }, student3)).status).toBe(403);
    const other = await otherSchool();
    expect((await call('POST', '/Lms/Teaching/Join', { id: cls.id }, other.student, other.host)).status).toBe(
      404,
    );
    const otherOwner = other.owner;
    expect((await call('GET', '/Lms/Teaching/Get', { id: cls.id }, otherOwner, other.host)).status).toBe(404);
    expect(
      (await call('DELETE', '/Lms/Teaching/Delete', { ids: [cls.id] }, otherOwner, other.host)).status,
    ).toBe(404);
    expect((await call('GET', '/Lms/Teaching/Get', { id: cls.id })).status).toBe(200);
  });

  it('hands an open session a per-user token that expires with the session, with the class grants', async () => {
    const joined = await call<JoinReply>('POST', '/Lms/Teaching/Join', { id: cls.id }, student);
    expect(joined.status).toBe(200);
    const reply = joined.body.data as JoinReply;
    expect(reply).toMatchObject({
      mode: 'livekit',
      url: 'wss://live.example.edu.vn',
      host: false,
      camera: true,
      idSession: session.id,
    });
    const claims = await verifyJwt(reply.token as string, KEY, SECRET, t.clock.now());
    expect(claims).toMatchObject({
      iss: KEY,
      sub: `u${ids.student}`,
      exp: Math.floor(new Date(session.endsAt).getTime() / 1000),
      video: {
        room: reply.roomName,
        roomJoin: true,
        roomAdmin: false,
        canPublishSources: ['microphone', 'camera'],
      },
    });
    // A token signed with another secret is not LiveKit's.
    expect(await verifyJwt(reply.token as string, KEY, 'another-secret', t.clock.now())).toBeNull();
    const host = (await call<JoinReply>('POST', '/Lms/Teaching/Join', { id: cls.id }, teacher)).body.data;
    const hostClaims = await verifyJwt(host?.token as string, KEY, SECRET, t.clock.now());
    expect(hostClaims).toMatchObject({ video: { roomAdmin: true } });
    expect((hostClaims as { video: { canPublishSources: string[] } }).video.canPublishSources).toContain(
      'screen_share',
    );
    // Joining records nothing: attendance comes only from the video server's signed events.
    const sheet = (await call<AttendanceSheet>('GET', '/Lms/Teaching/Attendance', { id: cls.id })).body.data;
    expect(sheet?.learners.every((l) => l.marks.every((m) => m.status === 'absent'))).toBe(true);
  });

  it('records on time, late, rejoin, duplicates and out-of-order events from signed webhooks only', async () => {
    const room = (await call<JoinReply>('POST', '/Lms/Teaching/Join', { id: cls.id }, student)).body.data
      ?.roomName as string;
    const start = new Date(session.startsAt);
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    t.clock.set(at(40));
    // A bad signature changes nothing.
    expect(
      (await webhook(event('participant_joined', room, ids.student, at(1)), { secret: 'forged' })).status,
    ).toBe(401);
    // Student: left first (out of order), joined at 15:00 after the start, rejoined later: on time.
    expect((await webhook(event('participant_left', room, ids.student, at(20)))).body.data?.recorded).toBe(
      true,
    );
    const first = event('participant_joined', room, ids.student, at(15));
    expect((await webhook(first)).body.data?.recorded).toBe(true);
    expect((await webhook(first)).body.data?.recorded).toBe(false); // replayed id
    await webhook(event('participant_joined', room, ids.student, at(25)));
    // Student 2: joined 15 min 1 s after the start: late. Duplicate joins in parallel count once.
    const late = new Date(start.getTime() + 15 * 60_000 + 1000);
    const dup = event('participant_joined', room, ids.student2, late, 'EV_dup');
    const results = await Promise.all([webhook(dup), webhook(dup), webhook(dup)]);
    expect(results.filter((r) => r.body.data?.recorded).length).toBe(1);
    // Unknown room, and a non-member's identity, change nothing.
    expect(
      (await webhook(event('participant_joined', 'no-such-room', ids.student3, at(2)))).body.data?.recorded,
    ).toBe(false);
    expect((await webhook(event('participant_joined', room, ids.student3, at(2)))).body.data?.recorded).toBe(
      false,
    );
    // Nor an identity past any id there can be.
    const huge = await webhook(event('participant_joined', room, 9_999_999_999, at(2), 'EV_huge'));
    expect(huge.status).toBe(200);
    expect(huge.body.data?.recorded).toBe(false);
    const sheet = (await call<AttendanceSheet>('GET', '/Lms/Teaching/Attendance', { id: cls.id })).body
      .data as AttendanceSheet;
    const byUser = Object.fromEntries(sheet.learners.map((l) => [l.idUser, l.marks[0]]));
    expect(byUser[ids.student]).toMatchObject({
      status: 'onTime',
      joinedAt: at(15).toISOString(),
      leftAt: at(20).toISOString(),
      source: 'video',
    });
    expect(byUser[ids.student2]).toMatchObject({ status: 'late' });
    expect(sheet.learners.map((l) => l.idUser)).not.toContain(ids.student3);
  });

  it('exports the attendance sheet as a background job, at the school’s time, for a class the creator sees', async () => {
    const started = await call<JobSummary>('POST', '/Lms/Export/Start', {
      module: 'attendance',
      idClass: cls.id,
    });
    expect(started.status).toBe(200);
    const job = started.body.data as JobSummary;
    expect(await t.server.services.dataJobs?.drain()).toBe(1);
    const file = await downloadJob(t, job.id, owner);
    expect(file.status).toBe(200);
    const rows = rowsOf((await readBook(file.bytes)).worksheets[0] as ExcelJS.Worksheet);
    // Sunday 22 Nov 15:30 in Hanoi, the class's first session.
    expect(rows[0]).toEqual(['Student', 'Username', '22-11-2026 15:30', 'Attendance rate']);
    const byName = Object.fromEntries(rows.slice(1).map((r) => [r[1], r]));
    expect(byName.student?.slice(2)).toEqual(['On time', '1']);
    expect(byName.student2?.slice(2)).toEqual(['Late', '1']);
    expect((await call('POST', '/Lms/Export/Start', { module: 'attendance' })).status).toBe(400);
    const otherOwner = await t.signIn('owner', { host: 'other.test' });
    const theirs = { module: 'attendance', idClass: cls.id };
    expect((await call('POST', '/Lms/Export/Start', theirs, otherOwner, 'other.test')).status).toBe(404);
    expect((await call('POST', '/Lms/Export/Start', { module: 'attendance', idClass: 999_999 })).status).toBe(
      404,
    );
  });

  it('lets a teacher correct a mark with a reason, and refuses a correction for a session not held', async () => {
    const corrected = await call('PUT', '/Lms/Teaching/EditAttendance', {
      idSession: session.id,
      idUser: ids.student2,
      status: 'onTime',
      reason: 'Mạng yếu, em vào lớp đúng giờ',
    });
    expect(corrected.body.data).toMatchObject({ status: 'onTime', corrected: true });
    const next = (await call<Paged<LiveSession>>('GET', '/Lms/Teaching/Sessions', { id: cls.id })).body.data
      ?.data[1] as LiveSession;
    expect(
      (
        await call('PUT', '/Lms/Teaching/EditAttendance', {
          idSession: next.id,
          idUser: ids.student2,
          status: 'onTime',
          reason: 'x',
        })
      ).status,
    ).toBe(400);
    const log = await t.server.connection.db.selectFrom('liveAttendanceLog').selectAll().execute();
    expect(log).toHaveLength(1);
  });

  it('a cancelled session or class cannot be joined, and a cancelled one cannot be cancelled twice', async () => {
    const next = (await call<Paged<LiveSession>>('GET', '/Lms/Teaching/Sessions', { id: cls.id })).body.data
      ?.data[1] as LiveSession;
    const twice = await Promise.all([
      call('POST', '/Lms/Teaching/CancelSession', { id: next.id }),
      call('POST', '/Lms/Teaching/CancelSession', { id: next.id }),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 400]);
    const cancel = await call<LiveClass>('POST', '/Lms/Teaching/Cancel', { id: cls.id });
    expect(cancel.body.data?.status).toBe('canceled');
    expect((await call('POST', '/Lms/Teaching/Cancel', { id: cls.id })).status).toBe(400);
    expect((await call('POST', '/Lms/Teaching/Join', { id: cls.id }, student)).status).toBe(400);
  });

  it('with an external link instead of LiveKit, the join through the server is the record', async () => {
    await call('PUT', '/Lms/Teaching/EditSetting', { url: '', apiKey: '', clearApiSecret: true });
    const linkClass = (
      await call<LiveClass>(
        'POST',
        '/Lms/Teaching/Add',
        classPayload({
          kind: 'meeting',
          name: 'Họp phụ huynh',
          recurring: false,
          idGroup: null,
          idMembers: [ids.student],
          startDate: '2026-11-22',
          endDate: '2026-11-22',
          startTime: '16:00',
          endTime: '17:30',
          weekdays: [],
          passcode: '2468',
          meetingUrl: 'https://meet.example.com/abc-defg',
        }),
      )
    ).body.data as LiveClass;
    // Its learner is asked the passcode; its teacher, a host, is not.
    const asks = async (token: string) =>
      (await call<JoinInfo>('GET', '/Lms/Teaching/JoinInfo', { id: linkClass.id }, token)).body.data
        ?.passcode;
    expect(await asks(student)).toBe(true);
    expect(await asks(teacher)).toBe(false);
    expect(
      (await call('POST', '/Lms/Teaching/Join', { id: linkClass.id, passcode: '1111' }, student)).status,
    ).toBe(400);
    const joined = await call<JoinReply>(
      'POST',
      '/Lms/Teaching/Join',
      { id: linkClass.id, passcode: '2468' },
      student,
    );
    expect(joined.body.data).toMatchObject({
      mode: 'link',
      url: 'https://meet.example.com/abc-defg',
      token: null,
    });
    const sheet = (await call<AttendanceSheet>('GET', '/Lms/Teaching/Attendance', { id: linkClass.id })).body
      .data as AttendanceSheet;
    expect(sheet.learners[0]?.marks[0]).toMatchObject({ status: 'onTime', source: 'click' });
    // Guessing the passcode by trying them all: after PASSCODE_TRIES joins in a quarter hour, even the right
    // one waits.
    for (let guess = 2; guess < PASSCODE_TRIES; guess++)
      expect(
        (
          await call(
            'POST',
            '/Lms/Teaching/Join',
            { id: linkClass.id, passcode: String(1000 + guess) },
            student,
          )
        ).status,
      ).toBe(400);
    const guessed = await call('POST', '/Lms/Teaching/Join', { id: linkClass.id, passcode: '2468' }, student);
    expect(guessed.status).toBe(429);
    t.clock.advance(15 * 60_000 + 1000);
    expect(
      (await call('POST', '/Lms/Teaching/Join', { id: linkClass.id, passcode: '2468' }, student)).status,
    ).toBe(200);
  });
});

describe('moving one session', () => {
  let cls: LiveClass;
  const plan = () =>
    classPayload({
      name: 'Hóa học 11 trực tuyến',
      idGroup: null,
      idMembers: [ids.student, ids.student2],
      startDate: '2026-11-23',
      endDate: '2026-12-06',
      startTime: '09:00',
      endTime: '10:00',
      weekdays: [2, 4],
    });
  const startsOf = async () =>
    (await call<Paged<LiveSession>>('GET', '/Lms/Teaching/Sessions', { id: cls.id })).body.data?.data ?? [];

  beforeAll(async () => {
    await call('PUT', '/Lms/Teaching/EditSetting', {
      url: 'wss://live.example.edu.vn',
      apiKey: KEY,
      apiSecret: SECRET,
    });
    // Monday 23 Nov, 08:00 in Ho Chi Minh City.
    t.clock.set(new Date('2026-11-23T01:00:00Z'));
    // Tuesdays and Thursdays 09:00–10:00 local from 24 Nov to 3 Dec: four sessions.
    cls = (await call<LiveClass>('POST', '/Lms/Teaching/Add', plan())).body.data as LiveClass;
  });

  it('moves a session still to come: a class edit keeps it, joins and attendance follow its new times', async () => {
    const [tuesday] = await startsOf();
    expect(tuesday?.startsAt).toBe('2026-11-24T02:00:00.000Z');
    const moved = await call<LiveSession>('POST', '/Lms/Teaching/MoveSession', {
      id: tuesday?.id,
      date: '2026-11-25',
      startTime: '14:00',
      endTime: '15:00',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      startsAt: '2026-11-25T07:00:00.000Z',
      endsAt: '2026-11-25T08:00:00.000Z',
      status: 'notOpen',
    });
    // Saving the class's plan again neither undoes the move nor lays the planned Tuesday beside it.
    expect((await call('PUT', '/Lms/Teaching/Edit', { id: cls.id, ...plan() })).status).toBe(200);
    expect((await startsOf()).map((s) => s.startsAt)).toEqual([
      '2026-11-25T07:00:00.000Z',
      '2026-11-26T02:00:00.000Z',
      '2026-12-01T02:00:00.000Z',
      '2026-12-03T02:00:00.000Z',
    ]);
    // At the planned time nothing opens; at the new time the room does.
    t.clock.set(new Date('2026-11-24T02:05:00Z'));
    expect((await call('POST', '/Lms/Teaching/Join', { id: cls.id }, student)).status).toBe(400);
    t.clock.set(new Date('2026-11-25T06:55:00Z'));
    const room = (await call<JoinReply>('POST', '/Lms/Teaching/Join', { id: cls.id }, student)).body.data;
    expect(room?.idSession).toBe(tuesday?.id);
    // Late counts from the new start: 15 minutes after it is on time, 16 is late.
    t.clock.set(new Date('2026-11-25T07:30:00Z'));
    const at = (minutes: number) => new Date(Date.parse('2026-11-25T07:00:00Z') + minutes * 60_000);
    await webhook(event('participant_joined', room?.roomName as string, ids.student, at(15)));
    await webhook(event('participant_joined', room?.roomName as string, ids.student2, at(16)));
    const sheet = (await call<AttendanceSheet>('GET', '/Lms/Teaching/Attendance', { id: cls.id })).body
      .data as AttendanceSheet;
    expect(sheet.sessions).toEqual([
      { id: tuesday?.id, startsAt: '2026-11-25T07:00:00.000Z', status: 'opening' },
    ]);
    const byUser = Object.fromEntries(sheet.learners.map((l) => [l.idUser, l.marks[0]?.status]));
    expect(byUser).toEqual({ [ids.student]: 'onTime', [ids.student2]: 'late' });
  });

  it('refuses a session under way, held or cancelled, the past, a clash, an end before the start, another school, two moves at once', async () => {
    const [moved, thursday, nextTuesday] = await startsOf();
    const move = (
      id: number | undefined,
      date: string,
      startTime = '16:00',
      endTime = '17:00',
      token = owner,
      host?: string,
    ) =>
      call<Array<{ field: string }>>(
        'POST',
        '/Lms/Teaching/MoveSession',
        { id, date, startTime, endTime },
        token,
        host,
      );
    // Under way now (opened at 06:50), then held.
    expect((await move(moved?.id, '2026-11-27')).status).toBe(400);
    expect((await move(thursday?.id, '2026-11-27', '10:00', '09:00')).body.data).toEqual([
      { field: 'endTime', message: 'The end must come after the start' },
    ]);
    expect((await move(thursday?.id, '2026-11-20')).body.data?.[0]?.field).toBe('date');
    // 09:30 on Tuesday 1 December overlaps that day's 09:00–10:00.
    const clash = await move(thursday?.id, '2026-12-01', '09:30', '10:30');
    expect(clash.body.data).toEqual([{ field: 'date', message: 'Overlaps another session of the class' }]);
    // Signed in now: the sessions made days ago on the test clock have lapsed.
    const { host } = await otherSchool();
    const otherOwner = await t.signIn('owner', { host });
    expect((await move(thursday?.id, '2026-11-27', '16:00', '17:00', otherOwner, host)).status).toBe(404);
    // Two moves at once: each applies whole or not at all (the write is conditional on the start it read), so
    // the session ends at the time of one that succeeded, and is still one session.
    const twice = await Promise.all([move(thursday?.id, '2026-11-27'), move(thursday?.id, '2026-11-28')]);
    const applied = twice
      .filter((r) => r.status === 200)
      .map((r) => (r.body.data as unknown as LiveSession).startsAt);
    expect(applied.length).toBeGreaterThan(0);
    expect(twice.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    const after = await startsOf();
    expect(after).toHaveLength(4);
    expect(applied).toContain(after.find((s) => s.id === thursday?.id)?.startsAt);
    expect((await call('POST', '/Lms/Teaching/CancelSession', { id: nextTuesday?.id })).status).toBe(200);
    expect((await move(nextTuesday?.id, '2026-12-02')).status).toBe(400);
    t.clock.set(new Date('2026-11-25T08:30:00Z'));
    expect((await move(moved?.id, '2026-11-27', '18:00', '19:00')).status).toBe(400);
    expect((await startsOf())[0]?.startsAt).toBe('2026-11-25T07:00:00.000Z');
  });
});
