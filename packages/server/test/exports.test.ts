import type {
  ActiveCodeBatch,
  ActiveCodeRow,
  Course,
  JobSummary,
  NoteRecord,
  ScoreRecord,
  Student,
  UserGroup,
} from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { RIGHTS } from '@saola/core/http';
import type { FieldError } from '@saola/core/validate';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRights, type OwnerCall, startWithOwner, type TestServer } from './harness';
import { downloadJob, readBook } from './job-files';

let t: TestServer;
let owner: string;
let call: OwnerCall;
const PASSWORD = 'Saola@2026';

const jobCount = async () =>
  Number(
    (
      await t.server.connection.db
        .selectFrom('dataJobs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The cells of the exported file's first sheet, the header first (dates as they are stored: Date cells). */
async function exported(payload: Record<string, unknown>, token = owner) {
  const reply = await call<JobSummary>('POST', '/Lms/Export/Start', payload, token);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const { id } = reply.body.data as JobSummary;
  await t.server.services.dataJobs?.drain();
  const job = (await call<JobSummary>('GET', '/Lms/Job/Get', { id }, token)).body.data;
  expect(job?.state, job?.error ?? '').toBe('done');
  const sheet = (await readBook((await downloadJob(t, id, token)).bytes)).worksheets[0] as ExcelJS.Worksheet;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The school's wall clock at `at` (Asia/Ho_Chi_Minh, UTC+7), to the minute, as a wall-time cell holds it. */
const hanoi = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 16);
const minuteOf = (cell: unknown) => (cell instanceof Date ? cell.toISOString().slice(0, 16) : cell);

let courses: Course[];
let students: Student[];

async function addStudent(fullName: string, username: string) {
  const reply = await call<Student>('POST', '/Lms/Student/Add', {
    fullName,
    username,
    kind: 'registered',
    password: PASSWORD,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Student;
}

beforeAll(async () => {
  ({ t, owner, call } = await startWithOwner());
  courses = [];
  for (const name of ['Tiếng Anh giao tiếp', 'ພາສາລາວ'])
    courses.push((await call<Course>('POST', '/Lms/Course/Add', { name })).body.data as Course);
  students = [
    await addStudent('Nguyễn Thị Lan', 'lan.nguyen'),
    await addStudent('ສົມພອນ ວົງສາ', 'somphone'),
    await addStudent('Trần Văn Minh', 'minh.tran'),
  ];
});
afterAll(() => t.close());

describe('activation code export', () => {
  let batch: ActiveCodeBatch;
  let codes: ActiveCodeRow[];

  beforeAll(async () => {
    const made = await call<ActiveCodeBatch>('POST', '/Lms/ActiveCode/Generate', {
      name: 'Thẻ đại lý Viêng Chăn',
      count: 3,
      length: 8,
      usesPerCode: 1,
      idCourses: courses.map((c) => c.id),
    });
    batch = made.body.data as ActiveCodeBatch;
    // Another batch, whose codes a batch's export leaves out.
    await call('POST', '/Lms/ActiveCode/Generate', {
      name: 'Lô khác',
      count: 2,
      length: 8,
      usesPerCode: 2,
      idCourses: [courses[0]?.id],
    });
    codes =
      (await call<Paged<ActiveCodeRow>>('GET', '/Lms/ActiveCode/Codes', { idBatch: batch.id, take: 50 })).body
        .data?.data ?? [];
    const learner = await t.signIn('somphone', { password: PASSWORD });
    const redeemed = await call('POST', '/Lms/ActiveCode/Redeem', { code: codes[0]?.code }, learner);
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
  });

  it("writes a batch's codes as its page lists them: what they open, uses, who used them when, expiry", async () => {
    const rows = await exported({ module: 'activeCode', idBatch: batch.id });
    expect(rows[0]).toEqual([
      'Code',
      'Batch',
      'The codes give',
      'Status',
      'Uses',
      'Used by',
      'Used on',
      'Expires',
    ]);
    // The batch page lists its codes in the order they were drawn; so does the file.
    expect(rows.slice(1).map((r) => r[0])).toEqual(codes.map((c) => c.code));
    const used = rows.find((r) => r[0] === codes[0]?.code) as unknown[];
    expect(used.slice(0, 6)).toEqual([
      codes[0]?.code,
      'Thẻ đại lý Viêng Chăn',
      'Tiếng Anh giao tiếp, ພາສາລາວ',
      'Used',
      '1/1',
      'ສົມພອນ ວົງສາ (somphone)',
    ]);
    expect(minuteOf(used[6])).toBe(hanoi(t.clock.now()));
    expect(used[7]).toBe('Never');
    const unused = rows.find((r) => r[0] === codes[1]?.code) as unknown[];
    expect([unused[3], unused[4], unused[5] ?? '', unused[6] ?? '']).toEqual(['Unused', '0/1', '', '']);
  });

  it("writes the code list's rows with its status filter and keyword, labels in the starter's language", async () => {
    const all = await exported({ module: 'activeCode' });
    expect(all).toHaveLength(6);
    const unused = await exported({ module: 'activeCode', status: 'unused' });
    const listed = (
      await call<Paged<ActiveCodeRow>>('GET', '/Lms/ActiveCode/Codes', { status: 'unused', take: 50 })
    ).body.data?.data as ActiveCodeRow[];
    expect(
      unused
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(listed.map((c) => c.code).sort());
    expect(listed).toHaveLength(4);
    // Found by the learner's name, as the list finds it; a code read out with a dash and in lower case too.
    const byName = await exported({ module: 'activeCode', keyword: 'somphone' });
    expect(byName.slice(1).map((r) => r[0])).toEqual([codes[0]?.code]);
    const spoken = `${codes[1]?.code.slice(0, 4)}-${codes[1]?.code.slice(4)}`.toLowerCase();
    const bySpoken = await exported({ module: 'activeCode', keyword: spoken });
    expect(bySpoken.slice(1).map((r) => r[0])).toEqual([codes[1]?.code]);

    const reply = await call<JobSummary>(
      'POST',
      '/Lms/Export/Start',
      { module: 'activeCode', idBatch: batch.id },
      owner,
      { locale: 'vi-VN' },
    );
    await t.server.services.dataJobs?.drain();
    const file = await downloadJob(t, (reply.body.data as JobSummary).id, owner);
    const sheet = (await readBook(file.bytes)).worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(4).value).toBe('Trạng thái');
    expect(sheet.getRow(2).getCell(4).value).toBe('Đã dùng');
  });

  it('refuses a caller without the code right, a status of another list, and another school’s batch', async () => {
    const before = await jobCount();
    await grantRights(t, 'teacher', [RIGHTS.student]);
    const teacher = await t.signIn('teacher');
    expect((await call('POST', '/Lms/Export/Start', { module: 'activeCode' }, teacher)).status).toBe(403);
    const student = await t.signIn('lan.nguyen', { password: PASSWORD });
    expect((await call('POST', '/Lms/Export/Start', { module: 'activeCode' }, student)).status).toBe(403);

    const wrong = await call('POST', '/Lms/Export/Start', { module: 'activeCode', status: 'paid' }, owner, {
      locale: 'lo-LA',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data as unknown as FieldError[]).toEqual([{ field: 'status', message: 'ຄ່າບໍ່ຖືກຕ້ອງ' }]);
    const bogus = await call('POST', '/Lms/Export/Start', { module: 'activeCode', idBatch: 'tất cả' });
    expect(bogus.status).toBe(400);
    expect((bogus.body.data as unknown as FieldError[])[0]?.field).toBe('idBatch');
    expect((await call('POST', '/Lms/Export/Start', { module: 'order', status: 'unused' })).status).toBe(400);

    const other = await t.addOtherSite();
    const theirs = await t.signIn('owner', { host: other.host });
    const them = await call(
      'POST',
      '/Lms/Export/Start',
      { module: 'activeCode', idBatch: batch.id },
      theirs,
      {
        host: other.host,
      },
    );
    expect(them.status).toBe(404);
    expect(await jobCount()).toBe(before);
  });
});

describe('score export', () => {
  let lop: UserGroup;
  let scores: ScoreRecord[];

  beforeAll(async () => {
    const [lan, somphone, minh] = students as [Student, Student, Student];
    lop = (
      await call<UserGroup>('POST', '/Lms/UserGroup/Add', {
        name: 'Lớp 10A1',
        classLevel: '10',
        schoolYear: '2026-2027',
        idHomeroomTeacher: null,
        idMembers: [lan.id, somphone.id],
      })
    ).body.data as UserGroup;
    scores = [];
    for (const [who, subject, score, note] of [
      [lan, 'Toán', 8.5, 'Tiến bộ rõ'],
      [somphone, 'ພາສາລາວ', 9.25, ''],
      [somphone, 'Toán', 6, 'Cần ôn thêm'],
      [minh, 'Toán', 7, 'Không thuộc lớp'],
    ] as const) {
      const added = await call<ScoreRecord>('POST', '/Lms/ScoreRecord/Add', {
        idUser: who.id,
        idGroup: who === minh ? null : lop.id,
        subject,
        score,
        factor: 1,
        term: 'HK1',
        note,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      scores.push(added.body.data as ScoreRecord);
    }
  });

  it("writes a class's score records as its list shows them, searched by its keyword", async () => {
    const rows = await exported({ module: 'score', idGroup: lop.id });
    expect(rows[0]).toEqual([
      'Student',
      'Username',
      'Class',
      'Subject',
      'Score',
      'Score factor',
      'Term',
      'Note',
      'Teacher',
      'Written on',
    ]);
    const listed = (
      await call<Paged<ScoreRecord>>('GET', '/Lms/ScoreRecord/List', { idGroup: lop.id, take: 50 })
    ).body.data?.data as ScoreRecord[];
    expect(listed).toHaveLength(3);
    const key = (r: unknown[]) => `${r[0]}|${r[3]}|${r[4]}`;
    expect(listed.every((s) => s.creatorName === listed[0]?.creatorName)).toBe(true);
    expect(rows.slice(1).map(key).sort()).toEqual(
      listed.map((s) => `${s.studentName}|${s.subject}|${s.score}`).sort(),
    );
    const lan = rows.find((r) => r[0] === 'Nguyễn Thị Lan') as unknown[];
    expect(lan.slice(0, 9)).toEqual([
      'Nguyễn Thị Lan',
      'lan.nguyen',
      'Lớp 10A1',
      'Toán',
      8.5,
      1,
      'HK1',
      'Tiến bộ rõ',
      listed[0]?.creatorName,
    ]);
    expect(minuteOf(lan[9])).toBe(hanoi(new Date(scores[0]?.createdAt as string)));

    const searched = await exported({ module: 'score', idGroup: lop.id, keyword: 'toán' });
    const found = (
      await call<Paged<ScoreRecord>>('GET', '/Lms/ScoreRecord/List', {
        idGroup: lop.id,
        keyword: 'toán',
        take: 50,
      })
    ).body.data?.data as ScoreRecord[];
    expect(searched.slice(1).map(key).sort()).toEqual(
      found.map((s) => `${s.studentName}|${s.subject}|${s.score}`).sort(),
    );
    expect(searched.slice(1).map((r) => r[3])).toEqual(['Toán', 'Toán']);

    const one = await exported({ module: 'score', idUser: (students[2] as Student).id });
    expect(one.slice(1).map((r) => [r[0], r[2] ?? null, r[7]])).toEqual([
      ['Trần Văn Minh', null, 'Không thuộc lớp'],
    ]);
  });

  it('writes only the learners a personal-scope teacher sees, and refuses a class she does not', async () => {
    const group = await call<{ id: number }>('POST', '/Lms/RightGroup/Add', {
      name: 'Giáo viên chủ nhiệm',
      scope: 'personal',
      rights: [RIGHTS.scoreRecord],
    });
    const added = await call<{ id: number; username: string }>('POST', '/Lms/Teacher/Add', {
      fullName: 'Phạm Thu Hà',
      username: 'ha.pham',
      status: 'active',
      idGroups: [group.body.data?.id],
      rights: [],
      password: PASSWORD,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const ha = await t.signIn('ha.pham', { password: PASSWORD });
    const before = await jobCount();
    // Not her class: as if it were not there, and no job.
    expect((await call('POST', '/Lms/Export/Start', { module: 'score', idGroup: lop.id }, ha)).status).toBe(
      404,
    );
    expect(await jobCount()).toBe(before);
    // Her own class of one learner: only that learner's records, though others' were written to the school.
    const hers = await call<UserGroup>('POST', '/Lms/UserGroup/Add', {
      name: 'Lớp 11B',
      classLevel: '11',
      schoolYear: '2026-2027',
      idHomeroomTeacher: added.body.data?.id,
      idMembers: [(students[2] as Student).id],
    });
    expect(hers.status, JSON.stringify(hers.body)).toBe(200);
    const rows = await exported({ module: 'score' }, ha);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['Trần Văn Minh']);
    expect((await exported({ module: 'score' })).length - 1).toBe(4);
  });

  it('refuses a learner, bad filters, and another school’s class or learner', async () => {
    const before = await jobCount();
    const student = await t.signIn('lan.nguyen', { password: PASSWORD });
    expect((await call('POST', '/Lms/Export/Start', { module: 'score' }, student)).status).toBe(403);
    const bad = await call('POST', '/Lms/Export/Start', { module: 'score', idGroup: -3 }, owner, {
      locale: 'vi-VN',
    });
    expect(bad.status).toBe(400);
    expect((bad.body.data as unknown as FieldError[])[0]?.field).toBe('idGroup');
    const other = await t.addOtherSite();
    const theirs = await t.signIn('owner', { host: other.host });
    for (const filter of [{ idGroup: lop.id }, { idUser: (students[0] as Student).id }])
      expect(
        (
          await call('POST', '/Lms/Export/Start', { module: 'score', ...filter }, theirs, {
            host: other.host,
          })
        ).status,
      ).toBe(404);
    expect(await jobCount()).toBe(before);
  });
});

describe('note export', () => {
  it("writes a class's remarks as its list shows them, the day as a date, searched by its keyword", async () => {
    const [lan, somphone] = students as [Student, Student];
    const lop = (
      await call<UserGroup>('POST', '/Lms/UserGroup/Add', {
        name: 'Lớp 12C',
        classLevel: '12',
        schoolYear: '2026-2027',
        idHomeroomTeacher: null,
        idMembers: [lan.id, somphone.id],
      })
    ).body.data as UserGroup;
    for (const [who, notedOn, content] of [
      [lan, '2026-11-20', 'Chăm chỉ, cần luyện thêm hình học.'],
      [somphone, '2026-11-21', 'ຕັ້ງໃຈຮຽນດີ'],
    ] as const) {
      const added = await call('POST', '/Lms/NoteRecord/Add', {
        idUser: who.id,
        idGroup: lop.id,
        notedOn,
        content,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    const rows = await exported({ module: 'note', idGroup: lop.id });
    expect(rows[0]).toEqual(['Student', 'Username', 'Class', 'Date', 'Remark', 'Teacher', 'Written on']);
    const listed = (
      await call<Paged<NoteRecord>>('GET', '/Lms/NoteRecord/List', { idGroup: lop.id, take: 50 })
    ).body.data?.data as NoteRecord[];
    expect(
      rows
        .slice(1)
        .map((r) => `${r[0]}|${(r[3] as Date).toISOString().slice(0, 10)}|${r[4]}`)
        .sort(),
    ).toEqual(listed.map((n) => `${n.studentName}|${n.notedOn}|${n.content}`).sort());
    expect(rows.find((r) => r[0] === 'ສົມພອນ ວົງສາ')?.slice(1, 3)).toEqual(['somphone', 'Lớp 12C']);
    const searched = await exported({ module: 'note', idGroup: lop.id, keyword: 'hình học' });
    expect(searched.slice(1).map((r) => r[0])).toEqual(['Nguyễn Thị Lan']);
    const student = await t.signIn('lan.nguyen', { password: PASSWORD });
    expect((await call('POST', '/Lms/Export/Start', { module: 'note' }, student)).status).toBe(403);
  });
});
