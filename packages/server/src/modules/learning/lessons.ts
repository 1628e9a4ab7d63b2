import { contract, type LessonView, type MyCourse } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { sql } from 'kysely';
import { ok, type SignedInContext } from '../../http/context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { containing, pageWindow } from '../../http/paging';
import { route } from '../../http/routes';
import { enrol, recountCourse } from '../course';
import { fileUrl } from '../file';
import { type LessonRow, learnerView, nextLesson, outlineOf } from './access';
import { completeLesson } from './completion';
import { courseRating } from './ratings';
import { progressOf } from './watching';

const { learning: api } = contract;

/**
 * The signed-in learner's view of a lesson's file: the original video (range requests) or the document. The
 * caller's access to the lesson was checked, so here the course material's expiring URLs are handed out.
 */
async function mediaOf(ctx: SignedInContext<unknown>, row: LessonRow) {
  if (!row.idFile) return { media: null, document: null };
  const file = await ctx.db
    .select('files')
    .where('id', '=', row.idFile)
    .select(['name', 'storageKey', 'posterKey', 'hlsKey', 'isPublic'])
    .executeTakeFirst();
  if (!file?.storageKey) return { media: null, document: null };
  const urlOf = (key: string) => fileUrl(ctx, key, file.isPublic);
  const url = await urlOf(file.storageKey);
  if (row.kind === 'document') return { media: null, document: { name: file.name, url } };
  const [hlsUrl, posterUrl] = await Promise.all([
    file.hlsKey ? urlOf(file.hlsKey) : null,
    file.posterKey ? urlOf(file.posterKey) : null,
  ]);
  return {
    media: { mp4Url: url, hlsUrl, posterUrl },
    document: null,
  };
}

export const lessonRoutes = [
  route(api.myCourses, async (ctx) => {
    const p = ctx.payload;
    const idUser = ctx.auth?.user.id ?? 0;
    const idSite = ctx.site.id;
    const keyword = p.keyword?.trim() ? containing(p.keyword) : null;
    const { limit, offset } = pageWindow(p);
    const filter = p.filter ?? 'all';
    // The catalogue is the school's public shop window; the other lists are the learner's own courses.
    const courses =
      filter === 'catalogue'
        ? sql`
        select c.id, c.name, c.cover_url, c.id_teacher, false as enrolled, 0 as progress,
          null::timestamptz as last_activity_at, c.is_paid, c.price
        from courses c
        where c.id_site = ${idSite} and c.approval = 'approved' and c.visibility = 'public'
          and not exists (select 1 from course_enrolments e where e.id_course = c.id and e.id_user = ${idUser})`
        : sql`
        select c.id, c.name, c.cover_url, c.id_teacher, true as enrolled, e.progress, e.last_activity_at,
          c.is_paid, c.price
        from course_enrolments e join courses c on c.id = e.id_course
        where e.id_site = ${idSite} and e.id_user = ${idUser} and c.approval = 'approved'
        union all
        select c.id, c.name, c.cover_url, c.id_teacher, false, 0, null, c.is_paid, c.price
        from courses c
        where c.id_site = ${idSite} and c.is_open and c.approval = 'approved'
          and not exists (select 1 from course_enrolments e where e.id_course = c.id and e.id_user = ${idUser})`;
    const rows = await sql<MyCourse & { total: number }>`
      with mine as (${courses})
      select m.id as "idCourse", m.name, m.cover_url as "coverUrl", t.full_name as "teacherName",
        m.enrolled, m.progress, m.last_activity_at as "lastActivityAt", m.is_paid as "isPaid", m.price,
        (select count(*)::int from course_lessons l where l.id_course = m.id and l.id_chapter is not null) as lessons,
        (select count(*)::int from lesson_progress lp
          where lp.id_course = m.id and lp.id_user = ${idUser} and lp.completed_at is not null) as "completedLessons",
        count(*) over ()::int as total
      from mine m left join users t on t.id = m.id_teacher
      where (${keyword}::text is null or m.name ilike ${keyword}::text)
        and (${filter} in ('all', 'catalogue') or (${filter} = 'completed' and m.progress = 100)
          or (${filter} = 'inProgress' and m.progress < 100))
      order by m.enrolled desc, m.last_activity_at desc nulls last, m.id desc
      limit ${limit} offset ${offset}`.execute(ctx.db.raw);
    return ok({
      data: rows.rows.map(({ total: _total, ...row }) => ({
        ...row,
        lastActivityAt: iso(row.lastActivityAt),
      })),
      total: rows.rows[0]?.total ?? 0,
    });
  }),

  route(api.course, async (ctx) => {
    const signed = ctx as SignedInContext<unknown>;
    const view = await learnerView(signed, ctx.payload.idCourse);
    if (view.standing === 'open')
      await ctx.db
        .insert('openCourseLogs', { idCourse: view.course.id, idUser: signed.auth.user.id })
        .execute();
    return ok(outlineOf(view, await courseRating(ctx.db, view.course.id)));
  }),

  route(api.enrol, async (ctx) => {
    const signed = ctx as SignedInContext<unknown>;
    const view = await learnerView(signed, ctx.payload.idCourse);
    if (view.standing !== 'enrolled') {
      if (!view.selfEnrol) throw new HttpError(403, 'learning.enrolNotFree');
      await enrol(ctx, [view.course.id], [signed.auth.user.id]);
    }
    const enrolled = await learnerView(signed, view.course.id);
    return ok(outlineOf(enrolled, await courseRating(ctx.db, view.course.id)));
  }),

  route(api.lesson, async (ctx) => {
    const signed = ctx as SignedInContext<unknown>;
    const user = signed.auth.user;
    const view = await learnerView(signed, ctx.payload.idCourse);
    const wanted = ctx.payload.idLesson;
    const index = wanted
      ? view.lessons.findIndex((l) => l.row.id === wanted)
      : Math.max(
          0,
          view.lessons.findIndex((l) => l.row.id === nextLesson(view)),
        );
    const found = view.lessons[index];
    if (!found) throw notFound();
    const { row, state } = found;
    const now = ctx.services.clock.now();
    const unlocked = !state.locked;
    // A student who opens a lesson of an open course has started it: they are enrolled from now on.
    const startsOpenCourse = unlocked && view.standing === 'open' && user.idType === ID_TYPE.STUDENT;
    if (startsOpenCourse) {
      await ctx.db
        .insert('courseEnrolments', { idCourse: view.course.id, idUser: user.id, enrolledAt: now })
        .onConflict((oc) => oc.columns(['idCourse', 'idUser']).doNothing())
        .execute();
    }
    // Opening the lesson starts the clock its first progress report is measured against.
    const progress = unlocked
      ? await ctx.db
          .insert('lessonProgress', {
            idLesson: row.id,
            idUser: user.id,
            idCourse: row.idCourse,
            clockAt: now,
          })
          .onConflict((oc) => oc.columns(['idLesson', 'idUser']).doUpdateSet({ clockAt: now }))
          .returning(['watched', 'position', 'furthest', 'completedAt'])
          .executeTakeFirst()
      : undefined;
    const files = unlocked ? await mediaOf(signed, row) : { media: null, document: null };
    const reply: LessonView = {
      idCourse: view.course.id,
      courseName: view.course.name,
      viewer:
        view.standing === 'enrolled' || startsOpenCourse
          ? 'learner'
          : view.standing === 'staff'
            ? 'staff'
            : 'visitor',
      lesson: {
        ...state,
        content: unlocked ? row.content : '',
        youtubeId: unlocked ? row.youtubeId : null,
        seekRestricted: row.seekRestricted,
        threshold: row.completionThreshold ?? ctx.site.completionPercent,
        ...files,
      },
      progress: progressOf(progress, state.duration, view.progress),
      previous: view.lessons[index - 1]?.row.id ?? null,
      next: view.lessons[index + 1]?.row.id ?? null,
    };
    return ok(reply);
  }),

  route(api.complete, async (ctx) => {
    const idUser = ctx.auth?.user.id ?? 0;
    const found = await ctx.db
      .select('lessonProgress')
      .innerJoin('courseLessons as lesson', 'lesson.id', 'lessonProgress.idLesson')
      .where('lessonProgress.idLesson', '=', ctx.payload.idLesson)
      .where('lessonProgress.idUser', '=', idUser)
      .select(['lesson.kind', 'lesson.idCourse'])
      .executeTakeFirst();
    if (!found) throw notFound();
    // Videos complete by watching and quizzes by passing: only reading a text or opening a document is taken.
    if (found.kind !== 'text' && found.kind !== 'document') throw badRequest('validation.invalidParameter');
    const now = ctx.services.clock.now();
    await completeLesson(ctx.db, { id: ctx.payload.idLesson, idCourse: found.idCourse }, idUser, now);
    const courseProgress = await recountCourse(ctx.db, found.idCourse, idUser, now);
    return ok({ watched: [], position: 0, furthest: 0, percent: 100, completed: true, courseProgress });
  }),
];
