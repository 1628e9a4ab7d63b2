import type { Chapter, Course } from '@saola/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetExpiredKeys } from '../src/http/idempotency';
import { allowOrigins, startWithOwner, type TestServer, userIdOf } from './harness';

let t: TestServer;
let owner: string;
let teacher: string;
let course: Course;

beforeAll(async () => {
  ({ t, owner } = await startWithOwner());
  teacher = await t.signIn('teacher');
  const idTeacher = await userIdOf(t, 'teacher');
  course = (
    await t.call<Course>({
      method: 'POST',
      url: '/Lms/Course/Add',
      token: owner,
      payload: { name: 'Hóa học 11', idTeacher },
    })
  ).body.data as Course;
});
afterAll(() => t.close());

const addChapter = (title: string, key: string, token = owner) =>
  t.call<Chapter>({
    method: 'POST',
    url: '/Lms/Curriculum/AddChapter',
    token,
    payload: { idCourse: course.id, title },
    headers: { 'idempotency-key': key },
  });
const chapters = async (title: string) =>
  (
    await t.server.connection.db
      .selectFrom('courseChapters')
      .select('id')
      .where('idCourse', '=', course.id)
      .where('title', '=', title)
      .execute()
  ).length;

describe('Idempotency-Key', () => {
  it('answers a repeated key with the first reply, without running the handler again', async () => {
    const first = await addChapter('Chương 1: Nguyên tử', 'key-repeat');
    const again = await addChapter('Chương 1: Nguyên tử', 'key-repeat');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await chapters('Chương 1: Nguyên tử')).toBe(1);
  });

  it('inserts once for requests sent together with one key (a double click)', async () => {
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => addChapter('Chương 2: Liên kết', 'key-together')),
    );
    expect(await chapters('Chương 2: Liên kết')).toBe(1);
    const answered = replies.filter((reply) => reply.status === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    for (const reply of answered) expect(reply.body.data?.id).toBe(answered[0]?.body.data?.id);
    for (const reply of replies) expect([200, 409]).toContain(reply.status);
  });

  it('keeps each user’s keys apart, and runs each new key', async () => {
    await addChapter('Chương 3: Phản ứng', 'key-shared');
    await addChapter('Chương 3: Phản ứng', 'key-shared', teacher);
    await addChapter('Chương 3: Phản ứng', 'key-other');
    expect(await chapters('Chương 3: Phản ứng')).toBe(3);
  });

  it('remembers no refusal: the corrected request runs under the same key', async () => {
    const blank = await addChapter(' ', 'key-corrected');
    expect(blank.status).toBe(400);
    const corrected = await addChapter('Chương 4: Dung dịch', 'key-corrected');
    expect(corrected.status).toBe(200);
    expect(await chapters('Chương 4: Dung dịch')).toBe(1);
  });

  it('refuses a key sent again with another request', async () => {
    await addChapter('Chương 5: Axit', 'key-reused');
    const other = await addChapter('Chương 6: Bazơ', 'key-reused');
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This request key was already used for another request.');
    expect(await chapters('Chương 6: Bazơ')).toBe(0);
  });

  it('forgets a key after a day', async () => {
    await addChapter('Chương 7: Muối', 'key-day');
    t.clock.advance(24 * 3600_000 + 1000);
    const later = await addChapter('Chương 7: Muối', 'key-day');
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await chapters('Chương 7: Muối')).toBe(2);
  });

  it('sweeps the keys past their day', async () => {
    const kept = () => t.server.connection.db.selectFrom('idempotencyKeys').select('key').execute();
    await addChapter('Chương 9: Kim loại', 'key-sweep');
    await forgetExpiredKeys(t.server.connection.db, t.clock.now());
    expect((await kept()).map((k) => k.key)).toContain('key-sweep');
    t.clock.advance(24 * 3600_000 + 1000);
    await forgetExpiredKeys(t.server.connection.db, t.clock.now());
    expect(await kept()).toEqual([]);
  });

  it('never keeps a reply that carries a secret', async () => {
    const code = (key: string) =>
      t.call<{ code: string }>({
        method: 'POST',
        url: '/Auth/User/SignInCode',
        token: owner,
        payload: {},
        headers: { 'idempotency-key': key },
      });
    const first = await code('key-secret');
    const again = await code('key-secret');
    expect(again.body.data).not.toEqual(first.body.data);
    const kept = await t.server.connection.db
      .selectFrom('idempotencyKeys')
      .select('key')
      .where('key', '=', 'key-secret')
      .execute();
    expect(kept).toEqual([]);
  });

  it('refuses a key no client would send', async () => {
    const long = await addChapter('Chương 8', 'k'.repeat(300));
    expect(long.status).toBe(400);
  });

  it('lets an embedding page send the key across origins', async () => {
    await allowOrigins(t, ['https://portal.truong.edu.vn']);
    const preflight = await t.server.app.inject({
      method: 'OPTIONS',
      url: '/Lms/Curriculum/AddChapter',
      headers: { origin: 'https://portal.truong.edu.vn' },
    });
    expect(preflight.headers['access-control-allow-headers']).toContain('Idempotency-Key');
  });
});
