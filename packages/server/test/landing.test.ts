import type { Course, Design, LandingPage, PageData } from '@saola/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLEANED_HTML, HOSTILE_HTML, type OwnerCall, startWithOwner, type TestServer } from './harness';

let t: TestServer;
let owner: string;
let call: OwnerCall;

beforeAll(async () => ({ t, owner, call } = await startWithOwner()));
afterAll(() => t.close());

const visit = (lang?: string, host?: string) =>
  t.server.app.inject({
    method: 'GET',
    url: lang ? `/?lang=${lang}` : '/',
    headers: { accept: 'text/html', 'accept-language': 'vi-VN', ...(host ? { host } : {}) },
  });

const save = (locale: string, page: unknown, token = owner) =>
  call<LandingPage>('PUT', '/Lms/LandingPage/Save', { locale, design: 1, page }, token);

const HOSTILE = '"><script>alert(1)</script><img src=x onerror=alert(1)>';

/** Attribute values are quoted with every quote escaped: what is inside one cannot leave it. */
const markupOf = (html: string) => html.replace(/"[^"]*"/g, '""');

describe('the landing page', () => {
  it('starts from three designs in the language asked for, and keeps a draft per language', async () => {
    const designs = await call<Design[]>('GET', '/Lms/LandingPage/Designs', { locale: 'lo' });
    expect(designs.body.data?.map((d) => d.id)).toEqual([1, 2, 3]);
    expect(JSON.stringify(designs.body.data)).toContain('ຮຽນໄດ້ທຸກບ່ອນ');
    const empty = await call<LandingPage>('GET', '/Lms/LandingPage/Get', { locale: 'en' });
    expect(empty.body.data).toMatchObject({ locale: 'en', design: 1, published: null });
    expect(JSON.stringify(empty.body.data?.draft)).toContain('Learn anywhere');
    expect((await visit()).statusCode).toBe(404);
  });

  it('refuses unknown sections and fields, bad addresses, and is for the owner only', async () => {
    const unknownType = await save('vi', {
      root: { props: {} },
      content: [{ type: 'script', props: { id: 'a' } }],
    });
    expect(unknownType.status).toBe(400);
    const unknownField = await save('vi', {
      root: { props: {} },
      content: [{ type: 'posts', props: { id: 'a', limit: 3, onload: 'x' } }],
    });
    expect(unknownField.status).toBe(400);
    expect(JSON.stringify(unknownField.body.data)).toContain('page.content.0.props');
    const badUrl = await save('vi', {
      root: { props: {} },
      content: [
        {
          type: 'banner',
          props: { id: 'b', slides: [{ title: 'X', buttonText: 'Go', buttonUrl: 'javascript:alert(1)' }] },
        },
      ],
    });
    expect(badUrl.status).toBe(400);
    const tooMany = await save('vi', {
      root: { props: {} },
      content: Array.from({ length: 41 }, (_, i) => ({ type: 'posts', props: { id: `p${i}`, limit: 1 } })),
    });
    expect(tooMany.status).toBe(400);
    const teacher = await t.signIn('teacher');
    expect((await save('vi', { root: { props: {} }, content: [] }, teacher)).status).toBe(403);
    expect(
      (await call('GET', '/Lms/LandingPage/Get', { locale: 'vi' }, await t.signIn('student'))).status,
    ).toBe(403);
  });

  it('shows visitors the published page in their language, with public approved courses, and never the draft', async () => {
    const add = async (name: string, fields: Record<string, unknown>) =>
      (await call<Course>('POST', '/Lms/Course/Add', { name, ...fields })).body.data as Course;
    const paid = await add('IELTS Writing 7+', { isPaid: true, price: 1_500_000, visibility: 'public' });
    const free = await add('Toán 10 miễn phí', { visibility: 'public' });
    const hidden = await add('Khóa riêng tư', { visibility: 'private' });
    const page: PageData = {
      root: { props: { title: 'Trường Saola', description: 'Học trực tuyến' } },
      content: [
        {
          type: 'banner',
          props: {
            id: 'b',
            slides: [{ title: 'Chào mừng', buttonText: 'Xem', buttonUrl: '/my-course/list' }],
          },
        },
        {
          type: 'courses',
          props: {
            id: 'c',
            title: 'Khóa học',
            source: 'chosen',
            idCourses: [paid.id, free.id, hidden.id],
            limit: 6,
          },
        },
        { type: 'footer', props: { id: 'f', phone: '0901 234 567' } },
      ],
    };
    expect((await save('vi', page)).status).toBe(200);
    // A draft is not shown.
    expect((await visit()).statusCode).toBe(404);
    const published = await call<LandingPage>('PUT', '/Lms/LandingPage/Publish', {
      locale: 'vi',
      published: true,
    });
    expect(published.body.data?.publishedAt).toBe(t.clock.now().toISOString());
    const home = await visit();
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-security-policy']).toContain("default-src 'none'");
    expect(home.body).toContain('<title>Trường Saola · ');
    expect(home.body).toContain('<meta property="og:title" content="Trường Saola">');
    expect(home.body).toContain('Chào mừng');
    expect(home.body).toContain('IELTS Writing 7+');
    expect(home.body).toMatch(/1\.500\.000\s*₫/);
    // A card leads to the course's public page, which a visitor may read before having an account.
    expect(home.body).toContain(`<a class="btn" href="/courses/${paid.id}">Mua khóa học</a>`);
    expect(home.body).toContain(`<a class="btn" href="/courses/${free.id}">Vào học</a>`);
    expect(home.body).not.toContain(`/my-course/${paid.id}`);
    expect(home.body).not.toContain('Khóa riêng tư');
    expect(home.body).toContain('0901 234 567');

    // A new draft waits; the published page stays what visitors see.
    await save('vi', {
      ...page,
      content: [{ type: 'signup', props: { id: 's', title: 'Bản nháp mới', buttonText: 'Đi' } }],
    });
    const still = await visit();
    expect(still.body).toContain('Chào mừng');
    expect(still.body).not.toContain('Bản nháp mới');

    // In English, without an English page, the Vietnamese one; with one, the English.
    expect((await visit('en')).body).toContain('Chào mừng');
    await save('en', {
      root: { props: { title: 'Saola School' } },
      content: [{ type: 'signup', props: { id: 's', title: 'Join us', buttonText: 'Sign up' } }],
    });
    await call('PUT', '/Lms/LandingPage/Publish', { locale: 'en', published: true });
    const english = await visit('en');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Join us');
    // The call leads to the sign-up form while learners may sign up themselves, else to signing in.
    expect(english.body).toContain('<a class="btn" href="/signUp?lang=en">Sign up</a>');
    await t.server.connection.db.updateTable('sites').set({ learnerRegistration: 'closed' }).execute();
    t.server.services.sites.forget();
    expect((await visit('en')).body).toContain('<a class="btn" href="/signIn?lang=en">Sign up</a>');
    await t.server.connection.db.updateTable('sites').set({ learnerRegistration: 'automatic' }).execute();
    t.server.services.sites.forget();

    await call('PUT', '/Lms/LandingPage/Publish', { locale: 'vi', published: false });
    await call('PUT', '/Lms/LandingPage/Publish', { locale: 'en', published: false });
    expect((await visit()).statusCode).toBe(404);
  });

  it('stores every text sanitised or as text, and renders it inert', async () => {
    const page = {
      root: { props: { title: HOSTILE, description: HOSTILE } },
      content: [
        {
          type: 'banner',
          props: {
            id: 'b',
            slides: [{ title: HOSTILE, subtitle: HOSTILE, buttonText: HOSTILE, buttonUrl: '/x' }],
          },
        },
        { type: 'courses', props: { id: 'c', title: HOSTILE, source: 'newest', limit: 3 } },
        { type: 'teachers', props: { id: 't', title: HOSTILE, limit: 3 } },
        {
          type: 'testimonials',
          props: { id: 'q', title: HOSTILE, items: [{ name: HOSTILE, role: HOSTILE, quote: HOSTILE }] },
        },
        { type: 'posts', props: { id: 'p', title: HOSTILE, limit: 3 } },
        { type: 'text', props: { id: 'x', title: HOSTILE, body: HOSTILE_HTML } },
        { type: 'signup', props: { id: 's', title: HOSTILE, text: HOSTILE, buttonText: HOSTILE } },
        {
          type: 'footer',
          props: { id: 'f', about: HOSTILE, address: HOSTILE, phone: HOSTILE.slice(0, 40), email: HOSTILE },
        },
      ],
    };
    const saved = await save('vi', page);
    expect(saved.status).toBe(200);
    const text = saved.body.data?.draft.content.find((s) => s.type === 'text');
    expect((text?.props as { body?: string } | undefined)?.body).toBe(CLEANED_HTML);
    await call('PUT', '/Lms/LandingPage/Publish', { locale: 'vi', published: true });
    const home = await visit();
    expect(home.statusCode).toBe(200);
    expect(markupOf(home.body)).not.toMatch(/<script|<img src=x|<iframe|<[^>]*\son\w+\s*=/i);
    expect(home.body).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    await call('PUT', '/Lms/LandingPage/Publish', { locale: 'vi', published: false });
  });

  it("keeps each school's page its own: another school's courses are refused, its home page is its own", async () => {
    const other = await t.addOtherSite();
    const otherOwner = await t.signIn('owner', { host: other.host });
    const theirs = (
      await call<Course>('POST', '/Lms/Course/Add', { name: 'Khóa khác' }, otherOwner, { host: other.host })
    ).body.data as Course;
    const refused = await save('vi', {
      root: { props: {} },
      content: [{ type: 'courses', props: { id: 'c', source: 'chosen', idCourses: [theirs.id], limit: 3 } }],
    });
    expect(refused.status).toBe(404);
    await save('vi', { root: { props: { title: 'Trang của trường này' } }, content: [] });
    await call('PUT', '/Lms/LandingPage/Publish', { locale: 'vi', published: true });
    expect((await visit(undefined, other.host)).statusCode).toBe(404);
    const theirPage = await call<LandingPage>('GET', '/Lms/LandingPage/Get', { locale: 'vi' }, otherOwner, {
      host: other.host,
    });
    expect(theirPage.body.data?.published).toBeNull();
  });
});
