import type { Order, Student } from '@saola/core/api';
import { type Paged, RIGHTS } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, grantRights, startWithOwner, type TestServer, userIdOf } from './harness';

/**
 * Issue 32 attacked at its joints: for each rule, another path that reaches the same rows, tried by the
 * person the rule keeps out. Each case here got through before its fix.
 */
let t: TestServer;
let owner: string;
let teacher: string;
/** A learner the owner adds, with an email and a phone: in no class and no course of `teacher`. */
let outsider: number;
let myCourse: number;

const call = <T>(method: Call['method'], url: string, payload: unknown, token = teacher) =>
  t.call<T>({ method, url, token, payload });

beforeAll(async () => {
  ({ t, owner } = await startWithOwner());
  const added = await call<Student>(
    'POST',
    '/Lms/Student/Add',
    {
      fullName: 'Lê Văn Xa',
      username: 'le.van.xa',
      password: 'Saola@2026x',
      kind: 'registered',
      email: 'le.van.xa@example.vn',
      phone: '0912 345 678',
    },
    owner,
  );
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  outsider = (added.body.data as Student).id;
  myCourse = (
    await t.server.connection.db
      .insertInto('courses')
      .values({ idSite: 1, name: 'Toán 10', idTeacher: await userIdOf(t, 'teacher'), approval: 'approved' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // As in the demo school: `teacher` is Lớp 10A1's homeroom teacher, so `student` is hers.
  await t.server.connection.db
    .updateTable('userGroups')
    .set({ idHomeroomTeacher: await userIdOf(t, 'teacher') })
    .where('idSite', '=', 1)
    .where('name', '=', 'Lớp 10A1')
    .execute();
  // A salesperson's rights, her data scope still personal.
  await grantRights(t, 'teacher', [RIGHTS.order]);
  teacher = await t.signIn('teacher');
});
afterAll(() => t.close());

const seesOutsider = async () => {
  const list = await call<Paged<Student>>('GET', '/Lms/Student/List', { take: 100 });
  return (list.body.data?.data ?? []).some((s) => s.id === outsider);
};

describe('a personal-scope teacher with the order right', () => {
  it.each([
    ['email', { email: 'LE.VAN.XA@example.vn' }],
    ['phone', { phone: '0912 345 678' }],
  ])(
    'cannot sell to a learner she does not see by typing his %s instead of picking him',
    async (_, contact) => {
      const order = await call<Order>('POST', '/Lms/Order/Add', {
        customerName: 'Lê Văn Xa',
        ...contact,
        paymentType: 'cash',
        idCourses: [myCourse],
      });
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      // The order neither names his account nor, paid, enrols him in her course.
      expect(order.body.data?.idUser).not.toBe(outsider);
      const paid = await call('POST', '/Lms/Order/Confirm', { id: order.body.data?.id });
      expect(paid.status).toBe(200);
      expect(await seesOutsider()).toBe(false);
    },
  );

  it('does not pick the oldest of a family sharing a phone: the owner is asked to choose the learner', async () => {
    const sibling = await call<Student>(
      'POST',
      '/Lms/Student/Add',
      {
        fullName: 'Lê Thị Xuân',
        username: 'le.thi.xuan',
        password: 'Saola@2026x',
        kind: 'registered',
        phone: '0912345678',
      },
      owner,
    );
    expect(sibling.status, JSON.stringify(sibling.body)).toBe(200);
    const order = await call<Order>(
      'POST',
      '/Lms/Order/Add',
      { customerName: 'Lê Thị Xuân', phone: '0912 345 678', paymentType: 'cash', idCourses: [myCourse] },
      owner,
    );
    expect(order.status).toBe(400);
    expect(order.body.data).toEqual([
      { field: 'idUser', message: 'Several learners use this email or phone number: choose the learner' },
    ]);
  });
});

describe('a personal-scope teacher writing a notification', () => {
  const draft = (recipientKind: string, recipientIds: number[]) =>
    call<{ recipients: Array<{ id: number; name: string }> }>('POST', '/Auth/Notification/Add', {
      title: 'Nhắc nhở',
      content: 'Nộp bài trước thứ Sáu.',
      sendMode: 'draft',
      recipientKind,
      recipientIds,
    });

  it('cannot address, and so read the name of, a learner she does not see', async () => {
    const sent = await draft('users', [outsider]);
    expect(JSON.stringify(sent.body)).not.toContain('Lê Văn Xa');
    expect(sent.status).toBe(404);
    expect(sent.body.data).toEqual([{ field: 'recipientIds', message: 'The data was not found.' }]);
  });

  it('cannot address a class she does not see', async () => {
    const other = await call<{ id: number }>(
      'POST',
      '/Lms/UserGroup/Add',
      { name: 'Lớp 11B2', idMembers: [outsider] },
      owner,
    );
    const sent = await draft('groups', [other.body.data?.id as number]);
    expect(JSON.stringify(sent.body)).not.toContain('Lớp 11B2');
    expect(sent.status).toBe(404);
  });

  it('still addresses the school’s staff and her own learners', async () => {
    const sent = await draft('users', [await userIdOf(t, 'owner'), await userIdOf(t, 'student')]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  });
});
