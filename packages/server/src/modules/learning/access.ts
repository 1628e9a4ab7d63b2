import type { CourseOutline, LessonState, LockReason } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import type { Selectable } from 'kysely';
import type { CourseLessonsTable, CoursesTable } from '../../db/schema';
import type { SignedInContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { managesAllCourses } from '../../policy/course-scope';
import { trustedLength } from '../../policy/lesson-length';

/** How the caller reaches a course: enrolled, open to all, staff previewing it, or only its trial lessons. */
export type Standing = 'enrolled' | 'open' | 'staff' | 'visitor';

export type LessonRow = Selectable<CourseLessonsTable> & { fileDuration: number | null };

export interface Learner {
  course: Selectable<CoursesTable> & { teacherName: string | null };
  standing: Standing;
  /** A student outside a free public course may enrol herself; a paid one is bought, a private one given. */
  selfEnrol: boolean;
  progress: number;
  /** Every lesson in curriculum order, with the caller's state. */
  lessons: Array<{ row: LessonRow; idChapter: number; chapterTitle: string; state: LessonState }>;
}

/**
 * The caller's standing in a course and every lesson's state, in four queries whatever the course's size.
 * Another site's course, and a private one the caller has no standing in, are not found.
 */
export async function learnerView(ctx: SignedInContext<unknown>, idCourse: number): Promise<Learner> {
  const user = ctx.auth.user;
  const course = await ctx.db
    .select('courses')
    .leftJoin('users as teacher', 'teacher.id', 'courses.idTeacher')
    .leftJoin('courseEnrolments as mine', (join) =>
      join.onRef('mine.idCourse', '=', 'courses.id').on('mine.idUser', '=', user.id),
    )
    .where('courses.id', '=', idCourse)
    .selectAll('courses')
    .select(['teacher.fullName as teacherName', 'mine.id as enrolment', 'mine.progress'])
    .executeTakeFirst();
  if (!course) throw notFound();
  const { enrolment, progress, ...courseRow } = course;
  const staff =
    (user.idType === ID_TYPE.OWNER || user.idType === ID_TYPE.TEACHER) &&
    (managesAllCourses(user) || course.idTeacher === user.id);
  const published = course.approval === 'approved';
  // An enrolment counts only while the course is approved: a denial takes the course from its learners too.
  const standing: Standing | 'none' =
    enrolment && published
      ? 'enrolled'
      : staff
        ? 'staff'
        : published && course.isOpen
          ? 'open'
          : published && course.visibility === 'public'
            ? 'visitor'
            : 'none';
  if (standing === 'none') throw notFound();

  const chapters = await ctx.db
    .select('courseChapters')
    .where('idCourse', '=', idCourse)
    .select(['id', 'title'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  const rows = (await ctx.db
    .select('courseLessons')
    .leftJoin('files', 'files.id', 'courseLessons.idFile')
    .where('courseLessons.idCourse', '=', idCourse)
    .where('courseLessons.idChapter', 'is not', null)
    .selectAll('courseLessons')
    .select('files.duration as fileDuration')
    .orderBy('courseLessons.position')
    .orderBy('courseLessons.id')
    .execute()) as LessonRow[];
  const progressRows = await ctx.db
    .select('lessonProgress')
    .where('idCourse', '=', idCourse)
    .where('idUser', '=', user.id)
    .select(['idLesson', 'watchedSeconds', 'completedAt', 'claimedDuration'])
    .execute();
  const mine = new Map(progressRows.map((p) => [p.idLesson, p]));
  const now = ctx.services.clock.now().getTime();

  const lessons: Learner['lessons'] = [];
  let previousDone = true;
  for (const chapter of chapters) {
    for (const row of rows.filter((r) => r.idChapter === chapter.id)) {
      const seen = mine.get(row.id);
      const completed = Boolean(seen?.completedAt);
      // Where the server trusts no length, the learner sees the one their own player reported.
      const duration = trustedLength(row) ?? seen?.claimedDuration ?? null;
      let locked: LockReason | null = null;
      if (standing === 'visitor' && !row.isTrial) locked = 'enrol';
      else if (standing !== 'staff' && standing !== 'visitor') {
        if (course.opening === 'date' && row.opensAt && new Date(row.opensAt).getTime() > now)
          locked = 'date';
        else if (course.opening === 'sequential' && !previousDone) locked = 'previous';
      }
      lessons.push({
        row,
        idChapter: chapter.id,
        chapterTitle: chapter.title,
        state: {
          id: row.id,
          title: row.title,
          kind: row.kind,
          isTrial: row.isTrial,
          duration,
          completed,
          percent: completed
            ? 100
            : duration && seen
              ? Math.min(99, Math.floor((seen.watchedSeconds / duration) * 100))
              : 0,
          locked,
          opensAt: iso(row.opensAt),
        },
      });
      previousDone = completed;
    }
  }
  const selfEnrol = standing === 'visitor' && !course.isPaid && user.idType === ID_TYPE.STUDENT;
  return { course: courseRow, standing, selfEnrol, progress: progress ?? 0, lessons };
}

/** Where "continue" leads: the first lesson open and not completed. */
export function nextLesson(view: Learner): number | null {
  return view.lessons.find((l) => !l.state.locked && !l.state.completed)?.row.id ?? null;
}

/** The outline a course page shows. */
export function outlineOf(view: Learner, rating: CourseOutline['rating']): CourseOutline {
  const { course } = view;
  const chapters: CourseOutline['chapters'] = [];
  for (const { idChapter, chapterTitle, state } of view.lessons) {
    const last = chapters.at(-1);
    if (last?.id === idChapter) last.lessons.push(state);
    else chapters.push({ id: idChapter, title: chapterTitle, lessons: [state] });
  }
  return {
    id: course.id,
    name: course.name,
    coverUrl: course.coverUrl,
    teacherName: course.teacherName,
    welcome: course.welcome,
    about: course.about,
    benefits: course.benefits,
    opening: course.opening,
    isOpen: course.isOpen,
    enrolled: view.standing === 'enrolled',
    selfEnrol: view.selfEnrol,
    progress: view.progress,
    nextLesson: nextLesson(view),
    rating,
    chapters,
  };
}
