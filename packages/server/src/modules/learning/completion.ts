import { sql } from 'kysely';
import type { ScopedDb } from '../../http/scoped';

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
