import type {
  Course,
  FileCategory,
  FileShares,
  PostCategory,
  PostSummary,
  SavedFile,
  SchoolPost,
} from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLEANED_HTML,
  grantRights,
  HOSTILE_HTML,
  type OwnerCall,
  startWithOwner,
  type TestServer,
  uploadThrough,
} from './harness';

let t: TestServer;
let owner: string;
let call: OwnerCall;
let teacher: string;
let student: string;
let student2: string;

beforeAll(async () => {
  ({ t, owner, call } = await startWithOwner());
  teacher = await t.signIn('teacher');
  student = await t.signIn('student');
  student2 = await t.signIn('student2');
});
afterAll(() => t.close());

let other: { idSite: number; host: string } | undefined;
const otherSite = async () => {
  other ??= await t.addOtherSite();
  return other;
};

/** A visitor's browser asking for a page. */
const visit = (path: string, host?: string) =>
  t.server.app.inject({
    method: 'GET',
    url: path,
    headers: { accept: 'text/html', ...(host ? { host } : {}) },
  });

/** Text fields a hostile author might fill: markup, script, attribute breakouts. */
const HOSTILE_TEXTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</title><script>alert(document.cookie)</script>',
  'javascript:alert(1)',
];

/** The fields a form sends back for a saved post. */
const fieldsOf = (p: SchoolPost) => ({
  id: p.id,
  title: p.title,
  slug: p.slug,
  description: p.description,
  idCategory: p.idCategory,
  coverUrl: p.coverUrl,
  body: p.body,
  locale: p.locale,
  status: p.status,
  publishedAt: p.publishedAt,
});

const post = (fields: Record<string, unknown>, token = owner) =>
  call<SchoolPost>('POST', '/Lms/Post/Add', { locale: 'vi', status: 'draft', ...fields }, token);

describe('posts', () => {
  it('writes a post in a category, publishes it and shows it to visitors with its card', async () => {
    const category = await call<PostCategory>('POST', '/Lms/PostCategory/Add', { name: 'Tin tức' });
    expect(category.body.data).toMatchObject({ name: 'Tin tức', posts: 0 });
    const created = await post({
      title: 'Khai giảng năm học mới 2026–2027',
      description: 'Trường chào đón học viên khóa mới.',
      idCategory: category.body.data?.id,
      coverUrl: '/files/1/bia.png',
      body: '<p>Lễ khai giảng diễn ra vào <strong>sáng thứ Hai</strong>.</p>',
    });
    expect(created.status).toBe(200);
    const draft = created.body.data as SchoolPost;
    expect(draft).toMatchObject({
      slug: 'khai-giang-nam-hoc-moi-2026-2027',
      status: 'draft',
      publishedAt: null,
      categoryName: 'Tin tức',
      authorName: expect.any(String),
    });
    expect((await visit(`/p/${draft.slug}`)).statusCode).toBe(404);

    const published = await call<SchoolPost>('PUT', '/Lms/Post/Edit', {
      ...fieldsOf(draft),
      slug: '',
      status: 'published',
    });
    expect(published.body.data).toMatchObject({
      status: 'published',
      slug: draft.slug,
      publishedAt: t.clock.now().toISOString(),
    });
    const page = await visit(`/p/${draft.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<html lang="vi">');
    expect(page.body).toContain('<title>Khai giảng năm học mới 2026–2027 · ');
    expect(page.body).toContain('<meta property="og:title" content="Khai giảng năm học mới 2026–2027">');
    expect(page.body).toContain('<meta name="description" content="Trường chào đón học viên khóa mới.">');
    expect(page.body).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/files\/1\/bia\.png">/);
    expect(page.body).toContain('<strong>sáng thứ Hai</strong>');
    expect(page.body).toContain('Tin tức');

    const list = await call<Paged<PostSummary>>('GET', '/Lms/Post/List', { status: 'published' });
    expect(list.body.data?.data.map((p) => p.title)).toEqual(['Khai giảng năm học mới 2026–2027']);
    const categories = await call<Paged<PostCategory>>('GET', '/Lms/PostCategory/List');
    expect(categories.body.data?.data).toEqual([expect.objectContaining({ name: 'Tin tức', posts: 1 })]);
  });

  it('never shows a draft, an unpublished post or one whose date is still to come', async () => {
    const later = new Date(t.clock.now().getTime() + 3 * 86_400_000).toISOString();
    const waiting = (await post({ title: 'Lịch thi học kỳ', status: 'published', publishedAt: later })).body
      .data as SchoolPost;
    expect(waiting.status).toBe('published');
    expect((await visit(`/p/${waiting.slug}`)).statusCode).toBe(404);
    t.clock.advance(4 * 86_400_000);
    expect((await visit(`/p/${waiting.slug}`)).statusCode).toBe(200);
    await call('PUT', '/Lms/Post/Edit', { ...fieldsOf(waiting), status: 'draft' });
    const hidden = await visit(`/p/${waiting.slug}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Lịch thi học kỳ');
  });

  it('stores rich text cleaned and every text field inert on the public page', async () => {
    for (const hostile of HOSTILE_TEXTS) {
      const created = await post({
        title: `Bài ${hostile}`,
        description: hostile,
        body: HOSTILE_HTML,
        status: 'published',
      });
      expect(created.status).toBe(200);
      const saved = created.body.data as SchoolPost;
      expect(saved.body).toBe(CLEANED_HTML);
      expect(saved.slug).toMatch(/^[a-z0-9-]+$/);
      const page = await visit(`/p/${saved.slug}`);
      expect(page.statusCode).toBe(200);
      // Nothing the author wrote becomes markup: no script, no handler, no tag of theirs.
      // (Attribute values are quoted with every quote escaped: what is inside one cannot leave it.)
      const markup = page.body.replace(/"[^"]*"/g, '""');
      expect(markup).not.toMatch(/<script|<svg|<iframe|<img src=x|<[^>]*\son\w+\s*=/i);
      expect(page.body).toContain(
        hostile
          .replace(/&/g, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;')
          .replace(/"/g, '&quot;')
          .replace(/'/g, '&#39;'),
      );
    }
  });

  it('refuses a cover that is not a web address and a slug with other characters', async () => {
    for (const coverUrl of [
      'javascript:alert(1)',
      '//evil.example/x.png',
      'data:image/svg+xml,<svg>',
      '/a" onerror="x',
    ]) {
      const refused = await post({ title: 'Ảnh bìa', coverUrl });
      expect(refused.status).toBe(400);
      expect(refused.body.data).toEqual([expect.objectContaining({ field: 'coverUrl' })]);
    }
    const slug = await post({ title: 'Đường dẫn', slug: 'Có Dấu' });
    expect(slug.status).toBe(400);
    expect(slug.body.data).toEqual([expect.objectContaining({ field: 'slug' })]);
  });

  it('gives each post its own address: numbered from the title, refused when asked for and taken', async () => {
    const first = (await post({ title: 'Thông báo nghỉ lễ' })).body.data as SchoolPost;
    const racing = await Promise.all([1, 2, 3].map(() => post({ title: 'Thông báo nghỉ lễ' })));
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200]);
    const slugs = [first.slug, ...racing.map((r) => (r.body.data as SchoolPost).slug)];
    expect(new Set(slugs).size).toBe(4);
    expect(slugs.sort()).toEqual([
      'thong-bao-nghi-le',
      'thong-bao-nghi-le-2',
      'thong-bao-nghi-le-3',
      'thong-bao-nghi-le-4',
    ]);
    const lao = (await post({ title: 'ຂ່າວໂຮງຮຽນ', locale: 'lo' })).body.data as SchoolPost;
    expect(lao.slug).toMatch(/^post(-\d+)?$/);
    const taken = await post({ title: 'Khác', slug: 'thong-bao-nghi-le' });
    expect(taken.status).toBe(400);
    expect(taken.body.data).toEqual([expect.objectContaining({ field: 'slug' })]);
  });

  it('lets a teacher read posts but write them only with the right', async () => {
    expect((await call('GET', '/Lms/Post/List', {}, teacher)).status).toBe(200);
    expect((await post({ title: 'Của giáo viên' }, teacher)).status).toBe(403);
    await grantRights(t, 'teacher', ['post']);
    const mine = await post({ title: 'Của giáo viên' }, await t.signIn('teacher', { device: 'granted' }));
    expect(mine.status).toBe(200);
    expect((await call('GET', '/Lms/Post/List', {}, student)).status).toBe(403);
  });

  it("answers another school's post and category ids with 404 and changes nothing", async () => {
    const other = await otherSite();
    const otherOwner = await t.signIn('owner', { host: other.host });
    const theirs = (
      await call<SchoolPost>(
        'POST',
        '/Lms/Post/Add',
        { title: 'Tin trường khác', locale: 'vi', status: 'published' },
        otherOwner,
        { host: other.host },
      )
    ).body.data as SchoolPost;
    const theirCategory = (
      await call<PostCategory>('POST', '/Lms/PostCategory/Add', { name: 'Riêng' }, otherOwner, {
        host: other.host,
      })
    ).body.data as PostCategory;
    expect((await call('GET', '/Lms/Post/Get', { id: theirs.id })).status).toBe(404);
    expect(
      (await call('PUT', '/Lms/Post/Edit', { id: theirs.id, title: 'X', locale: 'vi', status: 'draft' }))
        .status,
    ).toBe(404);
    expect((await call('DELETE', '/Lms/Post/Delete', { ids: [theirs.id] })).status).toBe(404);
    expect((await post({ title: 'Sai danh mục', idCategory: theirCategory.id })).status).toBe(404);
    expect((await call('PUT', '/Lms/PostCategory/Edit', { id: theirCategory.id, name: 'Đổi' })).status).toBe(
      404,
    );
    expect((await call('DELETE', '/Lms/PostCategory/Delete', { ids: [theirCategory.id] })).status).toBe(404);
    // Their published post is not at this school's address, and theirs is still theirs.
    expect((await visit(`/p/${theirs.slug}`)).statusCode).toBe(404);
    expect((await visit(`/p/${theirs.slug}`, other.host)).statusCode).toBe(200);
    const still = await call<SchoolPost>('GET', '/Lms/Post/Get', { id: theirs.id }, otherOwner, {
      host: other.host,
    });
    expect(still.body.data?.title).toBe('Tin trường khác');
  });

  it('refuses two categories of one name and keeps the posts of a deleted one', async () => {
    const category = (await call<PostCategory>('POST', '/Lms/PostCategory/Add', { name: 'Sự kiện' })).body
      .data as PostCategory;
    const clash = await call('POST', '/Lms/PostCategory/Add', { name: 'sự kiện' });
    expect(clash.status).toBe(400);
    const inside = (await post({ title: 'Ngày hội', idCategory: category.id })).body.data as SchoolPost;
    expect((await call('DELETE', '/Lms/PostCategory/Delete', { ids: [category.id] })).status).toBe(200);
    const kept = await call<SchoolPost>('GET', '/Lms/Post/Get', { id: inside.id });
    expect(kept.body.data).toMatchObject({ title: 'Ngày hội', idCategory: null, categoryName: null });
  });
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(800, 32)]);

async function libraryFile(name: string) {
  const { inserted } = await uploadThrough(t, {
    name,
    body: PDF,
    token: owner,
    contentType: 'application/pdf',
    fileType: 'document',
    uploadAction: 'library',
  });
  return inserted.body.data as SavedFile;
}

describe('the file library', () => {
  let course: Course;
  let idGroup: number;
  let idStudent: number;
  let idStudent2: number;

  beforeAll(async () => {
    const db = t.server.connection.db;
    const ids = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'in', ['student', 'student2'])
      .where('idSite', '=', 1)
      .execute();
    idStudent = ids.find((u) => u.username === 'student')?.id as number;
    idStudent2 = ids.find((u) => u.username === 'student2')?.id as number;
    course = (await call<Course>('POST', '/Lms/Course/Add', { name: 'Tiếng Anh giao tiếp' })).body
      .data as Course;
    await call('POST', '/Lms/Enrolment/Add', { idCourse: course.id, idUsers: [idStudent] });
    const group = await db
      .insertInto('userGroups')
      .values({ idSite: 1, name: 'Lớp 10A1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    idGroup = group.id;
    await db.insertInto('userGroupMembers').values({ idSite: 1, idGroup, idUser: idStudent2 }).execute();
  });

  const sees = async (token: string) =>
    (await call<Paged<SavedFile>>('GET', '/Storage/File/List_Client', {}, token)).body.data?.data.map(
      (f) => f.name,
    );

  it('gives exactly the chosen group or course access, and unsharing takes it away', async () => {
    const file = await libraryFile('de-cuong.pdf');
    expect(await sees(student)).not.toContain('de-cuong.pdf');
    expect(await sees(student2)).not.toContain('de-cuong.pdf');

    await call('PUT', '/Storage/File/ShareFile', {
      id: file.id,
      shared: false,
      idCourses: [course.id],
      idGroups: [],
    });
    expect(await sees(student)).toContain('de-cuong.pdf');
    expect(await sees(student2)).not.toContain('de-cuong.pdf');
    const got = await call<SavedFile>('GET', '/Storage/File/Get', { id: file.id }, student);
    expect(got.status).toBe(200);
    // A private file is read by a signed URL that expires.
    expect(got.body.data?.url).toMatch(/\/files\/s\/\d+\.[\w-]+\//);
    const bytes = await t.server.app.inject({
      method: 'GET',
      url: new URL(got.body.data?.url as string).pathname,
    });
    expect(bytes.statusCode).toBe(200);
    expect((await call('GET', '/Storage/File/Get', { id: file.id }, student2)).status).toBe(404);

    await call('PUT', '/Storage/File/ShareFile', {
      id: file.id,
      shared: false,
      idCourses: [],
      idGroups: [idGroup],
    });
    expect(await sees(student)).not.toContain('de-cuong.pdf');
    expect(await sees(student2)).toContain('de-cuong.pdf');
    expect((await call('GET', '/Storage/File/Get', { id: file.id }, student)).status).toBe(404);

    const shares = await call<FileShares>('GET', '/Storage/File/GetShareFile', { id: file.id });
    expect(shares.body.data).toMatchObject({
      shared: false,
      groups: [{ id: idGroup, name: 'Lớp 10A1' }],
      courses: [],
    });

    await call('PUT', '/Storage/File/ShareFile', { id: file.id, shared: false, idCourses: [], idGroups: [] });
    expect(await sees(student2)).not.toContain('de-cuong.pdf');
    expect((await call('GET', '/Storage/File/Get', { id: file.id }, student2)).status).toBe(404);
    // A learner who leaves the course loses what was shared with it.
    await call('PUT', '/Storage/File/ShareFile', { id: file.id, shared: false, idCourses: [course.id] });
    expect(await sees(student)).toContain('de-cuong.pdf');
    await call('DELETE', '/Lms/Enrolment/Delete', { idCourse: course.id, idUsers: [idStudent] });
    expect(await sees(student)).not.toContain('de-cuong.pdf');
    await call('POST', '/Lms/Enrolment/Add', { idCourse: course.id, idUsers: [idStudent] });
  });

  it('files into categories, renames, measures against the quota and deletes', async () => {
    const folder = (await call<FileCategory>('POST', '/Storage/FileCategory/Add', { name: 'Đề thi' })).body
      .data as FileCategory;
    const file = await libraryFile('de-thi-hk1.pdf');
    const moved = await call<SavedFile>('PUT', '/Storage/File/Edit', {
      id: file.id,
      name: 'Đề thi học kỳ 1.pdf',
      idCategory: folder.id,
    });
    expect(moved.body.data).toMatchObject({ name: 'Đề thi học kỳ 1.pdf', idCategory: folder.id });
    const inFolder = await call<Paged<SavedFile>>('GET', '/Storage/File/List', { idCategory: folder.id });
    expect(inFolder.body.data?.data.map((f) => f.name)).toEqual(['Đề thi học kỳ 1.pdf']);
    const size = await call<{ bytes: number; files: number; quota: number }>(
      'GET',
      '/Storage/File/GetLibrarySize',
    );
    expect(size.body.data?.bytes).toBeGreaterThanOrEqual(PDF.length * 2);
    expect(size.body.data?.quota).toBe(10 * 1024 ** 3);
    const youtube = await call<SavedFile>('POST', '/Storage/File/AddYoutube', {
      url: 'https://youtu.be/dQw4w9WgXcQ',
      name: 'Bài giảng mẫu',
      idCategory: folder.id,
    });
    expect(youtube.body.data).toMatchObject({ type: 'youtube', idCategory: folder.id });
    const folders = await call<Paged<FileCategory>>('GET', '/Storage/FileCategory/List');
    expect(folders.body.data?.data).toEqual([expect.objectContaining({ name: 'Đề thi', files: 2 })]);

    await t.server.connection.db
      .updateTable('sites')
      .set({ libraryQuota: 1000 })
      .where('id', '=', 1)
      .execute();
    t.server.services.sites.forget();
    const full = await call('GET', '/Storage/File/GetUploadUrl', {
      fileName: 'them.pdf',
      contentType: 'application/pdf',
      size: 900_000,
      fileType: 'document',
      uploadAction: 'library',
    });
    await t.server.connection.db
      .updateTable('sites')
      .set({ libraryQuota: 10 * 1024 ** 3 })
      .where('id', '=', 1)
      .execute();
    t.server.services.sites.forget();
    expect(full.status).toBe(400);

    expect(
      (await call('DELETE', '/Storage/File/Delete', { ids: [file.id, youtube.body.data?.id] })).status,
    ).toBe(200);
    expect((await call('GET', '/Storage/File/Get', { id: file.id })).status).toBe(404);
  });

  it("answers another school's files, groups, courses and folders with 404 and shares nothing", async () => {
    const other = await otherSite();
    const otherOwner = await t.signIn('owner', { host: other.host });
    const theirFolder = (
      await call<FileCategory>('POST', '/Storage/FileCategory/Add', { name: 'Của họ' }, otherOwner, {
        host: other.host,
      })
    ).body.data as FileCategory;
    const theirCourse = (
      await call<Course>('POST', '/Lms/Course/Add', { name: 'Khóa khác' }, otherOwner, { host: other.host })
    ).body.data as Course;
    const mine = await libraryFile('cua-toi.pdf');
    expect(
      (
        await call('PUT', '/Storage/File/ShareFile', {
          id: mine.id,
          shared: false,
          idCourses: [theirCourse.id],
        })
      ).status,
    ).toBe(404);
    expect(
      (await call<FileShares>('GET', '/Storage/File/GetShareFile', { id: mine.id })).body.data?.courses,
    ).toEqual([]);
    expect(
      (await call('PUT', '/Storage/File/Edit', { id: mine.id, name: 'x.pdf', idCategory: theirFolder.id }))
        .status,
    ).toBe(404);
    expect(
      (await call('PUT', '/Storage/FileCategory/Edit', { id: theirFolder.id, name: 'Đổi' })).status,
    ).toBe(404);
    expect(
      (
        await call('PUT', '/Storage/File/ShareFile', { id: mine.id, shared: true }, otherOwner, {
          host: other.host,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call('GET', '/Lms/FileShare/Groups', {}, otherOwner, { host: other.host })).body.data,
    ).toMatchObject({
      data: [],
    });
  });

  it('lets a teacher share only her own files unless she may manage all', async () => {
    const ownersFile = await libraryFile('cua-chu-truong.pdf');
    expect(
      (
        await call(
          'PUT',
          '/Storage/File/ShareFile',
          { id: ownersFile.id, shared: false, idGroups: [idGroup] },
          teacher,
        )
      ).status,
    ).toBe(403);
    expect((await call('POST', '/Storage/FileCategory/Add', { name: 'Của giáo viên' }, teacher)).status).toBe(
      403,
    );
    expect((await call('GET', '/Storage/FileCategory/List', {}, teacher)).status).toBe(200);
  });
});
