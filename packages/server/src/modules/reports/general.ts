import type { GeneralReport, GeneralUnit, ProgressBand } from '@saola/core/api';
import type { Translate } from '@saola/core/i18n';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { scopedDb } from '../../http/scoped';
import { revenueReport } from '../commerce/revenue';
import { periodOf, within } from './period';
import { learnerWhere, type ReportViewer, unitFilter } from './viewer';

export interface GeneralQuery {
  from: string;
  to: string;
  groupBy: 'day' | 'month';
  idUnit?: number;
}

const n = (value: unknown) => Number(value ?? 0);

/**
 * The school's figures over a period for what the viewer may see, in five statements whatever the school's
 * size: learners and their activity by period (with the totals as one more grouping set), by unit, by course,
 * the enrolments' progress bands, and video and quiz totals; the revenue (reused from the revenue report)
 * for a viewer who holds its right and asks for the whole school.
 */
export async function generalReport(
  db: Db,
  t: Translate,
  viewer: ReportViewer,
  q: GeneralQuery,
): Promise<GeneralReport> {
  const period = periodOf(t, q.from, q.to, viewer.timeZone);
  // Both days are required by the query's struct: the period is closed.
  const end = period.end as NonNullable<typeof period.end>;
  const units = await unitFilter(db, viewer, q.idUnit);
  const site = viewer.idSite;
  const learners = sql`(select u.id, u.id_unit, u.created_at from users u where ${learnerWhere(viewer, 'u', units)})`;
  const format = q.groupBy === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const key = (column: string) => sql`to_char(${sql.ref(column)} at time zone ${viewer.timeZone}, ${format})`;
  const inPeriod = (column: string) => within(sql.ref(column), period);
  const activity = sql`
      select e.id_user, e.last_activity_at as at from course_enrolments e join l on l.id = e.id_user
        where e.id_site = ${site} and ${inPeriod('e.last_activity_at')}
      union all
      select p.id_user, p.updated_at from lesson_progress p join l on l.id = p.id_user
        where p.id_site = ${site} and ${inPeriod('p.updated_at')}
      union all
      select q.id_user, q.started_at from quiz_attempts q join l on l.id = q.id_user
        where q.id_site = ${site} and ${inPeriod('q.started_at')}`;
  const [periods, byUnit, byCourse, bands, totals, revenue] = await Promise.all([
    sql<{
      key: string | null;
      total: boolean;
      new: number;
      active: number;
      enrolments: number;
      completions: number;
    }>`
      with l as ${learners}
      select ev.key, grouping(ev.key) = 1 as total,
             count(*) filter (where ev.kind = 'n')::int as new,
             count(distinct ev.id_user) filter (where ev.kind = 'a')::int as active,
             count(*) filter (where ev.kind = 'e')::int as enrolments,
             count(*) filter (where ev.kind = 'c')::int as completions
        from (
          select 'n' as kind, ${key('l.created_at')} as key, l.id as id_user from l where ${inPeriod('l.created_at')}
          union all
          select 'a', ${key('a.at')}, a.id_user from (${activity}) a
          union all
          select 'e', ${key('e.enrolled_at')}, e.id_user from course_enrolments e join l on l.id = e.id_user
            where e.id_site = ${site} and ${inPeriod('e.enrolled_at')}
          union all
          select 'c', ${key('e.completed_at')}, e.id_user from course_enrolments e join l on l.id = e.id_user
            where e.id_site = ${site} and ${inPeriod('e.completed_at')}
        ) ev
       group by grouping sets ((ev.key), ())
       order by 2, 1`.execute(db),
    sql<{
      id: number | null;
      name: string | null;
      learners: number;
      active: number;
      enrolments: number;
      completions: number;
      average: number;
    }>`
      with l as ${learners}
      select un.id, un.name, count(distinct l.id)::int as learners,
             count(distinct e.id_user) filter (where ${inPeriod('e.last_activity_at')})::int as active,
             count(e.id) filter (where ${inPeriod('e.enrolled_at')})::int as enrolments,
             count(e.id) filter (where ${inPeriod('e.completed_at')})::int as completions,
             coalesce(round(avg(e.progress)), 0)::int as average
        from l
        left join units un on un.id = l.id_unit and un.id_site = ${site}
        left join course_enrolments e on e.id_user = l.id and e.id_site = ${site} and e.enrolled_at < ${end}
       where l.created_at < ${end}
       group by un.id, un.name
       order by 3 desc, 2 nulls last
       limit 200`.execute(db),
    sql<{ id: number; name: string; enrolments: number; completions: number; average: number }>`
      with l as ${learners}
      select c.id, c.name,
             count(e.id) filter (where ${inPeriod('e.enrolled_at')})::int as enrolments,
             count(e.id) filter (where ${inPeriod('e.completed_at')})::int as completions,
             coalesce(round(avg(e.progress)), 0)::int as average
        from course_enrolments e
        join l on l.id = e.id_user
        join courses c on c.id = e.id_course and c.id_site = e.id_site
       where e.id_site = ${site} and e.enrolled_at < ${end}
       group by c.id, c.name
       order by 3 desc, 4 desc, 2
       limit 50`.execute(db),
    sql<{ band: ProgressBand; enrolments: number; average: number }>`
      with l as ${learners}
      select case when e.progress <= 0 then 'none' when e.progress < 50 then 'started'
                  when e.progress < 100 then 'half' else 'done' end as band,
             count(*)::int as enrolments
        from course_enrolments e join l on l.id = e.id_user
       where e.id_site = ${site} and e.enrolled_at < ${end}
       group by 1`.execute(db),
    sql<{ learners: number; average: number; watched: number; attempts: number; passed: number }>`
      with l as ${learners}
      select (select count(*) from l where l.created_at < ${end})::int as learners,
             (select coalesce(round(avg(e.progress)), 0) from course_enrolments e join l on l.id = e.id_user
               where e.id_site = ${site} and e.enrolled_at < ${end})::int as average,
             (select coalesce(sum(p.watched_seconds), 0) from lesson_progress p join l on l.id = p.id_user
               where p.id_site = ${site} and ${inPeriod('p.updated_at')})::bigint as watched,
             (select count(*) from quiz_attempts q join l on l.id = q.id_user
               where q.id_site = ${site} and ${inPeriod('q.submitted_at')})::int as attempts,
             (select count(*) from quiz_attempts q join l on l.id = q.id_user
               where q.id_site = ${site} and q.passed and ${inPeriod('q.submitted_at')})::int as passed`.execute(
      db,
    ),
    viewer.revenue && !units && !viewer.units
      ? revenueReport({
          payload: { from: q.from, to: q.to, groupBy: q.groupBy },
          db: scopedDb(db, site),
          site: { timeZone: viewer.timeZone },
          t,
        })
      : Promise.resolve(null),
  ]);
  const all = periods.rows.find((r) => r.total);
  const sums = totals.rows[0];
  const band = new Map(bands.rows.map((r) => [r.band, n(r.enrolments)]));
  const unitRows: GeneralUnit[] = byUnit.rows.map((r) => ({
    id: r.id,
    name: r.name ?? '',
    learners: n(r.learners),
    activeLearners: n(r.active),
    enrolments: n(r.enrolments),
    completions: n(r.completions),
    averageProgress: n(r.average),
  }));
  return {
    totals: {
      learners: n(sums?.learners),
      newLearners: n(all?.new),
      activeLearners: n(all?.active),
      enrolments: n(all?.enrolments),
      completions: n(all?.completions),
      averageProgress: n(sums?.average),
      watchedHours: Math.round(n(sums?.watched) / 360) / 10,
      quizAttempts: n(sums?.attempts),
      quizPassed: n(sums?.passed),
      revenue: revenue ? revenue.totals.net : null,
    },
    periods: periods.rows
      .filter((r) => !r.total && r.key)
      .map((r) => ({
        key: r.key as string,
        newLearners: n(r.new),
        activeLearners: n(r.active),
        enrolments: n(r.enrolments),
        completions: n(r.completions),
      })),
    units: unitRows,
    courses: byCourse.rows.map((r) => ({
      id: r.id,
      name: r.name,
      enrolments: n(r.enrolments),
      completions: n(r.completions),
      averageProgress: n(r.average),
    })),
    progress: (['none', 'started', 'half', 'done'] as const).map((b) => ({
      band: b,
      enrolments: band.get(b) ?? 0,
    })),
  };
}
