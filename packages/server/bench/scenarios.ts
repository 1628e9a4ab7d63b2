import type { QuizAttempt } from '@saola/core/api';
import { sql } from 'kysely';
import type { Db } from '../src/db/connect';
import { openSessions } from './data';
import { load, type Measured, percentiles } from './load';

const json = (token?: string) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

export interface Storm {
  signIn: Measured;
  /** Auth/Config/Get at 4 connections on a quiet server, then while 32 connections sign in. */
  configQuiet: Measured;
  configDuringStorm: Measured;
}

/** A few clients reading the configuration: whose latency shows what a load does to everyone else. */
const reader = (address: string, token: string, seconds: number) =>
  load(`${address}/Auth/Config/Get`, {
    seconds,
    connections: 4,
    headers: { authorization: `Bearer ${token}` },
  });

/**
 * Sign-ins with the real argon2id parameters at full tilt, and meanwhile a few clients reading: the hashing
 * runs in a bounded queue off the event loop, so their latency should barely move.
 */
export async function signInStorm(address: string, ownerToken: string, seconds: number): Promise<Storm> {
  const configQuiet = await reader(address, ownerToken, seconds);
  const [signIn, configDuringStorm] = await Promise.all([
    load(`${address}/Auth/User/SignIn`, {
      seconds,
      body: { username: 'student', password: 'Saola@2026', idDevice: 'bench-storm' },
    }),
    reader(address, ownerToken, seconds),
  ]);
  return { signIn, configQuiet, configDuringStorm };
}

export interface ReportsMeanwhile {
  /** Four owners asking for the heavy report at once, again and again. */
  reports: Measured;
  readerQuiet: Measured;
  readerDuring: Measured;
}

/**
 * The heaviest report asked for by four clients without pause while a few others read: on the embedded
 * database, which runs one statement at a time, a report must hold the readers back by no more than its own
 * statements' share (issue 34), not freeze them for its whole length.
 */
export async function reportsMeanwhile(
  address: string,
  ownerToken: string,
  seconds: number,
  reportPath: string,
): Promise<ReportsMeanwhile> {
  const readerQuiet = await reader(address, ownerToken, seconds);
  const [reports, readerDuring] = await Promise.all([
    load(`${address}${reportPath}`, {
      seconds,
      connections: 4,
      headers: { authorization: `Bearer ${ownerToken}` },
    }),
    reader(address, ownerToken, seconds),
  ]);
  return { reports, readerQuiet, readerDuring };
}

export interface ExamRush {
  students: number;
  start: { p50: number; p99: number };
  submit: { p50: number; p99: number };
  errors: number;
  /** From the first start to the last submission's answer. */
  seconds: number;
}

/**
 * 300 enrolled students start the same quiz within one second, then each submits at once; on the exam path
 * (issue 20), the same questions as a scheduled exam the 300 are given, through /Lms/Exam/Start|Submit.
 */
export async function examRush(
  db: Db,
  address: string,
  ownerToken: string,
  students = 300,
  path: 'quiz' | 'exam' = 'quiz',
): Promise<ExamRush> {
  const post = async <T>(path: string, payload: object, method = 'POST') => {
    const response = await fetch(`${address}${path}`, {
      method,
      headers: json(ownerToken),
      body: JSON.stringify(payload),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  // A course of its own each run, so a reused database gives every run the same exam.
  const course = await post<{ id: number }>('/Lms/Course/Add', {
    name: `Kỳ thi ${new Date().toISOString()}`,
  });
  const chapter = await post<{ id: number }>('/Lms/Curriculum/AddChapter', {
    idCourse: course.id,
    title: 'Thi',
  });
  const lesson = await post<{ id: number }>('/Lms/Curriculum/AddLesson', {
    idChapter: chapter.id,
    title: 'Bài thi cuối kỳ',
    kind: 'quiz',
  });
  const options = ['a', 'b', 'c', 'd'].map((id) => ({ id, text: `Đáp án ${id}` }));
  await post(
    '/Lms/Quiz/Save',
    {
      idLesson: lesson.id,
      passPercent: 50,
      attemptsAllowed: 1,
      timeLimitMinutes: 45,
      shuffle: true,
      showAnswers: true,
      questions: Array.from({ length: 20 }, (_, i) => ({
        kind: 'single',
        prompt: `Câu ${i + 1}`,
        options,
        correct: ['a'],
        points: 1,
      })),
    },
    'PUT',
  );
  const learners = await db
    .selectFrom('users')
    .select('id')
    .where('username', 'like', 'bench%')
    .orderBy('id')
    .limit(students)
    .execute();
  const idUsers = learners.map((l) => l.id);
  await post('/Lms/Enrolment/Add', { idCourse: course.id, idUsers });
  const tokens = await openSessions(db, idUsers);
  const exam =
    path === 'exam'
      ? await post<{ id: number }>('/Lms/Exam/Add', {
          name: `Kỳ thi cuối kỳ ${new Date().toISOString()}`,
          idLesson: lesson.id,
          idUsers,
          opensAt: new Date(Date.now() - 60_000).toISOString(),
          closesAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
          durationMinutes: 45,
          attemptsAllowed: 1,
          passPercent: 50,
          shuffle: true,
        })
      : null;
  const startPath = exam ? '/Lms/Exam/Start' : '/Lms/Quiz/Start';
  const submitPath = exam ? '/Lms/Exam/Submit' : '/Lms/Quiz/Submit';
  const startBody = exam ? { id: exam.id } : { idLesson: lesson.id };

  const starts: number[] = [];
  const submits: number[] = [];
  let errors = 0;
  const began = performance.now();
  const takeExam = async (token: string, delay: number) => {
    await new Promise((resolve) => setTimeout(resolve, delay));
    let at = performance.now();
    const started = await fetch(`${address}${startPath}`, {
      method: 'POST',
      headers: json(token),
      body: JSON.stringify(startBody),
    });
    starts.push(performance.now() - at);
    if (!started.ok) return void errors++;
    const attempt = ((await started.json()) as { data: QuizAttempt }).data;
    at = performance.now();
    const submitted = await fetch(`${address}${submitPath}`, {
      method: 'POST',
      headers: json(token),
      body: JSON.stringify({
        idAttempt: attempt.id,
        answers: attempt.questions.map((q) => ({ idQuestion: q.id, choices: [q.options[0]?.id ?? 'a'] })),
      }),
    });
    submits.push(performance.now() - at);
    if (!submitted.ok) errors++;
    await submitted.arrayBuffer();
  };
  await Promise.all(tokens.map((token, i) => takeExam(token, (i * 1000) / students)));
  return {
    students,
    start: percentiles(starts),
    submit: percentiles(submits),
    errors,
    seconds: Math.round((performance.now() - began) / 100) / 10,
  };
}

const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** How long `work` takes and the process's resident memory at its highest meanwhile, above where it started. */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ value: T; seconds: number; peakRssMiB: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  try {
    const value = await work();
    return {
      value,
      seconds: Math.round(((performance.now() - started) / 1000) * 100) / 100,
      peakRssMiB: mib(peak - before),
    };
  } finally {
    clearInterval(sampler);
  }
}

export interface ExportRun {
  rows: number;
  seconds: number;
  /** The process's resident memory at its highest during the export, above where it started. */
  peakRssMiB: number;
  fileMiB: number;
}

/**
 * The detail report (a row per learner and course) exported to .xlsx by the background job: up to `limit`
 * rows through the streaming writer, timed, with the process's memory sampled while it runs.
 */
export async function exportRun(
  address: string,
  ownerToken: string,
  drain: () => Promise<number>,
  db: Db,
  limit = 100_000,
): Promise<ExportRun> {
  const response = await fetch(`${address}/Lms/Export/Start`, {
    method: 'POST',
    headers: json(ownerToken),
    body: JSON.stringify({ module: 'detailReport', limit }),
  });
  if (!response.ok) throw new Error(`export start: ${response.status} ${await response.text()}`);
  const job = ((await response.json()) as { data: { id: number } }).data;
  const { seconds, peakRssMiB } = await measured(drain);
  const done = await db
    .selectFrom('dataJobs')
    .select(['status', 'doneRows', (eb) => eb.fn('octet_length', [eb.ref('result')]).as('bytes')])
    .where('id', '=', job.id)
    .executeTakeFirstOrThrow();
  if (done.status !== 'done') throw new Error(`the export job ended ${done.status}`);
  return { rows: done.doneRows, seconds, peakRssMiB, fileMiB: mib(Number(done.bytes)) };
}

export interface ImportRun {
  rows: number;
  seconds: number;
  /** The process's resident memory at its highest during the import, above where it started. */
  peakRssMiB: number;
  fileMiB: number;
}

/** What one import of the bench uploads, and how its rows are taken out again after the run. */
export interface ImportBench {
  module: 'score' | 'student';
  /** The file's name, which also tells the server its format. */
  name: string;
  /** The `n`th data row of the CSV file (1-based), under the kind's header. */
  row(n: number): string;
  remove(db: Db): Promise<void>;
}

/** The note the bench's imported scores carry, so that the run can take them out again. */
const IMPORTED_NOTE = 'bench import';

/** One score per bench learner; each import also writes the staff log's row for each score. */
export const SCORE_IMPORT: ImportBench = {
  module: 'score',
  name: 'diem.csv',
  row: (n) => `bench${n},,Toán,${n % 10}.${n % 2 ? 5 : 0},1,1,${IMPORTED_NOTE}`,
  async remove(db) {
    const imported = db.selectFrom('scoreRecords').select('id').where('note', '=', IMPORTED_NOTE);
    await db
      .deleteFrom('staffLogs')
      .where('entity', '=', 'scoreRecord')
      .where('idEntity', 'in', imported)
      .execute();
    await db.deleteFrom('scoreRecords').where('note', '=', IMPORTED_NOTE).execute();
  },
};

/**
 * New learner accounts, as a school's registrar sends them at the start of a year: one starting password
 * for the whole file (hashed once; each account must replace it at first sign-in), a phone each, a class
 * level and year. A file with a password per row costs one argon2id hash per row instead (about 16 ms each
 * on one lane here), which no bench can make fast without weakening the hash.
 */
export const STUDENT_IMPORT: ImportBench = {
  module: 'student',
  name: 'hoc-vien.csv',
  row: (n) =>
    `Học viên nhập ${n},bench.import${n},Nam-Hoc@2027,,09${String(n).padStart(8, '0')},,10,THPT,2026-2027,1`,
  async remove(db) {
    // Nothing refers to accounts just imported, and checking each of the 49 references of each of 100,000
    // deleted users scans tables without an index on that column: the run would take hours. So the
    // delete skips the reference triggers (the bench's databases run as their superuser).
    await db.transaction().execute(async (tx) => {
      await sql`set local session_replication_role = replica`.execute(tx);
      await tx.deleteFrom('users').where('username', 'like', 'bench.import%').execute();
    });
  },
};

/**
 * `rows` rows imported from a CSV file the way the browser sends it (multipart) by the background job:
 * checked row by row, then applied in one transaction. Timed from the upload to the job done, with the
 * process's memory sampled meanwhile; what it added is deleted after.
 */
export async function importRun(
  address: string,
  ownerToken: string,
  drain: () => Promise<number>,
  db: Db,
  header: string[],
  kind: ImportBench,
  rows = 100_000,
): Promise<ImportRun> {
  // What an interrupted run left behind goes first.
  await kind.remove(db);
  const lines = [header.join(',')];
  for (let n = 1; n <= rows; n++) lines.push(kind.row(n));
  const file = Buffer.from(lines.join('\n'));
  const form = new FormData();
  form.append('module', kind.module);
  form.append('policy', 'valid');
  form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), kind.name);
  const {
    value: id,
    seconds,
    peakRssMiB,
  } = await measured(async () => {
    const response = await fetch(`${address}/Lms/Import/Start`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}` },
      body: form,
    });
    if (!response.ok) throw new Error(`import start: ${response.status} ${await response.text()}`);
    const job = ((await response.json()) as { data: { id: number } }).data;
    await drain();
    return job.id;
  });
  const done = await db
    .selectFrom('dataJobs')
    .select(['status', 'doneRows', 'errorRows', 'errorKey', 'rowErrors'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await kind.remove(db);
  if (done.status !== 'done' || done.errorRows)
    throw new Error(
      `the ${kind.module} import ended ${done.status} (${done.errorKey ?? ''}) with ${done.errorRows} refused rows: ${JSON.stringify(done.rowErrors).slice(0, 300)}`,
    );
  return { rows: done.doneRows, seconds, peakRssMiB, fileMiB: mib(file.length) };
}
