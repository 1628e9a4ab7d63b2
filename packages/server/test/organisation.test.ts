import type {
  ApprovalLogRow,
  ApprovalRequest,
  ApprovalSummary,
  ApproveFlow,
  Member,
  MemberGroup,
  Position,
  Unit,
  UnitNode,
} from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp } from './fake-smtp';
import { type OwnerCall, startWithOwner, type TestServer, userIdOf } from './harness';

let t: TestServer;
let owner: string;
let call: OwnerCall;

beforeAll(async () => ({ t, owner, call } = await startWithOwner()));
afterAll(() => t.close());

async function addUnit(name: string, idParent: number | null = null, extra: Record<string, unknown> = {}) {
  const reply = await call<Unit>('POST', '/Lms/Unit/Add', { name, idParent, ...extra });
  expect(reply.status).toBe(200);
  return reply.body.data as Unit;
}

const userId = (username: string) => userIdOf(t, username);

/** A fake mail server the school sends through, set as the school's own. */
async function schoolMail() {
  const smtp = await startFakeSmtp();
  const mail = { host: '127.0.0.1', port: smtp.port, security: 'none', fromAddress: 'no-reply@saola.test' };
  expect((await call('PUT', '/Lms/Setting/EditMail', mail)).status).toBe(200);
  return smtp;
}
describe('units', () => {
  it('builds a tree, moves a unit with its subtree and refuses every cycle', async () => {
    const company = await addUnit('Công ty Saola');
    const sales = await addUnit('Phòng Kinh doanh', company.id);
    const north = await addUnit('Kinh doanh miền Bắc', sales.id);
    const hanoi = await addUnit('Chi nhánh Hà Nội', north.id);
    const hr = await addUnit('Phòng Nhân sự', company.id);

    // Under itself, under its child, under a grandchild: each refused, nothing moved.
    for (const idParent of [sales.id, north.id, hanoi.id]) {
      const refused = await call('PUT', '/Lms/Unit/Move', { id: sales.id, idParent });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('idParent');
    }
    // The edit form's superior unit is held to the same rule.
    const edited = await call('PUT', '/Lms/Unit/Edit', {
      id: company.id,
      name: 'Công ty Saola',
      idParent: hanoi.id,
    });
    expect(edited.status).toBe(400);

    const moved = await call<Unit>('PUT', '/Lms/Unit/Move', { id: sales.id, idParent: hr.id });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ idParent: hr.id, parentName: 'Phòng Nhân sự' });
    const tree = (await call<UnitNode[]>('GET', '/Lms/Unit/Tree', {})).body.data as UnitNode[];
    const parentOf = (id: number) => tree.find((u) => u.id === id)?.idParent;
    // The subtree came along: north is still under sales, hanoi under north.
    expect(parentOf(sales.id)).toBe(hr.id);
    expect(parentOf(north.id)).toBe(sales.id);
    expect(parentOf(hanoi.id)).toBe(north.id);

    const top = await call<Unit>('PUT', '/Lms/Unit/Move', { id: sales.id, idParent: null });
    expect(top.body.data?.idParent).toBeNull();
  });

  it('lets only one of two crossing moves through, so no unit becomes its own ancestor', async () => {
    const a = await addUnit('Khối A');
    const b = await addUnit('Khối B');
    const [first, second] = await Promise.all([
      call('PUT', '/Lms/Unit/Move', { id: a.id, idParent: b.id }),
      call('PUT', '/Lms/Unit/Move', { id: b.id, idParent: a.id }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    const rows = await t.server.connection.db
      .selectFrom('units')
      .select(['id', 'idParent'])
      .where('id', 'in', [a.id, b.id])
      .execute();
    expect(rows.filter((r) => r.idParent !== null)).toHaveLength(1);
  });

  it('deletes only an empty unit', async () => {
    const parent = await addUnit('Phòng Kế toán');
    const child = await addUnit('Tổ Thuế', parent.id);
    const refused = await call('DELETE', '/Lms/Unit/Delete', { ids: [parent.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.message ?? JSON.stringify(refused.body)).toBeTruthy();
    await t.server.connection.db
      .updateTable('users')
      .set({ idUnit: child.id })
      .where('idSite', '=', 1)
      .where('username', '=', 'student4')
      .execute();
    expect((await call<Unit>('GET', '/Lms/Unit/Get', { id: child.id })).body.data?.members).toBe(1);
    expect((await call('DELETE', '/Lms/Unit/Delete', { ids: [child.id] })).status).toBe(400);
    await t.server.connection.db
      .updateTable('users')
      .set({ idUnit: null })
      .where('idUnit', '=', child.id)
      .execute();
    // Both together: the child goes with its parent.
    const both = await call<{ deleted: number }>('DELETE', '/Lms/Unit/Delete', {
      ids: [parent.id, child.id],
    });
    expect(both.body.data).toEqual({ deleted: 2 });
  });

  it('shows a manager without the organisation right her units and their subtrees only', async () => {
    const teacherId = await userId('teacher');
    const school = await addUnit('Trường Kinh tế');
    const faculty = await addUnit('Khoa Quản trị', school.id, { idManager: teacherId });
    const dept = await addUnit('Bộ môn Marketing', faculty.id);
    const other = await addUnit('Khoa Luật', school.id);
    const teacher = await t.signIn('teacher');
    const list = await call<Paged<Unit>>('GET', '/Lms/Unit/List', { take: 200 }, teacher);
    expect(list.body.data?.data.map((u) => u.id).sort()).toEqual([faculty.id, dept.id].sort());
    expect((await call('GET', '/Lms/Unit/Get', { id: other.id }, teacher)).status).toBe(404);
    const tree = (await call<UnitNode[]>('GET', '/Lms/Unit/Tree', {}, teacher)).body.data as UnitNode[];
    expect(tree.find((u) => u.id === faculty.id)?.idParent).toBeNull();
    expect((await call('PUT', '/Lms/Unit/Move', { id: dept.id, idParent: null }, teacher)).status).toBe(403);
  });

  it('answers another school’s ids with 404 and changes nothing', async () => {
    const mine = await addUnit('Phòng Đào tạo');
    const { host, idSite } = await t.addOtherSite();
    const otherOwner = await t.signIn('owner', { host });
    const theirs = (await call<Unit>('POST', '/Lms/Unit/Add', { name: 'Their unit' }, otherOwner, { host }))
      .body.data as Unit;
    expect((await call('GET', '/Lms/Unit/Get', { id: theirs.id })).status).toBe(404);
    expect((await call('PUT', '/Lms/Unit/Move', { id: mine.id, idParent: theirs.id })).status).toBe(404);
    expect((await call('PUT', '/Lms/Unit/Move', { id: theirs.id, idParent: mine.id })).status).toBe(404);
    expect((await call('DELETE', '/Lms/Unit/Delete', { ids: [theirs.id] })).status).toBe(404);
    const theirTeacher = await t.server.connection.db
      .selectFrom('users')
      .select('id')
      .where('idSite', '=', idSite)
      .executeTakeFirstOrThrow();
    expect(
      (
        await call('PUT', '/Lms/Unit/Edit', {
          id: mine.id,
          name: 'Phòng Đào tạo',
          idManager: theirTeacher.id,
        })
      ).status,
    ).toBe(404);
    const still = await call<Unit>('GET', '/Lms/Unit/Get', { id: theirs.id }, otherOwner, { host });
    expect(still.body.data?.idParent).toBeNull();
  });
});

describe('positions and member groups', () => {
  it('keeps positions with their group and counts holders', async () => {
    const added = await call<Position>('POST', '/Lms/Position/Add', {
      name: 'Trưởng phòng',
      description: 'Quản lý một phòng ban',
      positionGroup: 'Quản lý',
    });
    expect(added.body.data).toMatchObject({ name: 'Trưởng phòng', positionGroup: 'Quản lý', members: 0 });
    const list = await call<Paged<Position>>('GET', '/Lms/Position/List', { keyword: 'quản lý' });
    expect(list.body.data?.data.map((p) => p.name)).toContain('Trưởng phòng');
    expect((await call('POST', '/Lms/Position/Add', { name: ' ' })).status).toBe(400);
  });

  it('keeps member groups', async () => {
    const added = await call<MemberGroup>('POST', '/Lms/MemberGroup/Add', {
      name: 'Khóa đào tạo tân binh 2026',
    });
    const id = added.body.data?.id as number;
    const edited = await call<MemberGroup>('PUT', '/Lms/MemberGroup/Edit', { id, name: 'Tân binh 2026' });
    expect(edited.body.data?.name).toBe('Tân binh 2026');
    expect((await call('DELETE', '/Lms/MemberGroup/Delete', { ids: [id] })).status).toBe(200);
  });
});

describe('members', () => {
  const member = (username: string, extra: Record<string, unknown> = {}) =>
    call<Member>('POST', '/Lms/Member/Add', {
      fullName: `Nhân viên ${username}`,
      username,
      password: 'Thanhvien@2026',
      ...extra,
    });

  it('adds a member placed in a unit with a position and a group, active at once without moderation', async () => {
    const unit = await addUnit('Phòng Marketing');
    const pos = (
      await call<Position>('POST', '/Lms/Position/Add', { name: 'Chuyên viên', positionGroup: 'Chuyên môn' })
    ).body.data as Position;
    const group = (await call<MemberGroup>('POST', '/Lms/MemberGroup/Add', { name: 'Nhóm A' })).body
      .data as MemberGroup;
    const added = await member('mkt.lan', { idUnit: unit.id, idPosition: pos.id, idMemberGroup: group.id });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      unitName: 'Phòng Marketing',
      positionName: 'Chuyên viên',
      positionGroup: 'Chuyên môn',
      memberGroupName: 'Nhóm A',
      status: 'active',
      censorship: 'approved',
    });
    expect((await t.signIn('mkt.lan', { password: 'Thanhvien@2026' })).length).toBeGreaterThan(0);
    const weak = await member('weak.pw', { password: '123' });
    expect(weak.status).toBe(400);
    const list = await call<Paged<Member>>('GET', '/Lms/Member/List', { idUnit: unit.id });
    expect(list.body.data?.data.map((m) => m.username)).toEqual(['mkt.lan']);
  });

  it('makes a member of a censored unit wait, and cancels an approval only with a note', async () => {
    const unit = await addUnit('Chi nhánh kiểm duyệt', null, { requiresCensorship: true });
    const added = (await member('cho.duyet', { idUnit: unit.id })).body.data as Member;
    expect(added).toMatchObject({ censorship: 'pending', status: 'inactive' });
    // Signing in meanwhile, she is told where her registration stands; refused, she is told why.
    const signIn = (password = 'Thanhvien@2026') =>
      t.call({
        method: 'POST',
        url: '/Auth/User/SignIn',
        payload: { username: 'cho.duyet', password, idDevice: 'd1' },
      });
    expect((await signIn()).body.message).toBe('Your registration is waiting for the school’s approval.');
    const noNote = await call('PUT', '/Lms/Member/Censor', {
      id: added.id,
      censorship: 'cancelled',
      note: '  ',
    });
    expect(noNote.status).toBe(400);
    const cancelled = await call<Member>('PUT', '/Lms/Member/Censor', {
      id: added.id,
      censorship: 'cancelled',
      note: 'Không thuộc biên chế chi nhánh',
    });
    expect(cancelled.body.data).toMatchObject({
      censorship: 'cancelled',
      censorshipNote: 'Không thuộc biên chế chi nhánh',
      status: 'inactive',
    });
    expect((await signIn()).body.message).toBe(
      'The school did not accept your registration: Không thuộc biên chế chi nhánh',
    );
    // The reason is hers alone: a wrong password hears nothing of it.
    expect((await signIn('wrong-password')).body.message).not.toContain('biên chế');
    const approved = await call<Member>('PUT', '/Lms/Member/Censor', {
      id: added.id,
      censorship: 'approved',
    });
    expect(approved.body.data).toMatchObject({
      censorship: 'approved',
      censorshipNote: null,
      status: 'active',
    });
  });

  it('mails a member each decision taken by hand, once', async () => {
    const smtp = await schoolMail();
    try {
      const unit = await addUnit('Chi nhánh duyệt tay', null, { requiresCensorship: true });
      const added = (await member('duyet.tay', { idUnit: unit.id, email: 'tay@example.test' })).body
        .data as Member;
      const censor = (censorship: string, note?: string) =>
        call('PUT', '/Lms/Member/Censor', { id: added.id, censorship, note });
      await censor('cancelled', 'Sai chi nhánh');
      await t.server.jobs.runDue();
      expect((await smtp.next('tay@example.test')).text).toContain('Sai chi nhánh');
      await censor('approved');
      await censor('approved');
      await t.server.jobs.runDue();
      await smtp.next('tay@example.test');
      // The same decision saved again is no news.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('shows a unit manager her subtree’s members only, and refuses her writes', async () => {
    const teacherId = await userId('teacher');
    const top = await addUnit('Khối Vận hành', null, { idManager: teacherId });
    const below = await addUnit('Tổ Kho', top.id);
    const elsewhere = await addUnit('Khối Tài chính');
    const inside = (await member('kho.an', { idUnit: below.id })).body.data as Member;
    const outside = (await member('tc.binh', { idUnit: elsewhere.id })).body.data as Member;
    const teacher = await t.signIn('teacher');
    const seen = await call<Paged<Member>>('GET', '/Lms/Member/List', { take: 200 }, teacher);
    const names = seen.body.data?.data.map((m) => m.username) ?? [];
    expect(names).toContain('kho.an');
    expect(names).not.toContain('tc.binh');
    expect((await call('GET', '/Lms/Member/Get', { id: outside.id }, teacher)).status).toBe(404);
    expect((await call('GET', '/Lms/Member/Get', { id: inside.id }, teacher)).status).toBe(200);
    expect(
      (await call('PUT', '/Lms/Member/Censor', { id: inside.id, censorship: 'approved' }, teacher)).status,
    ).toBe(403);
  });

  it('answers another school’s members, units and positions with 404', async () => {
    const { host } = await t.addOtherSite();
    const otherOwner = await t.signIn('owner', { host });
    const theirUnit = (await call<Unit>('POST', '/Lms/Unit/Add', { name: 'Their HQ' }, otherOwner, { host }))
      .body.data as Unit;
    const theirs = (
      await call<Member>(
        'POST',
        '/Lms/Member/Add',
        { fullName: 'Their member', username: 'their.member', password: 'Thanhvien@2026' },
        otherOwner,
        { host },
      )
    ).body.data as Member;
    expect((await call('GET', '/Lms/Member/Get', { id: theirs.id })).status).toBe(404);
    expect((await call('PUT', '/Lms/Member/Censor', { id: theirs.id, censorship: 'approved' })).status).toBe(
      404,
    );
    expect((await call('DELETE', '/Lms/Member/Delete', { ids: [theirs.id] })).status).toBe(404);
    expect((await member('wrong.unit', { idUnit: theirUnit.id })).status).toBe(404);
    expect((await call('GET', '/Lms/Member/Get', { id: theirs.id }, otherOwner, { host })).status).toBe(200);
  });
});

describe('approval flows', () => {
  let teacher: string;
  let flow: ApproveFlow;
  let reviewUnit: Unit;

  beforeAll(async () => {
    teacher = await t.signIn('teacher');
    // Step 1: the teacher by name; step 2: whoever manages the HR unit (the owner).
    reviewUnit = await addUnit('Phòng Nhân sự duyệt', null, { idManager: await userId('owner') });
    const made = await call<ApproveFlow>('POST', '/Lms/ApproveFlow/Add', {
      code: 'QT-TV',
      name: 'Duyệt thành viên mới',
      steps: [
        { name: 'Trưởng phòng xác nhận', approverKind: 'user', idUser: await userId('teacher') },
        {
          name: 'Nhân sự phê duyệt',
          approverKind: 'unitManager',
          idUnit: reviewUnit.id,
          description: 'Kiểm tra hồ sơ',
        },
      ],
    });
    expect(made.status).toBe(200);
    flow = made.body.data as ApproveFlow;
    expect(flow.steps.map((s) => s.userName ?? s.unitName)).toEqual(['Trần Văn Minh', 'Phòng Nhân sự duyệt']);
    const set = await call('PUT', '/Lms/ApproveSetting/Edit', { member: flow.id, course: null });
    expect(set.status).toBe(200);
  });

  const register = async (username: string, extra: Record<string, unknown> = {}) => {
    const added = await call<Member>('POST', '/Lms/Member/Add', {
      fullName: `Ứng viên ${username}`,
      username,
      password: 'Thanhvien@2026',
      ...extra,
    });
    expect(added.body.data).toMatchObject({ censorship: 'pending', status: 'inactive' });
    const waiting = await call<Paged<ApprovalSummary>>('GET', '/Lms/Approval/List', { take: 200 }, teacher);
    const request = waiting.body.data?.data.find(
      (r) => r.targetName === `Ứng viên ${username}`,
    ) as ApprovalSummary;
    expect(request).toMatchObject({ step: 0, stepName: 'Trưởng phòng xác nhận', steps: 2, status: 1 });
    return { member: added.body.data as Member, request };
  };
  const decide = (id: number, step: number, decision: 'approve' | 'reject', token: string, reason?: string) =>
    call<ApprovalRequest>(
      'PUT',
      '/Lms/Approval/Decide',
      { id, step, decision, ...(reason ? { reason } : {}) },
      token,
    );

  it('refuses a code used twice, a flow without steps and a step without its approver', async () => {
    const base = {
      name: 'Khác',
      steps: [{ name: 'B1', approverKind: 'user', idUser: await userId('owner') }],
    };
    expect((await call('POST', '/Lms/ApproveFlow/Add', { ...base, code: 'qt-tv' })).status).toBe(400);
    expect((await call('POST', '/Lms/ApproveFlow/Add', { ...base, code: 'X1', steps: [] })).status).toBe(400);
    expect(
      (
        await call('POST', '/Lms/ApproveFlow/Add', {
          ...base,
          code: 'X2',
          steps: [{ name: 'B1', approverKind: 'user' }],
        })
      ).status,
    ).toBe(400);
    // A flow the setting uses cannot be deleted.
    expect((await call('DELETE', '/Lms/ApproveFlow/Delete', { ids: [flow.id] })).status).toBe(400);
  });

  it('walks a member registration through both steps and activates the member on the last', async () => {
    const { member, request } = await register('ung.vien1');
    // The owner is the second step's approver, not the first's: refused, and she cannot skip ahead either.
    expect((await decide(request.id, 0, 'approve', owner)).status).toBe(403);
    expect((await decide(request.id, 1, 'approve', owner)).status).toBe(409);
    // A manual censorship does not bypass the flow.
    expect((await call('PUT', '/Lms/Member/Censor', { id: member.id, censorship: 'approved' })).status).toBe(
      400,
    );
    const first = await decide(request.id, 0, 'approve', teacher);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ step: 1, status: 1, canDecide: false });
    // The first step cannot be decided again.
    expect((await decide(request.id, 0, 'reject', teacher, 'Đổi ý')).status).toBe(409);
    expect((await decide(request.id, 1, 'approve', teacher)).status).toBe(403);
    const last = await decide(request.id, 1, 'approve', owner);
    expect(last.body.data).toMatchObject({ status: 2 });
    expect(last.body.data?.steps.map((s) => [s.status, s.decidedBy])).toEqual([
      [2, 'Trần Văn Minh'],
      [2, 'Nguyễn Thị Hoa'],
    ]);
    const active = await call<Member>('GET', '/Lms/Member/Get', { id: member.id });
    expect(active.body.data).toMatchObject({ status: 'active', censorship: 'approved' });
    expect((await decide(request.id, 1, 'reject', owner, 'Muộn')).status).toBe(409);
  });

  it('ends a request with a rejection and its reason, and refuses a rejection without one', async () => {
    const { member, request } = await register('ung.vien2');
    await decide(request.id, 0, 'approve', teacher);
    expect((await decide(request.id, 1, 'reject', owner)).status).toBe(400);
    expect((await decide(request.id, 1, 'reject', owner, '   ')).status).toBe(400);
    const rejected = await decide(request.id, 1, 'reject', owner, 'Hồ sơ thiếu bằng cấp');
    expect(rejected.body.data).toMatchObject({ status: 3, reason: 'Hồ sơ thiếu bằng cấp' });
    const refused = await call<Member>('GET', '/Lms/Member/Get', { id: member.id });
    expect(refused.body.data).toMatchObject({
      status: 'inactive',
      censorship: 'cancelled',
      censorshipNote: 'Hồ sơ thiếu bằng cấp',
    });
    const log = await call<Paged<ApprovalLogRow>>('GET', '/Lms/Approval/Log', {
      keyword: 'ung.vien2',
      take: 50,
    });
    expect(log.status).toBe(200);
    const mine = (
      await call<Paged<ApprovalLogRow>>('GET', '/Lms/Approval/Log', { take: 200 })
    ).body.data?.data.filter((row) => row.idRequest === request.id);
    expect(mine?.map((row) => [row.stepName, row.status, row.reason])).toEqual([
      ['Nhân sự phê duyệt', 3, 'Hồ sơ thiếu bằng cấp'],
      ['Trưởng phòng xác nhận', 2, null],
    ]);
    expect((await call('GET', '/Lms/Approval/Log', {}, teacher)).status).toBe(403);
  });

  it('tells the member by mail, in her own language, that she was approved, or refused and why', async () => {
    const smtp = await schoolMail();
    try {
      const speaks = (id: number, locale: string) =>
        t.server.connection.db.updateTable('users').set({ locale }).where('id', '=', id).execute();
      const lao = await register('ung.vien.lao', { email: 'lao@example.test' });
      await speaks(lao.member.id, 'lo');
      await decide(lao.request.id, 0, 'approve', teacher);
      await decide(lao.request.id, 1, 'reject', owner, 'ເອກະສານ <b>ບໍ່ຄົບ</b>');
      await t.server.jobs.runDue();
      const refused = await smtp.next('lao@example.test');
      expect(refused.subject).toContain('ບໍ່ໄດ້ຮັບການລົງທະບຽນຂອງທ່ານ');
      expect(refused.text).toContain('ເຫດຜົນ: ເອກະສານ <b>ບໍ່ຄົບ</b>');
      expect(refused.html).toContain('&lt;b&gt;');

      const vi = await register('ung.vien.vi', { email: 'vi@example.test' });
      await speaks(vi.member.id, 'vi');
      await decide(vi.request.id, 0, 'approve', teacher);
      await decide(vi.request.id, 1, 'approve', owner);
      await t.server.jobs.runDue();
      const approved = await smtp.next('vi@example.test');
      expect(approved.subject).toContain('đã duyệt đăng ký của bạn');
      expect(approved.html).toContain('/signIn');
      // A first step's approval decides nothing yet: nobody else was mailed.
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('lets exactly one of two simultaneous decisions on a step through', async () => {
    const { request } = await register('ung.vien3');
    const replies = await Promise.all([
      decide(request.id, 0, 'approve', teacher),
      decide(request.id, 0, 'reject', teacher, 'Trùng hồ sơ'),
      decide(request.id, 0, 'approve', teacher),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const decisions = await t.server.connection.db
      .selectFrom('approvalDecisions')
      .where('idRequest', '=', request.id)
      .selectAll()
      .execute();
    expect(decisions).toHaveLength(1);
  });

  it('sends a teacher’s course waiting for approval through the course flow, approved on its last step', async () => {
    const db = t.server.connection.db;
    await db.updateTable('sites').set({ courseApprovalRequired: true }).where('id', '=', 1).execute();
    t.server.services.sites.forget();
    const courseFlow = (
      await call<ApproveFlow>('POST', '/Lms/ApproveFlow/Add', {
        code: 'QT-KH',
        name: 'Duyệt khóa học',
        steps: [{ name: 'Hội đồng chuyên môn', approverKind: 'user', idUser: await userId('owner') }],
      })
    ).body.data as ApproveFlow;
    await call('PUT', '/Lms/ApproveSetting/Edit', { member: flow.id, course: courseFlow.id });
    const course = await call<{ id: number; approval: string }>(
      'POST',
      '/Lms/Course/Add',
      { name: 'Kỹ năng bán hàng B2B' },
      teacher,
    );
    expect(course.body.data?.approval).toBe('pending');
    const idCourse = course.body.data?.id as number;
    // The owner's manual approval does not bypass the flow.
    expect((await call('PUT', '/Lms/Course/Approve', { id: idCourse, approval: 'approved' })).status).toBe(
      400,
    );
    const waiting = await call<Paged<ApprovalSummary>>('GET', '/Lms/Approval/List', { kind: 'course' });
    const request = waiting.body.data?.data.find(
      (r) => r.targetName === 'Kỹ năng bán hàng B2B',
    ) as ApprovalSummary;
    expect((await decide(request.id, 0, 'approve', owner)).body.data?.status).toBe(2);
    const approved = await call<{ approval: string }>('GET', '/Lms/Course/Get', { id: idCourse });
    expect(approved.body.data?.approval).toBe('approved');
    await db.updateTable('sites').set({ courseApprovalRequired: false }).where('id', '=', 1).execute();
    t.server.services.sites.forget();
  });

  it('hides a request from someone who approves none of its steps, and from another school', async () => {
    const { request } = await register('ung.vien4');
    const student = await t.signIn('student');
    expect((await call('GET', '/Lms/Approval/Get', { id: request.id }, student)).status).toBe(403);
    const { host } = await t.addOtherSite();
    const otherOwner = await t.signIn('owner', { host });
    expect((await call('GET', '/Lms/Approval/Get', { id: request.id }, otherOwner, { host })).status).toBe(
      404,
    );
    expect(
      (
        await call(
          'PUT',
          '/Lms/Approval/Decide',
          { id: request.id, step: 0, decision: 'approve' },
          otherOwner,
          { host },
        )
      ).status,
    ).toBe(404);
    expect((await call('GET', '/Lms/ApproveFlow/Get', { id: flow.id }, otherOwner, { host })).status).toBe(
      404,
    );
    expect(
      (await call('PUT', '/Lms/ApproveSetting/Edit', { member: flow.id, course: null }, otherOwner, { host }))
        .status,
    ).toBe(404);
  });
});
