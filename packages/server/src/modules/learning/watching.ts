import { contract, type LessonProgress } from '@saola/core/api';
import { agreedLength, creditReport, type Interval, measure, watchedPercent } from '@saola/core/learning';
import { sql } from 'kysely';
import { ok } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';
import { claimedLength, completionLength, trustedLength } from '../../policy/lesson-length';
import { recountCourse } from '../course';
import { videoLoaded } from './video-failures';

const { learning: api } = contract;
const WATCHED_KINDS = new Set(['video', 'youtube']);

type ProgressRow = {
  watched: Interval[];
  position: number;
  furthest: number;
  completedAt: Date | string | null;
};

export function progressOf(
  row: ProgressRow | undefined,
  duration: number | null,
  courseProgress: number,
): LessonProgress {
  const watched = row?.watched ?? [];
  return {
    watched,
    position: row?.position ?? 0,
    furthest: row?.furthest ?? 0,
    // Below 100 until completed: a length no one trusts yet may be covered without completing the lesson.
    percent: row?.completedAt ? 100 : Math.min(99, watchedPercent(watched, duration ?? 0)),
    completed: Boolean(row?.completedAt),
    courseProgress,
  };
}

/** Makes the length several learners' players agree on the lesson's own, where it has none yet. */
async function confirmLength(db: ScopedDb, idLesson: number): Promise<void> {
  const claims = await db
    .select('lessonProgress')
    .where('idLesson', '=', idLesson)
    .where('claimedDuration', 'is not', null)
    .select('claimedDuration')
    .execute();
  const length = agreedLength(claims.map((c) => c.claimedDuration ?? 0));
  if (length === null) return;
  await db
    .update('courseLessons')
    .set({ duration: length })
    .where('id', '=', idLesson)
    .where('duration', 'is', null)
    .execute();
}

/**
 * Takes up to `wanted` seconds of the learner's wall-clock time between `from` (this lesson's last report)
 * and `now`, and answers how many it got. One clock per learner, across lessons and devices: time credited
 * to one lesson is gone for every other, so N lessons opened together share one wall clock instead of each
 * earning it. One statement reads and moves the clock, so parallel reports each see the one before: the row
 * lock orders them on PostgreSQL, and PGlite runs one statement at a time (a transaction would not help
 * there: its requests share one session).
 */
async function spendWatchTime(
  db: ScopedDb,
  idUser: number,
  from: Date,
  now: Date,
  wanted: number,
): Promise<number> {
  await db
    .insert('learnerWatchClocks', { idUser, spentUntil: null })
    .onConflict((oc) => oc.column('idUser').doNothing())
    .execute();
  const spent = await sql<{ granted: number }>`
    with prior as (
      select greatest(spent_until, ${from}::timestamptz) as at from learner_watch_clocks
      where id_site = ${db.idSite} and id_user = ${idUser}
      for update
    )
    update learner_watch_clocks clock
    set spent_until = prior.at + make_interval(secs => least(${wanted}::float8,
      greatest(0, extract(epoch from ${now}::timestamptz - prior.at))::float8))
    from prior
    where clock.id_site = ${db.idSite} and clock.id_user = ${idUser}
    returning extract(epoch from clock.spent_until - prior.at)::float8 as granted`.execute(db.raw);
  return spent.rows[0]?.granted ?? 0;
}

export const watchRoutes = [
  route(api.progress, async (ctx) => {
    const p = ctx.payload;
    const idUser = ctx.auth?.user.id ?? 0;
    const found = await ctx.db
      .select('lessonProgress')
      .innerJoin('courseLessons as lesson', 'lesson.id', 'lessonProgress.idLesson')
      .leftJoin('files', 'files.id', 'lesson.idFile')
      .where('lessonProgress.idLesson', '=', p.idLesson)
      .where('lessonProgress.idUser', '=', idUser)
      .selectAll('lessonProgress')
      .select([
        'lesson.kind',
        'lesson.duration',
        'lesson.seekRestricted',
        'lesson.completionThreshold',
        'files.duration as fileDuration',
      ])
      .executeTakeFirst();
    // Progress is kept only for a lesson the learner opened (where access was checked).
    if (!found) throw notFound();
    if (!WATCHED_KINDS.has(found.kind)) throw badRequest('validation.invalidParameter');
    const now = ctx.services.clock.now();
    // A length from a player is whatever the client says: it measures that learner's share where none is
    // trusted, never shrinks, and decides nothing for anyone else. Crediting still needs the wall-clock time
    // the length takes, whichever length it is.
    const trusted = trustedLength(found);
    const claimed = claimedLength(found.claimedDuration, p.duration);
    const duration = trusted ?? claimed;
    const needed = completionLength(found, claimed);
    const clockAt = found.clockAt ? new Date(found.clockAt) : now;
    const state = { watched: found.watched, furthest: found.furthest };
    const report = { intervals: p.intervals as Interval[], rate: p.rate };
    const rules = duration
      ? {
          duration,
          seekRestricted: found.seekRestricted,
          elapsed: (now.getTime() - clockAt.getTime()) / 1000,
        }
      : null;
    const asked = rules ? creditReport(state, report, rules) : { ...state, spent: 0 };
    const granted =
      rules && asked.spent > 0 ? await spendWatchTime(ctx.db, idUser, clockAt, now, asked.spent) : 0;
    const credit =
      rules && granted < asked.spent ? creditReport(state, report, { ...rules, elapsed: granted }) : asked;
    const threshold = found.completionThreshold ?? ctx.site.completionPercent;
    const completes =
      !found.completedAt && needed !== null && watchedPercent(credit.watched, needed) >= threshold;
    const position = found.seekRestricted ? Math.min(p.position, credit.furthest) : p.position;
    // Two reports racing for one time window: only the first is counted, the other changes nothing (what the
    // other took from the watch clock stays spent: a learner's own double send costs them that window).
    const updated = await ctx.db
      .update('lessonProgress')
      .set({
        watched: JSON.stringify(credit.watched),
        watchedSeconds: measure(credit.watched),
        furthest: credit.furthest,
        position: Math.min(position, duration ?? position),
        claimedDuration: claimed,
        clockAt: now,
        updatedAt: now,
        ...(completes ? { completedAt: now } : {}),
      })
      .where('idLesson', '=', p.idLesson)
      .where('idUser', '=', idUser)
      .where(found.clockAt ? sql<boolean>`clock_at = ${clockAt}` : sql<boolean>`clock_at is null`)
      .returning(['watched', 'position', 'furthest', 'completedAt'])
      .executeTakeFirst();
    if (updated && trusted === null && claimed !== found.claimedDuration)
      await confirmLength(ctx.db, p.idLesson);
    if (updated && found.kind === 'youtube' && p.intervals.length > 0)
      await videoLoaded(ctx.db, p.idLesson, idUser);
    const courseProgress =
      completes && updated
        ? await recountCourse(ctx.db, found.idCourse, idUser, now)
        : await touchCourse(ctx.db, found.idCourse, idUser, now);
    return ok(progressOf(updated ?? found, duration, courseProgress));
  }),
];

/** Stamps the learner's last activity in a course and answers its progress. */
async function touchCourse(db: ScopedDb, idCourse: number, idUser: number, now: Date): Promise<number> {
  const row = await db
    .update('courseEnrolments')
    .set({ lastActivityAt: now })
    .where('idCourse', '=', idCourse)
    .where('idUser', '=', idUser)
    .returning('progress')
    .executeTakeFirst();
  return row?.progress ?? 0;
}
