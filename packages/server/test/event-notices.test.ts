import type { AddressInfo } from 'node:net';
import type { MyNotificationPage, NotifyEvents, SettingChange } from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithOwner, type TestServer } from './harness';

let t: TestServer;
let owner: string;
let smtp: SMTPServer;
const received: ParsedMail[] = [];
const ids: Record<string, number> = {};
let idSite: number;

const ALL_OFF = { inApp: false, push: false, mail: false };

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  ({ t, owner } = await startWithOwner());
  await t.server.jobs.runDue(); // the seed's welcome message
  const db = t.server.connection.db;
  idSite = (await db.selectFrom('sites').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  for (const u of await db.selectFrom('users').select(['id', 'username']).execute()) ids[u.username] = u.id;
  for (const [username, email, locale] of [
    ['student', 'an@example.test', 'vi'],
    ['student2', 'binh@example.test', 'en'],
    ['student3', 'chi@example.test', 'lo'],
  ] as const)
    await db
      .updateTable('users')
      .set({ email, locale })
      .where('id', '=', ids[username] as number)
      .execute();
  const course = await db
    .insertInto('courses')
    .values({
      idSite,
      name: 'Vật lý 11',
      coverUrl: null,
      idTeacher: null,
      idCategory: null,
      denialReason: null,
      approval: 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.course = course.id;
  const saved = await t.call({
    method: 'PUT',
    url: '/Lms/Setting/EditMail',
    token: owner,
    payload: {
      host: '127.0.0.1',
      port: (smtp.server.address() as AddressInfo).port,
      security: 'none',
      fromName: 'Saola Demo',
      fromAddress: 'school@example.test',
    },
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const settings = async () =>
  (await t.call<NotifyEvents>({ method: 'GET', url: '/Lms/Setting/GetNotificationEvents', token: owner }))
    .body.data as NotifyEvents;
const save = (payload: NotifyEvents, token = owner) =>
  t.call<NotifyEvents>({ method: 'PUT', url: '/Lms/Setting/EditNotificationEvents', token, payload });
const enrol = (username: string) =>
  t.call({
    method: 'POST',
    url: '/Lms/Enrolment/Add',
    token: owner,
    payload: { idCourse: ids.course, idUsers: [ids[username]] },
  });
const inbox = async (username: string) =>
  (
    await t.call<MyNotificationPage>({
      method: 'GET',
      url: '/Auth/Notification/MyNotification',
      token: await t.signIn(username),
    })
  ).body.data?.data ?? [];
const mailsTo = (address: string) => received.filter((m) => m.to && 'text' in m.to && m.to.text === address);

describe('event notifications: the setting', () => {
  it('answers the defaults, saves a change in the history, and is the owner’s alone', async () => {
    const defaults = await settings();
    expect(defaults.orderPaid).toEqual({ inApp: true, push: true, mail: true });
    expect(defaults.newLesson.mail).toBe(false);
    const next = { ...defaults, newLesson: { inApp: true, push: false, mail: true } };
    const saved = await save(next);
    expect(saved.status).toBe(200);
    expect(saved.body.data?.newLesson).toEqual({ inApp: true, push: false, mail: true });
    expect((await settings()).newLesson).toEqual({ inApp: true, push: false, mail: true });
    const history = await t.call<Paged<SettingChange>>({
      method: 'GET',
      url: '/Lms/Setting/History',
      token: owner,
      payload: { section: 'notifications' },
    });
    expect(history.body.data?.data[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'newLesson.push', from: true, to: false },
        { field: 'newLesson.mail', from: false, to: true },
      ]),
    );
    const teacher = await t.signIn('teacher');
    expect((await save(next, teacher)).status).toBe(403);
    const bad = await save({ ...next, exam: { inApp: 'yes' } } as unknown as NotifyEvents);
    expect(bad.status).toBe(400);
  });
});

describe('event notifications: each channel obeys the setting', () => {
  it('enrolment with in-app and mail on: the learner gets both, in her own language', async () => {
    await save({ ...(await settings()), enrolment: { inApp: true, push: true, mail: true } });
    expect((await enrol('student2')).status).toBe(200);
    await t.server.jobs.runDue();
    const [mail] = mailsTo('binh@example.test');
    expect(mail?.subject).toBe('You have been enrolled in Vật lý 11');
    const [item] = await inbox('student2');
    expect(item).toMatchObject({ title: 'You have been enrolled in Vật lý 11', read: false });
    // The school's own notice list does not fill up with the notices events make.
    const list = await t.call<Paged<{ title: string }>>({
      method: 'GET',
      url: '/Auth/Notification/List',
      token: owner,
    });
    expect(list.body.data?.data.map((n) => n.title)).not.toContain('You have been enrolled in Vật lý 11');
    expect(list.body.data?.data.length).toBeGreaterThan(0);
  });

  it('enrolment with mail off and in-app on: an inbox item and no mail', async () => {
    await save({ ...(await settings()), enrolment: { inApp: true, push: true, mail: false } });
    expect((await enrol('student')).status).toBe(200);
    await t.server.jobs.runDue();
    expect(mailsTo('an@example.test')).toHaveLength(0);
    const [item] = await inbox('student');
    expect(item?.title).toBe('Bạn đã được ghi danh vào khóa học Vật lý 11');
  });

  it('enrolment with every channel off: nothing at all', async () => {
    await save({ ...(await settings()), enrolment: ALL_OFF });
    const before = await inbox('student3');
    expect((await enrol('student3')).status).toBe(200);
    await t.server.jobs.runDue();
    expect(mailsTo('chi@example.test')).toHaveLength(0);
    expect(await inbox('student3')).toEqual(before);
  });

  it('a new lesson with in-app off and mail on: a mail to each learner and no inbox item', async () => {
    await save({ ...(await settings()), newLesson: { inApp: false, push: false, mail: true } });
    const before = (await inbox('student2')).length;
    const chapter = await t.call<{ id: number }>({
      method: 'POST',
      url: '/Lms/Curriculum/AddChapter',
      token: owner,
      payload: { idCourse: ids.course, title: 'Chương 1' },
    });
    const lesson = await t.call({
      method: 'POST',
      url: '/Lms/Curriculum/AddLesson',
      token: owner,
      payload: {
        idChapter: chapter.body.data?.id,
        title: 'Định luật Ohm',
        kind: 'text',
        content: '<p>…</p>',
      },
    });
    expect(lesson.status).toBe(200);
    await t.server.jobs.runDue();
    // student2 reads English, student Vietnamese, student3 Lao: each in her own language.
    expect(mailsTo('binh@example.test').map((m) => m.subject)).toContain('New lesson in Vật lý 11');
    expect(mailsTo('an@example.test').map((m) => m.subject)).toEqual([
      'Bài học mới trong khóa học Vật lý 11',
    ]);
    expect(mailsTo('chi@example.test').map((m) => m.subject)).toEqual(['ບົດຮຽນໃໝ່ໃນຫຼັກສູດ Vật lý 11']);
    expect(await inbox('student2')).toHaveLength(before);
  });

  it('a member’s approval decision reaches her by mail when mail is on, and not when it is off', async () => {
    const db = t.server.connection.db;
    await db
      .updateTable('users')
      .set({ censorship: 'pending', status: 'inactive' })
      .where('id', '=', ids.student3 as number)
      .execute();
    await save({ ...(await settings()), approval: { inApp: true, push: false, mail: false } });
    const censor = (censorship: string, note?: string) =>
      t.call({
        method: 'PUT',
        url: '/Lms/Member/Censor',
        token: owner,
        payload: { id: ids.student3, censorship, ...(note ? { note } : {}) },
      });
    const denied = await censor('cancelled', 'Thiếu giấy tờ');
    expect(denied.status).toBe(200);
    await t.server.jobs.runDue();
    // The mails are the school's templates for the decision (memberRefused, memberApproved).
    const subjects = () => mailsTo('chi@example.test').map((m) => m.subject ?? '');
    expect(subjects().some((s) => s.includes('ບໍ່ໄດ້ຮັບການລົງທະບຽນຂອງທ່ານ'))).toBe(false);
    await save({ ...(await settings()), approval: { inApp: true, push: false, mail: true } });
    expect((await censor('approved')).status).toBe(200);
    await t.server.jobs.runDue();
    expect(subjects().some((s) => s.includes('ໄດ້ອະນຸມັດການລົງທະບຽນຂອງທ່ານແລ້ວ'))).toBe(true);
    const titles = (await inbox('student3')).map((i) => i.title);
    expect(titles.slice(0, 2)).toEqual(['ການລົງທະບຽນຂອງທ່ານອະນຸມັດແລ້ວ', 'ການລົງທະບຽນຂອງທ່ານຖືກປະຕິເສດ']);
  });

  it('tells a teacher in her inbox that her course was approved, or rejected and why', async () => {
    const db = t.server.connection.db;
    await save({ ...(await settings()), approval: { inApp: true, push: false, mail: false } });
    const teacherId = ids.teacher as number;
    const made = await db
      .insertInto('courses')
      .values({
        idSite,
        name: 'Sinh học 12',
        coverUrl: null,
        idTeacher: teacherId,
        idCategory: null,
        denialReason: null,
        approval: 'pending',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('users').set({ locale: 'en' }).where('id', '=', teacherId).execute();
    const decide = (approval: string, reason?: string) =>
      t.call({
        method: 'PUT',
        url: '/Lms/Course/Approve',
        token: owner,
        payload: { id: made.id, approval, ...(reason ? { reason } : {}) },
      });
    expect((await decide('denied', 'Thiếu đề cương')).status).toBe(200);
    expect((await decide('approved')).status).toBe(200);
    await t.server.jobs.runDue();
    const mine = await inbox('teacher');
    expect(mine.slice(0, 2).map((n) => n.title)).toEqual([
      'Course approved: Sinh học 12',
      'Course rejected: Sinh học 12',
    ]);
  });

  it('another school’s setting is its own', async () => {
    const other = await t.addOtherSite();
    const otherOwner = await t.signIn('owner', { host: other.host });
    const theirs = await t.call<NotifyEvents>({
      method: 'GET',
      url: '/Lms/Setting/GetNotificationEvents',
      token: otherOwner,
      host: other.host,
    });
    expect(theirs.body.data?.enrolment).toEqual({ inApp: true, push: true, mail: false });
    expect(theirs.body.data?.newLesson).toEqual({ inApp: true, push: true, mail: false });
  });
});
