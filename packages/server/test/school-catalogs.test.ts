import type { ClassLevel, Department, Subject, Transcript } from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import type { FieldError } from '@saola/core/validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, grantRights, type OwnerCall, startWithOwner, type TestServer } from './harness';

let t: TestServer;
let owner: string;
let call: OwnerCall;

beforeAll(async () => ({ t, owner, call } = await startWithOwner()));
afterAll(() => t.close());

const fieldsOf = (body: { data?: unknown }) => (body.data ?? []) as FieldError[];

describe('subjects', () => {
  it('adds, lists in display order, searches, edits and deletes', async () => {
    const math = await call<Subject>('POST', '/Lms/Subject/Add', {
      name: ' Toán học ',
      code: 'TOAN',
      sortOrder: 2,
    });
    expect(math.status).toBe(200);
    expect(math.body.data).toMatchObject({ name: 'Toán học', code: 'TOAN', description: '', sortOrder: 2 });
    const lit = await call<Subject>('POST', '/Lms/Subject/Add', {
      name: 'Ngữ văn',
      code: 'VAN',
      sortOrder: 1,
    });
    const list = await call<Paged<Subject>>('GET', '/Lms/Subject/List', {});
    const names = list.body.data?.data.map((s) => s.name) ?? [];
    expect(names.indexOf('Ngữ văn')).toBeLessThan(names.indexOf('Toán học'));
    const found = await call<Paged<Subject>>('GET', '/Lms/Subject/List', { keyword: 'toan' });
    expect(found.body.data?.data.map((s) => s.code)).toEqual(['TOAN']);
    const id = lit.body.data?.id as number;
    const edited = await call<Subject>('PUT', '/Lms/Subject/Edit', {
      id,
      name: 'Ngữ văn',
      code: 'VAN',
      description: 'Văn học và tiếng Việt',
      sortOrder: 3,
    });
    expect(edited.body.data).toMatchObject({ description: 'Văn học và tiếng Việt', sortOrder: 3 });
    expect((await call('DELETE', '/Lms/Subject/Delete', { ids: [id] })).status).toBe(200);
    expect((await call('GET', '/Lms/Subject/Get', { id })).status).toBe(404);
  });

  it('refuses bad input with each field named, and saves nothing', async () => {
    const before = (await call<Paged<Subject>>('GET', '/Lms/Subject/List', {})).body.data?.total;
    const blank = await call('POST', '/Lms/Subject/Add', { name: '  ', code: 'X' });
    expect(blank.status).toBe(400);
    expect(fieldsOf(blank.body).map((f) => f.field)).toContain('name');
    const long = await call('POST', '/Lms/Subject/Add', { name: 'a'.repeat(201) });
    expect(long.status).toBe(400);
    const order = await call('POST', '/Lms/Subject/Add', { name: 'Vật lý', sortOrder: 10_000 });
    expect(fieldsOf(order.body).map((f) => f.field)).toContain('sortOrder');
    const negative = await call('POST', '/Lms/Subject/Add', { name: 'Vật lý', sortOrder: -1 });
    expect(negative.status).toBe(400);
    expect((await call<Paged<Subject>>('GET', '/Lms/Subject/List', {})).body.data?.total).toBe(before);
  });

  it('keeps names and codes unique in the school whatever their case, in the request language', async () => {
    const first = await call<Subject>('POST', '/Lms/Subject/Add', { name: 'Tiếng Anh', code: 'ENG' });
    expect(first.status).toBe(200);
    const sameName = await call('POST', '/Lms/Subject/Add', { name: 'TIẾNG ANH' }, owner, {
      locale: 'en-US',
    });
    expect(sameName.status).toBe(400);
    expect(fieldsOf(sameName.body)).toEqual([
      { field: 'name', message: 'This name is already used in your school.' },
    ]);
    const sameCode = await call('POST', '/Lms/Subject/Add', { name: 'Anh văn', code: 'eng' }, owner, {
      locale: 'lo-LA',
    });
    expect(fieldsOf(sameCode.body)).toEqual([{ field: 'code', message: 'ລະຫັດນີ້ມີຢູ່ແລ້ວໃນໂຮງຮຽນຂອງທ່ານ.' }]);
    // Two subjects may both have no code; a row may keep its own name when edited.
    expect((await call('POST', '/Lms/Subject/Add', { name: 'Âm nhạc' })).status).toBe(200);
    expect((await call('POST', '/Lms/Subject/Add', { name: 'Mỹ thuật', code: '' })).status).toBe(200);
    const id = first.body.data?.id as number;
    expect((await call('PUT', '/Lms/Subject/Edit', { id, name: 'tiếng anh', code: 'ENG' })).status).toBe(200);
    const renamed = await call('PUT', '/Lms/Subject/Edit', { id, name: 'Âm NHẠC', code: 'ENG' });
    expect(fieldsOf(renamed.body).map((f) => f.field)).toEqual(['name']);
  });

  it('lets one of two racing saves of the same name win', async () => {
    const replies = await Promise.all(
      [1, 2, 3].map((n) =>
        call('POST', '/Lms/Subject/Add', { name: 'Tin học', code: `TIN${n}` }, owner, {
          headers: { 'idempotency-key': `race-subject-${n}` },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    const list = await call<Paged<Subject>>('GET', '/Lms/Subject/List', { keyword: 'Tin học' });
    expect(list.body.data?.total).toBe(1);
  });

  it('has the database refuse a repeated name or code the way the race guard reads it', async () => {
    // What `uniquely` in modules/school/catalogs.ts turns into a field error when two saves race past the check.
    const db = t.server.connection.db;
    await call('POST', '/Lms/Subject/Add', { name: 'Kỹ năng sống', code: 'KNS' });
    const refusal = (values: { name: string; code: string }) =>
      db
        .insertInto('subjects')
        .values({ idSite: 1, ...values })
        .execute()
        .then(
          () => null,
          (error: { code?: string; constraint?: string; message?: string }) => error,
        );
    const name = await refusal({ name: 'KỸ NĂNG SỐNG', code: 'X1' });
    expect(name?.code).toBe('23505');
    expect(`${name?.constraint ?? ''} ${name?.message ?? ''}`).toContain('subjects_name');
    const code = await refusal({ name: 'Kỹ năng mềm', code: 'kns' });
    expect(code?.code).toBe('23505');
    expect(`${code?.constraint ?? ''} ${code?.message ?? ''}`).toContain('subjects_code');
  });
});

describe('class levels', () => {
  it('adds levels in school levels, filters by school level and refuses an unknown one', async () => {
    const six = await call<ClassLevel>('POST', '/Lms/ClassLevel/Add', {
      name: 'Khối 6',
      schoolLevel: 'lowerSecondary',
      sortOrder: 6,
    });
    expect(six.body.data).toMatchObject({ name: 'Khối 6', schoolLevel: 'lowerSecondary', sortOrder: 6 });
    await call('POST', '/Lms/ClassLevel/Add', {
      name: 'Grade 10',
      schoolLevel: 'upperSecondary',
      sortOrder: 10,
    });
    await call('POST', '/Lms/ClassLevel/Add', { name: 'ປີ 1', schoolLevel: 'university', sortOrder: 13 });
    const upper = await call<Paged<ClassLevel>>('GET', '/Lms/ClassLevel/List', {
      schoolLevel: 'upperSecondary',
    });
    expect(upper.body.data?.data.map((l) => l.name)).toEqual(['Grade 10']);
    const all = await call<Paged<ClassLevel>>('GET', '/Lms/ClassLevel/List', {});
    expect(all.body.data?.data.map((l) => l.name)).toEqual(['Khối 6', 'Grade 10', 'ປີ 1']);
    const bad = await call('POST', '/Lms/ClassLevel/Add', { name: 'Khối 7', schoolLevel: 'kindergarten' });
    expect(fieldsOf(bad.body).map((f) => f.field)).toContain('schoolLevel');
    expect((await call('GET', '/Lms/ClassLevel/List', { schoolLevel: 'x' })).status).toBe(400);
    const dup = await call('POST', '/Lms/ClassLevel/Add', { name: 'khối 6', schoolLevel: 'primary' }, owner, {
      locale: 'vi-VN',
    });
    expect(fieldsOf(dup.body)).toEqual([{ field: 'name', message: 'Tên này đã có trong trường của bạn.' }]);
    const id = six.body.data?.id as number;
    const moved = await call<ClassLevel>('PUT', '/Lms/ClassLevel/Edit', {
      id,
      name: 'Khối 6',
      schoolLevel: 'primary',
    });
    expect(moved.body.data).toMatchObject({ schoolLevel: 'primary', sortOrder: 0 });
    expect((await call('DELETE', '/Lms/ClassLevel/Delete', { ids: [id] })).status).toBe(200);
  });
});

describe('departments', () => {
  it('adds, edits and keeps names and codes unique', async () => {
    const it1 = await call<Department>('POST', '/Lms/Department/Add', {
      name: 'Khoa Công nghệ thông tin',
      code: 'CNTT',
      description: 'Đào tạo kỹ sư phần mềm',
    });
    expect(it1.body.data).toMatchObject({ name: 'Khoa Công nghệ thông tin', code: 'CNTT' });
    const dupCode = await call('POST', '/Lms/Department/Add', { name: 'Faculty of IT', code: 'cntt' });
    expect(fieldsOf(dupCode.body).map((f) => f.field)).toEqual(['code']);
    const dupName = await call('POST', '/Lms/Department/Add', { name: 'KHOA CÔNG NGHỆ THÔNG TIN' });
    expect(fieldsOf(dupName.body).map((f) => f.field)).toEqual(['name']);
    const id = it1.body.data?.id as number;
    const edited = await call<Department>('PUT', '/Lms/Department/Edit', {
      id,
      name: 'Khoa CNTT',
      code: 'IT',
    });
    expect(edited.body.data).toMatchObject({ name: 'Khoa CNTT', code: 'IT', description: '' });
    const list = await call<Paged<Department>>('GET', '/Lms/Department/List', { keyword: 'cntt' });
    expect(list.body.data?.data.map((d) => d.id)).toEqual([id]);
  });
});

describe('who may manage the catalogs', () => {
  it('lets a teacher read; writes need the school-catalog right; a student reads nothing', async () => {
    const teacher = await t.signIn('teacher');
    const student = await t.signIn('student');
    expect((await call('GET', '/Lms/Subject/List', {}, teacher)).status).toBe(200);
    expect((await call('POST', '/Lms/Subject/Add', { name: 'Hóa học' }, teacher)).status).toBe(403);
    expect(
      (await call('POST', '/Lms/ClassLevel/Add', { name: 'Khối 9', schoolLevel: 'lowerSecondary' }, teacher))
        .status,
    ).toBe(403);
    expect((await call('POST', '/Lms/Department/Add', { name: 'Khoa Toán' }, teacher)).status).toBe(403);
    expect((await call('GET', '/Lms/Subject/List', {}, student)).status).toBe(403);
    await grantRights(t, 'teacher', ['schoolCatalog']);
    expect((await call('POST', '/Lms/Subject/Add', { name: 'Hóa học' }, teacher)).status).toBe(200);
  });

  it("answers 404 for another school's rows and changes nothing", async () => {
    const subject = (await call<Subject>('POST', '/Lms/Subject/Add', { name: 'Sinh học' })).body
      .data as Subject;
    const level = (
      await call<ClassLevel>('POST', '/Lms/ClassLevel/Add', { name: 'Lớp 1', schoolLevel: 'primary' })
    ).body.data as ClassLevel;
    const dept = (await call<Department>('POST', '/Lms/Department/Add', { name: 'Khoa Kinh tế' })).body
      .data as Department;
    const { host } = await t.addOtherSite();
    const theirs = await t.signIn('owner', { host });
    const as = (method: Call['method'], url: string, payload: unknown) =>
      call(method, url, payload, theirs, { host });
    expect((await as('GET', '/Lms/Subject/Get', { id: subject.id })).status).toBe(404);
    expect((await as('PUT', '/Lms/Subject/Edit', { id: subject.id, name: 'Hacked' })).status).toBe(404);
    expect(
      (await as('PUT', '/Lms/ClassLevel/Edit', { id: level.id, name: 'Hacked', schoolLevel: 'other' }))
        .status,
    ).toBe(404);
    expect((await as('PUT', '/Lms/Department/Edit', { id: dept.id, name: 'Hacked' })).status).toBe(404);
    expect((await as('DELETE', '/Lms/Subject/Delete', { ids: [subject.id] })).status).toBe(404);
    expect((await as('DELETE', '/Lms/Department/Delete', { ids: [dept.id] })).status).toBe(404);
    const seen = await as('GET', '/Lms/Subject/List', { take: 200 });
    expect((seen.body.data as Paged<Subject>).total).toBe(0);
    // The same name is free in the other school.
    expect((await as('POST', '/Lms/Subject/Add', { name: 'Sinh học' })).status).toBe(200);
    expect((await call<Subject>('GET', '/Lms/Subject/Get', { id: subject.id })).body.data?.name).toBe(
      'Sinh học',
    );
    expect((await call<Department>('GET', '/Lms/Department/Get', { id: dept.id })).body.data?.name).toBe(
      'Khoa Kinh tế',
    );
  });
});

describe('transcript setting', () => {
  const columns = [
    { name: 'Miệng', factor: 1 },
    { name: '15 phút', factor: 1 },
    { name: 'Giữa kỳ', factor: 2 },
    { name: 'Cuối kỳ', factor: 3 },
  ];

  it("keeps a subject's score columns in order with their factors, replaced whole by a save", async () => {
    const subject = (await call<Subject>('POST', '/Lms/Subject/Add', { name: 'Địa lý' })).body
      .data as Subject;
    const empty = await call<Transcript>('GET', '/Lms/Transcript/Get', { idSubject: subject.id });
    expect(empty.body.data).toEqual({ idSubject: subject.id, subjectName: 'Địa lý', columns: [] });
    const saved = await call<Transcript>('PUT', '/Lms/Transcript/Edit', { idSubject: subject.id, columns });
    expect(saved.status).toBe(200);
    expect(saved.body.data?.columns).toEqual(columns);
    const fewer = [
      { name: ' Cuối kỳ ', factor: 3 },
      { name: 'Miệng', factor: 1 },
    ];
    await call('PUT', '/Lms/Transcript/Edit', { idSubject: subject.id, columns: fewer });
    const read = await call<Transcript>('GET', '/Lms/Transcript/Get', { idSubject: subject.id });
    expect(read.body.data?.columns).toEqual([
      { name: 'Cuối kỳ', factor: 3 },
      { name: 'Miệng', factor: 1 },
    ]);
    // A subject's columns go with it.
    expect((await call('DELETE', '/Lms/Subject/Delete', { ids: [subject.id] })).status).toBe(200);
    expect((await call('GET', '/Lms/Transcript/Get', { idSubject: subject.id })).status).toBe(404);
  });

  it('refuses factors outside 1–3, blank or repeated column names, and saves nothing', async () => {
    const subject = (await call<Subject>('POST', '/Lms/Subject/Add', { name: 'GDCD' })).body.data as Subject;
    await call('PUT', '/Lms/Transcript/Edit', { idSubject: subject.id, columns });
    const heavy = await call('PUT', '/Lms/Transcript/Edit', {
      idSubject: subject.id,
      columns: [{ name: 'Cuối kỳ', factor: 4 }],
    });
    expect(fieldsOf(heavy.body).map((f) => f.field)).toEqual(['columns.0.factor']);
    const none = await call('PUT', '/Lms/Transcript/Edit', {
      idSubject: subject.id,
      columns: [{ name: 'Miệng', factor: 0 }],
    });
    expect(none.status).toBe(400);
    const blank = await call('PUT', '/Lms/Transcript/Edit', {
      idSubject: subject.id,
      columns: [{ name: ' ', factor: 1 }],
    });
    expect(fieldsOf(blank.body).map((f) => f.field)).toEqual(['columns.0.name']);
    const twice = await call(
      'PUT',
      '/Lms/Transcript/Edit',
      {
        idSubject: subject.id,
        columns: [
          { name: 'Miệng', factor: 1 },
          { name: 'MIỆNG', factor: 2 },
        ],
      },
      owner,
      { locale: 'en-US' },
    );
    expect(fieldsOf(twice.body)).toEqual([
      { field: 'columns.1.name', message: 'The subject already has a score column with this name.' },
    ]);
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `Cột ${i}`, factor: 1 }));
    expect((await call('PUT', '/Lms/Transcript/Edit', { idSubject: subject.id, columns: many })).status).toBe(
      400,
    );
    const read = await call<Transcript>('GET', '/Lms/Transcript/Get', { idSubject: subject.id });
    expect(read.body.data?.columns).toEqual(columns);
  });

  it('applies two saves at once one after the other, never mixing their columns', async () => {
    const subject = (await call<Subject>('POST', '/Lms/Subject/Add', { name: 'Công nghệ' })).body
      .data as Subject;
    const a = [
      { name: 'A1', factor: 1 },
      { name: 'A2', factor: 2 },
    ];
    const b = [{ name: 'B1', factor: 3 }];
    const replies = await Promise.all([
      call('PUT', '/Lms/Transcript/Edit', { idSubject: subject.id, columns: a }),
      call('PUT', '/Lms/Transcript/Edit', { idSubject: subject.id, columns: b }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    const read = await call<Transcript>('GET', '/Lms/Transcript/Get', { idSubject: subject.id });
    expect([a, b]).toContainEqual(read.body.data?.columns);
  });

  it("answers 404 for another school's subject and needs the right to save", async () => {
    const subject = (await call<Subject>('POST', '/Lms/Subject/Add', { name: 'Thể dục' })).body
      .data as Subject;
    const { host } = await t.addOtherSite();
    const theirs = await t.signIn('owner', { host });
    expect(
      (await call('GET', '/Lms/Transcript/Get', { idSubject: subject.id }, theirs, { host })).status,
    ).toBe(404);
    expect(
      (await call('PUT', '/Lms/Transcript/Edit', { idSubject: subject.id, columns }, theirs, { host }))
        .status,
    ).toBe(404);
    const student = await t.signIn('student');
    expect((await call('GET', '/Lms/Transcript/Get', { idSubject: subject.id }, student)).status).toBe(403);
    expect(
      (await call<Transcript>('GET', '/Lms/Transcript/Get', { idSubject: subject.id })).body.data?.columns,
    ).toEqual([]);
  });
});
