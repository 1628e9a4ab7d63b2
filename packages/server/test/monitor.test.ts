import type {
  AdminDashboard,
  JobSummary,
  Member,
  Monitor,
  MonitorSummary,
  NoteRecord,
  Order,
  OrderSummary,
  ScoreRecord,
  StaffLogEntry,
  Student,
  Teacher,
  UserGroup,
  UserGroupSummary,
} from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { formatPhone } from '@saola/core/format';
import type { Paged } from '@saola/core/http';
import { RIGHTS } from '@saola/core/http';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../src/routes';
import { type Call, type OwnerCall, startWithOwner, type TestServer } from './harness';
import { downloadJob, readBook, rowsOf } from './job-files';

let t: TestServer;
let owner: string;
let call: OwnerCall;
const PASSWORD = 'Saola@2026';

let serial = 0;
const db = () => t.server.connection.db;

/** A class of the demo school with the given students, and its id. */
async function addClass(name: string, idMembers: number[], idHomeroomTeacher: number | null = null) {
  const reply = await call<UserGroup>('POST', '/Lms/UserGroup/Add', {
    name,
    classLevel: '10',
    schoolYear: '2026-2027',
    idHomeroomTeacher,
    idMembers,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as UserGroup;
}

async function addStudent(fullName: string) {
  serial += 1;
  const reply = await call<Student>('POST', '/Lms/Student/Add', {
    fullName,
    username: `hv${serial}`,
    email: `hv${serial}.secret@saola.edu.vn`,
    phone: `09123${String(serial).padStart(5, '0')}`,
    kind: 'registered',
    password: PASSWORD,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Student;
}

async function addMonitor(idGroups: number[], token = owner) {
  serial += 1;
  return call<Monitor>(
    'POST',
    '/Lms/Monitor/Add',
    {
      fullName: `Người giám sát ${serial}`,
      username: `gs${serial}`,
      email: `gs${serial}@saola.edu.vn`,
      phone: null,
      status: 'active',
      idGroups,
      password: PASSWORD,
    },
    token,
  );
}

const monitorForm = (m: Monitor) => ({
  id: m.id,
  fullName: m.fullName,
  username: m.username,
  email: m.email,
  phone: m.phone,
  status: m.status,
  idGroups: m.idGroups,
});

async function addGroup(rights: string[], scope: 'school' | 'personal') {
  serial += 1;
  const reply = await call<{ id: number }>('POST', '/Lms/RightGroup/Add', {
    name: `Nhóm ${serial}`,
    scope,
    rights,
  });
  return reply.body.data?.id as number;
}

/** A teacher in one new group with these rights and scope, signed in. */
async function teacherWith(rights: string[], scope: 'school' | 'personal') {
  const idGroup = await addGroup(rights, scope);
  serial += 1;
  const reply = await call<Teacher>('POST', '/Lms/Teacher/Add', {
    fullName: `Giáo viên ${serial}`,
    username: `gv${serial}`,
    status: 'active',
    idGroups: [idGroup],
    rights: [],
    password: PASSWORD,
  });
  const teacher = reply.body.data as Teacher;
  return { teacher, token: await t.signIn(teacher.username, { password: PASSWORD }) };
}

const logs = async (payload: Record<string, unknown> = {}) =>
  ((await call<Paged<StaffLogEntry>>('GET', '/Lms/Teacher/Logs', { take: 200, ...payload })).body.data
    ?.data ?? []) as StaffLogEntry[];

let watched: UserGroup;
let other: UserGroup;
let inClass: Student;
let outside: Student;
let observer: Monitor;
let observerToken: string;

beforeAll(async () => {
  ({ t, owner, call } = await startWithOwner());
  inClass = await addStudent('Vũ Minh Châu');
  outside = await addStudent('ສຸກສະຫວັນ ແກ້ວມະນີ');
  watched = await addClass('Lớp 9A', [inClass.id]);
  other = await addClass('Lớp 9B', [outside.id]);
  for (const [student, group] of [
    [inClass, watched],
    [outside, other],
  ] as const) {
    await call('POST', '/Lms/ScoreRecord/Add', {
      idUser: student.id,
      idGroup: group.id,
      subject: 'Toán',
      score: 8,
      factor: 1,
      term: 'HK1',
      note: '',
    });
    await call('POST', '/Lms/NoteRecord/Add', {
      idUser: student.id,
      idGroup: group.id,
      notedOn: '2026-11-02',
      content: `Nhận xét về ${student.fullName}`,
    });
  }
  const added = await addMonitor([watched.id]);
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  observer = added.body.data as Monitor;
  observerToken = await t.signIn(observer.username, { password: PASSWORD });
});
afterAll(() => t.close());

describe('observers: accounts made by staff', () => {
  it('adds an observer of chosen classes, listed with their names and logged by name', async () => {
    expect(observer).toMatchObject({ classes: ['Lớp 9A'], idGroups: [watched.id], status: 'active' });
    const row = await db()
      .selectFrom('users')
      .where('id', '=', observer.id)
      .select(['idType', 'rights'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ idType: ID_TYPE.OBSERVER, rights: [] });
    const list = await call<Paged<MonitorSummary>>('GET', '/Lms/Monitor/List', { idGroup: watched.id });
    expect(list.body.data?.data.map((m) => m.id)).toEqual([observer.id]);
    expect(
      (await call<Paged<MonitorSummary>>('GET', '/Lms/Monitor/List', { idGroup: other.id })).body.data?.total,
    ).toBe(0);
    const entry = (await logs({ entity: 'monitor' })).find((e) => e.idEntity === observer.id);
    expect(entry).toMatchObject({ action: 'add', entityName: observer.fullName });
    expect(entry?.after).toMatchObject({ classes: ['Lớp 9A'] });
    expect(JSON.stringify(entry?.after)).not.toContain(String(watched.id));
  });

  it('is not a teacher: the teachers list and the teacher count leave observers out', async () => {
    const teachers = await call<Paged<Teacher>>('GET', '/Lms/Teacher/List', { take: 200 });
    expect(teachers.body.data?.data.some((x) => x.id === observer.id)).toBe(false);
    expect((await call('GET', '/Lms/Teacher/Get', { id: observer.id })).status).toBe(404);
  });

  it('refuses another school’s class (404, nothing saved), a taken username and a weak password (400)', async () => {
    const { host } = await t.addOtherSite();
    const foreign = await db()
      .selectFrom('userGroups')
      .innerJoin('sites', 'sites.id', 'userGroups.idSite')
      .where('sites.domain', '=', host)
      .select('userGroups.id')
      .executeTakeFirst();
    const idForeign =
      foreign?.id ??
      (
        await db()
          .insertInto('userGroups')
          .values({
            idSite: (
              await db().selectFrom('sites').where('domain', '=', host).select('id').executeTakeFirstOrThrow()
            ).id,
            name: 'Other',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const before = (await call<Paged<MonitorSummary>>('GET', '/Lms/Monitor/List')).body.data?.total;
    expect((await addMonitor([idForeign])).status).toBe(404);
    expect((await call<Paged<MonitorSummary>>('GET', '/Lms/Monitor/List')).body.data?.total).toBe(before);
    const edit = await call('PUT', '/Lms/Monitor/Edit', { ...monitorForm(observer), idGroups: [idForeign] });
    expect(edit.status).toBe(404);
    expect((await call<Monitor>('GET', '/Lms/Monitor/Get', { id: observer.id })).body.data?.idGroups).toEqual(
      [watched.id],
    );
    const taken = await call('POST', '/Lms/Monitor/Add', {
      ...monitorForm(observer),
      id: undefined,
      username: observer.username.toUpperCase(),
      password: PASSWORD,
    });
    expect(taken.status).toBe(400);
    const weak = await call('POST', '/Lms/Monitor/Add', {
      ...monitorForm(observer),
      id: undefined,
      username: 'gs-weak',
      password: 'short',
    });
    expect(weak.status).toBe(400);
    // Another school's owner does not see this school's observer.
    const foreignOwner = await t.signIn('owner', { host });
    expect((await call('GET', '/Lms/Monitor/Get', { id: observer.id }, foreignOwner, { host })).status).toBe(
      404,
    );
    expect(
      (await call('DELETE', '/Lms/Monitor/Delete', { ids: [observer.id] }, foreignOwner, { host })).status,
    ).toBe(404);
  });

  it('two parallel adds of one username: exactly one is saved', async () => {
    serial += 1;
    const payload = {
      fullName: 'Song song',
      username: `race${serial}`,
      status: 'active',
      idGroups: [watched.id],
      password: PASSWORD,
    };
    const replies = await Promise.all([1, 2].map(() => call('POST', '/Lms/Monitor/Add', payload)));
    const rows = await db()
      .selectFrom('users')
      .where('username', '=', payload.username)
      .select('id')
      .execute();
    expect(rows).toHaveLength(1);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
  });
});

describe('an observer watches its classes, read-only, enforced on the server', () => {
  it('is refused every endpoint but its own account’s and the watch reads', async () => {
    // Its own account and notices (/Auth/…) and the watch reads; not a learner's endpoints either.
    const open = (access: string, path: string) =>
      access === 'public' || access === 'watch' || (access === 'signedIn' && path.startsWith('/Auth/'));
    let refused = 0;
    for (const { endpoint } of allRoutes) {
      if (open(endpoint.access, endpoint.path)) continue;
      refused += 1;
      const { status } = await t.call({
        method: endpoint.method,
        url: endpoint.path,
        token: observerToken,
        payload: {},
      });
      expect(status, `${endpoint.method} ${endpoint.path}`).toBe(403);
    }
    expect(refused).toBeGreaterThan(200);
    for (const url of ['/Lms/Learning/MyCourses', '/Lms/Dashboard/Student', '/Storage/File/GetUploadUrl'])
      expect((await call('GET', url, {}, observerToken)).status, url).toBe(403);
    expect((await call('GET', '/Auth/User/Profile', {}, observerToken)).status).toBe(200);
  });

  it('refuses each change to what it watches: classes, scores, notes (403), and changes nothing', async () => {
    const score = (await call<Paged<ScoreRecord>>('GET', '/Lms/ScoreRecord/List', { idGroup: watched.id }))
      .body.data?.data[0] as ScoreRecord;
    const note = (await call<Paged<NoteRecord>>('GET', '/Lms/NoteRecord/List', { idGroup: watched.id })).body
      .data?.data[0] as NoteRecord;
    const attempts: Array<[Call['method'], string, unknown]> = [
      ['POST', '/Lms/UserGroup/Add', { name: 'X', idMembers: [] }],
      ['PUT', '/Lms/UserGroup/Edit', { id: watched.id, name: 'Đổi tên', idMembers: [] }],
      ['DELETE', '/Lms/UserGroup/Delete', { ids: [watched.id] }],
      [
        'POST',
        '/Lms/ScoreRecord/Add',
        { idUser: inClass.id, idGroup: watched.id, subject: 'Văn', score: 10, factor: 1, note: '' },
      ],
      [
        'PUT',
        '/Lms/ScoreRecord/Edit',
        { id: score.id, idUser: inClass.id, subject: 'Toán', score: 10, factor: 1, note: '' },
      ],
      ['DELETE', '/Lms/ScoreRecord/Delete', { ids: [score.id] }],
      ['POST', '/Lms/NoteRecord/Add', { idUser: inClass.id, notedOn: '2026-11-03', content: 'x' }],
      [
        'PUT',
        '/Lms/NoteRecord/Edit',
        { id: note.id, idUser: inClass.id, notedOn: '2026-11-03', content: 'x' },
      ],
      ['DELETE', '/Lms/NoteRecord/Delete', { ids: [note.id] }],
      ['PUT', '/Lms/Monitor/Edit', { ...monitorForm(observer), idGroups: [watched.id, other.id] }],
      ['GET', '/Lms/Student/Get', { id: inClass.id }],
      ['GET', '/Lms/Student/List', {}],
    ];
    for (const [method, url, payload] of attempts) {
      const reply = await call(method, url, payload, observerToken);
      expect(reply.status, `${method} ${url}`).toBe(403);
    }
    expect((await call<UserGroup>('GET', '/Lms/UserGroup/Get', { id: watched.id })).body.data?.name).toBe(
      'Lớp 9A',
    );
    expect(
      (await call<Paged<ScoreRecord>>('GET', '/Lms/ScoreRecord/List', { idGroup: watched.id })).body.data
        ?.data[0]?.score,
    ).toBe(8);
    expect((await call<Monitor>('GET', '/Lms/Monitor/Get', { id: observer.id })).body.data?.idGroups).toEqual(
      [watched.id],
    );
  });

  it('sees only the classes it watches: list, class, members (another class is not found)', async () => {
    const list = await call<Paged<UserGroupSummary>>(
      'GET',
      '/Lms/UserGroup/List',
      { take: 100 },
      observerToken,
    );
    expect(list.body.data?.data.map((c) => c.id)).toEqual([watched.id]);
    expect(list.body.data?.total).toBe(1);
    expect((await call('GET', '/Lms/UserGroup/Get', { id: watched.id }, observerToken)).status).toBe(200);
    expect((await call('GET', '/Lms/UserGroup/Get', { id: other.id }, observerToken)).status).toBe(404);
    const members = await call<Paged<{ id: number }>>(
      'GET',
      '/Lms/UserGroup/Members',
      { id: watched.id },
      observerToken,
    );
    expect(members.body.data?.data.map((m) => m.id)).toEqual([inClass.id]);
    expect((await call('GET', '/Lms/UserGroup/Members', { id: other.id }, observerToken)).status).toBe(404);
  });

  it('sees the score and note records of its classes’ students only', async () => {
    const scores = await call<Paged<ScoreRecord>>(
      'GET',
      '/Lms/ScoreRecord/List',
      { take: 100 },
      observerToken,
    );
    expect(scores.body.data?.data.map((s) => s.idUser)).toEqual([inClass.id]);
    expect((await call('GET', '/Lms/ScoreRecord/List', { idGroup: other.id }, observerToken)).status).toBe(
      404,
    );
    const byStudent = await call<Paged<ScoreRecord>>(
      'GET',
      '/Lms/ScoreRecord/List',
      { idUser: outside.id },
      observerToken,
    );
    expect(byStudent.body.data?.total ?? 0).toBe(0);
    const notes = await call<Paged<NoteRecord>>('GET', '/Lms/NoteRecord/List', { take: 100 }, observerToken);
    expect(notes.body.data?.data.map((n) => n.idUser)).toEqual([inClass.id]);
    expect((await call('GET', '/Lms/NoteRecord/List', { idGroup: other.id }, observerToken)).status).toBe(
      404,
    );
  });

  it('counts only its classes on the dashboard, and its menus are the watching screens', async () => {
    const dashboard = await call<AdminDashboard>('GET', '/Lms/Dashboard/Admin', {}, observerToken);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.data).toMatchObject({ students: 1, courses: 0 });
    const config = await call<{ menus: Array<{ path?: string; children?: Array<{ path?: string }> }> }>(
      'GET',
      '/Auth/Config/Get',
      {},
      observerToken,
    );
    const paths = (config.body.data?.menus ?? []).flatMap((m) => [
      m.path,
      ...(m.children ?? []).map((c) => c.path),
    ]);
    expect(paths).toContain('/userGroup/list');
    expect(paths).not.toContain('/student/list');
    expect(paths).not.toContain('/monitor/list');
    expect(paths).not.toContain('/course/list');
  });

  it('loses its classes with the edit, and its sessions with a new password or deactivation', async () => {
    const m = (await addMonitor([watched.id])).body.data as Monitor;
    const token = await t.signIn(m.username, { password: PASSWORD });
    const moved = await call<Monitor>('PUT', '/Lms/Monitor/Edit', {
      ...monitorForm(m),
      idGroups: [other.id],
    });
    expect(moved.body.data).toMatchObject({ idGroups: [other.id], classes: ['Lớp 9B'] });
    const list = await call<Paged<UserGroupSummary>>('GET', '/Lms/UserGroup/List', {}, token);
    expect(list.body.data?.data.map((c) => c.id)).toEqual([other.id]);
    const entry = (await logs({ entity: 'monitor', action: 'edit' })).find((e) => e.idEntity === m.id);
    expect(entry).toMatchObject({ before: { classes: ['Lớp 9A'] }, after: { classes: ['Lớp 9B'] } });
    await call('PUT', '/Lms/Monitor/Edit', { ...monitorForm(m), idGroups: [other.id], status: 'inactive' });
    expect((await call('GET', '/Lms/UserGroup/List', {}, token)).status).toBe(401);
  });

  it('is deleted with its watching, logged; a teacher id is not an observer (404)', async () => {
    const m = (await addMonitor([watched.id])).body.data as Monitor;
    const teacherId = (
      await db().selectFrom('users').where('username', '=', 'teacher').select('id').executeTakeFirstOrThrow()
    ).id;
    expect((await call('DELETE', '/Lms/Monitor/Delete', { ids: [teacherId] })).status).toBe(404);
    expect((await call('DELETE', '/Lms/Monitor/Delete', { ids: [m.id] })).body.data).toEqual({ deleted: 1 });
    expect(
      await db().selectFrom('monitorGroups').where('idUser', '=', m.id).select('idGroup').execute(),
    ).toEqual([]);
    expect((await logs({ entity: 'monitor', action: 'delete' })).some((e) => e.idEntity === m.id)).toBe(true);
  });

  it('a teacher with a personal scope gives only the classes she sees, and cannot change an observer of others', async () => {
    const { teacher, token } = await teacherWith([RIGHTS.teacher], 'personal');
    const hers = await addClass('Lớp của cô', [inClass.id], teacher.id);
    expect((await addMonitor([other.id], token)).status).toBe(404);
    const mine = await addMonitor([hers.id], token);
    expect(mine.status).toBe(200);
    // The observer of someone else's class: refused, logged.
    const edit = await call(
      'PUT',
      '/Lms/Monitor/Edit',
      { ...monitorForm(observer), fullName: 'Đổi tên' },
      token,
    );
    expect(edit.status).toBe(403);
    expect((await call('DELETE', '/Lms/Monitor/Delete', { ids: [observer.id] }, token)).status).toBe(403);
    const refused = (await logs({ action: 'refused', entity: 'monitor' })).filter(
      (e) => e.idEntity === observer.id,
    );
    expect(refused.length).toBeGreaterThanOrEqual(2);
    expect((await call<Monitor>('GET', '/Lms/Monitor/Get', { id: observer.id })).body.data?.fullName).toBe(
      observer.fullName,
    );
  });

  it('a teacher without the teacher right is refused every observer call (403)', async () => {
    const { token } = await teacherWith([RIGHTS.userGroup], 'school');
    for (const [method, url, payload] of [
      ['GET', '/Lms/Monitor/List', {}],
      ['GET', '/Lms/Monitor/Get', { id: observer.id }],
      ['POST', '/Lms/Monitor/Add', { ...monitorForm(observer), username: 'x1', password: PASSWORD }],
      ['PUT', '/Lms/Monitor/Edit', monitorForm(observer)],
      ['DELETE', '/Lms/Monitor/Delete', { ids: [observer.id] }],
    ] as const)
      expect((await call(method, url, payload, token)).status, url).toBe(403);
  });
});

describe('SPEC §6: emails and phones masked by the server', () => {
  const setContacts = async (teachersSeeContacts: boolean) => {
    const current = (await call<Record<string, unknown>>('GET', '/Lms/Setting/GetSecurity')).body.data ?? {};
    const { hasRecaptchaSecret: _, hasSmsApiKey: __, ...rest } = current;
    const saved = await call('PUT', '/Lms/Setting/EditSecurity', { ...rest, teachersSeeContacts });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };

  it('shows teachers full contacts by default, and masks them for teachers when only the owner may see', async () => {
    const { token } = await teacherWith([RIGHTS.student, RIGHTS.organisation], 'school');
    const full = await call<Student>('GET', '/Lms/Student/Get', { id: inClass.id }, token);
    expect(full.body.data).toMatchObject({
      email: inClass.email,
      phone: inClass.phone,
      contactsMasked: false,
    });

    await setContacts(false);
    const email = inClass.email as string;
    const phone = inClass.phone as string;
    const replies = [
      await call<Paged<Student>>('GET', '/Lms/Student/List', { take: 200 }, token),
      await call<Paged<Student>>('GET', '/Lms/Student/List', { keyword: 'Châu' }, token),
      await call<Student>('GET', '/Lms/Student/Get', { id: inClass.id }, token),
      await call<Paged<Member>>('GET', '/Lms/Member/List', { take: 200 }, token),
      await call<Member>('GET', '/Lms/Member/Get', { id: inClass.id }, token),
      await call('GET', '/Auth/User/Users', { take: 200 }, token),
      await call('POST', '/Auth/User/UserTable', { take: 200 }, token),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      const text = JSON.stringify(reply.body);
      expect(text).not.toContain(email);
      expect(text).not.toContain(phone);
      expect(text).not.toContain(email.split('@')[0]);
    }
    const one = replies[2]?.body.data as Student;
    expect(one).toMatchObject({ email: 'h•••@saola.edu.vn', contactsMasked: true });
    expect(one.phone).toBe(`•••${phone.slice(-3)}`);

    // Saving the form as it came back (masked) keeps the saved contacts; the reply is masked too.
    const edited = await call<Student>(
      'PUT',
      '/Lms/Student/Edit',
      {
        id: one.id,
        fullName: 'Vũ Minh Châu',
        username: one.username,
        email: 'new@evil.example',
        phone: null,
        status: 'active',
      },
      token,
    );
    expect(edited.status).toBe(200);
    expect(JSON.stringify(edited.body)).not.toContain(email);
    const stored = await db()
      .selectFrom('users')
      .where('id', '=', one.id)
      .select(['email', 'phone'])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ email, phone });

    // Nor does a search by the hidden phone or email tell whose it is; a name still finds.
    for (const [url, keyword] of [
      ['/Lms/Student/List', phone],
      ['/Lms/Student/List', email.split('@')[0]],
      ['/Lms/Member/List', phone],
      ['/Auth/User/Users', phone],
    ] as const) {
      const found = await call<Paged<unknown>>('GET', url, { keyword }, token);
      expect(found.body.data?.total, `${url} ${keyword}`).toBe(0);
    }
    expect(
      (await call<Paged<Student>>('GET', '/Lms/Student/List', { keyword: 'Châu' }, token)).body.data?.total,
    ).toBe(1);
    expect(
      (await call<Paged<Student>>('GET', '/Lms/Student/List', { keyword: phone })).body.data?.total,
    ).toBe(1);

    // The owner still sees them in full.
    const owners = await call<Student>('GET', '/Lms/Student/Get', { id: inClass.id });
    expect(owners.body.data).toMatchObject({ email, phone, contactsMasked: false });
    await setContacts(true);
    const again = await call<Student>('GET', '/Lms/Student/Get', { id: inClass.id }, token);
    expect(again.body.data?.email).toBe(email);
  });

  it('writes contacts masked in such a teacher’s member export, whole in the owner’s', async () => {
    const { token } = await teacherWith([RIGHTS.organisation], 'school');
    await setContacts(false);
    const start = async (as: string) => {
      const reply = await call<JobSummary>(
        'POST',
        '/Lms/Export/Start',
        { module: 'member', keyword: 'Châu' },
        as,
      );
      expect(reply.status).toBe(200);
      return (reply.body.data as JobSummary).id;
    };
    const [hers, owners] = [await start(token), await start(owner)];
    await t.server.services.dataJobs?.drain();
    const contacts = async (id: number, as: string) =>
      rowsOf((await readBook((await downloadJob(t, id, as)).bytes)).worksheets[0] as ExcelJS.Worksheet)
        .slice(1)
        .map((row) => row.slice(2, 4));
    const email = inClass.email as string;
    const phone = inClass.phone as string;
    expect(await contacts(hers, token)).toEqual([['h•••@saola.edu.vn', `•••${phone.slice(-3)}`]]);
    // Whole for the owner, the phone written as the school's people write it.
    expect(await contacts(owners, owner)).toEqual([[email, formatPhone(phone, 'Asia/Ho_Chi_Minh')]]);
    await setContacts(true);
  });

  it("masks an order buyer's email and phone for such a teacher; her save keeps them, her search cannot find them", async () => {
    const { token } = await teacherWith([RIGHTS.order], 'school');
    const course = (
      await call<{ id: number }>('POST', '/Lms/Course/Add', {
        name: 'Tiếng Anh 9',
        isPaid: true,
        price: 400_000,
        visibility: 'public',
      })
    ).body.data as { id: number };
    const email = inClass.email as string;
    const phone = inClass.phone as string;
    const added = await call<Order>('POST', '/Lms/Order/Add', {
      idUser: inClass.id,
      paymentType: 'cash',
      idCourses: [course.id],
    });
    const order = added.body.data as Order;
    expect(order).toMatchObject({ email, phone, contactsMasked: false });

    await setContacts(false);
    const list = await call<Paged<OrderSummary>>('GET', '/Lms/Order/List', { take: 200 }, token);
    const seen = await call<Order>('GET', '/Lms/Order/Get', { id: order.id }, token);
    for (const reply of [list, seen]) {
      expect(reply.status).toBe(200);
      expect(JSON.stringify(reply.body)).not.toContain(phone);
      expect(JSON.stringify(reply.body)).not.toContain(email.split('@')[0]);
    }
    expect(seen.body.data).toMatchObject({ email: 'h•••@saola.edu.vn', contactsMasked: true });
    for (const keyword of [phone, email.split('@')[0] as string]) {
      const found = await call<Paged<OrderSummary>>('GET', '/Lms/Order/List', { keyword }, token);
      expect(found.body.data?.total, keyword).toBe(0);
      const owners = await call<Paged<OrderSummary>>('GET', '/Lms/Order/List', { keyword });
      expect(owners.body.data?.total, keyword).toBe(1);
    }
    const byCode = await call<Paged<OrderSummary>>('GET', '/Lms/Order/List', { keyword: order.code }, token);
    expect(byCode.body.data?.total).toBe(1);

    // Whatever contacts her save carries, the order keeps its own.
    const edited = await call<Order>(
      'PUT',
      '/Lms/Order/Edit',
      {
        id: order.id,
        idUser: inClass.id,
        paymentType: 'cash',
        idCourses: [course.id],
        email: 'new@evil.example',
        phone: '0900000000',
        note: 'Gọi trước khi giao',
      },
      token,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ note: 'Gọi trước khi giao', contactsMasked: true });
    const stored = await db()
      .selectFrom('orders')
      .where('id', '=', order.id)
      .select(['email', 'phone'])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ email, phone });

    // Her export of the list is as masked as the list, and finds no more by a hidden phone.
    const exported = async (payload: Record<string, unknown>, as: string) => {
      const reply = await call<JobSummary>('POST', '/Lms/Export/Start', { module: 'order', ...payload }, as);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const { id } = reply.body.data as JobSummary;
      await t.server.services.dataJobs?.drain();
      const job = (await call<JobSummary>('GET', '/Lms/Job/Get', { id }, as)).body.data;
      expect(job?.state, job?.error ?? '').toBe('done');
      return rowsOf(
        (await readBook((await downloadJob(t, id, as)).bytes)).worksheets[0] as ExcelJS.Worksheet,
      );
    };
    const hers = await exported({ keyword: order.code, status: 'pending', paymentType: 'cash' }, token);
    expect(hers.slice(1).map((r) => [r[0], r[2], r[3], r[5]])).toEqual([
      [order.code, 'h•••@saola.edu.vn', `•••${phone.slice(-3)}`, 'Awaiting payment'],
    ]);
    expect(await exported({ keyword: phone }, token)).toHaveLength(1);
    const owners = await exported({ keyword: order.code }, owner);
    expect(owners[1]?.slice(2, 4)).toEqual([email, formatPhone(phone, 'Asia/Ho_Chi_Minh')]);
    expect((await exported({ keyword: order.code, status: 'paid' }, owner)).slice(1)).toEqual([]);
    // A learner's status on the order list, or no order right, is refused.
    expect((await call('POST', '/Lms/Export/Start', { module: 'order', status: 'active' })).status).toBe(400);
    const { token: noOrders } = await teacherWith([RIGHTS.student], 'school');
    expect((await call('POST', '/Lms/Export/Start', { module: 'order' }, noOrders)).status).toBe(403);
    await setContacts(true);
  });
});

describe('personal data scope: the student list and the dashboard', () => {
  it('a teacher with a personal scope lists and counts only her learners; a school-wide one all', async () => {
    const personal = await teacherWith([RIGHTS.student], 'personal');
    await addClass('Lớp riêng', [outside.id], personal.teacher.id);
    const list = await call<Paged<Student>>('GET', '/Lms/Student/List', { take: 200 }, personal.token);
    expect(list.body.data?.data.map((s) => s.id)).toEqual([outside.id]);
    expect(list.body.data?.total).toBe(1);
    expect((await call('GET', '/Lms/Student/Get', { id: inClass.id }, personal.token)).status).toBe(404);
    expect((await call('DELETE', '/Lms/Student/Delete', { ids: [inClass.id] }, personal.token)).status).toBe(
      404,
    );
    const dashboard = await call<AdminDashboard>('GET', '/Lms/Dashboard/Admin', {}, personal.token);
    expect(dashboard.body.data?.students).toBe(1);

    const school = await teacherWith([RIGHTS.student], 'school');
    const all = await call<Paged<Student>>('GET', '/Lms/Student/List', { take: 200 }, school.token);
    const total = (await call<Paged<Student>>('GET', '/Lms/Student/List', { take: 200 })).body.data?.total;
    expect(all.body.data?.total).toBe(total);
    expect(
      (await call<AdminDashboard>('GET', '/Lms/Dashboard/Admin', {}, school.token)).body.data?.students,
    ).toBe(total);
  });
});

describe('the staff log names records, not ids', () => {
  it('logs a teacher’s groups and a class’s homeroom teacher and members by name', async () => {
    const idGroup = await addGroup([RIGHTS.userGroup], 'personal');
    serial += 1;
    const teacher = (
      await call<Teacher>('POST', '/Lms/Teacher/Add', {
        fullName: 'Bùi Thị Hạnh',
        username: `gv${serial}`,
        status: 'active',
        idGroups: [idGroup],
        rights: [],
        password: PASSWORD,
      })
    ).body.data as Teacher;
    const added = (await logs({ entity: 'teacher', action: 'add' })).find((e) => e.idEntity === teacher.id);
    expect(added?.after).toMatchObject({ groups: [`Nhóm ${serial - 1}`] });
    expect(added?.after).not.toHaveProperty('idGroups');
    const group = await addClass('Lớp 8C', [inClass.id], teacher.id);
    const entry = (await logs({ entity: 'userGroup', action: 'add' })).find((e) => e.idEntity === group.id);
    expect(entry?.after).toMatchObject({ homeroomTeacher: 'Bùi Thị Hạnh', members: ['Vũ Minh Châu'] });
  });
});
