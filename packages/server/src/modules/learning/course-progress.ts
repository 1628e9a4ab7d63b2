import { sql } from 'kysely';
import type { ScopedDb } from '../../http/scoped';

/**
 * Recomputes a learner's course progress from their completed lessons (one statement) and stamps their last
 * activity; the course completes when every lesson has. Answers the new percent (0 when not enrolled).
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
  return result.rows[0]?.progress ?? 0;
}

/** Marks a lesson completed for a learner (once: a later completion keeps the first date). */
export async function completeLesson(
  db: ScopedDb,
  lesson: { id: number; idCourse: number },
  idUser: number,
  now: Date,
): Promise<void> {
  await db
    .insert('lessonProgress', {
      idLesson: lesson.id,
      idUser,
      idCourse: lesson.idCourse,
      completedAt: now,
      clockAt: now,
    })
    .onConflict((oc) =>
      oc.columns(['idLesson', 'idUser']).doUpdateSet({
        completedAt: sql`coalesce(lesson_progress.completed_at, excluded.completed_at)`,
        updatedAt: now,
      }),
    )
    .execute();
}
