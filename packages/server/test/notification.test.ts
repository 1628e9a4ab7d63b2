import type { MyNotificationPage, Notification } from '@saola/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/server';
import {
  CLEANED_HTML,
  grantRights,
  HOSTILE_HTML,
  startWithOwner,
  type TestServer,
  userIdOf,
} from './harness';

let t: TestServer;
let owner: string;
let student: string;
beforeAll(async () => {
  ({ t, owner } = await startWithOwner());
  student = await t.signIn('student');
  await t.server.jobs.runDue(); // the seed's welcome message
});
afterAll(() => t.close());

const add = (payload: object, token = owner, locale?: 'vi-VN' | 'lo-LA') =>
  t.call<Notification>({
    method: 'POST',
    url: '/Auth/Notification/Add',
    token,
    payload,
    ...(locale ? { locale } : {}),
  });
const inbox = (token = student, payload: object = {}) =>
  t.call<MyNotificationPage>({ method: 'GET', url: '/Auth/Notification/MyNotification', token, payload });
const base = { title: 'Lịch thi học kỳ I', content: 'Thi từ ngày 15-12-2026.', recipientKind: 'all' };
const usersCount = async () =>
  (await t.server.connection.db.selectFrom('users').select('id').execute()).length;

describe('notifications', () => {
  it('delivered the seed’s welcome message to everyone', async () => {
    const mine = await inbox();
    expect(mine.body.data?.data[0]?.title).toBe('Chào mừng đến với Saola Demo School');
    expect(mine.body.data?.unread).toBe(1);
  });

  it('sends immediately through the job queue, once per recipient, and tracks read state', async () => {
    const created = await add({ ...base, sendMode: 'immediately' });
    expect(created.body).toMatchObject({ error: false, message: 'Saved', data: { status: 'sending' } });
    expect(await t.server.jobs.runDue()).toBe(1);
    expect(await t.server.jobs.runDue()).toBe(0);
    const got = await t.call<Notification>({
      method: 'GET',
      url: '/Auth/Notification/Get',
      token: owner,
      payload: { id: created.body.data?.id },
    });
    expect(got.body.data).toMatchObject({ status: 'sent', deliveries: await usersCount() });
    const mine = await inbox();
    expect(mine.body.data?.unread).toBe(2);
    const first = mine.body.data?.data[0];
    expect(first).toMatchObject({ title: 'Lịch thi học kỳ I', read: false });
    const opened = await t.call({
      method: 'GET',
      url: '/Auth/Notification/DetailNotification',
      token: student,
      payload: { id: first?.id },
    });
    expect(opened.body.data).toMatchObject({ id: first?.id, read: true });
    expect((await inbox()).body.data?.unread).toBe(1);
    expect((await inbox(student, { unreadOnly: 'true' })).body.data?.data.map((n) => n.title)).toEqual([
      'Chào mừng đến với Saola Demo School',
    ]);
    // Somebody else's inbox item is not found.
    const teacher = await t.signIn('teacher');
    expect(
      (
        await t.call({
          method: 'GET',
          url: '/Auth/Notification/DetailNotification',
          token: teacher,
          payload: { id: first?.id },
        })
      ).status,
    ).toBe(404);
  });

  it('keeps a scheduled sending across a restart and delivers it exactly once', async () => {
    const at = new Date(t.clock.now().getTime() + 60 * 60_000).toISOString();
    const created = await add({
      ...base,
      title: 'Họp phụ huynh',
      sendMode: 'scheduled',
      scheduledAt: at,
      recipientKind: 'users',
      recipientIds: [3],
    });
    expect(created.body.data).toMatchObject({ status: 'scheduled', nextSendAt: at });
    expect(await t.server.jobs.runDue()).toBe(0);

    // A worker claims the job and dies before finishing: nothing of its work was committed.
    t.clock.advance(61 * 60_000);
    const claimed = await t.server.jobs.claim();
    expect(claimed?.kind).toBe('notification.send');

    // A new process on the same database takes the job over once the lease has run out.
    const restarted = await createServer({
      settings: t.server.services.settings,
      connection: t.server.connection,
      clock: t.clock,
    });
    expect(await restarted.jobs.runDue()).toBe(0);
    t.clock.advance(2 * 60_000);
    expect(await restarted.jobs.runDue()).toBe(1);
    expect(await t.server.jobs.runDue()).toBe(0);
    await restarted.app.close();

    const deliveries = await t.server.connection.db
      .selectFrom('userNotifications')
      .select('idUser')
      .where('idNotification', '=', created.body.data?.id as number)
      .execute();
    expect(deliveries).toEqual([{ idUser: 3 }]);
  });

  it('sends a cyclic notification every day until its end, to a group', async () => {
    const start = new Date(t.clock.now().getTime() + 60_000);
    const until = new Date(start.getTime() + 2 * 24 * 60 * 60_000 + 1000);
    const created = await add({
      ...base,
      title: 'Điểm danh',
      sendMode: 'cyclic',
      cycle: 'daily',
      scheduledAt: start.toISOString(),
      cycleUntil: until.toISOString(),
      recipientKind: 'groups',
      recipientIds: [1],
    });
    expect(created.status).toBe(200);
    for (let day = 0; day < 4; day++) {
      t.clock.advance(24 * 60 * 60_000);
      await t.server.jobs.runDue();
    }
    const got = await t.call<Notification>({
      method: 'GET',
      url: '/Auth/Notification/Get',
      token: owner,
      payload: { id: created.body.data?.id },
    });
    expect(got.body.data).toMatchObject({ status: 'finished', deliveries: 3 * 4, nextSendAt: null });
  });

  it('lets a draft or scheduled notification be edited, and refuses to edit a sent one', async () => {
    const draft = await add({ ...base, sendMode: 'draft' });
    expect(draft.body.data?.status).toBe('draft');
    expect(await t.server.jobs.runDue()).toBe(0);
    const edited = await t.call<Notification>({
      method: 'PUT',
      url: '/Auth/Notification/Edit',
      token: owner,
      payload: { id: draft.body.data?.id, ...base, title: 'Sửa', sendMode: 'immediately' },
    });
    expect(edited.body.data).toMatchObject({ title: 'Sửa', status: 'sending' });
    await t.server.jobs.runDue();
    const again = await t.call({
      method: 'PUT',
      url: '/Auth/Notification/Edit',
      token: owner,
      locale: 'vi-VN',
      payload: { id: draft.body.data?.id, ...base, sendMode: 'draft' },
    });
    expect(again).toMatchObject({
      status: 400,
      body: { message: 'Thông báo đã được gửi nên không thể chỉnh sửa.' },
    });
  });

  it('cancels a scheduled sending when it is deleted', async () => {
    const at = new Date(t.clock.now().getTime() + 5 * 60_000).toISOString();
    const created = await add({ ...base, title: 'Hủy', sendMode: 'scheduled', scheduledAt: at });
    const deleted = await t.call({
      method: 'DELETE',
      url: '/Auth/Notification/Delete',
      token: owner,
      payload: { ids: [created.body.data?.id] },
    });
    expect(deleted.body).toMatchObject({ message: 'Deleted', data: { deleted: 1 } });
    t.clock.advance(10 * 60_000);
    expect(await t.server.jobs.runDue()).toBe(0);
  });

  it('validates schedules and recipients in the asked language', async () => {
    const past = new Date(t.clock.now().getTime() - 3 * 60 * 60_000).toISOString();
    expect((await add({ ...base, sendMode: 'scheduled', scheduledAt: past })).body.data).toEqual([
      { field: 'scheduledAt', message: 'The sending time must be in the future' },
    ]);
    expect((await add({ ...base, sendMode: 'scheduled' }, owner, 'lo-LA')).body.data).toEqual([
      { field: 'scheduledAt', message: 'ຕ້ອງປ້ອນຂໍ້ມູນໃນຊ່ອງນີ້' },
    ]);
    const soon = new Date(t.clock.now().getTime() + 60_000).toISOString();
    expect(
      (await add({ ...base, sendMode: 'cyclic', scheduledAt: soon, cycle: 'weekly', cycleUntil: soon })).body
        .data,
    ).toEqual([{ field: 'cycleUntil', message: 'The end date must be after the first sending' }]);
    expect(
      (await add({ ...base, sendMode: 'immediately', recipientKind: 'users' }, owner, 'vi-VN')).body.data,
    ).toEqual([{ field: 'recipientIds', message: 'Hãy chọn người nhận' }]);
    expect((await add({ ...base, title: '', sendMode: 'nope' })).body.data).toEqual([
      { field: 'title', message: 'The field is required' },
      { field: 'sendMode', message: 'Invalid value' },
    ]);
  });

  it('refuses another school’s users as recipients and hides its notifications', async () => {
    const other = await t.addOtherSite();
    const foreign = await t.server.connection.db
      .selectFrom('users')
      .select('id')
      .where('idSite', '=', other.idSite)
      .execute();
    const refused = await add({
      ...base,
      sendMode: 'immediately',
      recipientKind: 'users',
      recipientIds: foreign.map((u) => u.id),
    });
    expect(refused.status).toBe(404);
    const otherOwner = await t.signIn('owner', { host: other.host });
    const theirs = await t.call<{ total: number }>({
      method: 'GET',
      url: '/Auth/Notification/List',
      token: otherOwner,
      host: other.host,
    });
    expect(theirs.body.data?.total).toBe(0);
    expect(
      (
        await t.call({
          method: 'GET',
          url: '/Auth/Notification/Get',
          token: otherOwner,
          host: other.host,
          payload: { id: 1 },
        })
      ).status,
    ).toBe(404);
  });

  it('lists with search and paging, and registers push devices', async () => {
    const list = await t.call<{ data: Notification[]; total: number }>({
      method: 'GET',
      url: '/Auth/Notification/List',
      token: owner,
      payload: { keyword: 'Điểm', take: 1 },
    });
    expect(list.body.data?.total).toBe(1);
    expect(list.body.data?.data[0]?.title).toBe('Điểm danh');
    const device = await t.call({
      method: 'POST',
      url: '/Auth/Notification/AddFcmDevice',
      token: student,
      payload: { token: 'fcm-token-1', platform: 'web' },
    });
    expect(device.body.data).toEqual({ registered: true });
    await t.call({
      method: 'POST',
      url: '/Auth/Notification/AddFcmDevice',
      token: student,
      payload: { token: 'fcm-token-1' },
    });
    expect(await t.server.connection.db.selectFrom('fcmDevices').select('token').execute()).toHaveLength(1);
  });

  it('lets a teacher edit and delete only her own, and send to the whole school only with the right', async () => {
    const teacher = await t.signIn('teacher');
    const draft = { ...base, sendMode: 'draft' };
    const owners = (await add(draft)).body.data as Notification;
    const toAll = await add(draft, teacher, 'vi-VN');
    expect(toAll.status).toBe(403);
    expect(toAll.body.message).toBe('Bạn không có quyền gửi thông báo cho toàn trường.');
    // Her own class: a personal-scope teacher addresses only the classes she sees.
    await t.server.connection.db
      .updateTable('userGroups')
      .set({ idHomeroomTeacher: await userIdOf(t, 'teacher') })
      .where('id', '=', 1)
      .execute();
    const hers = (await add({ ...draft, recipientKind: 'groups', recipientIds: [1] }, teacher)).body
      .data as Notification;
    const edit = (id: number, payload: object = {}) =>
      t.call({
        method: 'PUT',
        url: '/Auth/Notification/Edit',
        token: teacher,
        payload: { id, ...draft, recipientKind: 'groups', recipientIds: [1], ...payload },
      });
    const remove = (ids: number[]) =>
      t.call({ method: 'DELETE', url: '/Auth/Notification/Delete', token: teacher, payload: { ids } });

    expect((await edit(owners.id)).status).toBe(403);
    expect((await remove([hers.id, owners.id])).status).toBe(403);
    expect((await edit(hers.id, { title: 'Của cô' })).status).toBe(200);
    expect((await edit(hers.id, { recipientKind: 'all', recipientIds: [] })).status).toBe(403);

    await grantRights(t, 'teacher', ['notification.sendAll']);
    expect((await edit(hers.id, { recipientKind: 'all', recipientIds: [] })).status).toBe(200);
    expect((await remove([owners.id])).status).toBe(403);
    expect((await remove([hers.id])).body.data).toEqual({ deleted: 1 });
    const left = await t.call<Notification>({
      method: 'GET',
      url: '/Auth/Notification/Get',
      token: owner,
      payload: { id: owners.id },
    });
    expect(left.body.data?.title).toBe(base.title);
  });

  it('keeps only safe formatting and links of a notification, in the inbox too', async () => {
    const created = await add({ ...base, content: HOSTILE_HTML, sendMode: 'immediately' });
    expect(created.body.data?.content).toBe(CLEANED_HTML);
    await t.server.jobs.runDue();
    const delivered = (await inbox()).body.data?.data.find((n) => n.idNotification === created.body.data?.id);
    expect(delivered?.content).toBe(CLEANED_HTML);
  });
});
