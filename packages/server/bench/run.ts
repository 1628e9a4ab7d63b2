/**
 * `pnpm bench`: measures the API on the embedded database and on PostgreSQL (DATABASE_URL, else a cluster
 * of the bench's own when this machine has PostgreSQL), side by side with a constant-reply route in the same
 * process (the ceiling of our HTTP stack). Prints tables and writes bench/results.json. Figures depend on
 * the machine; compare the ratios.
 */
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { translator } from '@saola/core/i18n';
import { sql } from 'kysely';
import pg from 'pg';
import { recordResults } from '../../../bench/record';
import { type Connection, connectPglite, connectPostgres } from '../src/db/connect';
import { PgliteThread } from '../src/db/pglite-thread';
import { IMPORT_KINDS } from '../src/modules/jobs/import-kinds';
import { headerOf } from '../src/modules/jobs/imports';
import { createServer } from '../src/server';
import { readSettings } from '../src/settings';
import { hasPostgres, PrivateCluster } from '../test/postgres/cluster';
import { ensureBenchData, forgetBenchSessions, type Scale } from './data';
import { CONNECTIONS, load, type Measured, signIn } from './load';
import {
  type ExamRush,
  type ExportRun,
  examRush,
  exportRun,
  type ImportRun,
  importRun,
  type ReportsMeanwhile,
  reportsMeanwhile,
  SCORE_IMPORT,
  STUDENT_IMPORT,
  type Storm,
  signInStorm,
} from './scenarios';

const scale: Scale = {
  students: Number(process.env.BENCH_STUDENTS ?? 100_000),
  courses: Number(process.env.BENCH_COURSES ?? 1_000),
  perStudent: Number(process.env.BENCH_ENROLMENTS_PER_STUDENT ?? 5),
};
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// Days as the demo school counts them (Asia/Ho_Chi_Minh): after 17:00 UTC its today is UTC's tomorrow, and a
// period ending on UTC's date left out what the seed had just written.
const schoolDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
const quarter = (days: number) => schoolDay.format(new Date(Date.now() - days * 86_400_000));
const GENERAL_REPORT = `/Lms/Report/General?from=${quarter(90)}&to=${quarter(0)}&groupBy=day`;
/**
 * BENCH_ONLY=teaching,exam measures only the lines whose names contain one of the words (and the ceiling, which
 * the others are a share of), without the storm, rush and job scenarios: to look at a few endpoints quickly. The
 * word "jobs" adds the 100,000-row export and import, "meanwhile" the readers' latency while reports run, "rush"
 * the exam rushes (quiz and scheduled exam).
 */
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const wanted = (name: string) =>
  ONLY.length === 0 || name.startsWith('ceiling') || ONLY.some((word) => name.toLowerCase().includes(word));
/** Kept between runs (git-ignored): seeding 100,000 students takes minutes, reusing them seconds. */
const DATA = fileURLToPath(new URL('./.data/', import.meta.url));
const scaleName = `${scale.students}-${scale.courses}-${scale.perStudent}`;

interface Row extends Measured {
  database: string;
  name: string;
  ofCeiling: number;
}

interface DatabaseResult {
  database: string;
  seconds: { data: number; reused: boolean };
  rows: Row[];
  /** The scenarios, left out when BENCH_ONLY picks some lines (but for the jobs', when it names "jobs"). */
  scenarios: Partial<{
    storm: Storm;
    reports: ReportsMeanwhile;
    exam: ExamRush;
    exported: ExportRun;
    imported: ImportRun;
    accounts: ImportRun;
    scheduled: ExamRush;
  }> | null;
}

/** Whether a reply carries something to measure: a non-empty list, or a sheet with learners and sessions. */
function hasData(data: unknown): boolean {
  if (Array.isArray(data)) return data.length > 0;
  if (!data || typeof data !== 'object') return false;
  const record = data as Record<string, unknown>;
  if (Array.isArray(record.data)) return record.data.length > 0;
  if (Array.isArray(record.learners) && Array.isArray(record.sessions))
    return record.learners.length > 0 && record.sessions.length > 0;
  return true;
}

async function measure(database: string, connection: Connection): Promise<DatabaseResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'saola-bench-'));
  const settings = { ...readSettings({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), seed: 'accounts' as const };
  const server = await createServer({ settings, connection });
  const seeding = Date.now();
  const reused = (await ensureBenchData(connection.db, scale)) === 'reused';
  const dataSeconds = (Date.now() - seeding) / 1000;
  console.error(`  ${database}: bench data ${reused ? 'reused' : 'seeded'} in ${dataSeconds.toFixed(1)} s`);
  server.app.get('/bench/ceiling', async () => ({ error: false, code: 200, message: '', data: null }));
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  await forgetBenchSessions(connection.db);
  const owner = await signIn(address, 'owner');
  const auth = { authorization: `Bearer ${owner}` };
  const learner = { authorization: `Bearer ${await signIn(address, 'bench1')}` };
  // The demo teacher is in no group: a personal data scope (her classes' and courses' learners).
  const teacher = { authorization: `Bearer ${await signIn(address, 'teacher')}` };
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
    { headers: learner },
  );
  if (!opened.ok) throw new Error(`the bench learner cannot open a lesson: ${opened.status}`);

  const rows: Row[] = [];
  const run = async (name: string, url: string, headers?: Record<string, string>, body?: object) => {
    if (!wanted(name)) return;
    const measured = await load(`${address}${url}`, {
      seconds: SECONDS,
      ...(headers ? { headers } : {}),
      ...(body ? { body } : {}),
    });
    rows.push({ database, name, ...measured, ofCeiling: 0 });
    // Requests still queued when the run's time is up would slow the next endpoint's: a request that
    // queues for the database behind them returns when they are done.
    await fetch(`${address}/Auth/Notification/MyNotification?take=1`, { headers: auth });
    console.error(`  ${database} ${name}: ${measured.requests} req/s`);
  };
  /** A list line that must answer 200 with rows before it is measured: an empty list measures nothing. */
  const runList = async (name: string, url: string, headers: Record<string, string>) => {
    if (!wanted(name)) return;
    const response = await fetch(`${address}${url}`, { headers });
    const reply = (await response.json().catch(() => null)) as { data?: unknown } | null;
    if (response.status !== 200 || !hasData(reply?.data))
      throw new Error(`${name}: ${url} answers ${response.status} ${JSON.stringify(reply).slice(0, 300)}`);
    await run(name, url, headers);
  };
  await run('ceiling (constant route)', '/bench/ceiling');
  await run('Auth/Config/Get', '/Auth/Config/Get', auth);
  await run('students, keyword, page 1', '/Lms/Student/List?keyword=Nguy&take=20&page=1', auth);
  // Page 1,000 as the pager reaches it, from page 999's last row (keyset), and as a jump by its number.
  const deep = '/Lms/Student/List?keyword=Nguy&take=5';
  if (wanted('students, keyword, page 1,000')) {
    const before = await fetch(`${address}${deep}&page=999`, { headers: auth });
    const { data } = (await before.json()) as { data: { next?: string } };
    if (!data.next) throw new Error('students, keyword: page 999 has no next page');
    await run('students, keyword, page 1,000', `${deep}&page=1000&after=${data.next}`, auth);
  }
  await run('students, keyword, page 1,000 by its number', `${deep}&page=1000`, auth);
  await run('students, personal-scope teacher', '/Lms/Student/List?take=20', teacher);
  await run('dashboard, personal-scope teacher', '/Lms/Dashboard/Admin', teacher);
  await run('teacher list', '/Lms/Teacher/List?take=20', auth);
  await run('observer list', '/Lms/Monitor/List?take=20', auth);
  await run('staff log', '/Lms/Teacher/Logs?take=20', auth);
  await run('course list', '/Lms/Course/List?take=20', auth);
  await run('learning progress list', '/Lms/Study/List?take=20', auth);
  await run('order list', '/Lms/Order/List?take=20', auth);
  await run('order list, keyword', '/Lms/Order/List?keyword=Nguy&take=20', auth);
  await run('activation code list', '/Lms/ActiveCode/Codes?take=20', auth);
  await run('member list', '/Lms/Member/List?take=20', auth);
  await run('member list, keyword', '/Lms/Member/List?keyword=Nguy&take=20', auth);
  await run('post list', '/Lms/Post/List?take=20', auth);
  await run('post list, keyword', '/Lms/Post/List?keyword=b%E1%BA%A3n&take=20', auth);
  await run('public post page', '/p/bench-19999', { accept: 'text/html' });
  await run('subject list', '/Lms/Subject/List?take=20', auth);
  await run('notice list', '/Auth/Notification/List?take=20', auth);
  await run('certificate list', '/Lms/Certificate/List?take=20', auth);
  await run('certificate list, keyword', '/Lms/Certificate/List?keyword=Nguy&take=20', auth);
  await run('general report, 90 days by day', GENERAL_REPORT, auth);
  await run('detail report, page 1', '/Lms/Report/Detail?take=20', auth);
  await run('exam list', '/Lms/Exam/List?take=20', auth);
  await run("student's my-course list", '/Lms/Learning/MyCourses?take=12', learner);
  await runList('teaching list', '/Lms/Teaching/List?take=20', auth);
  await runList('teaching list, personal-scope teacher', '/Lms/Teaching/List?take=20', teacher);
  const monday = new Date(Date.now() - ((new Date().getUTCDay() + 6) % 7) * 86_400_000);
  const week = (days: number) => new Date(monday.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  await runList(
    'schedule list (learner)',
    `/Lms/Schedule/List?from=${week(0)}&to=${week(6)}&take=50`,
    learner,
  );
  // A group's class that keeps attendance: 40 learners against its past sessions.
  const sheet = await connection.db
    .selectFrom('liveClasses')
    .select('id')
    .where('name', 'like', 'Lớp trực tuyến %')
    .where('idGroup', 'is not', null)
    .where(sql<boolean>`id % 4 in (0, 1)`)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await runList('attendance sheet of a class', `/Lms/Teaching/Attendance?id=${sheet.id}`, auth);
  await runList("learner's exam list", '/Lms/Exam/MyExams?take=20', learner);
  await run('save lesson progress', '/Lms/Learning/Progress', learner, {
    idLesson: lesson.id,
    intervals: [[0, 15]],
    position: 15,
    rate: 1,
  });
  const ceiling = rows[0]?.requests ?? 1;
  for (const row of rows) row.ofCeiling = Math.round((row.requests / ceiling) * 100);

  const jobsWanted = ONLY.length === 0 || ONLY.includes('jobs');
  const meanwhileWanted = ONLY.length === 0 || ONLY.includes('meanwhile');
  const rushWanted = ONLY.length === 0 || ONLY.includes('rush');
  if (!jobsWanted && !meanwhileWanted && !rushWanted) {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
    return { database, seconds: { data: dataSeconds, reused }, rows, scenarios: null };
  }
  const scenarios: NonNullable<DatabaseResult['scenarios']> = {};
  if (meanwhileWanted) {
    console.error(`  ${database}: readers while reports run`);
    scenarios.reports = await reportsMeanwhile(address, owner, SECONDS, GENERAL_REPORT);
  }
  if (ONLY.length === 0) {
    console.error(`  ${database}: sign-in storm`);
    scenarios.storm = await signInStorm(address, owner, SECONDS);
  }
  if (rushWanted) {
    console.error(`  ${database}: exam rush`);
    scenarios.exam = await examRush(connection.db, address, owner);
  }
  if (jobsWanted) {
    const jobs = server.services.dataJobs;
    if (!jobs) throw new Error('the server has no job worker');
    console.error(`  ${database}: export of the detail report`);
    scenarios.exported = await exportRun(address, owner, () => jobs.drain(), connection.db);
    console.error(`  ${database}: import of scores`);
    const t = translator('vi');
    const kindHeader = (module: 'score' | 'student') =>
      IMPORT_KINDS[module].columns.map((column) => headerOf(t, column));
    scenarios.imported = await importRun(
      address,
      owner,
      () => jobs.drain(),
      connection.db,
      kindHeader('score'),
      SCORE_IMPORT,
    );
    console.error(`  ${database}: import of learner accounts`);
    scenarios.accounts = await importRun(
      address,
      owner,
      () => jobs.drain(),
      connection.db,
      kindHeader('student'),
      STUDENT_IMPORT,
    );
  }
  if (rushWanted) {
    console.error(`  ${database}: exam rush on a scheduled exam`);
    scenarios.scheduled = await examRush(connection.db, address, owner, 300, 'exam');
  }
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
  return { database, seconds: { data: dataSeconds, reused }, rows, scenarios };
}

/** PostgreSQL at DATABASE_URL, else a cluster of the bench's own; the bench database is kept between runs. */
async function postgres(): Promise<{ connection: Connection; stop: () => Promise<void> } | null> {
  let server = process.env.DATABASE_URL;
  let cluster: PrivateCluster | undefined;
  if (!server) {
    if (!hasPostgres()) return null;
    cluster = await PrivateCluster.create(join(DATA, 'postgres'));
    server = cluster.url();
  }
  const name = `saola_bench_${scaleName.replaceAll('-', '_')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(server);
  target.pathname = `/${name}`;
  const connection = await connectPostgres(target.toString(), 20);
  return { connection, stop: async () => cluster?.stop() };
}

console.error(
  `Saola bench: ${scale.students} students, ${scale.courses} courses, ${scale.perStudent} enrolments each; ` +
    `${CONNECTIONS} connections, ${SECONDS} s per endpoint`,
);
mkdirSync(DATA, { recursive: true });
const results: DatabaseResult[] = [];
const embedded = await PgliteThread.open({ dataDir: join(DATA, `pglite-${scaleName}`) });
results.push(await measure('PGlite', await connectPglite(embedded)));
const other = await postgres();
if (other) {
  try {
    results.push(await measure('PostgreSQL', other.connection));
  } finally {
    await other.stop();
  }
} else console.error('  PostgreSQL: not measured (no DATABASE_URL, and no PostgreSQL installed to start)');

const number = (n: number) => n.toLocaleString('en-US');
console.log('\nAPI under load (autocannon, loopback)');
console.table(
  results.flatMap((r) =>
    r.rows.map((row) => ({
      database: row.database,
      endpoint: row.name,
      'req/s': number(row.requests),
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      errors: row.errors,
      'of ceiling': `${row.ofCeiling} %`,
    })),
  ),
);
const [pglite, postgresResult] = results;
if (pglite && postgresResult) {
  console.log('PGlite next to PostgreSQL (throughput)');
  console.table(
    pglite.rows.map((row, i) => {
      const other = postgresResult.rows[i] as Row;
      return {
        endpoint: row.name,
        'PGlite req/s': number(row.requests),
        'PostgreSQL req/s': number(other.requests),
        'PostgreSQL ÷ PGlite': (other.requests / Math.max(1, row.requests)).toFixed(2),
      };
    }),
  );
}
const scenarios = results.flatMap(({ database, scenarios }) =>
  scenarios ? [{ database, ...scenarios }] : [],
);
const meanwhile = scenarios.flatMap(({ database, reports }) => (reports ? [{ database, reports }] : []));
if (meanwhile.length) {
  console.log('The general report (90 days by day) asked by 4 clients without pause, and a reader meanwhile');
  console.table(
    meanwhile.map(({ database, reports }) => ({
      database,
      'report req/s': reports.reports.requests,
      'report p99 ms': reports.reports.p99,
      'reader p99 quiet ms': reports.readerQuiet.p99,
      'reader p99 during reports ms': reports.readerDuring.p99,
      errors: reports.reports.errors + reports.readerDuring.errors,
    })),
  );
}
const storms = scenarios.flatMap(({ database, storm }) => (storm ? [{ database, storm }] : []));
if (storms.length) {
  console.log('Sign-in storm (argon2id) and a reader meanwhile (4 connections on Auth/Config/Get)');
  console.table(
    storms.map(({ database, storm }) => ({
      database,
      'sign-in req/s': storm.signIn.requests,
      'sign-in p99 ms': storm.signIn.p99,
      'reader p99 quiet ms': storm.configQuiet.p99,
      'reader p99 during storm ms': storm.configDuringStorm.p99,
      errors: storm.signIn.errors + storm.configDuringStorm.errors,
    })),
  );
}
const rushes = scenarios.flatMap(({ database, exam, scheduled }) =>
  [['quiz', exam] as const, ['scheduled exam', scheduled] as const].flatMap(([path, rush]) =>
    rush ? [{ database, path, rush }] : [],
  ),
);
if (rushes.length) {
  console.log(
    'Exam rush: 300 students start one quiz (then one scheduled exam) within a second, then submit',
  );
  console.table(
    rushes.map(({ database, path, rush }) => ({
      database,
      path,
      'start p50 ms': rush.start.p50,
      'start p99 ms': rush.start.p99,
      'submit p50 ms': rush.submit.p50,
      'submit p99 ms': rush.submit.p99,
      errors: rush.errors,
      'all done in s': rush.seconds,
    })),
  );
}
const transfers = scenarios.flatMap(({ database, exported, imported, accounts }) =>
  [
    ['export: the detail report to .xlsx', exported] as const,
    ['import: scores from .csv', imported] as const,
    ['import: learner accounts from .csv, one starting password', accounts] as const,
  ].flatMap(([job, run]) => (run ? [{ database, job, run }] : [])),
);
if (transfers.length) {
  console.log(
    'Background jobs: 100,000 rows out (streaming writer) and in (checked, applied in one transaction)',
  );
  console.table(
    transfers.map(({ database, job, run }) => ({
      database,
      job,
      rows: number(run.rows),
      seconds: run.seconds,
      'peak memory above start MiB': run.peakRssMiB,
      'file MiB': run.fileMiB,
    })),
  );
}

const file = recordResults('api', { scale, connections: CONNECTIONS, seconds: SECONDS, only: ONLY, results });
console.error(`written ${file}`);
