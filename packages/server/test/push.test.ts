import { createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NotifyEvents } from '@saola/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFcmAccount, startTestServer, type TestServer, userIdOf } from './harness';

/** A local stand-in for Google's OAuth and FCM endpoints: checks the JWT and records messages. */
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const received: Array<{ auth: string | undefined; token: string; title: string }> = [];
let tokenRequests = 0;
const body = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (c) => {
      text += c;
    });
    req.on('end', () => resolve(text));
  });
const fake = createServer(async (req, res) => {
  const text = await body(req);
  if (req.url === '/token') {
    tokenRequests++;
    const assertion = new URLSearchParams(text).get('assertion') ?? '';
    const [header, claims, signature] = assertion.split('.');
    const valid = createVerify('RSA-SHA256')
      .update(`${header}.${claims}`)
      .verify(publicKey, Buffer.from(signature ?? '', 'base64url'));
    const payload = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString());
    if (
      !valid ||
      payload.iss !== 'push@saola-demo.iam.gserviceaccount.com' ||
      !payload.scope.includes('firebase.messaging')
    ) {
      res.writeHead(401).end('{}');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ access_token: 'ya29.fake', expires_in: 3600 }));
    return;
  }
  if (req.url === '/v1/projects/saola-demo/messages:send') {
    const { message } = JSON.parse(text);
    if (message.token === 'dead-device') {
      res.writeHead(404).end('{"error":{"status":"NOT_FOUND"}}');
      return;
    }
    received.push({
      auth: req.headers.authorization,
      token: message.token,
      title: message.notification.title,
    });
    res.writeHead(200).end('{}');
    return;
  }
  res.writeHead(404).end();
});

let t: TestServer;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  t = await startTestServer({ fcm: { token: `${base}/token`, api: base } });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fake.close(resolve));
});

describe('push notifications through FCM', () => {
  it('sends nothing while the site has no credentials, but still delivers in-app', async () => {
    const student = await t.signIn('student');
    await t.call({
      method: 'POST',
      url: '/Auth/Notification/AddFcmDevice',
      token: student,
      payload: { token: 'device-1' },
    });
    await t.server.jobs.runDue();
    expect(received).toEqual([]);
    expect(tokenRequests).toBe(0);
    const inbox = await t.call<{ total: number }>({
      method: 'GET',
      url: '/Auth/Notification/MyNotification',
      token: student,
    });
    expect(inbox.body.data?.total).toBe(1);
  });

  it('pushes to the recipients’ devices once the site has credentials, and forgets dead devices', async () => {
    await t.server.connection.db.updateTable('sites').set(fakeFcmAccount(privateKey)).execute();
    const student2 = await t.signIn('student2');
    await t.call({
      method: 'POST',
      url: '/Auth/Notification/AddFcmDevice',
      token: student2,
      payload: { token: 'dead-device' },
    });
    const owner = await t.signIn('owner');
    const add = (title: string) =>
      t.call({
        method: 'POST',
        url: '/Auth/Notification/Add',
        token: owner,
        payload: {
          title,
          content: 'Nội dung',
          sendMode: 'immediately',
          recipientKind: 'groups',
          recipientIds: [1],
        },
      });
    await add('Nghỉ học ngày mai');
    await t.server.jobs.runDue();
    expect(received).toEqual([{ auth: 'Bearer ya29.fake', token: 'device-1', title: 'Nghỉ học ngày mai' }]);
    const devices = await t.server.connection.db.selectFrom('fcmDevices').select('token').execute();
    expect(devices.map((d) => d.token)).toEqual(['device-1']);
    await add('Lịch thi');
    await t.server.jobs.runDue();
    expect(received).toHaveLength(2);
    expect(tokenRequests).toBe(1);
  });

  it('stops pushing to a device once its session is signed out or revoked', async () => {
    const owner = await t.signIn('owner');
    const phone = await t.signIn('student3', { device: 'phone' });
    const tablet = await t.signIn('student3', { device: 'tablet' });
    for (const [token, device] of [
      [phone, 'phone-fcm'],
      [tablet, 'tablet-fcm'],
    ] as const)
      await t.call({
        method: 'POST',
        url: '/Auth/Notification/AddFcmDevice',
        token,
        payload: { token: device },
      });
    const idStudent3 = await userIdOf(t, 'student3');
    const notify = async (title: string) => {
      await t.call({
        method: 'POST',
        url: '/Auth/Notification/Add',
        token: owner,
        payload: {
          title,
          content: 'x',
          sendMode: 'immediately',
          recipientKind: 'users',
          recipientIds: [idStudent3],
        },
      });
      await t.server.jobs.runDue();
      return received.filter((r) => r.title === title).map((r) => r.token);
    };
    expect((await notify('Cả hai')).sort()).toEqual(['phone-fcm', 'tablet-fcm']);
    await t.call({ method: 'GET', url: '/Auth/User/Signout', token: phone });
    expect(await notify('Chỉ máy tính bảng')).toEqual(['tablet-fcm']);
    await t.call({
      method: 'GET',
      url: '/Auth/User/Signout',
      token: tablet,
      payload: { allDevices: 'true' },
    });
    expect(await notify('Không ai')).toEqual([]);
  });

  it('sends an event by push only while the school leaves its push channel on', async () => {
    const db = t.server.connection.db;
    const owner = await t.signIn('owner');
    const learner = await t.signIn('student3', { device: 'phone' });
    await t.call({
      method: 'POST',
      url: '/Auth/Notification/AddFcmDevice',
      token: learner,
      payload: { token: 'enrolled-phone' },
    });
    const { id: idSite } = await db.selectFrom('sites').select('id').orderBy('id').executeTakeFirstOrThrow();
    const idUser = await userIdOf(t, 'student3');
    await db.updateTable('users').set({ locale: 'lo' }).where('id', '=', idUser).execute();
    const enrolIn = async (name: string) => {
      const course = await db
        .insertInto('courses')
        .values({
          idSite,
          name,
          coverUrl: null,
          idTeacher: null,
          idCategory: null,
          denialReason: null,
          approval: 'approved',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const reply = await t.call({
        method: 'POST',
        url: '/Lms/Enrolment/Add',
        token: owner,
        payload: { idCourse: course.id, idUsers: [idUser] },
      });
      expect(reply.status).toBe(200);
      await t.server.jobs.runDue();
      return received.filter((r) => r.token === 'enrolled-phone').map((r) => r.title);
    };
    const events = async () =>
      (await t.call<NotifyEvents>({ method: 'GET', url: '/Lms/Setting/GetNotificationEvents', token: owner }))
        .body.data as NotifyEvents;
    const setEnrolment = async (push: boolean) => {
      const saved = await t.call({
        method: 'PUT',
        url: '/Lms/Setting/EditNotificationEvents',
        token: owner,
        payload: { ...(await events()), enrolment: { inApp: true, push, mail: false } },
      });
      expect(saved.status).toBe(200);
    };
    await setEnrolment(true);
    // In the learner's language (Lao), as her inbox says it.
    expect(await enrolIn('ເຄມີ 10')).toEqual([expect.stringContaining('ເຄມີ 10')]);
    await setEnrolment(false);
    expect(await enrolIn('ຟີຊິກ 10')).toHaveLength(1);
  });
});
