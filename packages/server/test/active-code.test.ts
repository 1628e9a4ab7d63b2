import type {
  ActiveCodeBatch,
  ActiveCodeBatchSummary,
  ActiveCodeRow,
  Course,
  CoursePackage,
  InformationSetting,
  MyCourse,
  Redemption,
} from '@saola/core/api';
import { CODE_ALPHABET } from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, grantRights, type OwnerCall, startWithOwner, type TestServer } from './harness';

let t: TestServer;
let owner: string;
let call: OwnerCall;
let student: string;
let courses: Course[];
const learners: string[] = [];

beforeAll(async () => {
  ({ t, owner, call } = await startWithOwner());
  student = await t.signIn('student');
  courses = [];
  for (const name of ['Tiếng Anh giao tiếp', 'Tin học văn phòng', 'ພາສາລາວ'])
    courses.push((await call<Course>('POST', '/Lms/Course/Add', { name })).body.data as Course);
  for (const username of ['an.nguyen', 'binh.tran', 'chi.le', 'dung.pham']) {
    const added = await call('POST', '/Lms/Student/Add', {
      kind: 'registered',
      password: 'Hocsinh@2026',
      fullName: `Học viên ${username}`,
      username,
    });
    expect(added.status).toBe(200);
    learners.push(await t.signIn(username, { password: 'Hocsinh@2026' }));
  }
});
afterAll(() => t.close());

const generate = (payload: object, token = owner) =>
  call<ActiveCodeBatch>(
    'POST',
    '/Lms/ActiveCode/Generate',
    {
      name: 'Lô thử',
      count: 3,
      length: 8,
      usesPerCode: 1,
      idCourses: [courses[0]?.id],
      ...payload,
    },
    token,
  );
const codesOf = async (idBatch: number, extra: object = {}) =>
  (await call<Paged<ActiveCodeRow>>('GET', '/Lms/ActiveCode/Codes', { idBatch, take: 200, ...extra })).body
    .data?.data as ActiveCodeRow[];
const redeem = (code: string, token = student, locale: Call['locale'] = 'en-US') =>
  t.call<Redemption>({ method: 'POST', url: '/Lms/ActiveCode/Redeem', token, payload: { code }, locale });
const myCourseIds = async (token: string) =>
  (
    (await call<Paged<MyCourse>>('GET', '/Lms/Learning/MyCourses', { take: 100 }, token)).body.data?.data ??
    []
  )
    .filter((c) => c.enrolled)
    .map((c) => c.idCourse);

describe('activation codes: generating', () => {
  it('draws codes of the chosen length from the look-alike-free alphabet, after the prefix, unique', async () => {
    const made = await generate({ count: 500, prefix: 'eng', length: 10, name: 'Thẻ tiếng Anh' });
    expect(made.status).toBe(200);
    const batch = made.body.data as ActiveCodeBatch;
    expect(batch).toMatchObject({
      codes: 500,
      used: 0,
      prefix: 'ENG',
      length: 10,
      createdBy: expect.any(String),
    });
    const all = (
      await call<Paged<ActiveCodeRow>>('GET', '/Lms/ActiveCode/Codes', { idBatch: batch.id, take: 200 })
    ).body.data;
    expect(all?.total).toBe(500);
    const rows = all?.data ?? [];
    const random = new RegExp(`^ENG[${CODE_ALPHABET}]{10}$`);
    for (const row of rows) expect(row.code).toMatch(random);
    expect(rows.some((row) => /[01OIL]/.test(row.code.slice(3)))).toBe(false);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    expect(rows[0]).toMatchObject({ status: 'unused', uses: 0, usesPerCode: 1, usedBy: null });
  });

  it('refuses counts, lengths and prefixes out of bounds, and a batch without courses or with both targets', async () => {
    for (const bad of [
      { count: 0 },
      { count: 5001 },
      { length: 7 },
      { length: 17 },
      { prefix: 'AB-C' },
      { prefix: 'ABCDEFGHIJK' },
      { usesPerCode: 0 },
      { idCourses: [] },
      { expiresOn: '2026-02-30' },
    ]) {
      const refused = await generate(bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    const pack = await call<CoursePackage>('POST', '/Lms/CoursePackage/Add', {
      name: 'Combo',
      price: 0,
      idCourses: [courses[0]?.id],
    });
    const both = await generate({ idPackage: pack.body.data?.id });
    expect(both.status).toBe(400);
    const list = await call<Paged<ActiveCodeBatchSummary>>('GET', '/Lms/ActiveCode/List', {
      keyword: 'Lô thử',
    });
    expect(list.body.data?.total).toBe(0);
  });

  it('generates the largest batch in one go', async () => {
    const made = await generate({ count: 5000, length: 8, name: 'Lô lớn' });
    expect(made.status).toBe(200);
    expect(made.body.data?.codes).toBe(5000);
    const removed = await call('DELETE', '/Lms/ActiveCode/Delete', { ids: [made.body.data?.id] });
    expect(removed.body.data).toEqual({ deleted: 1 });
  });

  it('lets the owner rename a batch and move its expiry, and lists batches with their counts', async () => {
    const made = (await generate({ name: 'Đợt 1', expiresOn: '2026-12-31' })).body.data as ActiveCodeBatch;
    expect(made.expiresOn).toBe('2026-12-31');
    expect(made.expiresAt).toBe('2026-12-31T16:59:59.999Z');
    const edited = await call<ActiveCodeBatch>('PUT', '/Lms/ActiveCode/Edit', {
      id: made.id,
      name: 'Đợt 1 (đại lý Hà Nội)',
      expiresOn: null,
    });
    expect(edited.body.data).toMatchObject({ name: 'Đợt 1 (đại lý Hà Nội)', expiresAt: null, codes: 3 });
    const list = await call<Paged<ActiveCodeBatchSummary>>('GET', '/Lms/ActiveCode/List', {
      keyword: 'đại lý',
    });
    expect(list.body.data?.data).toEqual([
      expect.objectContaining({ id: made.id, codes: 3, used: 0, courses: 1, packageName: null }),
    ]);
  });

  it('gives only approved courses: a pending course, alone or in the package, makes no batch', async () => {
    const draft = (await call<Course>('POST', '/Lms/Course/Add', { name: 'Khóa nháp' })).body.data as Course;
    await t.server.connection.db
      .updateTable('courses')
      .set({ approval: 'pending' })
      .where('id', '=', draft.id)
      .execute();
    const pkg = (
      await call<CoursePackage>('POST', '/Lms/CoursePackage/Add', {
        name: 'Gói có khóa nháp',
        price: 0,
        idCourses: [courses[0]?.id, draft.id],
      })
    ).body.data as CoursePackage;
    const alone = await generate({ idCourses: [draft.id] });
    expect(alone.status).toBe(400);
    expect(alone.body.data).toEqual([{ field: 'idCourses', message: expect.stringContaining('Khóa nháp') }]);
    const packaged = await generate({ idCourses: [], idPackage: pkg.id });
    expect(packaged.body.data).toEqual([
      { field: 'idPackage', message: expect.stringContaining('Khóa nháp') },
    ]);
    const list = await call<Paged<ActiveCodeBatchSummary>>('GET', '/Lms/ActiveCode/List', {
      keyword: 'Lô thử',
    });
    expect(list.body.data?.data.some((b) => b.courses === 0 && b.packageName === 'Gói có khóa nháp')).toBe(
      false,
    );
  });

  it("ends an expiry day at midnight in the school's own time zone", async () => {
    const before = (await call<InformationSetting>('GET', '/Lms/Setting/GetInformation')).body.data;
    const zoned = (timeZone: string) =>
      call('PUT', '/Lms/Setting/EditInformation', { ...before, timeZone }).then((r) =>
        expect(r.status).toBe(200),
      );
    await zoned('Asia/Tokyo');
    try {
      const made = (await generate({ name: 'Đợt Tokyo', expiresOn: '2026-12-31' })).body
        .data as ActiveCodeBatch;
      expect(made.expiresAt).toBe('2026-12-31T14:59:59.999Z');
      expect(made.expiresOn).toBe('2026-12-31');
    } finally {
      await zoned(before?.timeZone ?? 'Asia/Ho_Chi_Minh');
    }
  });

  it('is for owners and teachers given the right; students are refused', async () => {
    expect((await generate({}, student)).status).toBe(403);
    const teacher = await t.signIn('teacher');
    expect((await generate({}, teacher)).status).toBe(403);
    await grantRights(t, 'teacher', ['activeCode.manage']);
    expect((await generate({}, await t.signIn('teacher'))).status).toBe(200);
  });
});

describe('activation codes: redeeming', () => {
  it('enrols the learner in the batch’s courses at once, whatever case and dashes she types', async () => {
    const [a, b] = courses as [Course, Course];
    const batch = (await generate({ idCourses: [a.id, b.id], count: 1 })).body.data as ActiveCodeBatch;
    const [row] = await codesOf(batch.id);
    const typed = `${row?.code.slice(0, 4).toLowerCase()}-${row?.code.slice(4)} `;
    const done = await redeem(typed, learners[0]);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Done: you are enrolled in 2 courses.');
    expect(done.body.data?.courses.map((c) => c.id)).toEqual([a.id, b.id]);
    expect(await myCourseIds(learners[0] as string)).toEqual(expect.arrayContaining([a.id, b.id]));
    const [used] = await codesOf(batch.id);
    expect(used).toMatchObject({
      status: 'usedUp',
      uses: 1,
      usedBy: 'Học viên an.nguyen',
      usedByUsername: 'an.nguyen',
    });
    expect(used?.usedAt).toBe(t.clock.now().toISOString());
    // She tries it again: told so, enrolled once.
    const again = await redeem(row?.code as string, learners[0], 'vi-VN');
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('Bạn đã dùng mã này rồi');
    // Someone else: used up.
    const late = await redeem(row?.code as string, learners[1]);
    expect(late.body.message).toBe('This code has already been used.');
    // Found by who used it.
    const found = await call<Paged<ActiveCodeRow>>('GET', '/Lms/ActiveCode/Codes', { keyword: 'an.nguyen' });
    expect(found.body.data?.data.map((r) => r.code)).toContain(row?.code);
  });

  it('gives a package’s courses as the package is today', async () => {
    const [, b, c] = courses as [Course, Course, Course];
    const pack = (
      await call<CoursePackage>('POST', '/Lms/CoursePackage/Add', {
        name: 'Gói tin học',
        price: 0,
        idCourses: [b.id],
      })
    ).body.data as CoursePackage;
    const batch = (await generate({ idCourses: undefined, idPackage: pack.id, count: 1 })).body
      .data as ActiveCodeBatch;
    expect(batch.package).toEqual({ id: pack.id, name: 'Gói tin học' });
    await call('PUT', '/Lms/CoursePackage/Edit', {
      id: pack.id,
      name: 'Gói tin học',
      price: 0,
      idCourses: [b.id, c.id],
    });
    const [row] = await codesOf(batch.id);
    const done = await redeem(row?.code as string, learners[1]);
    expect(done.body.data?.courses.map((x) => x.id)).toEqual([b.id, c.id]);
  });

  it('says unknown and expired codes apart, in the learner’s language', async () => {
    const unknown = await redeem('ZZZZZZZZ', learners[2], 'lo-LA');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('ລະຫັດບໍ່ຖືກຕ້ອງ. ກະລຸນາກວດເບິ່ງທຸກຕົວອັກສອນ.');
    const batch = (await generate({ count: 1, expiresOn: '2026-11-22' })).body.data as ActiveCodeBatch;
    const [row] = await codesOf(batch.id);
    t.clock.set(new Date('2026-11-22T16:59:00Z')); // 23:59 in Hanoi: still that day
    expect((await codesOf(batch.id))[0]?.status).toBe('unused');
    t.clock.set(new Date('2026-11-22T17:00:01Z'));
    const expired = await redeem(row?.code as string, learners[2]);
    expect(expired.body.message).toBe('This code has expired.');
    expect(await codesOf(batch.id, { status: 'expired' })).toHaveLength(1);
    expect(await codesOf(batch.id, { status: 'unused' })).toHaveLength(0);
  });

  it('lets a code be used as many times as its batch says, once per learner', async () => {
    const batch = (await generate({ count: 1, usesPerCode: 2 })).body.data as ActiveCodeBatch;
    const [row] = await codesOf(batch.id);
    const code = row?.code as string;
    expect((await redeem(code, learners[0])).status).toBe(200);
    expect((await codesOf(batch.id))[0]?.status).toBe('inUse');
    expect((await redeem(code, learners[0])).status).toBe(400);
    expect((await redeem(code, learners[1])).status).toBe(200);
    expect((await redeem(code, learners[2])).body.message).toBe('This code has already been used.');
    expect((await codesOf(batch.id))[0]).toMatchObject({ status: 'usedUp', uses: 2 });
  });

  it('gives a single-use code to exactly one of two learners redeeming at once, and a double click enrols once', async () => {
    const course = (await call<Course>('POST', '/Lms/Course/Add', { name: 'Khóa học tranh mã' })).body
      .data as Course;
    const batch = (await generate({ count: 1, idCourses: [course.id] })).body.data as ActiveCodeBatch;
    const [row] = await codesOf(batch.id);
    const code = row?.code as string;
    const race = await Promise.all([
      redeem(code, learners[2]),
      redeem(code, learners[3]),
      redeem(code, learners[2]),
      redeem(code, learners[3]),
    ]);
    expect(race.filter((r) => r.status === 200)).toHaveLength(1);
    expect(race.filter((r) => r.status === 400)).toHaveLength(3);
    expect((await codesOf(batch.id))[0]?.uses).toBe(1);
    const uses = await t.server.connection.db
      .selectFrom('activeCodeUses')
      .where('idCode', '=', row?.id as number)
      .selectAll()
      .execute();
    expect(uses).toHaveLength(1);
    const enrolments = await t.server.connection.db
      .selectFrom('courseEnrolments')
      .where('idCourse', '=', course.id)
      .select('idUser')
      .execute();
    expect(enrolments).toHaveLength(1);
  });

  it('stops a learner after 10 wrong codes in 15 minutes with a 429, then lets her try again', async () => {
    t.clock.advance(16 * 60_000); // her refusals in the race above are out of the window
    const batch = (await generate({ count: 1 })).body.data as ActiveCodeBatch;
    const [row] = await codesOf(batch.id);
    for (let i = 0; i < 10; i++)
      expect((await redeem(`GUESS${String(i).padStart(4, 'A')}`, learners[3])).status).toBe(400);
    const blocked = await redeem(row?.code as string, learners[3], 'vi-VN');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Bạn đã nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.');
    expect(blocked.headers['retry-after']).toBe('900');
    // Another learner is not held back by her.
    expect((await redeem('NOTACODE1', learners[0])).status).toBe(400);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await redeem(row?.code as string, learners[3])).status).toBe(200);
  });

  it('checks at most 10 codes of a burst of parallel guesses', async () => {
    t.clock.advance(16 * 60_000);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => redeem(`BURST${String(i).padStart(4, 'A')}`, learners[2])),
    );
    const checked = guesses.filter((g) => g.status === 400).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(10);
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(30 - checked);
    t.clock.advance(15 * 60_000 + 1000);
  });

  it('is for students only', async () => {
    expect((await redeem('ABCDEFGH', owner)).status).toBe(403);
  });
});

describe('activation codes: managing', () => {
  it('deletes unused codes only', async () => {
    const batch = (await generate({ count: 2 })).body.data as ActiveCodeBatch;
    const [first, second] = await codesOf(batch.id);
    await redeem(first?.code as string, learners[0]);
    const refused = await call('DELETE', '/Lms/ActiveCode/DeleteCodes', { ids: [first?.id, second?.id] });
    expect(refused.status).toBe(400);
    expect(await codesOf(batch.id)).toHaveLength(2);
    const done = await call('DELETE', '/Lms/ActiveCode/DeleteCodes', { ids: [second?.id] });
    expect(done.body.data).toEqual({ deleted: 1 });
    // Nor the batch of a used code, with an unused one beside it: both stay.
    const unused = (await generate({ count: 1 })).body.data as ActiveCodeBatch;
    const batchRefused = await call('DELETE', '/Lms/ActiveCode/Delete', { ids: [unused.id, batch.id] });
    expect(batchRefused.status).toBe(400);
    expect(batchRefused.body.message).toBe(
      'A batch with used codes cannot be deleted: they record who got which courses. Set its expiry to stop the rest.',
    );
    expect(await codesOf(unused.id)).toHaveLength(1);
    expect(await codesOf(batch.id)).toHaveLength(1);
    expect((await redeem(second?.code as string, learners[1])).body.message).toBe(
      'This code is not right. Please check each character.',
    );
  });

  it('answers another school’s ids with 404 and changes nothing', async () => {
    const batch = (await generate({ count: 1, name: 'Của trường này' })).body.data as ActiveCodeBatch;
    const [row] = await codesOf(batch.id);
    const other = await t.addOtherSite();
    const theirs = await t.signIn('owner', { host: other.host });
    const them = <T>(method: Call['method'], url: string, payload: object) =>
      call<T>(method, url, payload, theirs, { host: other.host });
    expect((await them('GET', '/Lms/ActiveCode/Get', { id: batch.id })).status).toBe(404);
    expect((await them('PUT', '/Lms/ActiveCode/Edit', { id: batch.id, name: 'x' })).status).toBe(404);
    expect((await them('DELETE', '/Lms/ActiveCode/Delete', { ids: [batch.id] })).status).toBe(404);
    expect((await them('DELETE', '/Lms/ActiveCode/DeleteCodes', { ids: [row?.id] })).status).toBe(404);
    expect(
      (
        await them('POST', '/Lms/ActiveCode/Generate', {
          name: 'x',
          count: 1,
          length: 8,
          usesPerCode: 1,
          idCourses: [courses[0]?.id],
        })
      ).status,
    ).toBe(404);
    const listed = await them<Paged<ActiveCodeRow>>('GET', '/Lms/ActiveCode/Codes', { idBatch: batch.id });
    expect(listed.body.data?.total).toBe(0);
    // Their student cannot redeem this school's code.
    const theirStudent = await t.signIn('student', { host: other.host });
    const tried = await call('POST', '/Lms/ActiveCode/Redeem', { code: row?.code }, theirStudent, {
      host: other.host,
    });
    expect(tried.status).toBe(400);
    expect(
      (await call<ActiveCodeBatch>('GET', '/Lms/ActiveCode/Get', { id: batch.id })).body.data,
    ).toMatchObject({
      name: 'Của trường này',
      codes: 1,
      used: 0,
    });
  });
});
