import { type Chapter, type Curriculum, contract, type Lesson, type VideoProcessing } from '@saola/core/api';
import { RIGHTS } from '@saola/core/http';
import type { VideoFailure } from '@saola/core/learning';
import { hasRight } from '@saola/core/session';
import { youtubeId } from '@saola/core/validate';
import { type Selectable, sql } from 'kysely';
import type { CourseLessonsTable } from '../../db/schema';
import { ok, type RequestContext, type SignedInContext } from '../../http/context';
import { badRequest, fieldError, forbidden, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { route } from '../../http/routes';
import { cleanRichText } from '../../security/rich-text';
import { notifyEvent } from '../notification';
import { manageable } from './courses';
import { recountCourseForAll } from './progress';

const { curriculum: api } = contract;

type LessonRow = Selectable<CourseLessonsTable> & {
  processing?: VideoProcessing | null;
  processingProgress?: number | null;
  failedLearners?: number | null;
  failedReason?: VideoFailure | null;
  failedCode?: number | null;
};

function toLesson(row: LessonRow): Lesson {
  return {
    id: row.id,
    idChapter: row.idChapter as number,
    title: row.title,
    kind: row.kind,
    position: row.position,
    content: row.content,
    youtubeId: row.youtubeId,
    idFile: row.idFile,
    isTrial: row.isTrial,
    seekRestricted: row.seekRestricted,
    completionThreshold: row.completionThreshold,
    duration: row.kind === 'youtube' ? row.duration : null,
    opensAt: iso(row.opensAt),
    processing:
      row.kind === 'video' && row.processing
        ? { state: row.processing, progress: row.processingProgress ?? 0 }
        : null,
    videoFailures:
      row.kind === 'youtube' && row.failedLearners && row.failedReason
        ? { learners: row.failedLearners, reason: row.failedReason, code: row.failedCode ?? null }
        : null,
  };
}

/** The whole curriculum of a course in two queries, whatever its size. */
async function curriculumOf(ctx: RequestContext<unknown>, idCourse: number): Promise<Curriculum> {
  const chapters = await ctx.db
    .select('courseChapters')
    .where('idCourse', '=', idCourse)
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .execute();
  const lessons = await ctx.db
    .select('courseLessons')
    .leftJoin('files', 'files.id', 'courseLessons.idFile')
    .where('courseLessons.idCourse', '=', idCourse)
    .where('courseLessons.idChapter', 'is not', null)
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('lessonVideoFailures as f')
          .whereRef('f.idLesson', '=', 'courseLessons.id')
          .select([
            sql<number>`count(*) over ()::int`.as('failedLearners'),
            'f.reason as failedReason',
            'f.code as failedCode',
          ])
          .orderBy('f.lastAt', 'desc')
          .limit(1)
          .as('failed'),
      (join) => join.onTrue(),
    )
    .selectAll('courseLessons')
    .select([
      'files.processing',
      'files.processingProgress',
      'failed.failedLearners',
      'failed.failedReason',
      'failed.failedCode',
    ])
    .orderBy('courseLessons.position')
    .orderBy('courseLessons.id')
    .execute();
  return {
    idCourse,
    chapters: chapters.map(
      (chapter): Chapter => ({
        id: chapter.id,
        title: chapter.title,
        position: chapter.position,
        lessons: lessons.filter((lesson) => lesson.idChapter === chapter.id).map(toLesson),
      }),
    ),
  };
}

/** A chapter of a course the caller manages (another site's is 404, another teacher's course 403). */
async function chapterOf(ctx: SignedInContext<unknown>, id: number) {
  const chapter = await ctx.db.select('courseChapters').where('id', '=', id).selectAll().executeTakeFirst();
  if (!chapter) throw notFound();
  await manageable(ctx, chapter.idCourse);
  return chapter;
}

/** A lesson of a course the caller manages (another site's is 404, another teacher's course 403). */
export async function lessonOf(ctx: SignedInContext<unknown>, id: number) {
  const lesson = await ctx.db.select('courseLessons').where('id', '=', id).selectAll().executeTakeFirst();
  if (!lesson) throw notFound();
  await manageable(ctx, lesson.idCourse);
  return lesson;
}

type LessonInput = Omit<(typeof api.addLesson.payload)['TYPE'], 'idChapter'>;

/**
 * What each kind of lesson needs: a YouTube link with its length, an uploaded file of the right type, or
 * nothing more. A file newly referenced must be one the author uploaded or one shared with the school, unless
 * she may manage every file: a lesson would otherwise hand another teacher's private file to its learners.
 */
async function lessonRow(
  ctx: SignedInContext<unknown>,
  p: LessonInput,
  current?: { idFile: number | null; kind: string },
) {
  let youtube: string | null = null;
  let idFile: number | null = null;
  if (p.kind === 'youtube') {
    youtube = p.youtubeUrl ? (youtubeId(p.youtubeUrl) ?? null) : null;
    if (!youtube) throw fieldError('youtubeUrl', ctx.t('validation.youtubeUrl'));
    // The length completion needs (see policy/lesson-length.ts): the author's player measured it, or she typed
    // it. Without it a learner's own player would be the only one to say how long the video is.
    if (!p.duration) throw fieldError('duration', ctx.t('validation.required'));
  }
  if (p.kind === 'video' || p.kind === 'document') {
    if (!p.idFile) throw fieldError('idFile', ctx.t('validation.fileRequired'));
    const file = await ctx.db
      .select('files')
      .where('id', '=', p.idFile)
      .where('status', '=', 'ready')
      .select(['type', 'idUser', 'shared'])
      .executeTakeFirst();
    if (!file) throw notFound();
    if (file.type !== p.kind) throw fieldError('idFile', ctx.t('validation.fileExtension'));
    const user = ctx.auth.user;
    const usable = file.shared || file.idUser === user.id || hasRight(user, RIGHTS.manageAllFiles);
    if (!usable && p.idFile !== current?.idFile) throw forbidden();
    idFile = p.idFile;
  }
  let opensAt: Date | null = null;
  if (p.opensAt) {
    opensAt = new Date(p.opensAt);
    if (Number.isNaN(opensAt.getTime())) throw fieldError('opensAt', ctx.t('validation.invalidValue'));
  }
  // An upload keeps the length its learners' players agreed on while it stays the same file; any other change
  // leaves a length that described another video.
  const sameUpload = p.kind === 'video' && current?.kind === 'video' && current.idFile === idFile;
  return {
    title: p.title.trim(),
    kind: p.kind,
    content: p.kind === 'text' ? cleanRichText(p.content ?? '') : '',
    youtubeId: youtube,
    idFile,
    isTrial: p.isTrial ?? false,
    seekRestricted: p.kind === 'video' || p.kind === 'youtube' ? (p.seekRestricted ?? false) : false,
    completionThreshold: p.completionThreshold ?? null,
    opensAt,
    ...(sameUpload ? {} : { duration: p.kind === 'youtube' ? (p.duration ?? null) : null }),
  };
}

export const curriculumRoutes = [
  route(api.get, async (ctx) => {
    await manageable(ctx as SignedInContext<unknown>, ctx.payload.idCourse);
    return ok(await curriculumOf(ctx, ctx.payload.idCourse));
  }),

  route(api.addChapter, async (ctx) => {
    const course = await manageable(ctx as SignedInContext<unknown>, ctx.payload.idCourse);
    const last = await ctx.db
      .select('courseChapters')
      .where('idCourse', '=', course.id)
      .select((eb) => eb.fn.max('position').as('position'))
      .executeTakeFirst();
    const { id } = await ctx.db
      .insert('courseChapters', {
        idCourse: course.id,
        title: ctx.payload.title.trim(),
        position: (last?.position ?? -1) + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok(
      { id, title: ctx.payload.title.trim(), position: (last?.position ?? -1) + 1, lessons: [] },
      ctx.t('common.saved'),
    );
  }),

  route(api.editChapter, async (ctx) => {
    const chapter = await chapterOf(ctx as SignedInContext<unknown>, ctx.payload.id);
    await ctx.db
      .update('courseChapters')
      .set({ title: ctx.payload.title.trim() })
      .where('id', '=', chapter.id)
      .execute();
    const found = (await curriculumOf(ctx, chapter.idCourse)).chapters.find(
      (c) => c.id === chapter.id,
    ) as Chapter;
    return ok(found, ctx.t('common.saved'));
  }),

  route(api.deleteChapter, async (ctx) => {
    const chapter = await chapterOf(ctx as SignedInContext<unknown>, ctx.payload.id);
    await ctx.db.deleteFrom('courseChapters').where('id', '=', chapter.id).execute();
    await recountCourseForAll(ctx.db, chapter.idCourse, ctx.services.clock.now());
    return ok({ deleted: 1 }, ctx.t('common.deleted'));
  }),

  route(api.addLesson, async (ctx) => {
    const chapter = await chapterOf(ctx as SignedInContext<unknown>, ctx.payload.idChapter);
    const row = await lessonRow(ctx, ctx.payload);
    const last = await ctx.db
      .select('courseLessons')
      .where('idChapter', '=', chapter.id)
      .select((eb) => eb.fn.max('position').as('position'))
      .executeTakeFirst();
    const inserted = await ctx.db
      .insert('courseLessons', {
        ...row,
        idCourse: chapter.idCourse,
        idChapter: chapter.id,
        position: (last?.position ?? -1) + 1,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const now = ctx.services.clock.now();
    await recountCourseForAll(ctx.db, chapter.idCourse, now);
    // Learners reach only approved courses: a lesson of another is news to no one yet.
    const learners = await ctx.db
      .select('courses')
      .where('id', '=', chapter.idCourse)
      .where('approval', '=', 'approved')
      .select([
        'name',
        sql<number[]>`array(select e.id_user from course_enrolments e
          where e.id_course = courses.id and e.id_site = courses.id_site)`.as('ids'),
      ])
      .executeTakeFirst();
    if (learners)
      await notifyEvent(ctx.db.raw, ctx.site.id, now, {
        event: 'newLesson',
        idUsers: learners.ids,
        params: { course: learners.name, lesson: inserted.title },
      });
    return ok(toLesson(inserted as Selectable<CourseLessonsTable>), ctx.t('common.saved'));
  }),

  route(api.editLesson, async (ctx) => {
    const lesson = await lessonOf(ctx as SignedInContext<unknown>, ctx.payload.id);
    const row = await lessonRow(ctx, ctx.payload, lesson);
    await ctx.db.update('courseLessons').set(row).where('id', '=', lesson.id).execute();
    // Another video is another chance: learners who could not load the old one have not tried this one.
    if (row.youtubeId !== lesson.youtubeId)
      await ctx.db.deleteFrom('lessonVideoFailures').where('idLesson', '=', lesson.id).execute();
    const found = (await curriculumOf(ctx, lesson.idCourse)).chapters
      .flatMap((chapter) => chapter.lessons)
      .find((l) => l.id === lesson.id) as Lesson;
    return ok(found, ctx.t('common.saved'));
  }),

  route(api.deleteLesson, async (ctx) => {
    const lesson = await lessonOf(ctx as SignedInContext<unknown>, ctx.payload.id);
    await ctx.db.deleteFrom('courseLessons').where('id', '=', lesson.id).execute();
    await recountCourseForAll(ctx.db, lesson.idCourse, ctx.services.clock.now());
    return ok({ deleted: 1 }, ctx.t('common.deleted'));
  }),

  route(api.reorder, async (ctx) => {
    const { idCourse, chapters } = ctx.payload;
    await manageable(ctx as SignedInContext<unknown>, idCourse);
    const current = await curriculumOf(ctx, idCourse);
    const chapterIds = current.chapters.map((c) => c.id).sort();
    const lessonIds = current.chapters.flatMap((c) => c.lessons.map((l) => l.id)).sort();
    const sentChapters = chapters.map((c) => c.id).sort();
    const sentLessons = chapters.flatMap((c) => c.lessons).sort();
    // The order must name exactly this course's chapters and lessons, each once: anything else is refused whole.
    if (
      JSON.stringify(sentChapters) !== JSON.stringify(chapterIds) ||
      JSON.stringify(sentLessons) !== JSON.stringify(lessonIds)
    )
      throw badRequest('validation.invalidParameter');
    // Two statements whatever the curriculum's size: every chapter's place, then every lesson's chapter and place.
    const idSite = ctx.site.id;
    const chapterRows = chapters.map((chapter, position) => sql`(${chapter.id}::int, ${position}::int)`);
    const lessonRows = chapters.flatMap((chapter) =>
      chapter.lessons.map(
        (idLesson, position) => sql`(${idLesson}::int, ${chapter.id}::int, ${position}::int)`,
      ),
    );
    await ctx.db.transaction(async (tx) => {
      if (chapterRows.length)
        await sql`update course_chapters set position = v.position
          from (values ${sql.join(chapterRows)}) as v(id, position)
          where course_chapters.id = v.id and course_chapters.id_site = ${idSite}`.execute(tx.raw);
      if (lessonRows.length)
        await sql`update course_lessons set id_chapter = v.id_chapter, position = v.position
          from (values ${sql.join(lessonRows)}) as v(id, id_chapter, position)
          where course_lessons.id = v.id and course_lessons.id_site = ${idSite}`.execute(tx.raw);
    });
    return ok(await curriculumOf(ctx, idCourse), ctx.t('common.saved'));
  }),
];
