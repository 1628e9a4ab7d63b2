import type { Chapter, Course, Curriculum, Lesson } from '@saola/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLEANED_HTML, HOSTILE_HTML, type OwnerCall, startWithOwner, type TestServer } from './harness';

let t: TestServer;
let owner: string;
let call: OwnerCall;
let teacher: string;
let course: Course;
let othersCourse: Course;
let video: number;
let pdf: number;

beforeAll(async () => {
  ({ t, owner, call } = await startWithOwner());
  teacher = await t.signIn('teacher');
  const db = t.server.connection.db;
  const idTeacher = (
    await db.selectFrom('users').select('id').where('username', '=', 'teacher').executeTakeFirstOrThrow()
  ).id;
  course = (await call<Course>('POST', '/Lms/Course/Add', { name: 'Vật lý 10', idTeacher })).body
    .data as Course;
  othersCourse = (await call<Course>('POST', '/Lms/Course/Add', { name: 'Lịch sử 10' })).body.data as Course;
  const file = (type: string, name: string) =>
    db
      .insertInto('files')
      .values({ idSite: 1, name, contentType: 'x', size: 10, type, storageKey: `1/${name}`, status: 'ready' })
      .returning('id')
      .executeTakeFirstOrThrow();
  video = (await file('video', 'bai1.mp4')).id;
  pdf = (await file('document', 'de-cuong.pdf')).id;
});
afterAll(() => t.close());

const chapter = (title: string, idCourse = course.id, token = owner) =>
  call<Chapter>('POST', '/Lms/Curriculum/AddChapter', { idCourse, title }, token);
const lesson = (payload: object, token = owner) =>
  call<Lesson>('POST', '/Lms/Curriculum/AddLesson', payload, token);
const curriculum = async (token = owner) =>
  (await call<Curriculum>('GET', '/Lms/Curriculum/Get', { idCourse: course.id }, token)).body
    .data as Curriculum;

describe('curriculum', () => {
  it('holds chapters of lessons of each kind, each checked for what it needs', async () => {
    const one = (await chapter('Chương 1: Động học', course.id, teacher)).body.data as Chapter;
    const two = (await chapter('Chương 2: Động lực học')).body.data as Chapter;
    expect([one.position, two.position]).toEqual([0, 1]);

    const text = await lesson(
      { idChapter: one.id, title: 'Giới thiệu', kind: 'text', content: '<p>Chào mừng</p>', isTrial: true },
      teacher,
    );
    expect(text.body.data).toMatchObject({
      kind: 'text',
      content: '<p>Chào mừng</p>',
      isTrial: true,
      position: 0,
    });
    const yt = await lesson({
      idChapter: one.id,
      title: 'Chuyển động thẳng',
      kind: 'youtube',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      duration: 213,
      seekRestricted: true,
    });
    expect(yt.body.data).toMatchObject({
      youtubeId: 'dQw4w9WgXcQ',
      duration: 213,
      seekRestricted: true,
      position: 1,
    });
    const badLink = await lesson({
      idChapter: one.id,
      title: 'X',
      kind: 'youtube',
      youtubeUrl: 'https://vimeo.com/123',
    });
    expect(badLink.body.data).toEqual([{ field: 'youtubeUrl', message: 'Invalid youtube link' }]);
    const noFile = await lesson({ idChapter: two.id, title: 'X', kind: 'video' });
    expect(noFile.body.data).toEqual([{ field: 'idFile', message: 'File is required' }]);
    const wrongType = await lesson({ idChapter: two.id, title: 'X', kind: 'video', idFile: pdf });
    expect(wrongType.body.data).toEqual([{ field: 'idFile', message: 'Invalid file format' }]);
    const vid = await lesson({
      idChapter: two.id,
      title: 'Định luật Newton',
      kind: 'video',
      idFile: video,
      completionThreshold: 90,
    });
    expect(vid.body.data).toMatchObject({ idFile: video, completionThreshold: 90 });
    await lesson({ idChapter: two.id, title: 'Đề cương', kind: 'document', idFile: pdf });

    const whole = await curriculum(teacher);
    expect(whole.chapters.map((c) => [c.title, c.lessons.map((l) => l.title)])).toEqual([
      ['Chương 1: Động học', ['Giới thiệu', 'Chuyển động thẳng']],
      ['Chương 2: Động lực học', ['Định luật Newton', 'Đề cương']],
    ]);
  });

  it('reorders chapters and moves lessons between them in one call, refusing an order that loses anything', async () => {
    const [one, two] = (await curriculum()).chapters as [Chapter, Chapter];
    const [intro, motion] = one.lessons as [Lesson, Lesson];
    const [newton, outline] = two.lessons as [Lesson, Lesson];
    const moved = await call<Curriculum>('PUT', '/Lms/Curriculum/Reorder', {
      idCourse: course.id,
      chapters: [
        { id: two.id, lessons: [outline.id, newton.id, motion.id] },
        { id: one.id, lessons: [intro.id] },
      ],
    });
    expect(moved.body.data?.chapters.map((c) => [c.title, c.lessons.map((l) => l.title)])).toEqual([
      ['Chương 2: Động lực học', ['Đề cương', 'Định luật Newton', 'Chuyển động thẳng']],
      ['Chương 1: Động học', ['Giới thiệu']],
    ]);
    const lossy = await call('PUT', '/Lms/Curriculum/Reorder', {
      idCourse: course.id,
      chapters: [
        { id: two.id, lessons: [outline.id] },
        { id: one.id, lessons: [intro.id] },
      ],
    });
    expect(lossy.status).toBe(400);
  });

  it('belongs to the course’s teacher: another teacher is refused, another school’s ids are not found', async () => {
    expect((await chapter('Chương 1', othersCourse.id, teacher)).status).toBe(403);
    const theirs = (await chapter('Chương 1', othersCourse.id)).body.data as Chapter;
    expect((await lesson({ idChapter: theirs.id, title: 'X', kind: 'text' }, teacher)).status).toBe(403);
    const other = await t.addOtherSite();
    const foreign = await t.server.connection.db
      .insertInto('files')
      .values({
        idSite: other.idSite,
        name: 'x.mp4',
        contentType: 'x',
        size: 1,
        type: 'video',
        storageKey: `${other.idSite}/x.mp4`,
        status: 'ready',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      (await lesson({ idChapter: theirs.id, title: 'X', kind: 'video', idFile: foreign.id })).status,
    ).toBe(404);
  });

  it('deletes a chapter with its lessons', async () => {
    const [first] = (await curriculum()).chapters as [Chapter];
    expect((await call('DELETE', '/Lms/Curriculum/DeleteChapter', { id: first.id })).body.data).toEqual({
      deleted: 1,
    });
    const left = await curriculum();
    expect(left.chapters.flatMap((c) => c.lessons.map((l) => l.title))).toEqual(['Giới thiệu']);
  });

  it('lets a lesson use only a file its author uploaded or one shared with her; an owner any', async () => {
    const db = t.server.connection.db;
    const idOf = async (username: string) =>
      (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow())
        .id;
    const upload = async (name: string, idUser: number, shared = false) =>
      (
        await db
          .insertInto('files')
          .values({
            idSite: 1,
            idUser,
            name,
            contentType: 'video/mp4',
            size: 10,
            type: 'video',
            storageKey: `1/${name}`,
            status: 'ready',
            shared,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const ownersPrivate = await upload('rieng.mp4', await idOf('owner'));
    const ownersShared = await upload('chung.mp4', await idOf('owner'), true);
    const hers = await upload('cua-co.mp4', await idOf('teacher'));
    const room = (await chapter('Chương 3', course.id, teacher)).body.data as Chapter;
    const add = (idFile: number, token = teacher) =>
      lesson({ idChapter: room.id, title: 'Video', kind: 'video', idFile }, token);

    expect((await add(ownersPrivate)).status).toBe(403);
    expect((await add(ownersShared)).status).toBe(200);
    const own = (await add(hers)).body.data as Lesson;
    expect(own.idFile).toBe(hers);
    const edit = (id: number, idFile: number, title: string) =>
      call('PUT', '/Lms/Curriculum/EditLesson', { id, title, kind: 'video', idFile }, teacher);
    expect((await edit(own.id, ownersPrivate, 'Đổi video')).status).toBe(403);
    expect((await edit(own.id, hers, 'Đổi tên')).status).toBe(200);
    const ownersLesson = (await add(ownersPrivate, owner)).body.data as Lesson;
    expect(ownersLesson.idFile).toBe(ownersPrivate);
    // Keeping the file the owner chose is no new reference: the teacher still retitles the lesson.
    expect((await edit(ownersLesson.id, ownersPrivate, 'Tiêu đề mới')).status).toBe(200);
  });

  it('keeps only safe formatting and links of a text lesson', async () => {
    const room = (await chapter('Chương 4')).body.data as Chapter;
    const text = (await lesson({ idChapter: room.id, title: 'Đọc', kind: 'text', content: HOSTILE_HTML }))
      .body.data as Lesson;
    expect(text.content).toBe(CLEANED_HTML);
    const edited = await call<Lesson>('PUT', '/Lms/Curriculum/EditLesson', {
      id: text.id,
      title: 'Đọc',
      kind: 'text',
      content: `${HOSTILE_HTML}<p>Hết</p>`,
    });
    expect(edited.body.data?.content).toBe(`${CLEANED_HTML}<p>Hết</p>`);
  });
});

describe('a YouTube lesson’s length', () => {
  it('takes a YouTube lesson’s length from its author only as whole seconds, and refuses it in her language', async () => {
    const { id: idChapter } = (await chapter('Chương 9: Sóng')).body.data as Chapter;
    const youtube = {
      idChapter,
      title: 'Sóng cơ',
      kind: 'youtube',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
    };
    const refused = async (payload: object, locale: 'vi-VN' | 'en-US' = 'en-US') => {
      const reply = await t.call({
        method: 'POST',
        url: '/Lms/Curriculum/AddLesson',
        token: owner,
        payload,
        locale,
      });
      expect(reply.status).toBe(400);
      return reply.body.data;
    };
    expect(await refused(youtube)).toEqual([{ field: 'duration', message: 'The field is required' }]);
    expect(await refused({ ...youtube, duration: null }, 'vi-VN')).toEqual([
      { field: 'duration', message: 'Trường này là bắt buộc' },
    ]);
    for (const duration of [0, -30, 12.5, 86_401, 'ten minutes'])
      expect(await refused({ ...youtube, duration })).toEqual([
        { field: 'duration', message: expect.any(String) },
      ]);
    expect(await refused({ ...youtube, duration: 0 }, 'vi-VN')).toEqual([
      { field: 'duration', message: 'Phải lớn hơn hoặc bằng 1' },
    ]);

    const added = (await lesson({ ...youtube, duration: 86_400 })).body.data as Lesson;
    expect(added.duration).toBe(86_400);
    const edit = (payload: object) =>
      call<Lesson>('PUT', '/Lms/Curriculum/EditLesson', {
        ...youtube,
        idChapter: undefined,
        id: added.id,
        ...payload,
      });
    expect((await edit({ duration: null })).status).toBe(400);
    const edited = await edit({ youtubeUrl: 'https://youtu.be/aqz-KE-bpKQ', duration: 634 });
    expect(edited.body.data).toMatchObject({ youtubeId: 'aqz-KE-bpKQ', duration: 634 });
    const reading = await edit({ kind: 'text', content: '<p>Đọc</p>' });
    expect(reading.body.data).toMatchObject({ kind: 'text', duration: null });
  });
});
