import type { DetailRow, GeneralReport, JobDetail, JobSummary, OpenCourseLog } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import type { Paged } from '@saola/core/http';
import type { FieldError } from '@saola/core/validate';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataJobWorker } from '../src/server';
import { grantRights, type OwnerCall, startWithOwner, type TestServer, userIdOf } from './harness';
import { downloadJob, type ImportForm, readBook, rowsOf, startImport as sendImport } from './job-files';

let t: TestServer;
let owner: string;
let call: OwnerCall;
let teacher: string;
const db = () => t.server.connection.db;
const worker = () => {
  const w = t.server.services.dataJobs;
  if (!w) throw new Error('no data job worker');
  return w;
};

const download = (id: number, token = owner) => downloadJob(t, id, token);

let idCourse: number;
let idTeacher: number;
let idUnitA: number;
let idUnitB: number;

beforeAll(async () => {
  ({ t, owner, call } = await startWithOwner());
  teacher = await t.signIn('teacher');
  const d = db();
  idTeacher = await userIdOf(t, 'teacher');
  const unitA = await d
    .insertInto('units')
    .values({ idSite: 1, name: 'Phòng Đào tạo' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const unitB = await d
    .insertInto('units')
    .values({ idSite: 1, name: 'ພະແນກບັນຊີ' })
    .returning('id')
    .executeTakeFirstOrThrow();
  idUnitA = unitA.id;
  idUnitB = unitB.id;
  const course = await d
    .insertInto('courses')
    .values({ idSite: 1, name: 'Kỹ năng giao tiếp', idTeacher, benefits: '[]' })
    .returning('id')
    .executeTakeFirstOrThrow();
  idCourse = course.id;
  const other = await d
    .insertInto('courses')
    .values({ idSite: 1, name: 'Excel for accountants', idTeacher: null, benefits: '[]' })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Six learners: three in unit A (two on the teacher's course), three in unit B (on the other course).
  const now = t.clock.now();
  for (let i = 0; i < 6; i++) {
    const user = await d
      .insertInto('users')
      .values({
        idSite: 1,
        username: `learner${i}`,
        passwordHash: 'x',
        fullName: `Học viên ${i}`,
        idType: ID_TYPE.STUDENT,
        idUnit: i < 3 ? idUnitA : idUnitB,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (i === 2) continue;
    await d
      .insertInto('courseEnrolments')
      .values({
        idSite: 1,
        idCourse: i < 3 ? idCourse : other.id,
        idUser: user.id,
        progress: i === 0 ? 100 : i === 1 ? 40 : 0,
        enrolledAt: now,
        completedAt: i === 0 ? now : null,
        lastActivityAt: i < 2 ? now : null,
      })
      .execute();
    await d
      .insertInto('openCourseLogs')
      .values({ idSite: 1, idCourse: i < 3 ? idCourse : other.id, idUser: user.id })
      .execute();
  }
});
afterAll(() => t.close());

const period = { from: '2026-11-01', to: '2026-11-30', groupBy: 'day' };

describe('general report', () => {
  it("counts the school's learners, activity, enrolments, completions and progress by period, unit and course", async () => {
    const reply = await call<GeneralReport>('GET', '/Lms/Report/General', period);
    expect(reply.status).toBe(200);
    const r = reply.body.data as GeneralReport;
    expect(r.totals.learners).toBeGreaterThanOrEqual(6);
    expect(r.totals.enrolments).toBe(5);
    expect(r.totals.completions).toBe(1);
    expect(r.totals.activeLearners).toBe(2);
    expect(r.periods.find((p) => p.key === '2026-11-22')).toMatchObject({ enrolments: 5, completions: 1 });
    expect(r.units.find((u) => u.id === idUnitA)).toMatchObject({
      learners: 3,
      enrolments: 2,
      completions: 1,
    });
    expect(r.courses.find((c) => c.id === idCourse)).toMatchObject({
      enrolments: 2,
      completions: 1,
      averageProgress: 70,
    });
    expect(r.progress).toEqual([
      { band: 'none', enrolments: 3 },
      { band: 'started', enrolments: 1 },
      { band: 'half', enrolments: 0 },
      { band: 'done', enrolments: 1 },
    ]);
    // The owner holds the revenue right: the period's net revenue is there (0 here).
    expect(r.totals.revenue).toBe(0);
  });

  it("narrows to a unit and its subtree; refuses another school's unit and bad periods", async () => {
    const r = (await call<GeneralReport>('GET', '/Lms/Report/General', { ...period, idUnit: idUnitB })).body
      .data as GeneralReport;
    expect(r.totals.enrolments).toBe(3);
    expect(r.totals.revenue).toBeNull();
    const { host } = await t.addOtherSite();
    const foreign = await db()
      .insertInto('units')
      .values({ idSite: 2, name: 'Other' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await call('GET', '/Lms/Report/General', { ...period, idUnit: foreign.id })).status).toBe(404);
    void host;
    const backwards = await call('GET', '/Lms/Report/General', {
      from: '2026-11-30',
      to: '2026-11-01',
      groupBy: 'day',
    });
    expect(backwards.status).toBe(400);
    expect((backwards.body.data as unknown as FieldError[])[0]?.field).toBe('to');
    const bad = await call('GET', '/Lms/Report/General', {
      from: '2026-13-45',
      to: '2026-11-01',
      groupBy: 'day',
    });
    expect(bad.status).toBe(400);
  });

  it("keeps a personal-scope teacher to her courses' learners, without revenue", async () => {
    const r = (await call<GeneralReport>('GET', '/Lms/Report/General', period, teacher)).body
      .data as GeneralReport;
    expect(r.totals.enrolments).toBe(2);
    expect(r.totals.learners).toBe(2);
    expect(r.totals.revenue).toBeNull();
  });

  it('keeps a unit manager to her units unless her unit may view other units', async () => {
    await db().updateTable('units').set({ idManager: idTeacher }).where('id', '=', idUnitB).execute();
    await grantRights(t, 'teacher', []);
    // Personal scope and unit B: her course's learners are in unit A, so nothing.
    let r = (await call<GeneralReport>('GET', '/Lms/Report/General', period, teacher)).body
      .data as GeneralReport;
    expect(r.totals.enrolments).toBe(0);
    expect((await call('GET', '/Lms/Report/General', { ...period, idUnit: idUnitA }, teacher)).status).toBe(
      404,
    );
    await db().updateTable('users').set({ idUnit: idUnitB }).where('id', '=', idTeacher).execute();
    await db().updateTable('units').set({ canViewOtherReports: true }).where('id', '=', idUnitB).execute();
    r = (await call<GeneralReport>('GET', '/Lms/Report/General', { ...period, idUnit: idUnitA }, teacher))
      .body.data as GeneralReport;
    expect(r.totals.enrolments).toBe(2);
    await db()
      .updateTable('units')
      .set({ idManager: null, canViewOtherReports: false })
      .where('id', '=', idUnitB)
      .execute();
    await db().updateTable('users').set({ idUnit: null }).where('id', '=', idTeacher).execute();
  });
});

describe('detail report and open-course logs', () => {
  it('lists learner × course rows with filters, search and paging', async () => {
    const all = (await call<Paged<DetailRow>>('GET', '/Lms/Report/Detail', { take: 2 })).body
      .data as Paged<DetailRow>;
    expect(all.total).toBe(5);
    expect(all.data).toHaveLength(2);
    const done = (await call<Paged<DetailRow>>('GET', '/Lms/Report/Detail', { state: 'completed' })).body
      .data as Paged<DetailRow>;
    expect(done.data.map((r) => [r.username, r.state, r.progress])).toEqual([['learner0', 'completed', 100]]);
    const byTeacher = (await call<Paged<DetailRow>>('GET', '/Lms/Report/Detail', { idTeacher })).body
      .data as Paged<DetailRow>;
    expect(byTeacher.total).toBe(2);
    const found = (await call<Paged<DetailRow>>('GET', '/Lms/Report/Detail', { keyword: 'learner4' })).body
      .data as Paged<DetailRow>;
    expect(found.data.map((r) => r.unitName)).toEqual(['ພະແນກບັນຊີ']);
    const mine = (await call<Paged<DetailRow>>('GET', '/Lms/Report/Detail', {}, teacher)).body
      .data as Paged<DetailRow>;
    expect(mine.total).toBe(2);
    expect((await call('GET', '/Lms/Report/Detail', { idCourse: 999999 })).status).toBe(404);
  });

  it('lists who opened which open course', async () => {
    const logs = (await call<Paged<OpenCourseLog>>('GET', '/Lms/OpenCourseLog/List', { idCourse })).body
      .data as Paged<OpenCourseLog>;
    expect(logs.total).toBe(2);
    expect(logs.data[0]?.courseName).toBe('Kỹ năng giao tiếp');
  });
});

async function startExport(payload: Record<string, unknown>, token = owner) {
  const reply = await call<JobSummary>('POST', '/Lms/Export/Start', payload, token);
  expect(reply.status).toBe(200);
  return reply.body.data as JobSummary;
}

describe('export jobs', () => {
  it('runs an export in the background, shows its progress and state, and gives its creator the file', async () => {
    const job = await startExport({ module: 'detailReport' });
    expect(job).toMatchObject({
      state: 'queued',
      progress: 0,
      direction: 'export',
      module: 'detailReport',
      hasResult: false,
    });
    expect(await worker().drain()).toBe(1);
    const done = (await call<JobDetail>('GET', '/Lms/Job/Get', { id: job.id })).body.data as JobDetail;
    expect(done).toMatchObject({ state: 'done', progress: 100, doneRows: 5, hasResult: true });
    const file = await download(job.id);
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toContain('spreadsheetml');
    const rows = rowsOf((await readBook(file.bytes)).worksheets[0] as ExcelJS.Worksheet);
    expect(rows[0]?.slice(0, 4)).toEqual(['Learner', 'Username', 'Unit', 'Course']);
    expect(rows).toHaveLength(6);
    const list = (
      await call<Paged<JobSummary>>('GET', '/Lms/Job/List', { kind: 'export', module: 'detailReport' })
    ).body.data as Paged<JobSummary>;
    expect(list.data[0]?.id).toBe(job.id);
  });

  it('exports the general report, members and open-course logs', async () => {
    const general = await startExport({
      module: 'generalReport',
      from: '2026-11-01',
      to: '2026-11-30',
      groupBy: 'month',
    });
    const members = await startExport({ module: 'member', idUnit: idUnitA });
    const logs = await startExport({ module: 'openCourseLog' });
    await worker().drain();
    const book = await readBook((await download(general.id)).bytes);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Totals', 'By period', 'By unit', 'By course']);
    expect(rowsOf(book.worksheets[0] as ExcelJS.Worksheet)[4]).toEqual(['Enrolments', '5']);
    expect(
      rowsOf((await readBook((await download(members.id)).bytes)).worksheets[0] as ExcelJS.Worksheet),
    ).toHaveLength(4);
    expect(
      rowsOf((await readBook((await download(logs.id)).bytes)).worksheets[0] as ExcelJS.Worksheet),
    ).toHaveLength(6);
    expect((await call('POST', '/Lms/Export/Start', { module: 'generalReport' })).status).toBe(400);
  });

  it('exports the student list with its filters and keyword, as the list shows them', async () => {
    const list = async (payload: Record<string, unknown>) =>
      (await call<Paged<{ username: string }>>('GET', '/Lms/Student/List', { ...payload, take: 200 })).body
        .data as Paged<{ username: string }>;
    const exported = async (payload: Record<string, unknown>) => {
      const job = await startExport({ module: 'student', ...payload });
      await worker().drain();
      return rowsOf((await readBook((await download(job.id)).bytes)).worksheets[0] as ExcelJS.Worksheet);
    };
    // Phones are kept in E.164 and written as the school's people write them.
    await db()
      .updateTable('users')
      .set({ phone: '+84912345678' })
      .where('idSite', '=', 1)
      .where('username', '=', 'learner1')
      .execute();
    const all = await exported({ kind: 'registered', status: 'active' });
    expect(all[0]?.slice(0, 4)).toEqual(['Full name', 'Username', 'Email', 'Phone number']);
    expect(all.find((r) => r[1] === 'learner1')?.[3]).toBe('0912 345 678');
    const shown = await list({ kind: 'registered', status: 'active' });
    expect(
      all
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(shown.data.map((r) => r.username).sort());
    const one = shown.data[0]?.username as string;
    const found = await exported({ kind: 'registered', keyword: one });
    expect(found.slice(1).map((r) => r[1])).toEqual(
      (await list({ kind: 'registered', keyword: one })).data.map((r) => r.username),
    );
    expect((await call('POST', '/Lms/Export/Start', { module: 'student', kind: 'nobody' })).status).toBe(400);
  });

  it('writes dates at the school’s time, also for a job queued before the viewer carried the zone', async () => {
    const current = await startExport({ module: 'detailReport' });
    const older = await startExport({ module: 'detailReport' });
    await sql`update data_jobs set params = params #- '{viewer,timeZone}' where id = ${older.id}`.execute(
      db(),
    );
    await worker().drain();
    const enrolledAt = async (id: number) =>
      rowsOf((await readBook((await download(id)).bytes)).worksheets[0] as ExcelJS.Worksheet)
        .slice(1)
        .map((row) => row[5]);
    expect(await enrolledAt(older.id)).toEqual(await enrolledAt(current.id));
  });

  it("answers another user's job as not found, and keeps another school's out", async () => {
    const job = await startExport({ module: 'openCourseLog' }, teacher);
    expect((await call('GET', '/Lms/Job/Get', { id: job.id }, teacher)).status).toBe(200);
    // The owner sees every job of the school; the teacher not the owner's.
    const ownerJob = await startExport({ module: 'openCourseLog' });
    expect((await call('GET', '/Lms/Job/Get', { id: ownerJob.id }, teacher)).status).toBe(404);
    expect((await download(ownerJob.id, teacher)).status).toBe(404);
    expect((await call('POST', '/Lms/Job/Cancel', { id: ownerJob.id }, teacher)).status).toBe(404);
    const { host } = await t.addOtherSite();
    const otherOwner = await t.signIn('owner', { host });
    expect((await call('GET', '/Lms/Job/Get', { id: job.id }, otherOwner, { host })).status).toBe(404);
    expect((await call('POST', '/Lms/Job/Cancel', { id: job.id }, otherOwner, { host })).status).toBe(404);
    await worker().drain();
  });

  it('cancels a queued job and refuses to cancel a finished one', async () => {
    const job = await startExport({ module: 'openCourseLog' });
    const cancelled = await call<JobSummary>('POST', '/Lms/Job/Cancel', { id: job.id });
    expect(cancelled.body.data?.state).toBe('cancelled');
    expect(await worker().drain()).toBe(0);
    const again = await call('POST', '/Lms/Job/Cancel', { id: job.id });
    expect(again.status).toBe(400);
    const done = await startExport({ module: 'openCourseLog' });
    await worker().drain();
    expect((await call('POST', '/Lms/Job/Cancel', { id: done.id })).status).toBe(400);
  });
});

describe('exactly once across processes', () => {
  it('two workers racing take each job once', async () => {
    const a = dataJobWorker(db(), t.clock, t.server.services.passwords, t.server.services.settings);
    const b = dataJobWorker(db(), t.clock, t.server.services.passwords, t.server.services.settings);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await startExport({ module: 'openCourseLog' })).id);
    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
    expect(ranA + ranB).toBe(6);
    const rows = await db()
      .selectFrom('dataJobs')
      .select(['status', 'attempts'])
      .where('id', 'in', ids)
      .execute();
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('leaves a live holder its job, and takes over one whose lease ran out (a killed process)', async () => {
    const a = dataJobWorker(db(), t.clock, t.server.services.passwords, t.server.services.settings);
    const b = dataJobWorker(db(), t.clock, t.server.services.passwords, t.server.services.settings);
    const job = await startExport({ module: 'openCourseLog' });
    // A takes it and "dies" before finishing: it never runs it.
    const taken = await a.claim();
    expect(taken?.id).toBe(job.id);
    expect(await b.claim()).toBeNull();
    t.clock.advance(t.server.services.settings.jobLockMs + 1);
    const again = await b.claim();
    expect(again?.id).toBe(job.id);
    await b.run(again as NonNullable<typeof again>);
    // A waking up cannot write over B's outcome.
    await a.run(taken as NonNullable<typeof taken>);
    const row = await db()
      .selectFrom('dataJobs')
      .select(['status', 'attempts', 'processingOwner'])
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'done', attempts: 2, processingOwner: b.owner });
  });
});

const MEMBER_HEADER = [
  'Full name *',
  'Username *',
  'Password *',
  'Email',
  'Phone number',
  'Unit',
  'Position',
  'Member group',
];
const STUDENT_HEADER = [
  'Full name *',
  'Username *',
  'Password *',
  'Email',
  'Phone number',
  'Class',
  'Class level',
  'School level',
  'School year',
  'Semester',
];
const SCORE_HEADER = ['Student username *', 'Class', 'Subject *', 'Score *', 'Factor *', 'Term', 'Note'];

async function xlsxOf(rows: string[][], header: string[]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const memberFile = (rows: string[][], header = MEMBER_HEADER) => xlsxOf(rows, header);

/** A zip holding one stored entry: a zip, but no workbook. */
function zipOf(name: string, content: string) {
  const n = Buffer.from(name);
  const data = Buffer.from(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(n.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(n.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + n.length, 12);
  end.writeUInt32LE(30 + n.length + data.length, 16);
  return Buffer.concat([local, n, data, central, n, end]);
}

/** Sends an import as the owner unless the form names another token. */
const startImport = (form: Omit<ImportForm, 'token'> & { token?: string }) =>
  sendImport(t, { ...form, token: form.token ?? owner });

const jobOf = async (id: number) =>
  (await call<JobDetail>('GET', '/Lms/Job/Get', { id })).body.data as JobDetail;

describe('member import', () => {
  it('imports a good file whole', async () => {
    const bytes = await memberFile([
      [
        'Trần Thị Bình',
        'binh.tran',
        'Saola@2026',
        'binh@example.vn',
        '0912 345 678',
        'Phòng Đào tạo',
        '',
        '',
      ],
      ['ສົມພອນ ວົງສາ', 'somphone', 'Saola@2026', '', '', 'ພະແນກບັນຊີ', '', ''],
    ]);
    const job = (await startImport({ bytes })).body.data as JobSummary;
    expect(job.state).toBe('queued');
    await worker().drain();
    const done = await jobOf(job.id);
    expect(done).toMatchObject({ state: 'done', doneRows: 2, errorRows: 0, hasResult: false });
    const added = await db()
      .selectFrom('users')
      .select(['username', 'idUnit'])
      .where('username', 'in', ['binh.tran', 'somphone'])
      .orderBy('username')
      .execute();
    expect(added).toEqual([
      { username: 'binh.tran', idUnit: idUnitA },
      { username: 'somphone', idUnit: idUnitB },
    ]);
  });

  it("refuses a file with bad rows whole, naming each row and why, in the starter's language", async () => {
    const bytes = await memberFile([
      ['Lê Văn Cường', 'cuong.le', 'Saola@2026', '', '', '', '', ''],
      ['Bad Phone', 'bad.phone', 'Saola@2026', '', '12ab', '', '', ''],
      ['Duplicate', 'binh.tran', 'Saola@2026', '', '', '', '', ''],
      ['Nowhere', 'nowhere', 'Saola@2026', '', '', 'No such unit', '', ''],
      ['Twice', 'cuong.le', 'Saola@2026', '', '', '', '', ''],
      ['', 'noname', 'Saola@2026', '', '', '', '', ''],
    ]);
    const job = (await startImport({ bytes })).body.data as JobSummary;
    await worker().drain();
    const failed = await jobOf(job.id);
    expect(failed.state).toBe('failed');
    expect(failed.error).toBe('5 rows were refused: nothing was imported');
    expect(failed.rowErrors.map((e) => [e.row, e.field])).toEqual([
      [3, 'Phone number'],
      [4, 'Username *'],
      [5, 'Unit'],
      [6, 'Username *'],
      [7, 'Full name *'],
    ]);
    expect(failed.rowErrors[0]?.message).toBe('Phone number is invalid');
    expect(failed.rowErrors[3]?.message).toBe('The username repeats row 2');
    // Nothing applied: not even the good first row.
    expect(
      await db().selectFrom('users').select('id').where('username', '=', 'cuong.le').executeTakeFirst(),
    ).toBeUndefined();
    const result = await download(job.id);
    const rows = rowsOf((await readBook(result.bytes)).worksheets[0] as ExcelJS.Worksheet);
    expect(rows[0]).toEqual(['Row', 'Column', 'Error']);
    expect(rows[1]).toEqual(['3', 'Phone number', 'Phone number is invalid']);
    // In Vietnamese when started in Vietnamese.
    const vi = (await startImport({ bytes, locale: 'vi-VN' })).body.data as JobSummary;
    await worker().drain();
    expect((await jobOf(vi.id)).rowErrors[0]?.message).toBe('Số điện thoại không hợp lệ');
  });

  it('leaves a member waiting for approval waiting: a row naming her refuses the file and activates nobody', async () => {
    const unit = await call<{ id: number }>('POST', '/Lms/Unit/Add', {
      name: 'Chi nhánh chờ duyệt',
      requiresCensorship: true,
    });
    const added = await call('POST', '/Lms/Member/Add', {
      fullName: 'Đặng Thị Chờ',
      username: 'cho.nhap',
      password: 'Saola@2026',
      idUnit: unit.body.data?.id,
    });
    expect(added.body.data).toMatchObject({ status: 'inactive', censorship: 'pending' });
    const bytes = await memberFile([['Đặng Thị Chờ', 'cho.nhap', 'Saola@2026', '', '', '', '', '']]);
    const job = (await startImport({ bytes })).body.data as JobSummary;
    await worker().drain();
    const failed = await jobOf(job.id);
    expect(failed.state).toBe('failed');
    expect(failed.rowErrors.map((e) => [e.row, e.field])).toEqual([[2, 'Username *']]);
    const signIn = await t.call({
      method: 'POST',
      url: '/Auth/User/SignIn',
      payload: { username: 'cho.nhap', password: 'Saola@2026', idDevice: 'cho' },
    });
    expect(signIn.body.message).toBe('Your registration is waiting for the school’s approval.');
  });

  it('refuses a wrong header, and an oversized, disguised or unknown file in the request, never with a 500', async () => {
    const header = await memberFile([['A', 'a.b', 'Saola@2026']], ['Name', 'Login']);
    const job = (await startImport({ bytes: header })).body.data as JobSummary;
    await worker().drain();
    expect((await jobOf(job.id)).error).toBe('The header row does not match the template');

    const big = await startImport({ bytes: Buffer.alloc(20 * 1024 * 1024 + 1, 1), locale: 'vi-VN' });
    expect(big.status).toBe(413);
    expect(big.errors[0]).toEqual({ field: 'file', message: 'Tệp lớn hơn dung lượng cho phép (20 MB)' });

    const textAsXlsx = await startImport({ bytes: Buffer.from('name,username\nAn,an') });
    expect(textAsXlsx.status).toBe(400);
    expect(textAsXlsx.errors[0]).toEqual({
      field: 'file',
      message: 'The file is not a real Excel (.xlsx) file',
    });
    // A zip, but a word document's: no workbook inside.
    const docx = await startImport({ bytes: zipOf('word/document.xml', '<w:document/>') });
    expect(docx.errors[0]?.message).toBe('The file is not a real Excel (.xlsx) file');
    // A workbook named .csv is no CSV text.
    const xlsxAsCsv = await startImport({
      bytes: await memberFile([]),
      name: 'members.csv',
      locale: 'lo-LA',
    });
    expect(xlsxAsCsv.status).toBe(400);
    expect(xlsxAsCsv.errors[0]).toEqual({ field: 'file', message: 'ໄຟລ໌ນີ້ບໍ່ແມ່ນໄຟລ໌ຂໍ້ຄວາມ CSV ແທ້' });
    const txt = await startImport({ bytes: Buffer.from('a,b'), name: 'members.txt' });
    expect(txt.status).toBe(400);
    expect(txt.errors[0]).toEqual({ field: 'file', message: 'Invalid file format' });
    // No file, or the old JSON body: a field error, not a crash.
    const json = await call('POST', '/Lms/Import/Start', {
      module: 'member',
      policy: 'all',
      content: 'UEs=',
    });
    expect(json.status).toBe(400);
    const lookAlike = await call<unknown>('POST', '/Lms/Import/Start', {
      module: 'member',
      policy: 'all',
      file: { name: 'members.xlsx', size: 4 },
    });
    expect(lookAlike.status).toBe(400);
    expect(lookAlike.body.data).toEqual([{ field: 'file', message: 'File is required' }]);
    const empty = await startImport({ bytes: Buffer.alloc(0) });
    expect(empty.errors[0]).toEqual({ field: 'file', message: 'File is required' });
    const unknownPolicy = await startImport({ bytes: header, policy: 'some' });
    expect(unknownPolicy.status).toBe(400);
    expect(unknownPolicy.errors[0]?.field).toBe('policy');
  });

  it('applies nothing when the process dies mid-import, and runs it once when another takes over', async () => {
    const bytes = await memberFile([['Phạm Minh Đức', 'duc.pham', 'Saola@2026', '', '', '', '', '']]);
    const job = (await startImport({ bytes })).body.data as JobSummary;
    const a = dataJobWorker(db(), t.clock, t.server.services.passwords, t.server.services.settings);
    const b = dataJobWorker(db(), t.clock, t.server.services.passwords, t.server.services.settings);
    const taken = await a.claim();
    expect(taken?.id).toBe(job.id);
    expect(
      await db().selectFrom('users').select('id').where('username', '=', 'duc.pham').executeTakeFirst(),
    ).toBeUndefined();
    t.clock.advance(t.server.services.settings.jobLockMs + 1);
    await b.drain();
    await a.run(taken as NonNullable<typeof taken>);
    const rows = await db().selectFrom('users').select('id').where('username', '=', 'duc.pham').execute();
    expect(rows).toHaveLength(1);
    expect((await jobOf(job.id)).state).toBe('done');
  });

  it("gives each kind's template, whose header the import takes, and keeps imports to each kind's right", async () => {
    const template = async (module: string, token = owner) =>
      t.server.app.inject({
        method: 'GET',
        url: `/Lms/Import/Template?module=${module}`,
        headers: { authorization: `Bearer ${token}`, 'content-language': 'lo-LA' },
      });
    const members = await template('member');
    expect(members.statusCode).toBe(200);
    // Named wholly in the reader's language.
    expect(members.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('ແບບຟອມນຳເຂົ້າ - ສະມາຊິກ.xlsx')}`,
    );
    const rows = rowsOf((await readBook(members.rawPayload)).worksheets[0] as ExcelJS.Worksheet);
    expect(rows[0]?.[0]).toBe('ຊື່ ແລະ ນາມສະກຸນ *');
    const scores = rowsOf(
      (await readBook((await template('score')).rawPayload)).worksheets[0] as ExcelJS.Worksheet,
    );
    expect(scores[0]).toEqual(['ຊື່ຜູ້ໃຊ້ຂອງນັກຮຽນ *', 'ຫ້ອງຮຽນ', 'ວິຊາ *', 'ຄະແນນ *', 'ສຳປະສິດ *', 'ພາກ', 'ໝາຍເຫດ']);
    // The student template, filled in as downloaded (Lao headers), imports.
    const students = await readBook((await template('student')).rawPayload);
    const sheet = students.worksheets[0] as ExcelJS.Worksheet;
    sheet.getRow(2).getCell(2).value = 'from.template';
    const fromTemplate = await startImport({
      module: 'student',
      name: 'students.xlsx',
      bytes: Buffer.from(await students.xlsx.writeBuffer()),
    });
    await worker().drain();
    expect((await jobOf((fromTemplate.body.data as JobSummary).id)).state).toBe('done');

    expect((await template('teacher', teacher)).statusCode).toBe(403);
    const noRight = await startImport({ bytes: await memberFile([]), token: teacher });
    expect(noRight.status).toBe(403);
    const noTeacherRight = await startImport({
      module: 'teacher',
      bytes: await memberFile([]),
      token: teacher,
    });
    expect(noTeacherRight.status).toBe(403);
  });
});

describe('student, teacher and score imports', () => {
  let idClass: number;
  beforeAll(async () => {
    idClass = (
      await db()
        .insertInto('userGroups')
        .values({ idSite: 1, name: 'Lớp 10A1' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  it('keeps the valid students of a file with bad rows when asked to, and lists each bad row and why', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => [
      `Học sinh ${i + 1}`,
      `hs.import${i + 1}`,
      'Saola@2026',
      '',
      '0912345678',
      'lớp 10a1',
      '10',
      'THPT',
      '2026-2027',
      '1',
    ]);
    (rows[4] as string[])[4] = '09-12';
    (rows[9] as string[])[1] = 'learner0';
    (rows[19] as string[])[5] = 'Lớp 12Z';
    const job = (
      await startImport({
        module: 'student',
        policy: 'valid',
        name: 'hs.xlsx',
        bytes: await xlsxOf(rows, STUDENT_HEADER),
      })
    ).body.data as JobSummary;
    await worker().drain();
    const done = await jobOf(job.id);
    expect(done).toMatchObject({ state: 'done', doneRows: 47, errorRows: 3, totalRows: 50, hasResult: true });
    expect(done.rowErrors).toEqual([
      { row: 6, field: 'Phone number', message: 'Phone number is invalid' },
      { row: 11, field: 'Username *', message: 'This username is already taken.' },
      { row: 21, field: 'Class', message: 'There is no class "Lớp 12Z"' },
    ]);
    const added = await db()
      .selectFrom('users')
      .leftJoin('userGroupMembers', 'userGroupMembers.idUser', 'users.id')
      .select(['users.username', 'users.classLevel', 'userGroupMembers.idGroup'])
      .where('users.username', 'like', 'hs.import%')
      .execute();
    expect(added).toHaveLength(47);
    expect(added.every((r) => r.idGroup === idClass && r.classLevel === '10')).toBe(true);
    const result = rowsOf(
      (await readBook((await download(job.id)).bytes)).worksheets[0] as ExcelJS.Worksheet,
    );
    expect(result.slice(1).map((r) => r[0])).toEqual(['6', '11', '21']);
    expect(result[3]).toEqual(['21', 'Class', 'There is no class "Lớp 12Z"']);
  });

  it('names every problem of every row in one pass, and counts what it added (issue 33)', async () => {
    await db()
      .updateTable('users')
      .set({ email: 'Da.Dung@Example.vn' })
      .where('idSite', '=', 1)
      .where('username', '=', 'learner1')
      .execute();
    const row = (over: Partial<Record<number, string>>) => {
      const cells = ['Học sinh', 'hs.onepass', 'Saola@2026', '', '', '', '', '', '', ''];
      for (const [i, v] of Object.entries(over)) cells[Number(i)] = v as string;
      return cells;
    };
    const bytes = await xlsxOf(
      [
        // Taken username, short password, bad email, bad phone, unknown class: all five at once.
        row({ 1: 'learner0', 2: 'abc', 3: 'not-an-email', 4: '12ab', 5: 'Lớp 99X' }),
        row({ 1: 'hs.good', 3: 'good@example.vn', 4: '+856 20 5555 1234' }),
        // Repeats the row above, in other letters' case.
        row({ 1: 'HS.Good', 3: 'GOOD@example.vn', 4: '0912-345-678' }),
        // An email another account of the school holds: a contact, not an account, so the row is added.
        row({ 1: 'hs.shared.mail', 3: 'da.dung@example.vn' }),
      ],
      STUDENT_HEADER,
    );
    const job = (await startImport({ module: 'student', policy: 'valid', name: 'one-pass.xlsx', bytes })).body
      .data as JobSummary;
    await worker().drain();
    const done = await jobOf(job.id);
    expect(done).toMatchObject({ state: 'done', error: null, doneRows: 2, errorRows: 2, totalRows: 4 });
    expect(done.rowErrors).toEqual([
      { row: 2, field: 'Username *', message: 'This username is already taken.' },
      {
        row: 2,
        field: 'Password *',
        message:
          'The password must have at least 8 characters, 1 uppercase letter, 1 special character and 1 number',
      },
      { row: 2, field: 'Email', message: expect.any(String) },
      { row: 2, field: 'Phone number', message: 'Phone number is invalid' },
      { row: 2, field: 'Class', message: 'There is no class "Lớp 99X"' },
      { row: 4, field: 'Username *', message: 'The username repeats row 3' },
    ]);
    // The row added keeps its phone in E.164, whichever way it was typed.
    const added = await db()
      .selectFrom('users')
      .select(['username', 'phone'])
      .where('username', 'in', ['hs.good', 'HS.Good', 'hs.shared.mail', 'learner0'])
      .where('idSite', '=', 1)
      .orderBy('username')
      .execute();
    expect(added.find((u) => u.username === 'hs.good')?.phone).toBe('+8562055551234');
    expect(added.map((u) => u.username)).toContain('hs.shared.mail');
  });

  it('imports teachers from a CSV file, all or nothing', async () => {
    const csv = (lines: string[]) =>
      Buffer.from(
        `\uFEFFHọ tên *,Tên đăng nhập *,Mật khẩu *,Địa chỉ email,Số điện thoại,Bí danh\n${lines.join('\n')}\n`,
      );
    const bad = await startImport({
      module: 'teacher',
      name: 'gv.csv',
      bytes: csv(['Cô Lan,gv.lan,Saola@2026,lan@example.vn,,Cô Lan', '"Thầy, Minh",gv.lan,Saola@2026,,,']),
    });
    await worker().drain();
    const failed = await jobOf((bad.body.data as JobSummary).id);
    expect(failed.state).toBe('failed');
    expect(failed.rowErrors).toEqual([
      { row: 3, field: 'Username *', message: 'The username repeats row 2' },
    ]);
    const good = await startImport({
      module: 'teacher',
      name: 'gv.csv',
      bytes: csv(['Cô Lan,gv.lan,Saola@2026,lan@example.vn,,Cô Lan', '"Thầy, Minh",gv.minh,Saola@2026,,,']),
    });
    await worker().drain();
    expect(await jobOf((good.body.data as JobSummary).id)).toMatchObject({ state: 'done', doneRows: 2 });
    const teachers = await db()
      .selectFrom('users')
      .select(['fullName', 'idType', 'alias'])
      .where('username', 'in', ['gv.lan', 'gv.minh'])
      .orderBy('username')
      .execute();
    expect(teachers).toEqual([
      { fullName: 'Cô Lan', idType: ID_TYPE.TEACHER, alias: 'Cô Lan' },
      { fullName: 'Thầy, Minh', idType: ID_TYPE.TEACHER, alias: null },
    ]);
  });

  it('hashes a password the file repeats once, and the account must replace it before doing anything else', async () => {
    // The teachers the CSV import added share their handed-out password, and so its one hash.
    const hashes = await db()
      .selectFrom('users')
      .select(['username', 'passwordHash', 'mustChangePassword'])
      .where('username', 'in', ['gv.lan', 'gv.minh'])
      .orderBy('username')
      .execute();
    expect(hashes.map((h) => h.mustChangePassword)).toEqual([true, true]);
    expect(hashes[0]?.passwordHash).toBe(hashes[1]?.passwordHash);

    const token = await t.signIn('gv.lan', { password: 'Saola@2026' });
    const config = await t.call<{ user: { mustChangePassword?: true } }>({
      method: 'GET',
      url: '/Auth/Config/Get',
      token,
    });
    expect(config.body.data?.user.mustChangePassword).toBe(true);
    const mine = '/Auth/Notification/MyNotification?take=5';
    const before = await t.call({ method: 'GET', url: mine, token, locale: 'lo-LA' });
    expect(before.status).toBe(403);
    expect(before.body.message).toBe('ກະລຸນາເລືອກລະຫັດຜ່ານຂອງທ່ານເອງກ່ອນດຳເນີນການຕໍ່.');
    const change = (newPassword: string) =>
      t.call({
        method: 'PUT',
        url: '/Auth/User/EditProfile',
        token,
        payload: { currentPassword: 'Saola@2026', newPassword, confirmPassword: newPassword },
      });
    expect((await change('Saola@2026')).body.data).toEqual([
      { field: 'newPassword', message: 'The new password must differ from the one your school gave you.' },
    ]);
    expect((await change('Lan-riêng@2027')).body.error).toBe(false);

    const after = await db()
      .selectFrom('users')
      .select(['username', 'passwordHash', 'mustChangePassword'])
      .where('username', 'in', ['gv.lan', 'gv.minh'])
      .orderBy('username')
      .execute();
    expect(after[0]?.mustChangePassword).toBe(false);
    expect(after[0]?.passwordHash).not.toBe(after[1]?.passwordHash);
    expect(after[1]).toEqual(hashes[1]);
    const config2 = await t.call<{ user: object }>({ method: 'GET', url: '/Auth/Config/Get', token });
    expect(config2.body.data?.user).not.toHaveProperty('mustChangePassword');
    expect((await t.call({ method: 'GET', url: mine, token })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/Auth/User/Profile', token })).status).toBe(200);
  });

  it('imports scores for known students, refusing unknown students and classes and scores out of range', async () => {
    const bytes = await xlsxOf(
      [
        ['learner1', 'Lớp 10A1', 'Toán', '8.5', '2', 'HK1', ''],
        ['nobody', '', 'Toán', '7', '1', '', ''],
        ['learner1', 'Lớp 9Z', 'Văn', '7', '1', '', ''],
        ['learner2', '', 'Văn', '120', '1', '', ''],
        ['', '', 'Sử', '9', '1', '', ''],
      ],
      SCORE_HEADER,
    );
    const job = (await startImport({ module: 'score', policy: 'valid', name: 'diem.xlsx', bytes })).body
      .data as JobSummary;
    await worker().drain();
    const done = await jobOf(job.id);
    expect(done).toMatchObject({ state: 'done', doneRows: 1, errorRows: 4 });
    expect(done.rowErrors.map((e) => [e.row, e.field])).toEqual([
      [3, 'Student username *'],
      [4, 'Class'],
      [5, 'Score *'],
      [6, 'Student username *'],
    ]);
    expect(done.rowErrors[0]?.message).toBe('There is no student "nobody" you may give scores to');
    const scores = await db()
      .selectFrom('scoreRecords')
      .innerJoin('users', 'users.id', 'scoreRecords.idUser')
      .select(['users.username', 'scoreRecords.subject', 'scoreRecords.idGroup'])
      .execute();
    expect(scores).toEqual([{ username: 'learner1', subject: 'Toán', idGroup: idClass }]);
  });
});
