import type { DetailRow, GeneralReport, JobDetail, JobSummary, OpenCourseLog } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import type { Paged } from '@saola/core/http';
import type { FieldError } from '@saola/core/validate';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataJobWorker } from '../src/server';
import { type Call, grantRights, startTestServer, type TestServer } from './harness';
import { downloadJob, readBook, rowsOf } from './job-files';

let t: TestServer;
let owner: string;
let teacher: string;
const db = () => t.server.connection.db;
const worker = () => {
  const w = t.server.services.dataJobs;
  if (!w) throw new Error('no data job worker');
  return w;
};

const call = <T>(
  method: Call['method'],
  url: string,
  payload?: unknown,
  token = owner,
  extra: Partial<Call> = {},
) => t.call<T>({ method, url, token, payload, ...extra });

const download = (id: number, token = owner) => downloadJob(t, id, token);

let idCourse: number;
let idTeacher: number;
let idUnitA: number;
let idUnitB: number;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.signIn('owner');
  teacher = await t.signIn('teacher');
  const d = db();
  idTeacher = (
    await d
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'teacher')
      .where('idSite', '=', 1)
      .executeTakeFirstOrThrow()
  ).id;
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
    const { host } = await t.addOtherSite().catch(() => ({ host: 'other.test' }));
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

async function memberFile(rows: string[][], header?: string[]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Members');
  sheet.addRow(
    header ?? [
      'Full name *',
      'Username *',
      'Password *',
      'Email',
      'Phone number',
      'Unit',
      'Position',
      'Member group',
    ],
  );
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

async function startImport(content: string, fileName = 'members.xlsx', locale: Call['locale'] = 'en-US') {
  return call<JobSummary>('POST', '/Lms/Import/Start', { module: 'member', fileName, content }, owner, {
    locale,
  });
}

describe('member import', () => {
  it('imports a good file whole', async () => {
    const content = await memberFile([
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
    const job = (await startImport(content)).body.data as JobSummary;
    expect(job.state).toBe('queued');
    await worker().drain();
    const done = (await call<JobDetail>('GET', '/Lms/Job/Get', { id: job.id })).body.data as JobDetail;
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
    const content = await memberFile([
      ['Lê Văn Cường', 'cuong.le', 'Saola@2026', '', '', '', '', ''],
      ['Bad Phone', 'bad.phone', 'Saola@2026', '', '12ab', '', '', ''],
      ['Duplicate', 'binh.tran', 'Saola@2026', '', '', '', '', ''],
      ['Nowhere', 'nowhere', 'Saola@2026', '', '', 'No such unit', '', ''],
      ['Twice', 'cuong.le', 'Saola@2026', '', '', '', '', ''],
      ['', 'noname', 'Saola@2026', '', '', '', '', ''],
    ]);
    const job = (await startImport(content)).body.data as JobSummary;
    await worker().drain();
    const failed = (await call<JobDetail>('GET', '/Lms/Job/Get', { id: job.id })).body.data as JobDetail;
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
    const vi = (await startImport(content, 'members.xlsx', 'vi-VN')).body.data as JobSummary;
    await worker().drain();
    const viDetail = (await call<JobDetail>('GET', '/Lms/Job/Get', { id: vi.id })).body.data as JobDetail;
    expect(viDetail.rowErrors[0]?.message).toBe('Số điện thoại không hợp lệ');
  });

  it('refuses a wrong header, an oversized, a disguised or a non-xlsx file', async () => {
    const header = await memberFile([['A', 'a.b', 'Saola@2026']], ['Name', 'Login']);
    const job = (await startImport(header)).body.data as JobSummary;
    await worker().drain();
    const failed = (await call<JobDetail>('GET', '/Lms/Job/Get', { id: job.id })).body.data as JobDetail;
    expect(failed.error).toBe('The header row does not match the template');
    const big = await startImport(Buffer.alloc(720 * 1024, 1).toString('base64'));
    expect(big.status).toBe(400);
    expect((big.body.data as unknown as FieldError[])[0]?.message).toBe(
      'The file is larger than the allowed 700 KB',
    );
    const disguised = await startImport(Buffer.from('name,username\nAn,an').toString('base64'));
    expect((disguised.body.data as unknown as FieldError[])[0]?.message).toBe(
      'The file is not a real Excel (.xlsx) file',
    );
    const csv = await startImport(await memberFile([]), 'members.csv', 'lo-LA');
    expect(csv.status).toBe(400);
    expect((csv.body.data as unknown as FieldError[])[0]?.field).toBe('fileName');
  });

  it('applies nothing when the process dies mid-import, and runs it once when another takes over', async () => {
    const content = await memberFile([['Phạm Minh Đức', 'duc.pham', 'Saola@2026', '', '', '', '', '']]);
    const job = (await startImport(content)).body.data as JobSummary;
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
    const done = (await call<JobDetail>('GET', '/Lms/Job/Get', { id: job.id })).body.data as JobDetail;
    expect(done.state).toBe('done');
  });

  it('gives a template whose header the import takes, and keeps imports to the organisation right', async () => {
    const template = await t.server.app.inject({
      method: 'GET',
      url: '/Lms/Import/Template?module=member',
      headers: { authorization: `Bearer ${owner}`, 'content-language': 'lo-LA' },
    });
    expect(template.statusCode).toBe(200);
    const rows = rowsOf((await readBook(template.rawPayload)).worksheets[0] as ExcelJS.Worksheet);
    expect(rows[0]?.[0]).toBe('ຊື່ ແລະ ນາມສະກຸນ *');
    const noRight = await call(
      'POST',
      '/Lms/Import/Start',
      { module: 'member', fileName: 'm.xlsx', content: await memberFile([]) },
      teacher,
    );
    expect(noRight.status).toBe(403);
  });
});
