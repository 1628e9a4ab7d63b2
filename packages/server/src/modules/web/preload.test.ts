import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../db/schema';
import { sendPage } from './front-end';
import { type PageRequest, type PreloadTable, pageLocale, preloadsFor, withPreloads } from './preload';

// A table as the web build writes it: index.html already carries Vietnamese common, nav and account.
const TABLE: PreloadTable = {
  frame: ['/assets/user-menu.js'],
  areas: {
    admin: ['/assets/admin-area.js', '/assets/views.js'],
    student: ['/assets/area.js', '/assets/views.js'],
  },
  calls: ['/assets/calls.js'],
  screens: {
    studentDashboard: {
      files: ['/assets/student-dashboard.js', '/assets/dates.js'],
      features: ['learning', 'nav'],
    },
    adminDashboard: { files: ['/assets/admin-dashboard.js', '/assets/dates.js'], features: ['admin', 'nav'] },
    lesson: { files: ['/assets/lesson-page.js'], features: ['learning', 'quiz'] },
  },
  parts: {
    'common/vi': [],
    'common/lo': ['/assets/common-lo.js'],
    'nav/lo': ['/assets/nav-lo.js'],
    'account/lo': ['/assets/account-lo.js'],
    'learning/vi': ['/assets/learning-vi.js'],
    'learning/lo': ['/assets/learning-lo.js'],
    'quiz/vi': ['/assets/quiz-vi.js'],
    'admin/vi': ['/assets/admin-vi.js'],
    'admin/en': ['/assets/admin-en.js'],
  },
};

const page = (path: string, overrides: Partial<PageRequest> = {}): PageRequest => ({
  path,
  search: '',
  hint: { area: null, locale: null },
  acceptLanguage: undefined,
  ...overrides,
});

describe('the files a page preloads', () => {
  it("a learner's dashboard in Lao: the frame, the area, the calls, the screen and every part it shows", () => {
    expect(preloadsFor(TABLE, page('/dashboard', { hint: { area: 'student', locale: 'lo' } }))).toEqual([
      '/assets/user-menu.js',
      '/assets/area.js',
      '/assets/views.js',
      '/assets/calls.js',
      '/assets/student-dashboard.js',
      '/assets/dates.js',
      '/assets/common-lo.js',
      '/assets/nav-lo.js',
      '/assets/account-lo.js',
      '/assets/learning-lo.js',
    ]);
  });

  it('the same address in the admin area is the admin dashboard, each file once', () => {
    const files = preloadsFor(TABLE, page('/dashboard', { hint: { area: 'admin', locale: 'vi' } }));
    expect(files).toEqual([
      '/assets/user-menu.js',
      '/assets/admin-area.js',
      '/assets/views.js',
      '/assets/calls.js',
      '/assets/admin-dashboard.js',
      '/assets/dates.js',
      '/assets/admin-vi.js',
    ]);
  });

  it("matches a route's parameters: the lesson page", () => {
    const files = preloadsFor(
      TABLE,
      page('/student/course/7/lesson/12', { hint: { area: 'student', locale: 'vi' } }),
    );
    expect(files).toContain('/assets/lesson-page.js');
    expect(files).toContain('/assets/quiz-vi.js');
    expect(files).not.toContain('/assets/student-dashboard.js');
  });

  it('signed out, or at an address the area does not serve: only the frame parts of the language', () => {
    expect(preloadsFor(TABLE, page('/signIn', { hint: { area: null, locale: 'lo' } }))).toEqual([
      '/assets/common-lo.js',
      '/assets/nav-lo.js',
      '/assets/account-lo.js',
    ]);
    expect(preloadsFor(TABLE, page('/dashboard'))).toEqual([]);
    expect(preloadsFor(TABLE, page('/no/such/page', { hint: { area: 'student', locale: 'vi' } }))).toEqual(
      [],
    );
  });

  it('picks the language as the page does: ?lang= first, then the kept one, then the browser', () => {
    const hint = { area: null, locale: 'vi' } as const;
    expect(pageLocale(page('/signIn', { search: 'lang=lo', hint }))).toBe('lo');
    expect(pageLocale(page('/signIn', { hint, acceptLanguage: 'en-US,en;q=0.9' }))).toBe('vi');
    expect(pageLocale(page('/signIn', { acceptLanguage: 'lo-LA;q=0.9, en;q=0.8' }))).toBe('lo');
    expect(pageLocale(page('/signIn', { acceptLanguage: 'fr-FR' }))).toBe('vi');
  });

  it('writes a modulepreload link for each file into the head', () => {
    const html = '<html><head><title>Saola</title></head><body></body></html>';
    expect(withPreloads(html, ['/assets/a.js', '/assets/b.js'])).toBe(
      '<html><head><title>Saola</title><link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="modulepreload" crossorigin href="/assets/b.js"></head><body></body></html>',
    );
    expect(withPreloads(html, [])).toBe(html);
  });
});

describe('the page the server sends', () => {
  const frontEnd = {
    root: '/nowhere',
    indexHtml: '<html><head></head><body></body></html>',
    preloads: TABLE,
  };
  const app = Fastify();
  // What the server's request hook resolves from the host: only what the page's configuration reads of it.
  const site = {
    id: 1,
    name: 'Trường Demo',
    isOnFbComment: false,
    fbAppId: null,
    timeZone: 'Asia/Ho_Chi_Minh',
  };
  app.decorateRequest('site', null as unknown as Site);
  app.addHook('onRequest', async (request) => {
    request.site = site as unknown as Site;
  });
  app.get('/*', (request, reply) => sendPage(request, reply, frontEnd));

  it("preloads by the address, the page cookie's area and the language it opens in", async () => {
    const reply = await app.inject({
      url: '/student/course/7/lesson/12?lang=vi',
      headers: { accept: 'text/html', cookie: 'saola.page=student.lo' },
    });
    expect(reply.headers.vary).toBe('Cookie, Accept-Language');
    expect(reply.body).toContain('<link rel="modulepreload" crossorigin href="/assets/lesson-page.js">');
    expect(reply.body).toContain('href="/assets/learning-vi.js"');
    expect(reply.body).not.toContain('learning-lo.js');
  });

  it('a first visit, with no cookie, preloads no area', async () => {
    const reply = await app.inject({ url: '/dashboard', headers: { accept: 'text/html' } });
    expect(reply.body).not.toContain('modulepreload');
  });
});
