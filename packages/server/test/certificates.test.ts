import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type {
  Certificate,
  CertificateCheck,
  CertificateTemplate,
  Chapter,
  Course,
  Lesson,
  Teacher,
} from '@saola/core/api';
import { VERIFY_FAILURE_LIMIT } from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopedDb } from '../src/http/scoped';
import { issueCertificate, newCertificateCode, normalizeCode } from '../src/modules/certificates/issue';
import { type Call, dataOf as data, type OwnerCall, startWithOwner, type TestServer } from './harness';

const run = promisify(execFile);

let t: TestServer;
let owner: string;
let call: OwnerCall;
let teacher: string;
let student: string;
let course: Course;
let other: Course;
let lessons: Lesson[];
let idStudent: number;
let idStudent2: number;

const VI_NAME = 'Nguyễn Thị Ánh Tuyết';
const LAO_NAME = 'ສົມສັກ ພົມມະຈັນ';
const COURSE_NAME = 'Tiếng Việt cho người mới bắt đầu';

const db = () => t.server.connection.db;
const userId = async (username: string) =>
  (await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

const template = (idCourses: number[], extra: object = {}) => ({
  title: 'Chứng chỉ hoàn thành',
  body: 'Chứng nhận {learner} đã hoàn thành khóa học {course} ngày {date}.',
  signerName: 'Trần Văn Khoa',
  signerTitle: 'Hiệu trưởng',
  layout: {
    learnerName: { x: 50, y: 42, size: 34 },
    courseName: { x: 50, y: 60, size: 22 },
    completionDate: { x: 50, y: 74, size: 14 },
  },
  allCourses: false,
  idCourses,
  ...extra,
});

async function pdfText(bytes: Buffer): Promise<{ text: string; fonts: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'saola-cert-'));
  try {
    const file = join(dir, 'c.pdf');
    await writeFile(file, bytes);
    const text = (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout;
    const fonts = (await run('pdffonts', [file])).stdout;
    return { text: text.normalize('NFC'), fonts };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Text without its spaces and line breaks. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

const pdfOf = async (id: number, token: string, locale: Call['locale'] = 'vi-VN') => {
  const reply = await t.server.app.inject({
    method: 'GET',
    url: '/Lms/Certificate/Pdf',
    query: { id: String(id) },
    headers: { authorization: `Bearer ${token}`, 'content-language': locale },
  });
  return { status: reply.statusCode, bytes: reply.rawPayload, type: reply.headers['content-type'] };
};

beforeAll(async () => {
  ({ t, owner, call } = await startWithOwner());
  teacher = await t.signIn('teacher');
  student = await t.signIn('student');
  idStudent = await userId('student');
  idStudent2 = await userId('student2');
  await db().updateTable('users').set({ fullName: VI_NAME }).where('id', '=', idStudent).execute();
  // Typed decomposed (as some keyboards do): the certificate prints it composed.
  await db()
    .updateTable('users')
    .set({ fullName: LAO_NAME.normalize('NFD') })
    .where('id', '=', idStudent2)
    .execute();
  course = await data<Course>(call('POST', '/Lms/Course/Add', { name: COURSE_NAME }));
  other = await data<Course>(call('POST', '/Lms/Course/Add', { name: 'Toán 10' }));
  const chapter = await data<Chapter>(
    call('POST', '/Lms/Curriculum/AddChapter', { idCourse: course.id, title: 'Bài 1' }),
  );
  lessons = [];
  for (const title of ['Chữ cái', 'Thanh điệu', 'Chào hỏi'])
    lessons.push(
      await data<Lesson>(
        call('POST', '/Lms/Curriculum/AddLesson', {
          idChapter: chapter.id,
          title,
          kind: 'text',
          content: `<p>${title}</p>`,
        }),
      ),
    );
  await call('POST', '/Lms/Enrolment/Add', { idCourse: course.id, idUsers: [idStudent, idStudent2] });
});
afterAll(() => t.close());

const open = async (idCourse: number, idLesson: number) =>
  expect((await call('GET', '/Lms/Learning/Lesson', { idCourse, idLesson }, student)).status).toBe(200);
const mine = (token = student) => data<Paged<Certificate>>(call('GET', '/Lms/Certificate/Mine', {}, token));

describe('certificates', () => {
  it('answers the defaults before a template is saved, and issues nothing then', async () => {
    const got = await data<CertificateTemplate>(call('GET', '/Lms/CertificateTemplate/Get'));
    expect(got).toMatchObject({ enabled: false, allCourses: false, courses: [] });
    expect(
      (await call('POST', '/Lms/Certificate/Issue', { idUser: idStudent, idCourse: course.id })).status,
    ).toBe(400);
  });

  it('validates the template: positions bounded, courses only this school’s, a teacher without the right refused', async () => {
    const bad = await call('PUT', '/Lms/CertificateTemplate/Edit', {
      ...template([course.id]),
      title: '',
      layout: { ...template([]).layout, learnerName: { x: 500, y: 42, size: 34 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'title' })]));
    expect((await call('PUT', '/Lms/CertificateTemplate/Edit', template([course.id]), teacher)).status).toBe(
      403,
    );
    const otherSite = await t.addOtherSite();
    const otherOwner = await t.signIn('owner', { host: otherSite.host });
    const foreign = await call('PUT', '/Lms/CertificateTemplate/Edit', template([course.id]), otherOwner, {
      host: otherSite.host,
    });
    expect(foreign.status).toBe(404);
    const theirs = await call<CertificateTemplate>('GET', '/Lms/CertificateTemplate/Get', {}, otherOwner, {
      host: otherSite.host,
    });
    expect(theirs.body.data?.enabled).toBe(false);
  });

  it('issues exactly one certificate when a learner completes an awarding course, even in parallel', async () => {
    const saved = await data<CertificateTemplate>(
      call('PUT', '/Lms/CertificateTemplate/Edit', template([course.id])),
    );
    expect(saved).toMatchObject({ enabled: true, courses: [{ id: course.id, name: COURSE_NAME }] });
    const [first, second, third] = lessons as [Lesson, Lesson, Lesson];
    for (const l of lessons) await open(course.id, l.id);
    await call('POST', '/Lms/Learning/Complete', { idLesson: first.id }, student);
    expect((await mine()).total).toBe(0);
    const replies = await Promise.all(
      [second, third, second, third, third].map((l) =>
        call('POST', '/Lms/Learning/Complete', { idLesson: l.id }, student),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const list = await mine();
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      learnerName: VI_NAME,
      courseName: COURSE_NAME,
      idCourse: course.id,
      status: 'valid',
    });
    expect(list.data[0]?.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    const rows = await db().selectFrom('certificates').selectAll().where('idUser', '=', idStudent).execute();
    expect(rows).toHaveLength(1);
    // Completing again (a lesson re-read) issues nothing more.
    await call('POST', '/Lms/Learning/Complete', { idLesson: first.id }, student);
    expect((await mine()).total).toBe(1);
  });

  it('issues nothing for a course the template does not award', async () => {
    await call('POST', '/Lms/Enrolment/Add', { idCourse: other.id, idUsers: [idStudent] });
    const chapter = await data<Chapter>(
      call('POST', '/Lms/Curriculum/AddChapter', { idCourse: other.id, title: 'Chương 1' }),
    );
    const lesson = await data<Lesson>(
      call('POST', '/Lms/Curriculum/AddLesson', {
        idChapter: chapter.id,
        title: 'Số',
        kind: 'text',
        content: '<p>1</p>',
      }),
    );
    await open(other.id, lesson.id);
    await call('POST', '/Lms/Learning/Complete', { idLesson: lesson.id }, student);
    expect((await mine()).data.map((c) => c.courseName)).toEqual([COURSE_NAME]);
  });

  it('issues one certificate under parallel calls of the issuing function (as the exam module will call it)', async () => {
    const scoped = scopedDb(db(), 1);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        issueCertificate(scoped, {
          idUser: idStudent,
          idCourse: null,
          awardKey: 'exam:999',
          courseName: 'Kỳ thi cuối khóa',
          issuedAt: new Date(),
        }),
      ),
    );
    expect(results.filter((r) => r?.issued)).toHaveLength(1);
    expect(new Set(results.map((r) => r?.id)).size).toBe(1);
    await db().deleteFrom('certificates').where('awardKey', '=', 'exam:999').execute();
  });

  it('renders the PDF with the learner’s Vietnamese name and embedded Noto fonts, in three languages', async () => {
    const [cert] = (await mine()).data as [Certificate];
    for (const locale of ['vi-VN', 'en-US', 'lo-LA'] as const) {
      const pdf = await pdfOf(cert.id, student, locale);
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe('application/pdf');
      expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.bytes.subarray(-6).toString()).toContain('%%EOF');
      const { text, fonts } = await pdfText(pdf.bytes);
      expect(text).toContain(VI_NAME);
      expect(text).toContain(COURSE_NAME);
      expect(text).toContain(cert.code);
      expect(fonts).toMatch(/NotoSans-Bold/);
      for (const line of fonts.split('\n').slice(2).filter(Boolean)) expect(line).toMatch(/\byes\b/);
      if (locale === 'lo-LA') {
        expect(text).toContain('ລະຫັດໃບຢັ້ງຢືນ');
        expect(fonts).toMatch(/NotoSansLao/);
      }
      if (locale === 'en-US') expect(text).toContain('Certificate code');
    }
  });

  it('dates the PDF with the school’s day written out in each language, as the screens date it', async () => {
    const [cert] = (await mine()).data as [Certificate];
    // 20:00 UTC on the 16th is already the 17th at the school (Asia/Ho_Chi_Minh).
    await db()
      .updateTable('certificates')
      .set({ issuedAt: new Date('2026-11-16T20:00:00Z') })
      .where('id', '=', cert.id)
      .execute();
    try {
      const expected = {
        'vi-VN': 'Hoàn thành ngày 17 tháng 11 năm 2026',
        'en-US': 'Completed on 17 November 2026',
        'lo-LA': 'ຮຽນຈົບວັນທີ 17 ພະຈິກ 2026',
      } as const;
      for (const [locale, line] of Object.entries(expected)) {
        const { text } = await pdfText(
          (await pdfOf(cert.id, student, locale as keyof typeof expected)).bytes,
        );
        expect(squeezed(text)).toContain(squeezed(line));
      }
    } finally {
      await db()
        .updateTable('certificates')
        .set({ issuedAt: new Date(cert.issuedAt) })
        .where('id', '=', cert.id)
        .execute();
    }
  });

  it('prints a Lao name (typed decomposed) composed, issued by hand once; others may not download it', async () => {
    const issued = await call<Certificate>('POST', '/Lms/Certificate/Issue', {
      idUser: idStudent2,
      idCourse: other.id,
    });
    expect(issued.status).toBe(200);
    expect(issued.body.data?.learnerName).toBe(LAO_NAME.normalize('NFD'));
    const again = await call<Certificate>('POST', '/Lms/Certificate/Issue', {
      idUser: idStudent2,
      idCourse: other.id,
    });
    expect(again.body.data?.id).toBe(issued.body.data?.id);
    const id = issued.body.data?.id as number;
    const pdf = await pdfOf(id, owner, 'lo-LA');
    expect(pdf.status).toBe(200);
    const { text, fonts } = await pdfText(pdf.bytes);
    expect(squeezed(text)).toContain(squeezed(LAO_NAME));
    expect(fonts).toMatch(/NotoSansLao-Bold/);
    expect((await pdfOf(id, student)).status).toBe(404);
    expect(
      (await call('POST', '/Lms/Certificate/Issue', { idUser: idStudent2, idCourse: 999_999 })).status,
    ).toBe(404);
  });

  it('words the title and body in the learner’s language where the school wrote them, else as the template', async () => {
    const saved = await call<CertificateTemplate>(
      'PUT',
      '/Lms/CertificateTemplate/Edit',
      template([course.id], {
        translations: {
          lo: { title: '  ໃບຢັ້ງຢືນການຮຽນຈົບ ', body: 'ຢັ້ງຢືນວ່າ {learner} ຮຽນຈົບ {course}.' },
          en: { title: '', body: 'Ignored without a title' },
        },
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data?.translations).toEqual({
      lo: { title: 'ໃບຢັ້ງຢືນການຮຽນຈົບ', body: 'ຢັ້ງຢືນວ່າ {learner} ຮຽນຈົບ {course}.' },
    });
    const [cert] = (await mine()).data as [Certificate];
    const lao = (await pdfText((await pdfOf(cert.id, student, 'lo-LA')).bytes)).text;
    expect(lao).toContain('ໃບຢັ້ງຢືນການຮຽນຈົບ');
    expect(lao).toContain(`ຢັ້ງຢືນວ່າ ${VI_NAME} ຮຽນຈົບ`);
    expect(lao).not.toContain('Chứng chỉ hoàn thành');
    const english = (await pdfText((await pdfOf(cert.id, student, 'en-US')).bytes)).text;
    expect(english).toContain('Chứng chỉ hoàn thành');
    expect(
      (
        await call(
          'PUT',
          '/Lms/CertificateTemplate/Edit',
          template([course.id], { translations: { lo: { title: 'x'.repeat(201) } } }),
        )
      ).status,
    ).toBe(400);
  });

  it('words a copy staff download in the learner’s language, not in the staff member’s', async () => {
    const [cert] = (await mine()).data as [Certificate];
    const lao = await data<Course>(call('POST', '/Lms/Course/Add', { name: 'Toán 11' }));
    const laoCert = await data<Certificate>(
      call('POST', '/Lms/Certificate/Issue', { idUser: idStudent2, idCourse: lao.id }),
    );
    // The owner reads Vietnamese; the Lao learner's account reads Lao.
    const copy = (await pdfText((await pdfOf(laoCert.id, owner, 'vi-VN')).bytes)).text;
    expect(copy).toContain('ລະຫັດໃບຢັ້ງຢືນ');
    expect(copy).not.toContain('Mã chứng chỉ');
    // The learner's own download follows the language she reads in now.
    const own = (await pdfText((await pdfOf(cert.id, student, 'en-US')).bytes)).text;
    expect(own).toContain('Certificate code');
    const staffCopy = (await pdfText((await pdfOf(cert.id, owner, 'en-US')).bytes)).text;
    expect(staffCopy).toContain('Mã chứng chỉ');
  });

  it('breaks Lao lines only between words: every Lao word reads whole on one line of the PDF’s text', async () => {
    const longName = 'ການສື່ສານພາສາອັງກິດໃນວຽກງານບໍລິການລູກຄ້າແລະການທ່ອງທ່ຽວສຳລັບພະນັກງານໂຮງແຮມ';
    const lao = await data<Course>(call('POST', '/Lms/Course/Add', { name: longName }));
    const issued = await data<Certificate>(
      call('POST', '/Lms/Certificate/Issue', { idUser: idStudent2, idCourse: lao.id }),
    );
    const { text } = await pdfText((await pdfOf(issued.id, owner, 'lo-LA')).bytes);
    const lines = text.split('\n');
    const laoWords = (phrase: string) =>
      [...new Intl.Segmenter('lo', { granularity: 'word' }).segment(phrase)]
        .filter((s) => s.isWordLike && /[\u0e80-\u0eff]/u.test(s.segment))
        .map((s) => s.segment);
    const words = [longName, LAO_NAME, 'ລະຫັດໃບຢັ້ງຢືນ', 'ຮຽນຈົບວັນທີ'].flatMap(laoWords);
    expect(words.length).toBeGreaterThan(12);
    for (const word of words)
      expect(
        lines.some((line) => line.includes(word)),
        word,
      ).toBe(true);
    expect(lines).toContain(longName);
    // The body (13 pt, 70% of the page) cannot hold the name on one line: it is broken between two of its words.
    const broken = lines.filter((line) => {
      const inLine = laoWords(longName).filter((word) => line.includes(word)).length;
      return inLine > 0 && inLine < laoWords(longName).length;
    });
    expect(broken.length).toBeGreaterThanOrEqual(2);
    expect(squeezed(broken.join(''))).toContain(squeezed(longName));
  });

  it('lets anyone check a code: holder, course, date and status, dashes and case ignored', async () => {
    const [cert] = (await mine()).data as [Certificate];
    const typed = cert.code.replace(/-/g, ' ').toLowerCase();
    const checked = await call<CertificateCheck>(
      'GET',
      '/Lms/Certificate/Verify',
      { code: typed },
      undefined,
    );
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({
      code: cert.code,
      learnerName: VI_NAME,
      courseName: COURSE_NAME,
      status: 'valid',
      revokedAt: null,
    });
    expect(normalizeCode('abcd-efgh-ijkl-mnop')).toBe('ABCDEFGH1JK1MN0P');
    expect(newCertificateCode()).toHaveLength(16);
    // Another school's host does not know this school's certificates.
    const foreign = await call('GET', '/Lms/Certificate/Verify', { code: cert.code }, undefined, {
      host: 'other.test',
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses a forged code, and limits wrong guesses per address, a right code still costing nothing', async () => {
    const [cert] = (await mine()).data as [Certificate];
    const forged = `${cert.code.slice(0, -1)}${cert.code.endsWith('0') ? '1' : '0'}`;
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const guess = (code: string) => call('GET', '/Lms/Certificate/Verify', { code }, undefined, { headers });
    const first = await guess(forged);
    expect(first.status).toBe(404);
    expect(first.body.data).toBeNull();
    const burst = await Promise.all(
      Array.from({ length: VERIFY_FAILURE_LIMIT + 5 }, (_, i) =>
        guess(`FORGED${String(i).padStart(10, '0')}`),
      ),
    );
    const statuses = burst.map((r) => r.status);
    // With the first wrong guess, exactly the limit were looked up; the rest were refused.
    expect(statuses.filter((s) => s === 404)).toHaveLength(VERIFY_FAILURE_LIMIT - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    expect((await guess(cert.code)).status).toBe(429);
    t.clock.advance(16 * 60_000);
    expect((await guess(cert.code)).status).toBe(200);
  });

  it('lets staff revoke with a reason, once; the check then says revoked and the learner cannot download it', async () => {
    const [cert] = (await mine()).data as [Certificate];
    const list = await data<Paged<Certificate>>(call('GET', '/Lms/Certificate/List', { keyword: 'Tuyết' }));
    expect(list.data.map((c) => c.id)).toEqual([cert.id]);
    // Typed without marks, as Vietnamese users often search, and by the code.
    for (const keyword of ['tuyet', cert.code.toLowerCase(), cert.code.replaceAll('-', '')]) {
      const found = await data<Paged<Certificate>>(call('GET', '/Lms/Certificate/List', { keyword }));
      expect(
        found.data.map((c) => c.id),
        keyword,
      ).toEqual([cert.id]);
    }
    expect((await call('PUT', '/Lms/Certificate/Revoke', { id: cert.id, reason: 'x' }, student)).status).toBe(
      403,
    );
    expect((await call('PUT', '/Lms/Certificate/Revoke', { id: cert.id, reason: '' })).status).toBe(400);
    const [a, b] = await Promise.all([
      call<Certificate>('PUT', '/Lms/Certificate/Revoke', { id: cert.id, reason: 'Gian lận bài thi' }),
      call<Certificate>('PUT', '/Lms/Certificate/Revoke', { id: cert.id, reason: 'Gian lận bài thi' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const checked = await data<CertificateCheck>(
      call('GET', '/Lms/Certificate/Verify', { code: cert.code }, undefined),
    );
    expect(checked.status).toBe('revoked');
    expect(checked.revokedAt).not.toBeNull();
    expect((await pdfOf(cert.id, student)).status).toBe(400);
    const staffCopy = await pdfOf(cert.id, owner, 'en-US');
    // Worded in the learner's language (Vietnamese), whatever the staff member reads in.
    expect((await pdfText(staffCopy.bytes)).text).toContain('ĐÃ THU HỒI');
    const revoked = await data<Paged<Certificate>>(
      call('GET', '/Lms/Certificate/List', { status: 'revoked' }),
    );
    expect(revoked.data.map((c) => c.id)).toEqual([cert.id]);
  });

  it('keeps another school out: its owner neither sees, downloads nor revokes this school’s certificates', async () => {
    const [cert] = (await mine()).data as [Certificate];
    const otherOwner = await t.signIn('owner', { host: 'other.test' });
    const opts = { host: 'other.test' };
    const list = await call<Paged<Certificate>>('GET', '/Lms/Certificate/List', {}, otherOwner, opts);
    expect(list.body.data?.total).toBe(0);
    const pdf = await t.server.app.inject({
      method: 'GET',
      url: '/Lms/Certificate/Pdf',
      query: { id: String(cert.id) },
      headers: { authorization: `Bearer ${otherOwner}`, host: 'other.test' },
    });
    expect(pdf.statusCode).toBe(404);
    expect(
      (await call('PUT', '/Lms/Certificate/Revoke', { id: cert.id, reason: 'x' }, otherOwner, opts)).status,
    ).toBe(404);
    expect(
      (
        await call(
          'POST',
          '/Lms/Certificate/Issue',
          { idUser: idStudent, idCourse: course.id },
          otherOwner,
          opts,
        )
      ).status,
    ).toBe(404);
  });
});

describe('issuing by hand within a data scope', () => {
  it('shows a teacher with a personal scope only the certificates of her courses, and lets her issue only for them', async () => {
    const group = await data<{ id: number }>(
      call('POST', '/Lms/RightGroup/Add', {
        name: 'Chứng chỉ (cá nhân)',
        scope: 'personal',
        rights: ['certificate'],
      }),
    );
    const added = await call<Teacher>('POST', '/Lms/Teacher/Add', {
      fullName: 'Phạm Thu Hà',
      username: 'cert-teacher',
      status: 'active',
      idGroups: [group.id],
      rights: [],
      password: 'Saola@2026',
    });
    expect(added.status).toBe(200);
    const mineTeacher = added.body.data as Teacher;
    const token = await t.signIn('cert-teacher', { password: 'Saola@2026' });
    const hers = await data<Course>(
      call('POST', '/Lms/Course/Add', { name: 'Ngữ văn 11', idTeacher: mineTeacher.id }),
    );
    await call('PUT', '/Lms/CertificateTemplate/Edit', template([], { allCourses: true }));
    // A learner outside her classes and courses is not hers to name, nor to certify.
    const outsider = await call(
      'POST',
      '/Lms/Certificate/Issue',
      { idUser: idStudent, idCourse: hers.id },
      token,
    );
    expect(outsider.status).toBe(404);
    expect(
      (await call('POST', '/Lms/Enrolment/Add', { idCourse: hers.id, idUsers: [idStudent] })).status,
    ).toBe(200);

    const issued = await call<Certificate>(
      'POST',
      '/Lms/Certificate/Issue',
      { idUser: idStudent, idCourse: hers.id },
      token,
    );
    expect(issued.status).toBe(200);
    const notHers = await call(
      'POST',
      '/Lms/Certificate/Issue',
      { idUser: idStudent, idCourse: other.id },
      token,
    );
    expect(notHers.status).toBe(404);

    const listed = await data<Paged<Certificate>>(call('GET', '/Lms/Certificate/List', { take: 100 }, token));
    expect(listed.data.map((c) => c.courseName)).toEqual(['Ngữ văn 11']);
    expect(listed.total).toBe(1);
    const school = await data<Paged<Certificate>>(call('GET', '/Lms/Certificate/List', { take: 100 }));
    const outside = school.data.find((c) => c.idCourse !== hers.id) as Certificate;
    expect(outside).toBeDefined();
    expect((await pdfOf(outside.id, token)).status).toBe(404);
    expect(
      (await call('PUT', '/Lms/Certificate/Revoke', { id: outside.id, reason: 'x' }, token)).status,
    ).toBe(404);
    expect((await pdfOf(issued.body.data?.id as number, token)).status).toBe(200);
  });

  it('gives exactly one certificate when the same learner and course are issued twice at once', async () => {
    const course = await data<Course>(call('POST', '/Lms/Course/Add', { name: 'Lịch sử 12' }));
    const issue = () =>
      call<Certificate>('POST', '/Lms/Certificate/Issue', { idUser: idStudent2, idCourse: course.id });
    const replies = await Promise.all([issue(), issue(), issue()]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((r) => r.body.data?.id)).size).toBe(1);
    const stored = await db()
      .selectFrom('certificates')
      .where('idUser', '=', idStudent2)
      .where('idCourse', '=', course.id)
      .select('id')
      .execute();
    expect(stored).toHaveLength(1);
  });
});
