import type { Chapter, Course, LandingPage, PageData } from '@saola/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnerCall, startWithOwner, type TestServer } from './harness';

let t: TestServer;
let owner: string;
let call: OwnerCall;

beforeAll(async () => ({ t, owner, call } = await startWithOwner()));
afterAll(() => t.close());

const open = (url: string, host?: string, acceptLanguage = 'vi-VN') =>
  t.server.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', 'accept-language': acceptLanguage, ...(host ? { host } : {}) },
  });

const addCourse = async (name: string, fields: Record<string, unknown>, token = owner, host?: string) =>
  (await call<Course>('POST', '/Lms/Course/Add', { name, ...fields }, token, { host })).body.data as Course;

async function withCurriculum(idCourse: number) {
  const chapter = (
    await call<Chapter>('POST', '/Lms/Curriculum/AddChapter', { idCourse, title: 'Chương 1: Phát âm' })
  ).body.data as Chapter;
  for (const title of ['Nguyên âm', 'Phụ âm cuối'])
    await call('POST', '/Lms/Curriculum/AddLesson', {
      idChapter: chapter.id,
      title,
      kind: 'text',
      content: `<p>Nội dung bí mật của ${title}</p>`,
    });
}

describe('the public course page', () => {
  it('shows a public course to a visitor: description, curriculum titles, teacher, price and the way in', async () => {
    const teacher = await t.server.connection.db
      .selectFrom('users')
      .select(['id', 'fullName'])
      .where('username', '=', 'teacher')
      .executeTakeFirstOrThrow();
    const paid = await addCourse('IELTS Speaking 6.5', {
      isPaid: true,
      price: 1_500_000,
      visibility: 'public',
      idTeacher: teacher.id,
      welcome: 'Nói tự tin trong 8 tuần',
      about: '<p>Luyện <strong>phần 2</strong><script>alert(1)</script></p>',
    });
    await withCurriculum(paid.id);

    const page = await open(`/courses/${paid.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<html lang="vi">');
    expect(page.body).toContain('<h1>IELTS Speaking 6.5</h1>');
    expect(page.body).toContain('Nói tự tin trong 8 tuần');
    expect(page.body).toContain('<strong>phần 2</strong>');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain(`Giáo viên: ${teacher.fullName}`);
    expect(page.body).toContain('Chương 1: Phát âm');
    expect(page.body).toContain('<li>Nguyên âm</li><li>Phụ âm cuối</li>');
    expect(page.body).toContain('2 bài học');
    // The titles only: what a lesson holds is for those enrolled.
    expect(page.body).not.toContain('Nội dung bí mật');
    expect(page.body).toContain('1.500.000\u00a0₫');
    // Buying starts with an account: sign-up (or sign-in), then straight to the course's checkout.
    const next = encodeURIComponent(`/my-course/${paid.id}?start=buy`);
    expect(page.body).toContain(`<a class="btn" href="/signUp?next=${next}">Mua khóa học</a>`);
    expect(page.body).toContain(`href="/signIn?next=${next}">Đã có tài khoản? Đăng nhập</a>`);

    // In the visitor's language, asked for by ?lang= or by the browser, the price through the same formatter.
    const lao = await open(`/courses/${paid.id}?lang=lo`);
    expect(lao.body).toContain('<html lang="lo">');
    expect(lao.body).toContain('1.500.000\u00a0₫');
    expect(lao.body).toContain('ເນື້ອໃນຫຼັກສູດ');
    expect(lao.body).toContain(`href="/signUp?next=${next}&amp;lang=lo">ຊື້ຫຼັກສູດ</a>`);
    const english = await open(`/courses/${paid.id}`, undefined, 'en-US,en;q=0.9');
    expect(english.body).toContain('₫1,500,000');
    expect(english.body).toContain('Curriculum');
    expect(english.body).toContain('2 lessons');
  });

  it('offers a free course to enrol in, and leads to signing in when the school takes no sign-ups', async () => {
    const free = await addCourse('Toán 10 miễn phí', { visibility: 'public' });
    const next = encodeURIComponent(`/my-course/${free.id}?start=enrol`);
    const page = await open(`/courses/${free.id}?lang=en`);
    expect(page.body).toContain('Free');
    expect(page.body).toContain(`<a class="btn" href="/signUp?next=${next}&amp;lang=en">Enrol for free</a>`);
    expect(page.body).toContain('The lessons are being prepared.');
    await t.server.connection.db.updateTable('sites').set({ learnerRegistration: 'closed' }).execute();
    t.server.services.sites.forget();
    const closed = await open(`/courses/${free.id}?lang=en`);
    expect(closed.body).toContain(
      `<a class="btn" href="/signIn?next=${next}&amp;lang=en">Enrol for free</a>`,
    );
    expect(closed.body).not.toContain('/signUp');
    await t.server.connection.db.updateTable('sites').set({ learnerRegistration: 'automatic' }).execute();
    t.server.services.sites.forget();
  });

  it("is not found, in the visitor's language, for a private course, one not approved, another school's or none", async () => {
    const hidden = await addCourse('Khóa riêng tư', { visibility: 'private' });
    const waiting = await addCourse('Khóa chờ duyệt', { visibility: 'public' });
    await t.server.connection.db
      .updateTable('courses')
      .set({ approval: 'pending' })
      .where('id', '=', waiting.id)
      .execute();
    const other = await t.addOtherSite();
    const otherOwner = await t.signIn('owner', { host: other.host });
    const theirs = await addCourse('Khóa trường khác', { visibility: 'public' }, otherOwner, other.host);
    for (const id of [hidden.id, waiting.id, theirs.id, 999_999]) {
      const vi = await open(`/courses/${id}`);
      expect(vi.statusCode).toBe(404);
      expect(vi.body).toContain('Không tìm thấy trang');
      const lo = await open(`/courses/${id}?lang=lo`);
      expect(lo.statusCode).toBe(404);
      expect(lo.body).toContain('<html lang="lo">');
      expect(lo.body).toContain('ບໍ່ພົບໜ້າເວັບ');
    }
    expect((await open('/courses/abc?lang=en')).body).toContain('Page not found');
    // The other school's course is on its own site.
    const own = await open(`/courses/${theirs.id}`, other.host);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('Khóa trường khác');
  });
});

describe('the published home page', () => {
  it("speaks the visitor's language around the school's page, offers a switch, covers and the school's contacts", async () => {
    const course = await addCourse('Tiếng Lào cơ bản', { visibility: 'public' });
    await t.server.connection.db
      .updateTable('sites')
      .set({
        contactPhone: '+856 20 5555 1234',
        contactEmail: 'hello@saola.test',
        contactAddress: 'Viêng Chăn',
      })
      .execute();
    t.server.services.sites.forget();
    const page: PageData = {
      root: { props: { title: 'Trường Saola' } },
      content: [
        {
          type: 'courses',
          props: { id: 'c', title: 'Khóa học', source: 'chosen', idCourses: [course.id], limit: 3 },
        },
      ],
    };
    await call<LandingPage>('PUT', '/Lms/LandingPage/Save', { locale: 'vi', design: 1, page });
    await call('PUT', '/Lms/LandingPage/Publish', { locale: 'vi', published: true });

    // No Lao page: the Vietnamese one, inside a Lao frame (the switch, the buttons, the footer).
    const home = await open('/?lang=lo');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<html lang="lo">');
    expect(home.body).toContain('<div lang="vi">');
    expect(home.body).toContain('Khóa học');
    expect(home.body).toContain(`<a class="btn" href="/courses/${course.id}?lang=lo">ເຂົ້າຮຽນ</a>`);
    expect(home.body).toContain('<a class="btn alt" href="/signIn?lang=lo">ເຂົ້າສູ່ລະບົບ</a>');
    expect(home.body).toContain('<a href="/?lang=vi" hreflang="vi" lang="vi">Tiếng Việt</a>');
    expect(home.body).toContain('<a href="/?lang=en" hreflang="en" lang="en">English</a>');
    expect(home.body).toContain(
      '<a href="/?lang=lo" hreflang="lo" lang="lo" aria-current="true">ພາສາລາວ</a>',
    );
    // A course without a cover gets a designed tile with its initial, not an empty grey box.
    expect(home.body).toContain('<div class="ph" aria-hidden="true">T</div>');
    // The page has no footer section: the school's own contacts.
    expect(home.body).toContain('<h2>ຕິດຕໍ່</h2>');
    expect(home.body).toContain('<a href="tel:+8562055551234">+856 20 5555 1234</a>');
    expect(home.body).toContain('<a href="mailto:hello@saola.test">hello@saola.test</a>');
    expect(home.body).toContain('Viêng Chăn');

    const english = await open('/', undefined, 'en-US');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(`<a class="btn" href="/courses/${course.id}">Learn</a>`);
    await call('PUT', '/Lms/LandingPage/Publish', { locale: 'vi', published: false });
  });

  it("serves the school's icon at /favicon.ico, else its logo, else Saola's", async () => {
    const plain = await t.server.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain('image/svg+xml');
    expect(plain.body).toContain('<svg');
    await t.server.connection.db.updateTable('sites').set({ logoUrl: '/files/logo.png' }).execute();
    t.server.services.sites.forget();
    const logo = await t.server.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(logo.statusCode).toBe(302);
    expect(logo.headers.location).toBe('/files/logo.png');
    await t.server.connection.db
      .updateTable('sites')
      .set({ faviconUrl: 'https://cdn.saola.test/icon.png' })
      .execute();
    t.server.services.sites.forget();
    const icon = await t.server.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.headers.location).toBe('https://cdn.saola.test/icon.png');
    // An address that is not one (a script, another host's path trick) is never sent on.
    await t.server.connection.db
      .updateTable('sites')
      .set({ faviconUrl: 'javascript:alert(1)', logoUrl: '//evil.test/x.png' })
      .execute();
    t.server.services.sites.forget();
    const refused = await t.server.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(refused.statusCode).toBe(200);
    expect(refused.headers['content-type']).toContain('image/svg+xml');
  });
});
