import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SavedFile, UploadTicket } from '@saola/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRights, putBytes, startWithOwner, type TestServer, uploadThrough } from './harness';

let t: TestServer;
let owner: string;
let student: string;
beforeAll(async () => {
  ({ t, owner } = await startWithOwner());
  student = await t.signIn('student');
});
afterAll(() => t.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(2000, 7),
]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(998, 0)]);

async function ticket(form: Record<string, unknown>, token = owner) {
  return t.call<UploadTicket>({ method: 'GET', url: '/Storage/File/GetUploadUrl', token, payload: form });
}

const put = (uploadUrl: string, body: Buffer, contentType = 'image/png') =>
  putBytes(t, uploadUrl, body, contentType);
const upload = (name: string, body: Buffer, token = owner, contentType = 'image/png', fileType = 'image') =>
  uploadThrough(t, { name, body, token, contentType, fileType });

describe('the upload flow (SPEC §4)', () => {
  it('grants a signed URL, takes the bytes without auth, registers the file and serves it', async () => {
    const { granted, stored, inserted } = await upload('ảnh đại diện.png', PNG);
    expect(granted.body.data?.uploadUrl).toMatch(
      /^http:\/\/localhost(:\d+)?\/Storage\/Upload\/\d+\?expires=\d+&sig=[\w-]+$/,
    );
    expect(stored.statusCode).toBe(200);
    expect(inserted.body.data).toMatchObject({
      name: 'ảnh đại diện.png',
      contentType: 'image/png',
      type: 'image',
      size: PNG.length,
    });
    const path = new URL(inserted.body.data?.url as string).pathname;
    const served = await t.server.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const part = await t.server.app.inject({ method: 'GET', url: path, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(8);
  });

  it('refuses a type, extension or size the rules forbid before anything is stored', async () => {
    expect(
      (
        await ticket({
          fileName: 'a.gif',
          contentType: 'image/gif',
          size: 10,
          fileType: 'image',
          uploadAction: 'courseCover',
        })
      ).body.data,
    ).toEqual([{ field: 'fileName', message: 'Invalid file format' }]);
    const big = await ticket({
      fileName: 'a.png',
      contentType: 'image/png',
      size: 2 * 1024 * 1024 + 1,
      fileType: 'image',
      uploadAction: 'courseCover',
    });
    expect(big.body.data).toEqual([
      { field: 'size', message: 'The file size is larger than the allowed capacity (2 MB)' },
    ]);
    const vi = await t.call({
      method: 'GET',
      url: '/Storage/File/GetUploadUrl',
      token: owner,
      locale: 'vi-VN',
      payload: {
        fileName: 'a.png',
        contentType: 'image/png',
        size: 0,
        fileType: 'image',
        uploadAction: 'courseCover',
      },
    });
    expect(vi.body.data).toEqual([{ field: 'size', message: 'Phải lớn hơn hoặc bằng 1' }]);
  });

  it('refuses a disguised file and keeps nothing of it', async () => {
    const before = readdirSync(join(t.dataDir, 'files', '1')).length;
    const { stored, inserted } = await upload('bai-tap.png', EXE);
    expect(stored.statusCode).toBe(400);
    expect(stored.json().message).toBe('Invalid file format');
    expect(inserted.status).toBe(404);
    expect(readdirSync(join(t.dataDir, 'files', '1')).length).toBe(before);
  });

  it('refuses a tampered signature, another size, another content type, and an expired URL', async () => {
    const granted = await ticket({
      fileName: 'x.png',
      contentType: 'image/png',
      size: PNG.length,
      fileType: 'image',
      uploadAction: 'courseCover',
    });
    const url = granted.body.data?.uploadUrl as string;
    const tampered = url.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    expect((await put(tampered, PNG)).statusCode).toBe(403);
    expect(
      (
        await put(
          url.replace(/expires=(\d+)/, (_, e) => `expires=${Number(e) + 3600}`),
          PNG,
        )
      ).statusCode,
    ).toBe(403);
    expect((await put(url, PNG, 'image/jpeg')).statusCode).toBe(400);
    expect((await put(url, Buffer.concat([PNG, Buffer.alloc(10)]))).statusCode).toBe(413);
    expect((await put(url, PNG.subarray(0, 100))).json().message).toBe(
      'The file has not been uploaded completely.',
    );
    const early = await t.call({
      method: 'GET',
      url: '/Storage/File/InsertFile',
      token: owner,
      payload: { idFile: granted.body.data?.idFile },
    });
    expect(early.body.message).toBe('The file has not been uploaded completely.');
    t.clock.advance(16 * 60_000);
    const late = await put(url, PNG);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('The upload link has expired or is not valid.');
  });

  it('lets only the uploader register a pending file, and not from another site', async () => {
    const granted = await ticket(
      {
        fileName: 'y.png',
        contentType: 'image/png',
        size: PNG.length,
        fileType: 'image',
        uploadAction: 'avatar',
      },
      student,
    );
    await put(granted.body.data?.uploadUrl as string, PNG);
    expect(
      (
        await t.call({
          method: 'GET',
          url: '/Storage/File/InsertFile',
          token: owner,
          payload: { idFile: granted.body.data?.idFile },
        })
      ).status,
    ).toBe(404);
    const other = await t.addOtherSite();
    const theirs = await t.signIn('owner', { host: other.host });
    expect(
      (
        await t.call({
          method: 'GET',
          url: '/Storage/File/InsertFile',
          token: theirs,
          host: other.host,
          payload: { idFile: granted.body.data?.idFile },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call({
          method: 'GET',
          url: '/Storage/File/InsertFile',
          token: student,
          payload: { idFile: granted.body.data?.idFile, idSite: other.idSite },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call({
          method: 'GET',
          url: '/Storage/File/InsertFile',
          token: student,
          payload: { idFile: granted.body.data?.idFile },
        })
      ).status,
    ).toBe(200);
  });
});

describe('the library', () => {
  it('lists, renames, shares and measures; students see what is shared or theirs', async () => {
    const { inserted } = await upload(
      'tai-lieu.pdf',
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 32)]),
      owner,
      'application/pdf',
      'document',
    );
    const id = inserted.body.data?.id as number;
    const list = await t.call<{ data: SavedFile[]; total: number }>({
      method: 'GET',
      url: '/Storage/File/List',
      token: owner,
      payload: { type: 'document' },
    });
    expect(list.body.data?.data.map((f) => f.name)).toEqual(['tai-lieu.pdf']);
    const renamed = await t.call<SavedFile>({
      method: 'PUT',
      url: '/Storage/File/Edit',
      token: owner,
      payload: { id, name: 'Đề cương ôn tập.pdf' },
    });
    expect(renamed.body.data?.name).toBe('Đề cương ôn tập.pdf');

    const studentSees = async () =>
      (
        await t.call<{ data: SavedFile[] }>({
          method: 'GET',
          url: '/Storage/File/List_Client',
          token: student,
        })
      ).body.data?.data.map((f) => f.name);
    expect(await studentSees()).toEqual(['y.png']);
    expect(
      (await t.call({ method: 'GET', url: '/Storage/File/Get', token: student, payload: { id } })).status,
    ).toBe(404);
    await t.call({
      method: 'PUT',
      url: '/Storage/File/ShareFile',
      token: owner,
      payload: { id, shared: true },
    });
    expect(await studentSees()).toEqual(['Đề cương ôn tập.pdf', 'y.png']);
    const share = await t.call<{ shared: boolean; url: string }>({
      method: 'GET',
      url: '/Storage/File/GetShareFile',
      token: student,
      payload: { id },
    });
    expect(share.body.data?.shared).toBe(true);

    const size = await t.call<{ bytes: number; files: number }>({
      method: 'GET',
      url: '/Storage/File/GetLibrarySize',
      token: owner,
    });
    expect(size.body.data).toEqual({ bytes: PNG.length * 2 + 509, files: 3, quota: 10 * 1024 ** 3 });
  });

  it('adds YouTube videos by link only when the link is valid', async () => {
    const added = await t.call<SavedFile>({
      method: 'POST',
      url: '/Storage/File/AddYoutube',
      token: owner,
      payload: { url: 'https://youtu.be/dQw4w9WgXcQ', name: 'Bài giảng 1' },
    });
    expect(added.body.data).toMatchObject({
      type: 'youtube',
      youtubeId: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
    const bad = await t.call({
      method: 'POST',
      url: '/Storage/File/AddYoutube',
      token: owner,
      locale: 'lo-LA',
      payload: { url: 'https://vimeo.com/1' },
    });
    expect(bad.body.data).toEqual([{ field: 'url', message: 'ລິ້ງ YouTube ບໍ່ຖືກຕ້ອງ' }]);
  });

  it('deletes files with their bytes', async () => {
    const list = await t.call<{ data: SavedFile[] }>({
      method: 'GET',
      url: '/Storage/File/List',
      token: owner,
      payload: { type: 'image' },
    });
    const file = list.body.data?.data[0] as SavedFile;
    const key = new URL(file.url).pathname.replace('/files/', '');
    expect(existsSync(join(t.dataDir, 'files', key))).toBe(true);
    const deleted = await t.call({
      method: 'DELETE',
      url: '/Storage/File/Delete',
      token: owner,
      payload: { ids: [file.id] },
    });
    expect(deleted.body.data).toEqual({ deleted: 1 });
    expect(existsSync(join(t.dataDir, 'files', key))).toBe(false);
    expect((await t.server.app.inject({ method: 'GET', url: `/files/${key}` })).statusCode).toBe(404);
  });
});

describe('who may change a file', () => {
  const change = (token: string, id: number) => ({
    edit: () =>
      t.call({ method: 'PUT', url: '/Storage/File/Edit', token, payload: { id, name: 'Đổi tên.png' } }),
    share: () =>
      t.call({ method: 'PUT', url: '/Storage/File/ShareFile', token, payload: { id, shared: true } }),
    remove: () => t.call({ method: 'DELETE', url: '/Storage/File/Delete', token, payload: { ids: [id] } }),
  });

  it('a teacher changes only the files she uploaded; an owner, or the file right, changes any', async () => {
    const teacher = await t.signIn('teacher');
    const owners = (await upload('cua-chu-truong.png', PNG)).inserted.body.data as SavedFile;
    const hers = (await upload('cua-co-giao.png', PNG, teacher)).inserted.body.data as SavedFile;

    const onOwners = change(teacher, owners.id);
    expect((await onOwners.edit()).status).toBe(403);
    expect((await onOwners.share()).status).toBe(403);
    expect((await onOwners.remove()).status).toBe(403);
    const both = await t.call({
      method: 'DELETE',
      url: '/Storage/File/Delete',
      token: teacher,
      payload: { ids: [hers.id, owners.id] },
    });
    expect(both.status).toBe(403);
    const still = await t.call<SavedFile>({
      method: 'GET',
      url: '/Storage/File/Get',
      token: owner,
      payload: { id: owners.id },
    });
    expect(still.body.data).toMatchObject({ name: 'cua-chu-truong.png', shared: false });

    const onHers = change(teacher, hers.id);
    expect((await onHers.edit()).status).toBe(200);
    expect((await onHers.share()).status).toBe(200);
    expect((await change(owner, hers.id).edit()).status).toBe(200);

    await grantRights(t, 'teacher', ['file.manageAll']);
    expect((await onOwners.share()).status).toBe(200);
    expect((await onOwners.remove()).body.data).toEqual({ deleted: 1 });
    expect((await onHers.remove()).body.data).toEqual({ deleted: 1 });
  });
});

describe('what may be uploaded, by whom, how much and how often', () => {
  const form = (fields: Record<string, unknown>) => ({
    fileName: 'anh.png',
    contentType: 'image/png',
    size: PNG.length,
    fileType: 'image',
    uploadAction: 'courseCover',
    ...fields,
  });

  it('refuses a type the upload action does not allow, naming it, and an action students may not use', async () => {
    for (const type of ['text/html', 'image/svg+xml', 'text/xml', 'application/javascript']) {
      const refused = await ticket(form({ contentType: type }));
      expect(refused.status).toBe(400);
      expect(refused.body.data).toEqual([
        { field: 'contentType', message: `Files of type ${type} are not allowed here.` },
      ]);
    }
    const vi = await t.call({
      method: 'GET',
      url: '/Storage/File/GetUploadUrl',
      token: owner,
      locale: 'vi-VN',
      payload: form({
        fileName: 'bai.mov',
        contentType: 'video/quicktime',
        fileType: 'video',
        uploadAction: 'lessonVideo',
      }),
    });
    expect(vi.body.data).toEqual([
      { field: 'contentType', message: 'Loại tệp tin video/quicktime không được phép tải lên ở đây.' },
    ]);
    const pdfAsCover = await ticket(
      form({ fileName: 'de.pdf', contentType: 'image/png', fileType: 'document' }),
    );
    expect(pdfAsCover.body.data).toEqual([
      { field: 'contentType', message: 'Files of type application/pdf are not allowed here.' },
    ]);
    expect((await ticket(form({}), student)).status).toBe(403);
    expect((await ticket(form({ uploadAction: 'avatar' }), student)).status).toBe(200);
    expect((await ticket(form({ uploadAction: undefined }))).status).toBe(400);
  });

  it('stores the type the bytes show and serves it with nosniff, as an attachment unless shown inline', async () => {
    const csv = Buffer.from('Họ tên,Điểm\nAn,9\n');
    const { inserted } = await uploadThrough(t, {
      name: 'diem.csv',
      body: csv,
      token: student,
      contentType: 'application/vnd.ms-excel',
      fileType: 'document',
      uploadAction: 'attachment',
    });
    expect(inserted.body.data?.contentType).toBe('text/csv');
    const served = await t.server.app.inject({
      method: 'GET',
      url: new URL(inserted.body.data?.url as string).pathname,
    });
    expect(served.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe("attachment; filename*=UTF-8''diem.csv");
    const image = (await upload('bia.png', PNG)).inserted.body.data as SavedFile;
    const shown = await t.server.app.inject({ method: 'GET', url: new URL(image.url).pathname });
    expect(shown.headers['content-disposition']).toBe("inline; filename*=UTF-8''bia.png");
  });

  it('takes the bytes of a ticket once: a PUT after registration is refused', async () => {
    const granted = await ticket(form({}));
    const url = granted.body.data?.uploadUrl as string;
    expect((await put(url, PNG)).statusCode).toBe(200);
    const saved = await t.call<SavedFile>({
      method: 'GET',
      url: '/Storage/File/InsertFile',
      token: owner,
      payload: { idFile: granted.body.data?.idFile },
    });
    expect(saved.status).toBe(200);
    const again = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(PNG.length - 8, 1)]);
    expect((await put(url, again)).statusCode).toBe(403);
    const served = await t.server.app.inject({
      method: 'GET',
      url: new URL(saved.body.data?.url as string).pathname,
    });
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('gives each student 50 MB, counting tickets not yet used until they expire', async () => {
    const learner = await t.signIn('student2');
    const document = (size: number) =>
      ticket(
        form({
          fileName: 'bai-tap.pdf',
          contentType: 'application/pdf',
          size,
          fileType: 'document',
          uploadAction: 'attachment',
        }),
        learner,
      );
    expect((await document(40 * 1024 * 1024)).status).toBe(200);
    const over = await t.call({
      method: 'GET',
      url: '/Storage/File/GetUploadUrl',
      token: learner,
      locale: 'lo-LA',
      payload: form({
        fileName: 'bai-tap.pdf',
        contentType: 'application/pdf',
        size: 11 * 1024 * 1024,
        fileType: 'document',
        uploadAction: 'attachment',
      }),
    });
    expect(over.status).toBe(400);
    expect(over.body.data).toEqual([{ field: 'size', message: 'ໄຟລ໌ນີ້ຈະເກີນພື້ນທີ່ອັບໂຫຼດ 50 MB ຂອງທ່ານ.' }]);
    expect((await document(10 * 1024 * 1024)).status).toBe(200);
    t.clock.advance(16 * 60_000);
    expect((await document(11 * 1024 * 1024)).status).toBe(200);
  });

  it('grants a student 30 upload tickets an hour', async () => {
    const learner = await t.signIn('student3');
    for (let i = 0; i < 30; i++)
      expect((await ticket(form({ uploadAction: 'avatar', size: 100 }), learner)).status).toBe(200);
    const refused = await t.call({
      method: 'GET',
      url: '/Storage/File/GetUploadUrl',
      token: learner,
      locale: 'vi-VN',
      payload: form({ uploadAction: 'avatar', size: 100 }),
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Bạn đã yêu cầu tải lên quá nhiều lần. Vui lòng thử lại sau 60 phút.');
    t.clock.advance(60 * 60_000 + 1000);
    expect((await ticket(form({ uploadAction: 'avatar', size: 100 }), learner)).status).toBe(200);
  });
});

describe('who may read a file', () => {
  const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 32)]);
  const get = (url: string) =>
    t.server.app.inject({
      method: 'GET',
      url: new URL(url, 'http://localhost').pathname,
      headers: { 'accept-language': 'en-US' },
    });
  const keyOf = async (id: number) =>
    (
      await t.server.connection.db
        .selectFrom('files')
        .select('storageKey')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).storageKey as string;

  it('serves course material only by a signed URL that expires; covers and avatars stay public', async () => {
    const material = (await upload('de-cuong.pdf', PDF, owner, 'application/pdf', 'document')).inserted.body
      .data as SavedFile;
    expect((await get(`/files/${await keyOf(material.id)}`)).statusCode).toBe(404);
    const signed = await get(material.url);
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.equals(PDF)).toBe(true);
    expect(signed.headers['content-type']).toBe('application/pdf');
    const tampered = material.url.replace(
      /\/files\/s\/(\d+)\./,
      (_, expires) => `/files/s/${Number(expires) + 3600}.`,
    );
    expect(tampered).not.toBe(material.url);
    expect((await get(tampered)).statusCode).toBe(403);
    const other = (await upload('khac.pdf', PDF, owner, 'application/pdf', 'document')).inserted.body
      .data as SavedFile;
    const borrowed = material.url.replace(/[^/]+$/, new URL(other.url).pathname.split('/').pop() as string);
    expect((await get(borrowed)).statusCode).toBe(403);

    const cover = (await upload('bia-khoa-hoc.png', PNG)).inserted.body.data as SavedFile;
    expect(new URL(cover.url).pathname).toBe(`/files/${await keyOf(cover.id)}`);
    expect((await get(cover.url)).statusCode).toBe(200);

    t.clock.advance(3 * 60 * 60_000 + 1000);
    const late = await get(material.url);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(
      'This file link has expired or is not valid. Open the page again to get a new one.',
    );
    const fresh = await t.call<SavedFile>({
      method: 'GET',
      url: '/Storage/File/Get',
      token: owner,
      payload: { id: material.id },
    });
    expect((await get(fresh.body.data?.url as string)).statusCode).toBe(200);
  });
});
