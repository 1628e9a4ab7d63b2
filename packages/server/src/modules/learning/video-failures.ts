import { contract } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { sql } from 'kysely';
import { ok } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';

const { learning: api } = contract;

export const videoFailureRoutes = [
  /**
   * A learner's page could not play a YouTube lesson. In a course that opens lessons in order the learner is
   * stuck there, so the teacher sees how many are: one row per learner and lesson, the latest reason kept.
   */
  route(api.videoFailed, async (ctx) => {
    const user = ctx.auth?.user;
    const p = ctx.payload;
    const opened = await ctx.db
      .select('lessonProgress')
      .innerJoin('courseLessons as lesson', 'lesson.id', 'lessonProgress.idLesson')
      .where('lessonProgress.idLesson', '=', p.idLesson)
      .where('lessonProgress.idUser', '=', user?.id ?? 0)
      .select('lesson.kind')
      .executeTakeFirst();
    // Only a lesson the caller opened (where access was checked), as for progress reports.
    if (!opened || !user) throw notFound();
    if (opened.kind !== 'youtube') throw badRequest('validation.invalidParameter');
    // Staff previewing a lesson see the failure on their own page: the count is of learners stuck on it.
    if (user.idType !== ID_TYPE.STUDENT) return ok({ reported: false });
    const now = ctx.services.clock.now();
    const code = p.code ?? null;
    await ctx.db
      .insert('lessonVideoFailures', {
        idLesson: p.idLesson,
        idUser: user.id,
        reason: p.reason,
        code,
        firstAt: now,
        lastAt: now,
      })
      .onConflict((oc) =>
        oc.columns(['idLesson', 'idUser']).doUpdateSet({
          reason: p.reason,
          code,
          lastAt: now,
          failures: sql`lesson_video_failures.failures + 1`,
        }),
      )
      .execute();
    return ok({ reported: true });
  }),
];

/** The learner's video played after all (progress came in): they are no longer stuck on it. */
export async function videoLoaded(db: ScopedDb, idLesson: number, idUser: number): Promise<void> {
  await db
    .deleteFrom('lessonVideoFailures')
    .where('idLesson', '=', idLesson)
    .where('idUser', '=', idUser)
    .execute();
}
