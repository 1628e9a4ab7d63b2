/**
 * `pnpm bench`: measures the API on the embedded database and, when DATABASE_URL is set, on PostgreSQL,
 * side by side with a constant-reply route in the same process (the ceiling of our HTTP stack). Prints a
 * table and writes bench/results.json. Figures depend on the machine; compare the ratios.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Connection, connectPglite, connectPostgres, pgliteParsers } from '../src/db/connect';
import { createServer } from '../src/server';
import { readSettings } from '../src/settings';
import { seedLearning, seedStudents } from './seed';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 20_000);
const COURSES = Number(process.env.BENCH_COURSES ?? 1_000);
/** Enrolments per student: 5 × 100,000 students is the 500,000. */
const PER_STUDENT = Number(process.env.BENCH_ENROLMENTS_PER_STUDENT ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;

interface Row {
  database: string;
  name: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  ofCeiling?: string;
}

async function load(
  url: string,
  headers: Record<string, string> = {},
  body?: object,
): Promise<Omit<Row, 'database' | 'name'>> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body ? { method: 'POST', body: JSON.stringify(body) } : {}),
  });
  return {
    requests: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function measure(database: string, connection: Connection): Promise<Row[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'saola-bench-'));
  const settings = { ...readSettings({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), seed: 'accounts' as const };
  const server = await createServer({ settings, connection });
  const seeding = Date.now();
  await seedStudents(connection.db, STUDENTS);
  await seedLearning(connection.db, COURSES, PER_STUDENT);
  console.error(`  ${database} seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
  server.app.get('/bench/ceiling', async () => ({ error: false, code: 200, message: '', data: null }));
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const signIn = await fetch(`${address}/Auth/User/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner', password: 'Saola@2026', idDevice: 'bench' }),
  });
  const { data } = (await signIn.json()) as { data: { accessToken: string } };
  const auth = { authorization: `Bearer ${data.accessToken}` };
  const learnerToken = await fetch(`${address}/Auth/User/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench1', password: 'Saola@2026', idDevice: 'bench' }),
  }).then(async (r) => ((await r.json()) as { data: { accessToken: string } }).data.accessToken);
  const learner = { authorization: `Bearer ${learnerToken}` };
  // A YouTube lesson the learner has open: progress reports go to it.
  const course = await connection.db
    .selectFrom('courseEnrolments')
    .innerJoin('users', 'users.id', 'courseEnrolments.idUser')
    .where('users.username', '=', 'bench1')
    .select('courseEnrolments.idCourse')
    .executeTakeFirstOrThrow();
  const lesson = await connection.db
    .updateTable('courseLessons')
    .set({ kind: 'youtube', youtubeId: 'dQw4w9WgXcQ', duration: 600 })
    .where('idCourse', '=', course.idCourse)
    .where('position', '=', 10)
    .returning('id')
    .executeTakeFirstOrThrow();
  const opened = await fetch(
    `${address}/Lms/Learning/Lesson?idCourse=${course.idCourse}&idLesson=${lesson.id}`,
    {
      headers: learner,
    },
  );
  if (!opened.ok) throw new Error(`the bench learner cannot open a lesson: ${opened.status}`);

  const rows: Row[] = [];
  const run = async (name: string, url: string, headers?: Record<string, string>, body?: object) => {
    rows.push({ database, name, ...(await load(`${address}${url}`, headers, body)) });
    // Requests still queued when the run's time is up would slow the next endpoint's: a request that
    // queues for the database behind them returns when they are done.
    await fetch(`${address}/Auth/Notification/MyNotification?take=1`, { headers: auth });
    console.error(`  ${database} ${name}: done`);
  };
  await run('ceiling (constant route)', '/bench/ceiling');
  await run('Auth/Config/Get', '/Auth/Config/Get', auth);
  await run('users, keyword, page 1', '/Auth/User/Users?keyword=Nguy&take=20&page=1', auth);
  await run('users, keyword, page 100', '/Auth/User/Users?keyword=Nguy&take=20&page=100', auth);
  await run('my notifications', '/Auth/Notification/MyNotification?take=20', auth);
  await run('students, keyword, page 1', '/Lms/Student/List?keyword=Nguy&take=20&page=1', auth);
  await run(
    'students, keyword, page 1,000 (take 5)',
    '/Lms/Student/List?keyword=Nguy&take=5&page=1000',
    auth,
  );
  await run('course list', '/Lms/Course/List?take=20', auth);
  await run('learning progress list', '/Lms/Study/List?take=20', auth);
  await run("student's my-course list", '/Lms/Learning/MyCourses?take=12', learner);
  await run('save lesson progress', '/Lms/Learning/Progress', learner, {
    idLesson: lesson.id,
    intervals: [[0, 15]],
    position: 15,
    rate: 1,
  });
  // Real argon2id: each request hashes, through the bounded queue.
  await run(
    'sign-in (argon2id)',
    '/Auth/User/SignIn',
    {},
    { username: 'student', password: 'Saola@2026', idDevice: 'bench-storm' },
  );

  const ceiling = rows[0]?.requests ?? 1;
  for (const row of rows) row.ofCeiling = `${((row.requests / ceiling) * 100).toFixed(0)} %`;
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
  return rows;
}

async function postgresConnection(url: string): Promise<Connection> {
  const name = `saola_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const connection = await connectPostgres(target.toString(), 20);
  return {
    ...connection,
    close: async () => {
      await connection.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

console.error(`Saola bench: ${STUDENTS} students, ${CONNECTIONS} connections, ${SECONDS} s per endpoint`);
const rows = await measure('pglite', await connectPglite(await PGlite.create({ parsers: pgliteParsers })));
if (process.env.DATABASE_URL)
  rows.push(...(await measure('postgres', await postgresConnection(process.env.DATABASE_URL))));

console.table(
  rows.map((r) => ({
    database: r.database,
    endpoint: r.name,
    'req/s': r.requests,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    errors: r.errors,
    'of ceiling': r.ofCeiling,
  })),
);
const results = new URL('../../../bench/results.json', import.meta.url);
await mkdir(new URL('.', results), { recursive: true });
await writeFile(
  results,
  `${JSON.stringify({ at: new Date().toISOString(), students: STUDENTS, connections: CONNECTIONS, seconds: SECONDS, rows }, null, 2)}\n`,
);
console.error(`written ${results.pathname}`);
