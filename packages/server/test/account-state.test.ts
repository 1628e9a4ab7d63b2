import type { ApproveFlow, Member, SignUpResult, Student, Teacher } from '@saola/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountState,
  type Change,
  nextAccountState,
  stateOf,
  TRANSITIONS,
} from '../src/policy/account-state';
import { type Call, grantRights, type OwnerCall, startWithOwner, type TestServer, userIdOf } from './harness';

let t: TestServer;
let owner: string;
let call: OwnerCall;
/** The demo teacher, given the `student` right only. */
let teacher: string;
let flow: ApproveFlow;

const userId = (username: string) => userIdOf(t, username);

const PASSWORD = 'Thanhvien@2026';
const signIn = (username: string) =>
  t.call<{ accessToken: string }>({
    method: 'POST',
    url: '/Auth/User/SignIn',
    payload: { username, password: PASSWORD, idDevice: `d-${username}` },
  });

beforeAll(async () => {
  ({ t, owner, call } = await startWithOwner());
  await grantRights(t, 'teacher', ['student']);
  // Over the whole school's students, as the demo school's study office is.
  await t.server.connection.db
    .updateTable('rightGroups')
    .set({ scope: 'school' })
    .where('name', '=', 'rights of teacher student')
    .execute();
  teacher = await t.signIn('teacher');
  // One step, decided by the owner's deputy (another teacher): nobody else decides it.
  const deputy = await call<Teacher>('POST', '/Lms/Teacher/Add', {
    fullName: 'Phó phòng Nhân sự',
    username: 'pho.phong',
    password: PASSWORD,
    status: 'active',
    idGroups: [],
    rights: [],
  });
  expect(deputy.status, deputy.body.message).toBe(200);
  const made = await call<ApproveFlow>('POST', '/Lms/ApproveFlow/Add', {
    code: 'QT-TS',
    name: 'Duyệt tài khoản',
    steps: [{ name: 'Phó phòng duyệt', approverKind: 'user', idUser: await userId('pho.phong') }],
  });
  flow = made.body.data as ApproveFlow;
  expect((await call('PUT', '/Lms/ApproveSetting/Edit', { member: flow.id, course: null })).status).toBe(200);
});
afterAll(() => t.close());

/** A member the owner adds while the flow is set: she waits at its first step. */
async function waitingMember(username: string): Promise<Member> {
  const added = await call<Member>('POST', '/Lms/Member/Add', {
    fullName: `Ứng viên ${username}`,
    username,
    password: PASSWORD,
  });
  expect(added.body.data).toMatchObject({ status: 'inactive', censorship: 'pending' });
  return added.body.data as Member;
}

/** The student form as the list sends it, with the status asked. */
async function studentEdit(
  id: number,
  status: 'active' | 'inactive',
  token: string,
  locale?: Call['locale'],
) {
  const shown = (await call<Student>('GET', '/Lms/Student/Get', { id })).body.data as Student;
  return call<Student>(
    'PUT',
    '/Lms/Student/Edit',
    {
      id,
      fullName: shown.fullName,
      username: shown.username,
      classLevel: shown.classLevel,
      schoolLevel: shown.schoolLevel,
      schoolYear: shown.schoolYear,
      semester: shown.semester,
      status,
    },
    token,
    { locale },
  );
}

const memberOf = async (id: number) =>
  (await call<Member>('GET', '/Lms/Member/Get', { id })).body.data as Member;

describe('a waiting member', () => {
  it('is not activated by the student form, by a teacher with the student right or by the owner, and cannot sign in', async () => {
    const member = await waitingMember('cho.buoc1');
    const byTeacher = await studentEdit(member.id, 'active', teacher);
    expect(byTeacher.status).toBe(400);
    expect(byTeacher.body.data).toEqual([
      {
        field: 'status',
        message: "This member is waiting in an approval flow; each step's approver decides.",
      },
    ]);
    const inVietnamese = await studentEdit(member.id, 'active', teacher, 'vi-VN');
    expect(inVietnamese.body.data).toEqual([
      {
        field: 'status',
        message:
          'Thành viên này đang chờ duyệt theo quy trình phê duyệt; người duyệt của từng bước sẽ quyết định.',
      },
    ]);
    // The owner is held to the same machine: the flow decides, not a form.
    expect((await studentEdit(member.id, 'active', owner)).status).toBe(400);
    expect(await memberOf(member.id)).toMatchObject({ status: 'inactive', censorship: 'pending' });
    const refused = await signIn('cho.buoc1');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Your registration is waiting for the school’s approval.');
    // Her other fields stay editable: re-sending the status she has changes no state.
    const renamed = await studentEdit(member.id, 'inactive', teacher);
    expect(renamed.status).toBe(200);
  });

  it('is not activated by the member form either, nor censored by hand while the flow holds her', async () => {
    const member = await waitingMember('cho.buoc2');
    const form = { id: member.id, fullName: member.fullName, username: member.username };
    const edited = await call('PUT', '/Lms/Member/Edit', { ...form, status: 'active' });
    expect(edited.status).toBe(400);
    expect(edited.body.data).toEqual([
      {
        field: 'status',
        message: "This member is waiting in an approval flow; each step's approver decides.",
      },
    ]);
    expect((await call('PUT', '/Lms/Member/Edit', { ...form, status: 'inactive' })).status).toBe(200);
    // The owner is not the step's approver: her censorship by hand is refused.
    const censored = await call('PUT', '/Lms/Member/Censor', { id: member.id, censorship: 'approved' });
    expect(censored.status).toBe(400);
    expect(censored.body.message).toBe(
      "This member is waiting in an approval flow; each step's approver decides.",
    );
    expect(await memberOf(member.id)).toMatchObject({ status: 'inactive', censorship: 'pending' });
    expect((await signIn('cho.buoc2')).status).toBe(400);
  });

  it('is activated by the flow’s decision, then deactivated and activated again by the forms', async () => {
    const member = await waitingMember('cho.buoc3');
    const deputy = await t.signIn('pho.phong', { password: PASSWORD });
    const requests = await call<{ data: Array<{ id: number; targetName: string }> }>(
      'GET',
      '/Lms/Approval/List',
      { take: 100 },
      deputy,
    );
    const request = requests.body.data?.data.find((r) => r.targetName === member.fullName);
    const decided = await call(
      'PUT',
      '/Lms/Approval/Decide',
      { id: request?.id, step: 0, decision: 'approve' },
      deputy,
    );
    expect(decided.status).toBe(200);
    expect(await memberOf(member.id)).toMatchObject({ status: 'active', censorship: 'approved' });
    const session = await signIn('cho.buoc3');
    expect(session.status).toBe(200);
    // Deactivated by the teacher with the student right: her session ends, she cannot sign in.
    expect((await studentEdit(member.id, 'inactive', teacher)).status).toBe(200);
    const token = session.body.data?.accessToken as string;
    expect((await call('GET', '/Auth/User/Profile', undefined, token)).status).toBe(401);
    expect((await signIn('cho.buoc3')).body.message).toBe('The account has been deactivated');
    expect((await studentEdit(member.id, 'active', teacher)).status).toBe(200);
    expect((await signIn('cho.buoc3')).status).toBe(200);
  });
});

describe('a refused or waiting retail account', () => {
  it('is not activated by the student form; re-admitted by censorship, it signs in', async () => {
    // No flow for this one: the school moderates sign-ups and the owner decides by hand.
    expect((await call('PUT', '/Lms/ApproveSetting/Edit', { member: null, course: null })).status).toBe(200);
    const security = {
      isSetStrongPassword: false,
      deviceLimit: 3,
      wrongLoginLimit: 5,
      lockMinutes: 15,
      completionPercent: 80,
      learnerRegistration: 'automatic',
      memberModeration: true,
    };
    expect((await call('PUT', '/Lms/Setting/EditSecurity', security)).status).toBe(200);
    try {
      const signed = await t.call<SignUpResult>({
        method: 'POST',
        url: '/Auth/User/SignUp',
        payload: {
          fullName: 'Khách lẻ',
          username: 'khach.le',
          password: PASSWORD,
          confirmPassword: PASSWORD,
          idDevice: 'khach',
        },
      });
      expect(signed.body.data?.status).toBe('awaitingApproval');
      const id = await userId('khach.le');
      const waiting = await studentEdit(id, 'active', teacher);
      expect(waiting.status).toBe(400);
      expect(waiting.body.data).toEqual([
        {
          field: 'status',
          message:
            'This account is waiting for approval: it becomes active only when its registration is approved.',
        },
      ]);
      const cancelled = await call('PUT', '/Lms/Member/Censor', {
        id,
        censorship: 'cancelled',
        note: 'Trùng',
      });
      expect(cancelled.status).toBe(200);
      const refused = await studentEdit(id, 'active', owner, 'lo-LA');
      expect(refused.status).toBe(400);
      expect(refused.body.data).toEqual([
        { field: 'status', message: 'ການລົງທະບຽນຂອງບັນຊີນີ້ຖືກປະຕິເສດ: ກະລຸນາອະນຸມັດຄືນໃນລາຍຊື່ສະມາຊິກ.' },
      ]);
      expect((await signIn('khach.le')).body.message).toBe(
        'The school did not accept your registration: Trùng',
      );
      expect((await call('PUT', '/Lms/Member/Censor', { id, censorship: 'approved' })).status).toBe(200);
      expect((await signIn('khach.le')).status).toBe(200);
    } finally {
      await call('PUT', '/Lms/Setting/EditSecurity', { ...security, memberModeration: false });
      await call('PUT', '/Lms/ApproveSetting/Edit', { member: flow.id, course: null });
    }
  });

  it('cannot be left active by any path: the database refuses an active account that is not approved', async () => {
    const member = await waitingMember('cho.csdl');
    await expect(
      t.server.connection.db
        .updateTable('users')
        .set({ status: 'active' })
        .where('id', '=', member.id)
        .execute(),
    ).rejects.toThrow();
  });
});

describe('the state machine', () => {
  const STATES: AccountState[] = ['active', 'inactive', 'waiting', 'refused'];
  const ROWS = {
    active: { status: 'active', censorship: 'approved' },
    inactive: { status: 'inactive', censorship: 'approved' },
    waiting: { status: 'inactive', censorship: 'pending' },
    refused: { status: 'inactive', censorship: 'cancelled' },
  } as const;
  /** Every change anyone can ask, with the state it asks for. */
  const CHANGES: Array<{ change: Change; to: AccountState }> = [
    { change: { by: 'staff', status: 'active' }, to: 'active' },
    { change: { by: 'staff', status: 'inactive' }, to: 'inactive' },
    { change: { by: 'censor', decision: 'approved', note: '' }, to: 'active' },
    { change: { by: 'censor', decision: 'cancelled', note: 'Lý do' }, to: 'refused' },
    { change: { by: 'flow', approved: true, reason: null }, to: 'active' },
    { change: { by: 'flow', approved: false, reason: 'Lý do' }, to: 'refused' },
    { change: { by: 'moderation' }, to: 'waiting' },
    { change: { by: 'holder', proof: 'phone' }, to: 'active' },
  ];
  /** The named transitions, as [from, to, by, in a flow]; everything else is refused. */
  const NAMED = new Set([
    'inactive>active>staff>no',
    'active>inactive>staff>no',
    'inactive>active>holder>no',
    'active>waiting>moderation>no',
    'active>waiting>moderation>yes',
    'inactive>waiting>moderation>no',
    'inactive>waiting>moderation>yes',
    'waiting>active>flow>no',
    'waiting>active>flow>yes',
    'waiting>refused>flow>no',
    'waiting>refused>flow>yes',
    'waiting>active>censor>no',
    'waiting>refused>censor>no',
    'refused>active>censor>no',
    'refused>refused>censor>no',
    'active>active>censor>no',
    'inactive>active>censor>no',
    'active>refused>censor>no',
    'inactive>refused>censor>no',
    // Staff and holders have no flow to wait in, but the machine does not care.
    'inactive>active>staff>yes',
    'active>inactive>staff>yes',
    'inactive>active>holder>yes',
  ]);

  it('allows exactly the named transitions and refuses every other with a reason', () => {
    expect(TRANSITIONS.length).toBe(15);
    for (const from of STATES)
      for (const inFlow of [false, true])
        for (const { change, to } of CHANGES) {
          const row = ROWS[from];
          const decision = nextAccountState({ ...row, censorshipNote: null, inFlow }, change);
          const key = `${from}>${to}>${change.by}>${inFlow ? 'yes' : 'no'}`;
          // A form re-sending the status the account has is no transition: nothing changes.
          if (change.by === 'staff' && change.status === row.status) {
            expect(decision, key).toMatchObject({ allowed: true, transition: 'unchanged' });
            continue;
          }
          if (NAMED.has(key)) {
            expect(decision.allowed, key).toBe(true);
            if (decision.allowed) expect(stateOf(decision.row), key).toBe(to);
          } else {
            expect(decision.allowed, key).toBe(false);
            if (!decision.allowed) expect(decision.refusal, key).toMatch(/^(accountState|orgError)\./);
          }
        }
  });
});
