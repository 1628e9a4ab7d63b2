import type { OutboxMail } from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSmtp, startFakeSmtp } from './fake-smtp';
import { type Call, startWithOwner, type TestServer } from './harness';

let t: TestServer;
let owner: string;
let smtp: FakeSmtp;

beforeAll(async () => {
  ({ t, owner } = await startWithOwner());
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(async () => {
  t.clock.advance(60 * 60_000);
  await t.server.connection.db.deleteFrom('mailSettings').execute();
  await t.server.connection.db.deleteFrom('mailOutbox').execute();
});

const call = <T>(method: Call['method'], url: string, payload?: unknown, token = owner, host?: string) =>
  t.call<T>({ method, url, payload, token, host });
const outbox = async (token = owner, host?: string) => {
  const reply = await call<Paged<OutboxMail>>('GET', '/Lms/MailOutbox/List', { take: 200 }, token, host);
  expect(reply.status, reply.body.message).toBe(200);
  return reply.body.data as Paged<OutboxMail>;
};
const idSite = async () =>
  (
    await t.server.connection.db
      .selectFrom('users')
      .select('idSite')
      .where('username', '=', 'owner')
      .executeTakeFirstOrThrow()
  ).idSite;

describe('mail outbox', () => {
  it('keeps the mails of a school with no mail server, newest first, for the owner to read', async () => {
    const asked = await t.call<{ sent: boolean }>({
      method: 'POST',
      url: '/Auth/User/ForgotPassword',
      payload: { identifier: 'trang.pham@saola.edu.vn' },
    });
    // The learner is still told to ask the school: she cannot read the outbox.
    expect(asked.body.data?.sent).toBe(false);
    const test = await call<{ sent: boolean }>('POST', '/Lms/Mail/Test', { to: 'hoa@example.vn' });
    expect(test.status).toBe(200);
    expect(test.body.data?.sent).toBe(false);
    expect(test.body.message).toBe(
      'The school has no mail server: the test mail was kept in the outbox, not sent to hoa@example.vn.',
    );
    const kept = await outbox();
    expect(kept.total).toBe(2);
    expect(kept.data.map((m) => m.to)).toEqual(['hoa@example.vn', 'trang.pham@saola.edu.vn']);
    // The reset mail as it would have left: its link works for the account it names.
    expect(kept.data[1]?.html).toMatch(/\/forgotPassword\?token=/);
    expect(new Date(kept.data[0]?.createdAt as string).getTime()).not.toBeNaN();
    expect(smtp.received).toHaveLength(0);
  });

  it('keeps nothing once a mail server is set: the mail leaves', async () => {
    await call('PUT', '/Lms/Setting/EditMail', {
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      fromAddress: 'no-reply@saola.test',
    });
    const test = await call<{ sent: boolean }>('POST', '/Lms/Mail/Test', { to: 'hoa@example.vn' });
    expect(test.body.data?.sent).toBe(true);
    expect((await smtp.next('hoa@example.vn')).subject).toContain('Test mail');
    expect((await outbox()).total).toBe(0);
  });

  it('is the owner’s alone, and each school reads only its own', async () => {
    await call('POST', '/Lms/Mail/Test', { to: 'hoa@example.vn' });
    for (const username of ['teacher', 'student'])
      expect((await call('GET', '/Lms/MailOutbox/List', {}, await t.signIn(username))).status).toBe(403);
    expect((await call('GET', '/Lms/MailOutbox/List', {}, '')).status).toBe(401);
    const other = await t.addOtherSite();
    const otherOwner = await t.signIn('owner', { host: other.host });
    expect((await outbox(otherOwner, other.host)).total).toBe(0);
    await call('POST', '/Lms/Mail/Test', { to: 'other@example.la' }, otherOwner, other.host);
    expect((await outbox(otherOwner, other.host)).data.map((m) => m.to)).toEqual(['other@example.la']);
    expect((await outbox()).data.map((m) => m.to)).toEqual(['hoa@example.vn']);
  });

  it('keeps only the newest 500 of a school', async () => {
    const site = await idSite();
    await t.server.connection.db
      .insertInto('mailOutbox')
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          idSite: site,
          recipient: `old${i}@example.vn`,
          subject: 'Old',
          html: '<p>old</p>',
        })),
      )
      .execute();
    await call('POST', '/Lms/Mail/Test', { to: 'newest@example.vn' });
    const kept = await outbox();
    expect(kept.total).toBe(500);
    expect(kept.data[0]?.to).toBe('newest@example.vn');
    const all = await t.server.connection.db
      .selectFrom('mailOutbox')
      .select('recipient')
      .where('idSite', '=', site)
      .execute();
    expect(all.map((m) => m.recipient)).not.toContain('old0@example.vn');
    expect(all.map((m) => m.recipient)).toContain('old1@example.vn');
  });
});
