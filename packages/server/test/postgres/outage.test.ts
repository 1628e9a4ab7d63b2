import type { Chapter, Course, Lesson } from '@saola/core/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectPostgres } from '../../src/db/connect';
import { startTestServer, type TestServer } from '../harness';
import { PrivateCluster } from './cluster';

/**
 * The database goes away under load: first every session is cut, then PostgreSQL stops for a few seconds.
 * Learners keep reporting their watching throughout, over real HTTP.
 */
let cluster: PrivateCluster;
let t: TestServer;
let base: string;
let lesson: Lesson;
const LEARNERS = ['student', 'student2', 'student3', 'student4'];
const tokens: string[] = [];

beforeAll(async () => {
  cluster = await PrivateCluster.create();
  t = await startTestServer({}, await connectPostgres(cluster.url(), 10));
  const owner = await t.signIn('owner');
  const post = async <T>(url: string, payload: object) =>
    (await t.call<T>({ method: 'POST', url, token: owner, payload })).body.data as T;
  const course = await post<Course>('/Lms/Course/Add', { name: 'Outage', opening: 'all' });
  const chapter = await post<Chapter>('/Lms/Curriculum/AddChapter', { idCourse: course.id, title: 'Unit 1' });
  lesson = await post<Lesson>('/Lms/Curriculum/AddLesson', {
    idChapter: chapter.id,
    title: 'Talk',
    kind: 'youtube',
    youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
    // Longer than any position the loop below reaches: a position past the lesson's length is kept at it.
    duration: 86_400,
  });
  const learners = await t.server.connection.db
    .selectFrom('users')
    .select('id')
    .where('idSite', '=', 1)
    .where('username', 'in', LEARNERS)
    .execute();
  await post('/Lms/Enrolment/Add', { idCourse: course.id, idUsers: learners.map((l) => l.id) });
  for (const username of LEARNERS) {
    const token = await t.signIn(username);
    tokens.push(token);
    await t.call({
      method: 'GET',
      url: '/Lms/Learning/Lesson',
      token,
      payload: { idCourse: course.id, idLesson: lesson.id },
    });
  }
  base = await t.server.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await cluster?.destroy();
});

interface Report {
  learner: number;
  position: number;
  status: number;
  message: string;
  sentAt: number;
  ms: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('answers 503 quickly while the database is gone, recovers, and loses no acknowledged write', async () => {
  const reports: Report[] = [];
  let running = true;
  const learnerLoop = async (learner: number) => {
    for (let position = 1; running; position++) {
      const sentAt = performance.now();
      const response = await fetch(`${base}/Lms/Learning/Progress`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens[learner]}`,
          'content-type': 'application/json',
          'content-language': 'en-US',
        },
        body: JSON.stringify({ idLesson: lesson.id, intervals: [], position, rate: 1, duration: 80_000 }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json()) as { message: string };
      reports.push({
        learner,
        position,
        status: response.status,
        message: body.message,
        sentAt,
        ms: performance.now() - sentAt,
      });
      await sleep(20);
    }
  };
  const load = Promise.all(LEARNERS.map((_, i) => learnerLoop(i)));

  await sleep(1000);
  expect(await cluster.terminateConnections()).toBeGreaterThan(0);
  await sleep(1000);
  await cluster.stop();
  const down = performance.now();
  await sleep(3000);
  const starting = performance.now();
  await cluster.start();
  const up = performance.now();
  await sleep(6000);
  running = false;
  await load;

  // Requests whose whole life fell inside the outage: the database may accept connections some time before
  // pg_ctl's start returns on a busy machine, so the window ends when the start begins.
  const during = reports.filter((r) => r.sentAt > down + 100 && r.sentAt + r.ms < starting);
  expect(during.length).toBeGreaterThan(10);
  for (const r of during) {
    expect(r.status).toBe(503);
    expect(r.message).toBe('The server is temporarily not responding. Please try again in a few minutes.');
    expect(r.ms).toBeLessThan(1000);
  }
  // Served again within 5 s of the database's return, and from then on every report is accepted.
  const firstBack = reports.find((r) => r.sentAt > up && r.status === 200);
  expect(firstBack).toBeDefined();
  expect((firstBack as Report).sentAt + (firstBack as Report).ms - up).toBeLessThan(5000);
  const afterwards = reports.filter((r) => r.sentAt > up + 5000);
  expect(afterwards.length).toBeGreaterThan(10);
  expect(afterwards.every((r) => r.status === 200)).toBe(true);
  // Nothing but 200 and 503: no 500 from a broken connection handed to a request.
  expect(new Set(reports.map((r) => r.status))).toEqual(new Set([200, 503]));

  // Every report that was acknowledged is in the database: each learner's saved position is at least the
  // last acknowledged one (positions only grow).
  const saved = await t.server.connection.db
    .selectFrom('lessonProgress')
    .innerJoin('users', 'users.id', 'lessonProgress.idUser')
    .select(['users.username', 'lessonProgress.position'])
    .where('lessonProgress.idLesson', '=', lesson.id)
    .execute();
  LEARNERS.forEach((username, learner) => {
    const acknowledged = Math.max(
      ...reports.filter((r) => r.learner === learner && r.status === 200).map((r) => r.position),
    );
    expect(saved.find((s) => s.username === username)?.position).toBeGreaterThanOrEqual(acknowledged);
  });
}, 60_000);
