import type {
  Course,
  MenuItem,
  NoteRecord,
  RightCatalogue,
  RightGroup,
  ScoreRecord,
  StaffLogEntry,
  Teacher,
  TeacherSummary,
  UserGroup,
  UserGroupSummary,
} from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { RIGHT_CATALOGUE, RIGHTS } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, grantRights, type OwnerCall, startWithOwner, type TestServer } from './harness';

let t: TestServer;
let owner: string;
let call: OwnerCall;
const PASSWORD = 'Saola@2026';

beforeAll(async () => ({ t, owner, call } = await startWithOwner()));
afterAll(() => t.close());

let serial = 0;
/** What a form sends back of a group or a teacher: its fields, not the row's counts and dates. */
const groupForm = ({ id, name, scope, rights }: RightGroup) => ({ id, name, scope, rights });
const teacherForm = (t: Teacher | TeacherSummary) => ({
  id: t.id,
  fullName: t.fullName,
  username: t.username,
  email: t.email,
  phone: t.phone,
  alias: t.alias,
  status: t.status,
  idGroups: 'idGroups' in t ? t.idGroups : [],
  rights: 'rights' in t ? t.rights : [],
});
async function addGroup(rights: string[], scope: 'school' | 'personal' = 'personal', token = owner) {
  serial += 1;
  return call<RightGroup>('POST', '/Lms/RightGroup/Add', { name: `Nhóm ${serial}`, scope, rights }, token);
}

async function addTeacher(idGroups: number[], rights: string[] = [], token = owner) {
  serial += 1;
  return call<Teacher>(
    'POST',
    '/Lms/Teacher/Add',
    {
      fullName: `Giáo viên ${serial}`,
      username: `gv${serial}`,
      email: `gv${serial}@saola.edu.vn`,
      alias: `Cô ${serial}`,
      status: 'active',
      idGroups,
      rights,
      password: PASSWORD,
    },
    token,
  );
}

const logs = async (payload: Record<string, unknown> = {}) =>
  ((await call<Paged<StaffLogEntry>>('GET', '/Lms/Teacher/Logs', { take: 200, ...payload })).body.data
    ?.data ?? []) as StaffLogEntry[];

const menuPaths = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [item.path ?? '', ...menuPaths(item.children ?? [])]).filter(Boolean);

async function menusOf(token: string) {
  const reply = await call<{ menus: MenuItem[] }>('GET', '/Auth/Config/Get', { language: 'vi-VN' }, token);
  return menuPaths(reply.body.data?.menus ?? []);
}

describe('permission groups', () => {
  it('answers the rights catalogue per screen, translated, naming every right once', async () => {
    const reply = await call<RightCatalogue>('GET', '/Lms/RightGroup/Rights', {});
    const screens = reply.body.data?.screens ?? [];
    expect(screens.map((s) => s.screen)).toEqual(RIGHT_CATALOGUE.map((s) => s.screen));
    const all = screens.flatMap((s) => s.rights.map((r) => r.right)).sort();
    expect(all).toEqual(Object.values(RIGHTS).sort());
    expect(screens.every((s) => s.label && !s.label.startsWith('rights.'))).toBe(true);
  });

  it('adds, edits and deletes a group, each change logged with before and after', async () => {
    const created = await addGroup([RIGHTS.coursePackage]);
    expect(created.status).toBe(200);
    const id = created.body.data?.id as number;
    const edited = await call<RightGroup>('PUT', '/Lms/RightGroup/Edit', {
      id,
      name: 'Tổ Toán',
      scope: 'school',
      rights: [RIGHTS.coursePackage, RIGHTS.student],
    });
    expect(edited.body.data).toMatchObject({ name: 'Tổ Toán', scope: 'school', teachers: 0 });
    const entries = (await logs({ entity: 'rightGroup' })).filter((e) => e.idEntity === id);
    expect(entries.map((e) => e.action)).toEqual(['edit', 'add']);
    expect(entries[0]?.before).toMatchObject({ scope: 'personal', rights: [RIGHTS.coursePackage] });
    expect(entries[0]?.after).toMatchObject({ name: 'Tổ Toán', scope: 'school' });
    const deleted = await call<{ deleted: number }>('DELETE', '/Lms/RightGroup/Delete', { ids: [id] });
    expect(deleted.body.data?.deleted).toBe(1);
    expect(
      (await logs({ action: 'delete' })).some((e) => e.idEntity === id && e.entity === 'rightGroup'),
    ).toBe(true);
  });

  it('refuses unknown rights and bad scopes with a 400', async () => {
    const reply = await call('POST', '/Lms/RightGroup/Add', { name: 'X', scope: 'all', rights: ['root'] });
    expect(reply.status).toBe(400);
  });
});

describe('teachers and the rules of granting', () => {
  it('adds a teacher in several groups with rights of her own; her session holds them all', async () => {
    const a = (await addGroup([RIGHTS.coursePackage])).body.data as RightGroup;
    const b = (await addGroup([RIGHTS.coupon], 'school')).body.data as RightGroup;
    const created = await addTeacher([a.id, b.id], [RIGHTS.student]);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      kind: 'teacher',
      idGroups: [a.id, b.id],
      rights: [RIGHTS.student],
    });
    const token = await t.signIn(created.body.data?.username as string, { password: PASSWORD });
    const config = await call<{ user: { rights: string[]; scope: string } }>(
      'GET',
      '/Auth/Config/Get',
      { language: 'vi-VN' },
      token,
    );
    expect(config.body.data?.user.rights.sort()).toEqual(
      [RIGHTS.coupon, RIGHTS.coursePackage, RIGHTS.student].sort(),
    );
    expect(config.body.data?.user.scope).toBe('school');
    const list = await call<Paged<TeacherSummary>>('GET', '/Lms/Teacher/List', { idGroup: a.id });
    expect(list.body.data?.data.map((r) => r.id)).toEqual([created.body.data?.id]);
    expect(
      (await logs({ entity: 'teacher', action: 'add' })).some((e) => e.idEntity === created.body.data?.id),
    ).toBe(true);
  });

  it('lists staff with search and the status filter, owners included', async () => {
    const teacher = (await addTeacher([])).body.data as Teacher;
    await call('PUT', '/Lms/Teacher/Edit', { ...teacherForm(teacher), status: 'inactive' });
    const inactive = await call<Paged<TeacherSummary>>('GET', '/Lms/Teacher/List', { status: 'inactive' });
    expect(inactive.body.data?.data.map((r) => r.id)).toEqual([teacher.id]);
    const found = await call<Paged<TeacherSummary>>('GET', '/Lms/Teacher/List', {
      keyword: 'Nguyễn Thị Hoa',
    });
    expect(found.body.data?.data[0]).toMatchObject({ kind: 'owner' });
  });

  it('refuses and logs self-promotion: own group, own groups, own rights, the owner, rights not held', async () => {
    const staffGroup = (await addGroup([RIGHTS.teacher, RIGHTS.rightGroup])).body.data as RightGroup;
    const strong = (await addGroup([RIGHTS.revenueReport])).body.data as RightGroup;
    const me = (await addTeacher([staffGroup.id])).body.data as Teacher;
    const token = await t.signIn(me.username, { password: PASSWORD });
    const before = (await logs({ action: 'refused' })).length;

    // A right added to her own group.
    const ownGroup = await call(
      'PUT',
      '/Lms/RightGroup/Edit',
      { ...groupForm(staffGroup), rights: [...staffGroup.rights, RIGHTS.order] },
      token,
    );
    expect(ownGroup.status).toBe(403);
    // Herself into a stronger group, or a right of her own.
    const joins = await call(
      'PUT',
      '/Lms/Teacher/Edit',
      { ...teacherForm(me), idGroups: [staffGroup.id, strong.id] },
      token,
    );
    expect(joins.status).toBe(403);
    const ownRight = await call(
      'PUT',
      '/Lms/Teacher/Edit',
      { ...teacherForm(me), rights: [RIGHTS.teacher] },
      token,
    );
    expect(ownRight.status).toBe(403);
    // The owner.
    const ownerRow = (
      await call<Paged<TeacherSummary>>('GET', '/Lms/Teacher/List', { keyword: 'owner' }, token)
    ).body.data?.data[0] as TeacherSummary;
    const editOwner = await call(
      'PUT',
      '/Lms/Teacher/Edit',
      { ...teacherForm(ownerRow), password: 'Hacked@2026x' },
      token,
    );
    expect(editOwner.status).toBe(403);
    // A new group or a colleague with a right she does not hold.
    expect((await addGroup([RIGHTS.order], 'personal', token)).status).toBe(403);
    expect((await addGroup([RIGHTS.teacher], 'school', token)).status).toBe(403);
    expect((await addTeacher([strong.id], [], token)).status).toBe(403);
    expect((await addTeacher([], [RIGHTS.order], token)).status).toBe(403);
    // A stronger colleague's password (taking over her account).
    const boss = (await addTeacher([strong.id, staffGroup.id])).body.data as Teacher;
    const takeOver = await call(
      'PUT',
      '/Lms/Teacher/Edit',
      { ...teacherForm(boss), password: 'Hacked@2026x' },
      token,
    );
    expect(takeOver.status).toBe(403);

    const refused = await logs({ action: 'refused' });
    expect(refused.length - before).toBe(9);
    expect(refused.every((e) => e.actorName === me.fullName || e.idActor !== me.id)).toBe(true);
    // Nothing changed.
    const group = await call<RightGroup>('GET', '/Lms/RightGroup/Get', { id: staffGroup.id });
    expect(group.body.data?.rights.sort()).toEqual([RIGHTS.rightGroup, RIGHTS.teacher]);
    const mine = await call<Teacher>('GET', '/Lms/Teacher/Get', { id: me.id });
    expect(mine.body.data).toMatchObject({ idGroups: [staffGroup.id], rights: [] });

    // What she holds she may give, and may edit her own name.
    const peer = await addTeacher([staffGroup.id], [], token);
    expect(peer.status).toBe(200);
    const renamed = await call<Teacher>(
      'PUT',
      '/Lms/Teacher/Edit',
      { ...teacherForm(me), fullName: 'Tên mới' },
      token,
    );
    expect(renamed.status).toBe(200);
    // Not herself out of the school.
    expect((await call('DELETE', '/Lms/Teacher/Delete', { ids: [me.id] }, token)).status).toBe(403);
  });

  it('answers 403 and shows no menu to a teacher without the rights', async () => {
    const token = await t.signIn('teacher');
    for (const [method, url, payload] of [
      ['GET', '/Lms/Teacher/List', {}],
      ['GET', '/Lms/Teacher/Logs', {}],
      ['POST', '/Lms/Teacher/Add', {}],
      ['DELETE', '/Lms/RightGroup/Delete', { ids: [1] }],
      ['POST', '/Lms/RightGroup/Add', { name: 'x', scope: 'school', rights: [] }],
    ] as const)
      expect((await call(method, url, payload, token)).status, url).toBe(403);
    const menus = await menusOf(token);
    expect(menus.filter((p) => /teachers|rightGroup/.test(p))).toEqual([]);
    const ownerMenus = await menusOf(owner);
    expect(ownerMenus).toEqual(
      expect.arrayContaining(['/teachers/list', '/rightGroup/list', '/teachers/logs']),
    );
    // With the teacher right alone: the teachers' list but not the log or the groups.
    await grantRights(t, 'teacher', [RIGHTS.teacher]);
    const granted = await t.signIn('teacher');
    expect((await call('GET', '/Lms/Teacher/List', {}, granted)).status).toBe(200);
    expect((await call('GET', '/Lms/Teacher/Logs', {}, granted)).status).toBe(403);
    const some = await menusOf(granted);
    expect(some).toContain('/teachers/list');
    expect(some).not.toContain('/teachers/logs');
    expect(some).not.toContain('/rightGroup/list');
  });

  it('hides other teachers’ courses from a teacher with a personal scope, not from a school-wide one', async () => {
    const personal = (await addGroup([RIGHTS.coursePackage], 'personal')).body.data as RightGroup;
    const school = (await addGroup([RIGHTS.coursePackage], 'school')).body.data as RightGroup;
    const mine = (await addTeacher([personal.id])).body.data as Teacher;
    const wide = (await addTeacher([school.id])).body.data as Teacher;
    await call<Course>('POST', '/Lms/Course/Add', { name: 'Ngữ văn 11', idTeacher: mine.id });
    await call<Course>('POST', '/Lms/Course/Add', { name: 'Sinh học 11', idTeacher: wide.id });
    const names = async (username: string) =>
      (
        await call<Paged<Course>>(
          'GET',
          '/Lms/Course/List',
          { take: 200 },
          await t.signIn(username, { password: PASSWORD }),
        )
      ).body.data?.data.map((c) => c.name);
    expect(await names(mine.username)).toEqual(['Ngữ văn 11']);
    expect(await names(wide.username)).toEqual(expect.arrayContaining(['Ngữ văn 11', 'Sinh học 11']));
  });

  it('answers 404 for another school’s groups and teachers and changes nothing', async () => {
    const group = (await addGroup([])).body.data as RightGroup;
    const teacher = (await addTeacher([])).body.data as Teacher;
    const other = await t.addOtherSite();
    const otherOwner = await t.signIn('owner', { host: other.host });
    const o = <T>(m: Call['method'], u: string, p: unknown) =>
      call<T>(m, u, p, otherOwner, { host: other.host });
    expect((await o('GET', '/Lms/RightGroup/Get', { id: group.id })).status).toBe(404);
    expect((await o('PUT', '/Lms/RightGroup/Edit', { ...groupForm(group), name: 'x' })).status).toBe(404);
    expect((await o('DELETE', '/Lms/RightGroup/Delete', { ids: [group.id] })).status).toBe(404);
    expect((await o('GET', '/Lms/Teacher/Get', { id: teacher.id })).status).toBe(404);
    expect((await o('PUT', '/Lms/Teacher/Edit', { ...teacherForm(teacher), fullName: 'x' })).status).toBe(
      404,
    );
    expect((await o('DELETE', '/Lms/Teacher/Delete', { ids: [teacher.id] })).status).toBe(404);
    expect(
      (
        await o('POST', '/Lms/Teacher/Add', {
          ...teacherForm(teacher),
          id: undefined,
          username: 'z1',
          password: PASSWORD,
          idGroups: [group.id],
        })
      ).status,
    ).toBe(404);
    const otherLogs = await o<Paged<StaffLogEntry>>('GET', '/Lms/Teacher/Logs', {});
    expect(otherLogs.body.data?.data.some((e) => e.idEntity === teacher.id)).toBe(false);
    expect((await call<RightGroup>('GET', '/Lms/RightGroup/Get', { id: group.id })).body.data?.name).toBe(
      group.name,
    );
  });
});

describe('classes', () => {
  const studentIds = async () =>
    (await call<Paged<{ id: number }>>('GET', '/Lms/Student/List', { take: 10 })).body.data?.data.map(
      (s) => s.id,
    ) ?? [];

  it('adds a class with its homeroom teacher and students, logged; a personal scope sees only hers', async () => {
    const group = (await addGroup([RIGHTS.userGroup], 'personal')).body.data as RightGroup;
    const mine = (await addTeacher([group.id])).body.data as Teacher;
    const [a, b] = (await studentIds()) as [number, number];
    const created = await call<UserGroup>('POST', '/Lms/UserGroup/Add', {
      name: 'Lớp 12A3',
      classLevel: '12',
      schoolYear: '2026-2027',
      idHomeroomTeacher: mine.id,
      idMembers: [a, b, a],
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'Lớp 12A3',
      members: 2,
      homeroomTeacherName: mine.fullName,
    });
    const other = (await call<UserGroup>('POST', '/Lms/UserGroup/Add', { name: 'Lớp 12A4', idMembers: [b] }))
      .body.data as UserGroup;
    expect((await logs({ entity: 'userGroup' })).map((e) => e.entityName)).toEqual(
      expect.arrayContaining(['Lớp 12A3', 'Lớp 12A4']),
    );

    const token = await t.signIn(mine.username, { password: PASSWORD });
    const seen = await call<Paged<UserGroupSummary>>('GET', '/Lms/UserGroup/List', {}, token);
    expect(seen.body.data?.data.map((c) => c.name)).toEqual(['Lớp 12A3']);
    expect(seen.body.data?.total).toBe(1);
    expect((await call('GET', '/Lms/UserGroup/Get', { id: other.id }, token)).status).toBe(404);
    expect((await call('GET', '/Lms/UserGroup/Members', { id: other.id }, token)).status).toBe(404);
    expect((await call('DELETE', '/Lms/UserGroup/Delete', { ids: [other.id] }, token)).status).toBe(404);
    const members = await call<Paged<{ id: number }>>(
      'GET',
      '/Lms/UserGroup/Members',
      { id: created.body.data?.id },
      token,
    );
    expect(members.body.data?.total).toBe(2);
    const all = await call<Paged<UserGroupSummary>>('GET', '/Lms/UserGroup/List', { keyword: 'Lớp 12A' });
    expect(all.body.data?.total).toBe(2);
  });

  it('takes only the school’s students and teachers, and needs the right to save', async () => {
    expect(
      (
        await call('POST', '/Lms/UserGroup/Add', {
          name: 'X',
          idHomeroomTeacher: (await studentIds())[0],
          idMembers: [],
        })
      ).status,
    ).toBe(400);
    const teacher = (await addTeacher([])).body.data as Teacher;
    expect((await call('POST', '/Lms/UserGroup/Add', { name: 'X', idMembers: [teacher.id] })).status).toBe(
      404,
    );
    const token = await t.signIn(teacher.username, { password: PASSWORD });
    expect((await call('POST', '/Lms/UserGroup/Add', { name: 'X', idMembers: [] }, token)).status).toBe(403);
    expect((await call('GET', '/Lms/UserGroup/List', {}, token)).status).toBe(200);
    const other = await t.addOtherSite();
    const otherOwner = await t.signIn('owner', { host: other.host });
    const created = (
      await call<UserGroup>('POST', '/Lms/UserGroup/Add', { name: 'Lớp riêng', idMembers: [] })
    ).body.data as UserGroup;
    for (const [method, url, payload] of [
      ['GET', '/Lms/UserGroup/Get', { id: created.id }],
      ['GET', '/Lms/UserGroup/Members', { id: created.id }],
      ['PUT', '/Lms/UserGroup/Edit', { id: created.id, name: 'x', idMembers: [] }],
      ['DELETE', '/Lms/UserGroup/Delete', { ids: [created.id] }],
    ] as const)
      expect((await call(method, url, payload, otherOwner, { host: other.host })).status, url).toBe(404);
  });
});

describe('score and note records', () => {
  it('lets a personal-scope teacher record scores and notes for her class only, each logged', async () => {
    const group = (await addGroup([RIGHTS.scoreRecord, RIGHTS.noteRecord], 'personal')).body
      .data as RightGroup;
    const mine = (await addTeacher([group.id])).body.data as Teacher;
    const students = (await call<Paged<{ id: number }>>('GET', '/Lms/Student/List', { take: 10 })).body.data
      ?.data as Array<{ id: number }>;
    const [inClass, outside] = [students[0]?.id as number, students[2]?.id as number];
    const cls = (
      await call<UserGroup>('POST', '/Lms/UserGroup/Add', {
        name: 'Lớp 9A',
        idHomeroomTeacher: mine.id,
        idMembers: [inClass],
      })
    ).body.data as UserGroup;
    // The owner's score for a student outside her class.
    const theirs = await call<ScoreRecord>('POST', '/Lms/ScoreRecord/Add', {
      idUser: outside,
      subject: 'Hóa học',
      score: 6,
      factor: 1,
    });
    expect(theirs.status).toBe(200);

    const token = await t.signIn(mine.username, { password: PASSWORD });
    const added = await call<ScoreRecord>(
      'POST',
      '/Lms/ScoreRecord/Add',
      {
        idUser: inClass,
        idGroup: cls.id,
        subject: 'Toán',
        score: '8.5',
        factor: 2,
        term: 'HK1',
        note: 'Tốt',
      },
      token,
    );
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      score: 8.5,
      factor: 2,
      groupName: 'Lớp 9A',
      creatorName: mine.fullName,
    });
    expect(
      (
        await call(
          'POST',
          '/Lms/ScoreRecord/Add',
          { idUser: outside, subject: 'Toán', score: 9, factor: 1 },
          token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await call(
          'POST',
          '/Lms/ScoreRecord/Add',
          { idUser: inClass, subject: 'Toán', score: 101, factor: 1 },
          token,
        )
      ).status,
    ).toBe(400);
    const seen = await call<Paged<ScoreRecord>>('GET', '/Lms/ScoreRecord/List', { idGroup: cls.id }, token);
    expect(seen.body.data?.data.map((r) => r.subject)).toEqual(['Toán']);
    const byStudent = await call<Paged<ScoreRecord>>(
      'GET',
      '/Lms/ScoreRecord/List',
      { idUser: outside },
      token,
    );
    // A learner she does not see is as unknown as a class she does not see.
    expect(byStudent.status).toBe(404);
    expect(
      (
        await call(
          'PUT',
          '/Lms/ScoreRecord/Edit',
          { id: theirs.body.data?.id, idUser: outside, subject: 'x', score: 1, factor: 1 },
          token,
        )
      ).status,
    ).toBe(404);
    expect(
      (await call('DELETE', '/Lms/ScoreRecord/Delete', { ids: [theirs.body.data?.id] }, token)).status,
    ).toBe(404);
    const edited = await call<ScoreRecord>(
      'PUT',
      '/Lms/ScoreRecord/Edit',
      { id: added.body.data?.id, idUser: inClass, idGroup: cls.id, subject: 'Toán', score: 9, factor: 2 },
      token,
    );
    expect(edited.body.data?.score).toBe(9);

    const note = await call<NoteRecord>(
      'POST',
      '/Lms/NoteRecord/Add',
      {
        idUser: inClass,
        idGroup: cls.id,
        notedOn: '2026-11-20',
        content: 'Chăm chỉ, cần luyện thêm hình học.',
      },
      token,
    );
    expect(note.body.data).toMatchObject({ notedOn: '2026-11-20', studentName: expect.any(String) });
    expect(
      (
        await call(
          'POST',
          '/Lms/NoteRecord/Add',
          { idUser: inClass, notedOn: '2026-13-45', content: 'x' },
          token,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await call(
          'POST',
          '/Lms/NoteRecord/Add',
          { idUser: outside, notedOn: '2026-11-20', content: 'x' },
          token,
        )
      ).status,
    ).toBe(404);
    const notes = await call<Paged<NoteRecord>>('GET', '/Lms/NoteRecord/List', { idUser: inClass }, token);
    expect(notes.body.data?.total).toBe(1);

    const entries = await logs({ idActor: mine.id });
    expect(entries.map((e) => `${e.entity}:${e.action}`)).toEqual(
      expect.arrayContaining(['scoreRecord:add', 'scoreRecord:edit', 'noteRecord:add']),
    );
    // The owner sees all of them; another school's owner none, and its ids are 404.
    const all = await call<Paged<ScoreRecord>>('GET', '/Lms/ScoreRecord/List', { take: 200 });
    expect(all.body.data?.data.map((r) => r.subject)).toEqual(expect.arrayContaining(['Toán', 'Hóa học']));
    const other = await t.addOtherSite();
    const otherOwner = await t.signIn('owner', { host: other.host });
    expect(
      (await call('GET', '/Lms/ScoreRecord/List', { idGroup: cls.id }, otherOwner, { host: other.host }))
        .status,
    ).toBe(404);
    expect(
      (
        await call('DELETE', '/Lms/NoteRecord/Delete', { ids: [note.body.data?.id] }, otherOwner, {
          host: other.host,
        })
      ).status,
    ).toBe(404);
    // Without the right: 403.
    expect(
      (
        await call(
          'POST',
          '/Lms/ScoreRecord/Add',
          { idUser: inClass, subject: 'x', score: 1, factor: 1 },
          await t.signIn('teacher'),
        )
      ).status,
    ).toBe(403);
  });
});
