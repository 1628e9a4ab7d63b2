import type { ApprovalRequest, ApprovalSummary, ApproveFlow, Member, Unit } from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Call, grantRights, startWithOwner, type TestServer, userIdOf } from './harness';

// Issue 32, defect 3: approvers appointed themselves. A teacher holding `organisation` and `approval.flow`
// tries every way of deciding a request she asked for, one about her own course, or one she made herself
// approver of that school day; the owner, and an approver independent of the request, still decide.

let t: TestServer;
let owner: string;
let teacher: string;
let teacherId: number;
let root: Unit;
let ownUnit: Unit;

/** 15:00 in Hà Nội, the school's time zone; 17:00 UTC is its midnight. */
const AFTERNOON = new Date('2026-11-22T08:00:00.000Z');

const call = <T>(method: Call['method'], url: string, payload?: unknown, token = owner) =>
  t.call<T>({ method, url, token, payload, locale: 'en-US' });

const userId = (username: string) => userIdOf(t, username);

async function addUnit(
  name: string,
  idParent: number | null,
  extra: Record<string, unknown> = {},
  token = owner,
) {
  const reply = await call<Unit>('POST', '/Lms/Unit/Add', { name, idParent, ...extra }, token);
  expect(reply.status).toBe(200);
  return reply.body.data as Unit;
}

/** A flow of one step, made by `token`, set for `kind` (the other kind keeps no flow). */
async function oneStepFlow(
  code: string,
  step: { approverKind: 'user'; idUser: number } | { approverKind: 'unitManager'; idUnit: number },
  kind: 'member' | 'course',
  token = owner,
) {
  const made = await call<ApproveFlow>(
    'POST',
    '/Lms/ApproveFlow/Add',
    { code, name: `Quy trình ${code}`, steps: [{ name: 'Duyệt', ...step }] },
    token,
  );
  expect(made.status).toBe(200);
  const flow = made.body.data as ApproveFlow;
  const set = await call(
    'PUT',
    '/Lms/ApproveSetting/Edit',
    { member: kind === 'member' ? flow.id : null, course: kind === 'course' ? flow.id : null },
    token,
  );
  expect(set.status).toBe(200);
  return flow;
}

/** A member added by `token` while a member flow is set: her registration request, waiting at its step. */
async function registration(username: string, token = owner) {
  const added = await call<Member>(
    'POST',
    '/Lms/Member/Add',
    { fullName: `Ứng viên ${username}`, username, password: 'Thanhvien@2026' },
    token,
  );
  expect(added.status).toBe(200);
  const member = added.body.data as Member;
  const request = await t.server.connection.db
    .selectFrom('approvalRequests')
    .where('idTarget', '=', member.id)
    .where('kind', '=', 'member')
    .select('id')
    .executeTakeFirstOrThrow();
  return { member, request };
}

const decide = (id: number, token: string, decision: 'approve' | 'reject' = 'approve') =>
  call<ApprovalRequest>(
    'PUT',
    '/Lms/Approval/Decide',
    { id, step: 0, decision, ...(decision === 'reject' ? { reason: 'Thiếu hồ sơ' } : {}) },
    token,
  );

const listed = async (token: string, id: number) =>
  !!(
    await call<Paged<ApprovalSummary>>('GET', '/Lms/Approval/List', { take: 200 }, token)
  ).body.data?.data.some((r) => r.id === id);

beforeAll(async () => {
  ({ t, owner } = await startWithOwner());
  await grantRights(t, 'teacher', ['organisation', 'approval.flow']);
  teacher = await t.signIn('teacher');
  teacherId = await userId('teacher');
  // The company, managed by the owner, and the training department the teacher works in.
  root = await addUnit('Công ty Saola', null, { idManager: await userId('owner') });
  ownUnit = await addUnit('Phòng Đào tạo', root.id);
  await t.server.connection.db
    .updateTable('users')
    .set({ idUnit: ownUnit.id })
    .where('id', '=', teacherId)
    .execute();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(AFTERNOON));

describe('who appoints a unit’s manager', () => {
  it('refuses a non-owner making herself, or anyone, manager of a unit above her own, or moving it', async () => {
    const edit = (id: number, idParent: number | null, idManager: number | null, token = teacher) =>
      call<Unit>('PUT', '/Lms/Unit/Edit', { id, name: 'Công ty Saola', idParent, idManager }, token);
    const herself = await edit(root.id, null, teacherId);
    expect(herself.status).toBe(400);
    expect(herself.body.data).toEqual([
      {
        field: 'idManager',
        message: 'Only the owner chooses the manager of a unit that contains your own unit.',
      },
    ]);
    expect((await edit(root.id, null, await userId('student'))).status).toBe(400);
    expect((await edit(ownUnit.id, root.id, teacherId)).status).toBe(400);
    // Nor make herself the manager of any unit, above her or not: a manager decides its approvals.
    const beside = await addUnit('Ban Kiểm soát', null, {}, teacher);
    const selfMade = await call<Unit>(
      'PUT',
      '/Lms/Unit/Edit',
      { id: beside.id, name: beside.name, idParent: null, idManager: teacherId },
      teacher,
    );
    expect(selfMade.body.data).toEqual([
      { field: 'idManager', message: 'Only the owner can make you the manager of a unit.' },
    ]);
    const added = await call('POST', '/Lms/Unit/Add', { name: 'Ban mới', idManager: teacherId }, teacher);
    expect(added.status).toBe(400);
    // Nor can she move her own unit under one she manages (the owner made her its manager).
    const mine = await addUnit('Ban Kiểm soát 2', null, { idManager: teacherId }, owner);
    expect((await call('PUT', '/Lms/Unit/Move', { id: ownUnit.id, idParent: mine.id }, teacher)).status).toBe(
      400,
    );
    const after = await call<Unit>('GET', '/Lms/Unit/Get', { id: root.id });
    expect(after.body.data).toMatchObject({ idManager: await userId('owner'), idParent: null });
    expect((await call<Unit>('GET', '/Lms/Unit/Get', { id: ownUnit.id })).body.data?.idParent).toBe(root.id);
    // Renaming the unit above her, its manager unchanged, is still hers to do; the owner sets its manager.
    expect((await edit(root.id, null, await userId('owner'))).status).toBe(200);
    expect((await edit(root.id, null, teacherId, owner)).status).toBe(200);
    expect((await edit(root.id, null, await userId('owner'), owner)).status).toBe(200);
  });
});

describe('who decides a request', () => {
  it('keeps an approver who named herself in a flow from deciding its step that school day', async () => {
    // A flow she writes may name herself as its approver, but she does not decide with it the same school day.
    await oneStepFlow('QT-DV', { approverKind: 'user', idUser: teacherId }, 'member', teacher);
    const first = await registration('tu.bo.nhiem1');
    t.clock.set(new Date('2026-11-22T16:30:00.000Z')); // 23:30 in Hà Nội: the same school day
    const refused = await decide(first.request.id, teacher);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'You made yourself the approver of this step today: you can decide it from tomorrow, or the owner decides it now.',
    );
    // Her list still shows it, saying why; the owner's shows it too and she decides in her place.
    expect(await listed(teacher, first.request.id)).toBe(true);
    const seen = await call<ApprovalRequest>('GET', '/Lms/Approval/Get', { id: first.request.id }, teacher);
    expect(seen.body.data).toMatchObject({ canDecide: false, cannotDecide: refused.body.message });
    expect(await listed(owner, first.request.id)).toBe(true);
    expect((await decide(first.request.id, owner)).body.data?.status).toBe(2);
    // The next school day in Hà Nội (still the same day in UTC) she decides.
    const second = await registration('tu.bo.nhiem2');
    t.clock.set(new Date('2026-11-22T18:00:00.000Z'));
    expect(await listed(owner, second.request.id)).toBe(false);
    expect((await decide(second.request.id, teacher)).body.data?.status).toBe(2);
  });

  it('keeps a teacher from approving her own course through a flow naming herself, any day', async () => {
    const db = t.server.connection.db;
    await db.updateTable('sites').set({ courseApprovalRequired: true }).where('id', '=', 1).execute();
    t.server.services.sites.forget();
    try {
      await oneStepFlow('QT-KH', { approverKind: 'user', idUser: teacherId }, 'course', teacher);
      const course = await call<{ id: number; approval: string }>(
        'POST',
        '/Lms/Course/Add',
        { name: 'Khóa của tôi' },
        teacher,
      );
      expect(course.body.data?.approval).toBe('pending');
      const waiting = await call<Paged<ApprovalSummary>>(
        'GET',
        '/Lms/Approval/List',
        { kind: 'course' },
        teacher,
      );
      const request = waiting.body.data?.data.find((r) => r.targetName === 'Khóa của tôi') as ApprovalSummary;
      t.clock.set(new Date('2026-11-25T08:00:00.000Z'));
      const refused = await decide(request.id, teacher);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        'You teach this course, so you cannot approve it: the owner decides it instead.',
      );
      const idCourse = course.body.data?.id as number;
      expect(
        (await call<{ approval: string }>('GET', '/Lms/Course/Get', { id: idCourse })).body.data?.approval,
      ).toBe('pending');
      // The owner decides it in her place.
      expect(await listed(owner, request.id)).toBe(true);
      expect((await decide(request.id, owner)).body.data?.status).toBe(2);
      expect(
        (await call<{ approval: string }>('GET', '/Lms/Course/Get', { id: idCourse })).body.data?.approval,
      ).toBe('approved');
    } finally {
      await db.updateTable('sites').set({ courseApprovalRequired: false }).where('id', '=', 1).execute();
      t.server.services.sites.forget();
    }
  });

  it('keeps a requester from deciding her own request, in a flow or by hand', async () => {
    // The owner names the teacher approver: an independent approver for requests not hers.
    await oneStepFlow('QT-NV', { approverKind: 'user', idUser: teacherId }, 'member');
    const hers = await registration('tu.gui', teacher);
    const refused = await decide(hers.request.id, teacher);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'You sent this request, or it is about you, so you cannot decide it: the owner decides it instead.',
    );
    expect((await call<Member>('GET', '/Lms/Member/Get', { id: hers.member.id })).body.data?.status).toBe(
      'inactive',
    );
    expect((await decide(hers.request.id, owner, 'reject')).body.data?.status).toBe(3);

    // By hand: a member she registered into a censored unit, with no flow set.
    await call('PUT', '/Lms/ApproveSetting/Edit', { member: null, course: null });
    const censored = await addUnit('Chi nhánh kiểm duyệt', root.id, { requiresCensorship: true });
    const added = await call<Member>(
      'POST',
      '/Lms/Member/Add',
      { fullName: 'Người nhà', username: 'nguoi.nha', password: 'Thanhvien@2026', idUnit: censored.id },
      teacher,
    );
    expect(added.body.data).toMatchObject({ censorship: 'pending', status: 'inactive' });
    const idMember = added.body.data?.id as number;
    const byHand = await call('PUT', '/Lms/Member/Censor', { id: idMember, censorship: 'approved' }, teacher);
    expect(byHand.status).toBe(403);
    expect((await call<Member>('GET', '/Lms/Member/Get', { id: idMember })).body.data?.censorship).toBe(
      'pending',
    );
    const approved = await call<Member>('PUT', '/Lms/Member/Censor', {
      id: idMember,
      censorship: 'approved',
    });
    expect(approved.body.data).toMatchObject({ censorship: 'approved', status: 'active' });
  });

  it('lets an independent approver decide, and the owner only where she approves or stands in', async () => {
    await oneStepFlow('QT-DL', { approverKind: 'user', idUser: teacherId }, 'member');
    const { request } = await registration('doc.lap');
    // The owner asked for it but is not its approver, who may decide it: she does not step in.
    expect(await listed(owner, request.id)).toBe(false);
    expect((await decide(request.id, owner)).status).toBe(403);
    const seen = await call<ApprovalRequest>('GET', '/Lms/Approval/Get', { id: request.id }, teacher);
    expect(seen.body.data).toMatchObject({ canDecide: true, cannotDecide: null });
    expect((await decide(request.id, teacher)).body.data?.status).toBe(2);
    // The owner approving what she asked for herself, as the approver of its step.
    await oneStepFlow('QT-CSH', { approverKind: 'unitManager', idUnit: root.id }, 'member');
    const own = await registration('chu.so.huu');
    expect((await decide(own.request.id, owner)).body.data?.status).toBe(2);
  });
});

describe('a course saved by a teacher who manages every course', () => {
  it('keeps a teacher who manages every course from having her own course approved as she saves it', async () => {
    const db = t.server.connection.db;
    await db.updateTable('sites').set({ courseApprovalRequired: true }).where('id', '=', 1).execute();
    t.server.services.sites.forget();
    // Last in this file: rights granted here are not taken away.
    await grantRights(t, 'teacher', ['course.manageAll']);
    const manager = await t.signIn('teacher', { device: 'manage-all' });
    try {
      const add = (payload: object) =>
        call<{ id: number; approval: string }>('POST', '/Lms/Course/Add', payload, manager);
      expect((await add({ name: 'Khóa cô tự dạy' })).body.data?.approval).toBe('pending');
      const other = await userIdOf(t, 'owner');
      expect((await add({ name: 'Khóa của người khác', idTeacher: other })).body.data?.approval).toBe(
        'approved',
      );
    } finally {
      await db.updateTable('sites').set({ courseApprovalRequired: false }).where('id', '=', 1).execute();
      t.server.services.sites.forget();
    }
  });
});
