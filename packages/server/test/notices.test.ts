import type { MyNotificationPage, Notification } from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../src/jobs/runner';
import { SEND_JOB, sendNotification } from '../src/modules/notification/send';
import type { LogSms } from '../src/modules/settings/sms';
import { type FakeSmtp, startFakeSmtp } from './fake-smtp';
import { startWithOwner, type TestServer } from './harness';

let t: TestServer;
let owner: string;
let smtp: FakeSmtp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  smtp = await startFakeSmtp();
  ({ t, owner } = await startWithOwner());
  await t.server.jobs.runDue(); // the seed's welcome message
  const db = t.server.connection.db;
  const site = await db.selectFrom('sites').select('id').orderBy('id').executeTakeFirstOrThrow();
  for (const u of await db.selectFrom('users').select(['id', 'username']).execute()) ids[u.username] = u.id;
  // A unit with a sub-unit: student in the parent, student2 in the child; student3 learns a course.
  const parent = await db
    .insertInto('units')
    .values({ idSite: site.id, name: 'Khối THPT', idParent: null, idManager: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const child = await db
    .insertInto('units')
    .values({ idSite: site.id, name: 'Lớp 10A1', idParent: parent.id, idManager: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.unit = parent.id;
  ids.subUnit = child.id;
  await db
    .updateTable('users')
    .set({ idUnit: parent.id })
    .where('id', '=', ids.student as number)
    .execute();
  await db
    .updateTable('users')
    .set({ idUnit: child.id })
    .where('id', '=', ids.student2 as number)
    .execute();
  const course = await db
    .insertInto('courses')
    .values({
      idSite: site.id,
      name: 'Toán 10',
      coverUrl: null,
      idTeacher: null,
      idCategory: null,
      denialReason: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.course = course.id;
  await db
    .insertInto('courseEnrolments')
    .values({
      idSite: site.id,
      idCourse: course.id,
      idUser: ids.student3 as number,
      lastActivityAt: null,
      completedAt: null,
    })
    .execute();
  await db
    .updateTable('users')
    .set({ email: 'an@example.test', phone: '0912345678' })
    .where('id', '=', ids.student as number)
    .execute();
  await db
    .updateTable('users')
    .set({ email: 'binh@example.test', phone: null })
    .where('id', '=', ids.student2 as number)
    .execute();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const add = (payload: object, token = owner, host?: string) =>
  t.call<Notification>({
    method: 'POST',
    url: '/Auth/Notification/Add',
    token,
    payload,
    ...(host ? { host } : {}),
  });
const get = (id: number, token = owner, host?: string) =>
  t.call<Notification>({
    method: 'GET',
    url: '/Auth/Notification/Get',
    token,
    payload: { id },
    ...(host ? { host } : {}),
  });
const inboxOf = async (username: string) =>
  (
    await t.call<MyNotificationPage>({
      method: 'GET',
      url: '/Auth/Notification/MyNotification',
      token: await t.signIn(username as 'student'),
    })
  ).body.data;
const base = { content: '<p>Nghỉ lễ từ <b>1/1</b>.</p>', sendMode: 'immediately' };
const deliveredTo = async (idNotification: number) =>
  (
    await t.server.connection.db
      .selectFrom('userNotifications')
      .select('idUser')
      .where('idNotification', '=', idNotification)
      .orderBy('idUser')
      .execute()
  ).map((row) => row.idUser);

describe('notices: audiences', () => {
  it('sends to a unit with its sub-units and names the unit', async () => {
    const created = await add({
      ...base,
      title: 'Khối THPT',
      recipientKind: 'units',
      recipientIds: [ids.unit],
    });
    expect(created.status).toBe(200);
    expect(created.body.data?.recipients).toEqual([{ id: ids.unit, name: 'Khối THPT' }]);
    await t.server.jobs.runDue();
    expect(await deliveredTo(created.body.data?.id as number)).toEqual(
      [ids.student, ids.student2].sort((a, b) => (a as number) - (b as number)),
    );
  });

  it("sends to a course's learners", async () => {
    const created = await add({
      ...base,
      title: 'Toán 10',
      recipientKind: 'courses',
      recipientIds: [ids.course],
    });
    expect(created.status).toBe(200);
    await t.server.jobs.runDue();
    expect(await deliveredTo(created.body.data?.id as number)).toEqual([ids.student3]);
    const inbox = await inboxOf('student3');
    expect(inbox?.data[0]).toMatchObject({ title: 'Toán 10', read: false });
  });

  it("refuses another school's units and courses, and answers 404 for its notices", async () => {
    const other = await t.addOtherSite();
    const db = t.server.connection.db;
    const unit = await db
      .insertInto('units')
      .values({ idSite: other.idSite, name: 'Other unit', idParent: null, idManager: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const course = await db
      .insertInto('courses')
      .values({
        idSite: other.idSite,
        name: 'Other course',
        coverUrl: null,
        idTeacher: null,
        idCategory: null,
        denialReason: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [kind, id] of [
      ['units', unit.id],
      ['courses', course.id],
    ] as const) {
      const refused = await add({ ...base, title: 'x', recipientKind: kind, recipientIds: [id] });
      expect(refused.status).toBe(404);
    }
    const otherOwner = await t.signIn('owner', { host: other.host });
    const theirs = await add(
      { ...base, title: 'Their notice', recipientKind: 'all' },
      otherOwner,
      other.host,
    );
    expect(theirs.status).toBe(200);
    const theirId = theirs.body.data?.id as number;
    expect((await get(theirId)).status).toBe(404);
    const edit = await t.call({
      method: 'PUT',
      url: '/Auth/Notification/Edit',
      token: owner,
      payload: { id: theirId, ...base, title: 'Taken', recipientKind: 'all' },
    });
    expect(edit.status).toBe(404);
    const removed = await t.call<{ deleted: number }>({
      method: 'DELETE',
      url: '/Auth/Notification/Delete',
      token: owner,
      payload: { ids: [theirId] },
    });
    expect(removed.body.data?.deleted ?? 0).toBe(0);
    expect((await get(theirId, otherOwner, other.host)).body.data?.title).toBe('Their notice');
  });
});

describe('notices: channels', () => {
  it('refuses mail before the school has a mail server, in the asked language', async () => {
    const refused = await t.call({
      method: 'POST',
      url: '/Auth/Notification/Add',
      token: owner,
      locale: 'vi-VN',
      payload: { ...base, title: 'x', recipientKind: 'all', byMail: true },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      data: [{ field: 'byMail', message: expect.stringContaining('máy chủ thư') }],
    });
  });

  it('mails and texts the people it delivers to, once, and counts reads', async () => {
    const mailSaved = await t.call({
      method: 'PUT',
      url: '/Lms/Setting/EditMail',
      token: owner,
      payload: {
        host: '127.0.0.1',
        port: smtp.port,
        security: 'none',
        username: '',
        password: '',
        fromName: 'Saola Demo',
        fromAddress: 'school@example.test',
      },
    });
    expect(mailSaved.status).toBe(200);
    const sms = t.server.services.sms as LogSms;
    const textsBefore = sms.sent.length;
    const created = await add({
      ...base,
      title: 'Họp phụ huynh',
      recipientKind: 'units',
      recipientIds: [ids.unit],
      byMail: true,
      bySms: true,
    });
    expect(created.body.data).toMatchObject({ byMail: true, bySms: true });
    await t.server.jobs.runDue();
    const mails = smtp.received.filter((m) => m.subject === 'Họp phụ huynh');
    expect(mails.map((m) => (Array.isArray(m.to) ? '' : m.to?.text)).sort()).toEqual([
      'an@example.test',
      'binh@example.test',
    ]);
    expect(mails[0]?.html).toContain('<b>1/1</b>');
    const texts = sms.sent.slice(textsBefore);
    expect(texts).toEqual([
      expect.objectContaining({ to: '0912345678', text: 'Họp phụ huynh: Nghỉ lễ từ 1/1.' }),
    ]);
    const id = created.body.data?.id as number;
    const opened = await inboxOf('student');
    const mine = opened?.data.find((n) => n.idNotification === id);
    await t.call({
      method: 'GET',
      url: '/Auth/Notification/DetailNotification',
      token: await t.signIn('student'),
      payload: { id: mine?.id },
    });
    expect((await get(id)).body.data).toMatchObject({ deliveries: 2, reads: 1, mailed: 2, texted: 1 });
    const listed = await t.call<Paged<Notification>>({
      method: 'GET',
      url: '/Auth/Notification/List',
      token: owner,
      payload: { keyword: 'Họp phụ huynh' },
    });
    expect(listed.body.data?.data[0]).toMatchObject({
      id,
      reads: 1,
      recipients: [{ id: ids.unit, name: 'Khối THPT' }],
    });
  });
});

describe('notices: the send job', () => {
  const workers = (lockMs: number) =>
    [1, 2].map(
      () =>
        new JobRunner(
          t.server.connection.db,
          t.clock,
          {
            [SEND_JOB]: sendNotification({
              push: { send: async () => ({ unregistered: [] }) } as never,
              db: t.server.connection.db,
              mail: t.server.services,
              sms: t.server.services.sms,
            }),
          },
          { pollMs: 10, lockMs },
        ),
    ) as [JobRunner, JobRunner];

  /** A notice to both students by mail and SMS, and how many mails and texts have gone out since it was added. */
  async function mailedAndTexted(title: string) {
    const sms = t.server.services.sms as LogSms;
    const texts = sms.sent.length;
    const mails = smtp.received.length;
    const created = await add({
      ...base,
      title,
      recipientKind: 'users',
      recipientIds: [ids.student, ids.student2],
      byMail: true,
      bySms: true,
    });
    return {
      id: created.body.data?.id as number,
      mailsSince: () => smtp.received.length - mails,
      textsSince: () => sms.sent.length - texts,
    };
  }

  it('delivers, mails and texts exactly once when two workers race for the sending', async () => {
    const { id, mailsSince, textsSince } = await mailedAndTexted('Race');
    const [a, b] = workers(60_000);
    const ran = await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect(ran.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect((await deliveredTo(id)).length).toBe(2);
    expect(mailsSince()).toBe(2);
    expect(textsSince()).toBe(1);
    expect((await get(id)).body.data).toMatchObject({ status: 'sent', deliveries: 2, mailed: 2, texted: 1 });
  });

  it('delivers once when a worker whose lease ran out finishes after another took the sending over', async () => {
    const { id, mailsSince, textsSince } = await mailedAndTexted('Takeover');
    const [slow, fast] = workers(1_000);
    const claimed = await slow.claim();
    expect(claimed).not.toBeNull();
    expect(await fast.claim()).toBeNull(); // leased
    t.clock.advance(2_000); // the slow worker's lease runs out
    const taken = await fast.claim();
    expect(taken?.id).toBe(claimed?.id);
    await Promise.all([fast.run(taken as never), slow.run(claimed as never)]);
    expect((await deliveredTo(id)).length).toBe(2);
    expect(mailsSince()).toBe(2);
    expect(textsSince()).toBe(1);
    expect((await get(id)).body.data).toMatchObject({ deliveries: 2, mailed: 2, texted: 1 });
  });
});
