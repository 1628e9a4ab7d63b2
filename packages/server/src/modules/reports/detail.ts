import type { DetailRow, OpenCourseLog, ProgressState } from '@saola/core/api';
import type { Translate } from '@saola/core/i18n';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { ownIds } from '../../http/resource';
import { scopedDb } from '../../http/scoped';
import { countedUnits } from './general-rollup';
import { periodOf, within } from './period';
import { learnerWhere, type ReportViewer, unitFilter } from './viewer';

export interface DetailQuery {
  from?: string;
  to?: string;
  idUnit?: number;
  idCourse?: number;
  idGroup?: number;
  idTeacher?: number;
  state?: ProgressState;
}

export const DETAIL_SORTS = {
  fullName: 'learner.fullName',
  courseName: 'course.name',
  enrolledAt: 'e.enrolledAt',
  lastActivityAt: 'e.lastActivityAt',
  progress: 'e.progress',
} as const;

export const DETAIL_SEARCH = ['learner.fullName', 'learner.username', 'course.name'];

/**
 * The enrolments the viewer may see, narrowed by the filters: the detail report's rows, before their columns
 * (its list and its export pick their own).
 */
export async function detailRows(db: Db, t: Translate, viewer: ReportViewer, q: DetailQuery) {
  const period = periodOf(t, q.from, q.to, viewer.timeZone);
  const units = await unitFilter(db, viewer, q.idUnit);
  const own = scopedDb(db, viewer.idSite);
  if (q.idCourse) await ownIds(own, 'courses', [q.idCourse]);
  if (q.idGroup) await ownIds(own, 'userGroups', [q.idGroup]);
  if (q.idTeacher) {
    const teacher = await own
      .select('users')
      .select('id')
      .where('id', '=', q.idTeacher)
      .where('idType', 'in', [2, 3])
      .executeTakeFirst();
    if (!teacher) throw notFound();
  }
  let query = db
    .selectFrom('courseEnrolments as e')
    .innerJoin('users as learner', (j) =>
      j.onRef('learner.id', '=', 'e.idUser').onRef('learner.idSite', '=', 'e.idSite'),
    )
    .innerJoin('courses as course', (j) =>
      j.onRef('course.id', '=', 'e.idCourse').onRef('course.idSite', '=', 'e.idSite'),
    )
    .where('e.idSite', '=', viewer.idSite)
    .where(learnerWhere(viewer, 'learner', units))
    .where(within(sql.ref('e.enrolled_at'), period));
  if (q.idCourse) query = query.where('e.idCourse', '=', q.idCourse);
  if (q.idTeacher) query = query.where('course.idTeacher', '=', q.idTeacher);
  if (q.idGroup)
    query = query.where(
      sql<boolean>`e.id_user in (select m.id_user from user_group_members m where m.id_site = ${viewer.idSite} and m.id_group = ${q.idGroup})`,
    );
  if (q.state === 'completed') query = query.where('e.completedAt', 'is not', null);
  if (q.state === 'inProgress') query = query.where('e.completedAt', 'is', null).where('e.progress', '>', 0);
  if (q.state === 'notStarted') query = query.where('e.completedAt', 'is', null).where('e.progress', '<=', 0);
  return query;
}

/**
 * How many rows the detail report has, read from the rollups (migration 0051) when its filters are among
 * those they are keyed by (period, unit, course, teacher, state): summing courses × units (× days) rows
 * instead of counting every enrolment. Null when the rows must be counted: a personal scope or a class filter.
 */
export async function detailTotal(db: Db, viewer: ReportViewer, q: DetailQuery): Promise<number | null> {
  if (viewer.personal || q.idGroup) return null;
  const units = countedUnits(viewer.units, await unitFilter(db, viewer, q.idUnit));
  const byDay = Boolean(q.from || q.to);
  const parts = [sql`r.id_site = ${viewer.idSite}`];
  if (units) parts.push(sql`r.id_unit in (${sql.join(units.length ? units : [0])})`);
  if (q.from) parts.push(sql`r.day >= ${q.from}::date`);
  if (q.to) parts.push(sql`r.day <= ${q.to}::date`);
  if (q.idCourse) parts.push(sql`r.id_course = ${q.idCourse}`);
  if (q.idTeacher)
    parts.push(
      sql`r.id_course in (select c.id from courses c where c.id_site = ${viewer.idSite} and c.id_teacher = ${q.idTeacher})`,
    );
  const states = {
    completed: sql`r.state_done`,
    inProgress: sql`r.state_started`,
    notStarted: sql`r.enrolled - r.state_done - r.state_started`,
  };
  const counted = q.state ? states[q.state] : sql`r.enrolled`;
  const { rows } = await sql<{ total: number }>`
    select coalesce(sum(${counted}), 0)::int as total
      from ${sql.table(byDay ? 'report_days' : 'report_courses')} r
     where ${sql.join(parts, sql` and `)}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/** A row's lessons done, seconds watched and best quiz score (correlated subqueries on indexed keys). */
const DETAIL_COUNTS = [
  sql<number>`(select count(*) from lesson_progress p where p.id_site = e.id_site and p.id_user = e.id_user
      and p.id_course = e.id_course and p.completed_at is not null)::int`.as('lessonsDone'),
  sql<number>`(select coalesce(sum(p.watched_seconds), 0) from lesson_progress p where p.id_site = e.id_site
      and p.id_user = e.id_user and p.id_course = e.id_course)::bigint`.as('watched'),
  sql<number | null>`(select max(round(q.score * 100.0 / nullif(q.max_score, 0))) from quiz_attempts q
      join course_lessons cl on cl.id = q.id_lesson and cl.id_site = q.id_site
      where q.id_site = e.id_site and q.id_user = e.id_user and cl.id_course = e.id_course
      and q.score is not null)::int`.as('bestQuiz'),
] as const;

/** A row's enrolment and figures: its dates, progress and counts. */
export const DETAIL_FIGURES = [
  'e.enrolledAt',
  'e.lastActivityAt',
  'e.progress',
  'e.completedAt',
  ...DETAIL_COUNTS,
] as const;

/**
 * The counts of a page's rows, by enrolment id: asked once the page is chosen, so a page far down the list
 * does not compute them for every row it skips (a target list is evaluated below OFFSET).
 */
export async function detailCounts(db: Db, idSite: number, ids: number[]) {
  if (!ids.length) return new Map<number, DetailCounts>();
  const rows = await db
    .selectFrom('courseEnrolments as e')
    .where('e.idSite', '=', idSite)
    .where('e.id', 'in', ids)
    .select(['e.id', ...DETAIL_COUNTS])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

type DetailCounts = { lessonsDone: number; watched: number; bestQuiz: number | null };

/** One row per learner and course the viewer may see, with the names of her unit, the course and its teacher. */
export async function detailQuery(db: Db, t: Translate, viewer: ReportViewer, q: DetailQuery) {
  const rows = await detailRows(db, t, viewer, q);
  return rows
    .leftJoin('units as unit', (j) =>
      j.onRef('unit.id', '=', 'learner.idUnit').onRef('unit.idSite', '=', 'learner.idSite'),
    )
    .leftJoin('users as teacher', (j) =>
      j.onRef('teacher.id', '=', 'course.idTeacher').onRef('teacher.idSite', '=', 'course.idSite'),
    )
    .select([
      'e.id',
      'e.idUser',
      'learner.fullName',
      'learner.username',
      'unit.name as unitName',
      'e.idCourse',
      'course.name as courseName',
      'teacher.fullName as teacherName',
      'e.enrolledAt',
      'e.lastActivityAt',
      'e.progress',
      'e.completedAt',
    ]);
}

type RawDetail = Awaited<ReturnType<Awaited<ReturnType<typeof detailQuery>>['execute']>>[number];

const stateOf = (progress: number, completedAt: unknown): ProgressState =>
  completedAt ? 'completed' : progress > 0 ? 'inProgress' : 'notStarted';

/** A row's figures as the report shows them. */
export const figuresOf = (r: {
  progress: number;
  completedAt: unknown;
  lessonsDone: number;
  watched: number;
  bestQuiz: number | null;
}) => ({
  progress: Number(r.progress),
  state: stateOf(Number(r.progress), r.completedAt),
  lessonsDone: Number(r.lessonsDone),
  watchedMinutes: Math.round(Number(r.watched) / 60),
  bestQuiz: r.bestQuiz === null || r.bestQuiz === undefined ? null : Number(r.bestQuiz),
});

export const toDetail = (r: RawDetail & DetailCounts): DetailRow => ({
  id: r.id,
  idUser: r.idUser,
  fullName: r.fullName,
  username: r.username,
  unitName: r.unitName,
  idCourse: r.idCourse,
  courseName: r.courseName,
  teacherName: r.teacherName,
  enrolledAt: iso(r.enrolledAt),
  lastActivityAt: iso(r.lastActivityAt),
  completedAt: iso(r.completedAt),
  ...figuresOf(r),
});

export interface LogQuery {
  from?: string;
  to?: string;
  idCourse?: number;
}

export const LOG_SORTS = {
  openedAt: 'log.openedAt',
  fullName: 'learner.fullName',
  courseName: 'course.name',
} as const;

/** Who opened which open course when, for the learners the viewer may see. */
export async function logQuery(db: Db, t: Translate, viewer: ReportViewer, q: LogQuery) {
  const period = periodOf(t, q.from, q.to, viewer.timeZone);
  if (q.idCourse) await ownIds(scopedDb(db, viewer.idSite), 'courses', [q.idCourse]);
  let query = db
    .selectFrom('openCourseLogs as log')
    .innerJoin('users as learner', (j) =>
      j.onRef('learner.id', '=', 'log.idUser').onRef('learner.idSite', '=', 'log.idSite'),
    )
    .innerJoin('courses as course', (j) =>
      j.onRef('course.id', '=', 'log.idCourse').onRef('course.idSite', '=', 'log.idSite'),
    )
    .where('log.idSite', '=', viewer.idSite)
    .where(learnerWhere(viewer, 'learner', null))
    .where(within(sql.ref('log.opened_at'), period));
  if (q.idCourse) query = query.where('log.idCourse', '=', q.idCourse);
  return query.select([
    'log.id',
    'log.idUser',
    'learner.fullName',
    'learner.username',
    'log.idCourse',
    'course.name as courseName',
    'log.openedAt',
  ]);
}

type RawLog = Awaited<ReturnType<Awaited<ReturnType<typeof logQuery>>['execute']>>[number];

export const toLog = (r: RawLog): OpenCourseLog => ({ ...r, openedAt: iso(r.openedAt) });
