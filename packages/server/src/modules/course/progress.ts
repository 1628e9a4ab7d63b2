import { sql } from 'kysely';
import type { ScopedDb } from '../../http/scoped';
import { awardCourseCompletion, awardCourseCompletions } from '../certificates';

// A learner's progress is her enrolment's (course_enrolments.progress): the course module owns enrolments and
// the curriculum whose changes move it; learning reports lessons completed and asks for the recount.

/**
 * Recomputes a learner's course progress from their completed lessons (one statement) and stamps their last
 * activity; the course completes when every lesson has, and then its certificate is issued when the school's
 * template awards the course (once). Answers the new percent (0 when not enrolled).
 */
export async function recountCourse(
  db: ScopedDb,
  idCourse: number,
  idUser: number,
  now: Date,
): Promise<number> {
  const result = await sql<{ progress: number }>`
    update course_enrolments e set
      progress = t.percent,
      last_activity_at = ${now},
      completed_at = case when t.percent = 100 then coalesce(e.completed_at, ${now}) else null end
    from (
      select case when count(l.id) = 0 then 0
        else floor(100.0 * count(p.completed_at) / count(l.id))::int end as percent
      from course_lessons l
      left join lesson_progress p on p.id_lesson = l.id and p.id_user = ${idUser} and p.completed_at is not null
      where l.id_course = ${idCourse} and l.id_site = ${db.idSite} and l.id_chapter is not null
    ) t
    where e.id_course = ${idCourse} and e.id_user = ${idUser} and e.id_site = ${db.idSite}
    returning e.progress`.execute(db.raw);
  const progress = result.rows[0]?.progress ?? 0;
  if (progress === 100) await awardCourseCompletion(db, idCourse, idUser, now);
  return progress;
}

/**
 * Recomputes every learner's progress in a course after its curriculum changed (a lesson added or removed):
 * one statement; last activity is left as it was, since nobody studied.
 */
export async function recountCourseForAll(db: ScopedDb, idCourse: number, now: Date): Promise<void> {
  await sql`
    with lessons as (
      select id from course_lessons
      where id_course = ${idCourse} and id_site = ${db.idSite} and id_chapter is not null
    ),
    done as (
      select e.id, count(p.id_lesson) as completed, (select count(*) from lessons) as total
      from course_enrolments e
      left join lesson_progress p on p.id_user = e.id_user and p.completed_at is not null
        and p.id_lesson in (select id from lessons)
      where e.id_course = ${idCourse} and e.id_site = ${db.idSite}
      group by e.id
    )
    update course_enrolments e set
      progress = case when done.total = 0 then 0 else floor(100.0 * done.completed / done.total)::int end,
      completed_at = case when done.total > 0 and done.completed = done.total
        then coalesce(e.completed_at, ${now}) else null end
    from done
    where e.id = done.id`.execute(db.raw);
  await awardCourseCompletions(db, idCourse, now);
}
