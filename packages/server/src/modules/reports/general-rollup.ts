import type { ProgressBand } from '@saola/core/api';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { Figures, FiguresAsk, GeneralQuery } from './general';

/**
 * The units whose learners count: the viewer's reach and the filter's subtree both bound them (a learner in
 * no unit is in neither); null: every learner of the school.
 */
export function countedUnits(reach: number[] | null, filter: number[] | null): number[] | null {
  if (reach && filter) return filter.filter((id) => reach.includes(id));
  return filter ?? reach;
}

/**
 * The general report's figures from the daily facts the database keeps (migration 0051), in four statements
 * that read days × units (× courses) rows instead of the period's enrolments, lesson rows and quiz attempts:
 * by period, by unit, by course, and the totals with the progress bands. "Enrolled before the period's end"
 * figures (average progress, bands) are the current totals less the days after the end, which are few for
 * a report that reaches today. Active learners are the (day, learner) pairs of the period, one row each.
 */
export async function rollupFigures(db: Db, { viewer, q, units: filter }: FiguresAsk): Promise<Figures> {
  const site = viewer.idSite;
  const from = sql`${q.from}::date`;
  const to = sql`${q.to}::date`;
  const units = countedUnits(viewer.units, filter);
  const inUnits = (alias: string): RawBuilder<boolean> =>
    units
      ? sql<boolean>`${sql.ref(`${alias}.id_unit`)} in (${sql.join(units.length ? units : [0])})`
      : sql`true`;
  const rows = (alias: string, table: string) =>
    sql`${sql.table(table)} ${sql.raw(alias)} where ${sql.ref(`${alias}.id_site`)} = ${site} and ${inUnits(alias)}`;
  const inPeriod = (alias: string) => sql`${sql.ref(`${alias}.day`)} between ${from} and ${to}`;
  const afterEnd = (alias: string) => sql`${sql.ref(`${alias}.day`)} > ${to}`;
  const byDay = q.groupBy === 'day';
  const format = byDay ? 'YYYY-MM-DD' : 'YYYY-MM';
  const bucket = byDay ? sql`a.day` : sql`date_trunc('month', a.day)`;
  const [periods, byUnit, byCourse, totals] = await Promise.all([
    // The learner-days are read twice rather than kept in a CTE: materializing 100,000 pairs cost more than a
    // second scan, and distinct learners are counted by a hash aggregate instead of count(distinct)'s sort.
    sql<Figures['periods'][number]>`
      with ev as (
        select ${bucket} as k, sum(a.learners) as new, 0 as active, 0 as enrolments, 0 as completions
          from ${rows('a', 'report_unit_days')} and ${inPeriod('a')} group by 1
        union all
        select ${bucket}, 0, 0, sum(a.enrolled), sum(a.completed)
          from ${rows('a', 'report_days')} and ${inPeriod('a')} group by 1
        union all
        select ${bucket}, 0, ${byDay ? sql`count(*)` : sql`count(distinct a.id_user)`}, 0, 0
          from ${rows('a', 'report_learner_days')} and ${inPeriod('a')} group by 1
      )
      select to_char(k, ${format}) as key, sum(new)::int as new, sum(active)::int as active,
             sum(enrolments)::int as enrolments, sum(completions)::int as completions
        from ev group by k
      having sum(new) + sum(active) + sum(enrolments) + sum(completions) > 0
      union all
      select null, (select sum(new) from ev)::int,
             (select count(*) from (select a.id_user from ${rows('a', 'report_learner_days')} and ${inPeriod('a')}
               group by a.id_user) d)::int,
             (select sum(enrolments) from ev)::int, (select sum(completions) from ev)::int
      order by 1 nulls first`.execute(db),
    sql<Figures['units'][number]>`
      with lrn as (select a.id_unit, sum(a.learners) as learners from ${rows('a', 'report_unit_days')}
                    and a.day <= ${to} group by 1),
      act as (select a.id_unit, count(distinct a.id_user) as active from ${rows('a', 'report_learner_days')}
               and ${inPeriod('a')} and a.enrol_refs > 0 group by 1),
      per as (select a.id_unit, sum(a.enrolled) as enrolments, sum(a.completed) as completions
               from ${rows('a', 'report_days')} and ${inPeriod('a')} group by 1),
      cur as (select a.id_unit, sum(a.enrolled) as n, sum(a.progress_sum) as p from ${rows('a', 'report_courses')}
               group by 1),
      late as (select a.id_unit, sum(a.enrolled) as n, sum(a.progress_sum) as p from ${rows('a', 'report_days')}
                and ${afterEnd('a')} group by 1)
      select un.id, un.name, lrn.learners::int as learners, coalesce(act.active, 0)::int as active,
             coalesce(per.enrolments, 0)::int as enrolments, coalesce(per.completions, 0)::int as completions,
             coalesce(round((cur.p - coalesce(late.p, 0))::numeric / nullif(cur.n - coalesce(late.n, 0), 0)), 0)::int
               as average
        from lrn
        left join act on act.id_unit = lrn.id_unit
        left join per on per.id_unit = lrn.id_unit
        left join cur on cur.id_unit = lrn.id_unit
        left join late on late.id_unit = lrn.id_unit
        left join units un on un.id = lrn.id_unit and un.id_site = ${site}
       where lrn.learners > 0
       order by 3 desc, 2 nulls last
       limit 200`.execute(db),
    sql<Figures['courses'][number]>`
      with cur as (select a.id_course, sum(a.enrolled) as n, sum(a.progress_sum) as p
                    from ${rows('a', 'report_courses')} group by 1),
      late as (select a.id_course, sum(a.enrolled) as n, sum(a.progress_sum) as p from ${rows('a', 'report_days')}
                and ${afterEnd('a')} group by 1),
      per as (select a.id_course, sum(a.enrolled) as enrolments, sum(a.completed) as completions
               from ${rows('a', 'report_days')} and ${inPeriod('a')} group by 1)
      select c.id, c.name, coalesce(per.enrolments, 0)::int as enrolments,
             coalesce(per.completions, 0)::int as completions,
             coalesce(round((cur.p - coalesce(late.p, 0))::numeric / nullif(cur.n - coalesce(late.n, 0), 0)), 0)::int
               as average
        from cur
        left join late on late.id_course = cur.id_course
        left join per on per.id_course = cur.id_course
        join courses c on c.id = cur.id_course and c.id_site = ${site}
       where cur.n - coalesce(late.n, 0) > 0
       order by 3 desc, 4 desc, 2
       limit 50`.execute(db),
    sql<{
      learners: number;
      average: number;
      watched: number;
      attempts: number;
      passed: number;
      none: number;
      started: number;
      half: number;
      done: number;
    }>`
      with cur as (select sum(a.enrolled) as n, sum(a.progress_sum) as p, sum(a.band_none) as none,
                     sum(a.band_started) as started, sum(a.band_half) as half, sum(a.band_done) as done
                    from ${rows('a', 'report_courses')}),
      late as (select coalesce(sum(a.enrolled), 0) as n, coalesce(sum(a.progress_sum), 0) as p,
                 coalesce(sum(a.band_none), 0) as none, coalesce(sum(a.band_started), 0) as started,
                 coalesce(sum(a.band_half), 0) as half, coalesce(sum(a.band_done), 0) as done
                from ${rows('a', 'report_days')} and ${afterEnd('a')}),
      days as (select coalesce(sum(a.learners) filter (where a.day <= ${to}), 0) as learners,
                 coalesce(sum(a.watched) filter (where ${inPeriod('a')}), 0) as watched,
                 coalesce(sum(a.attempts) filter (where ${inPeriod('a')}), 0) as attempts,
                 coalesce(sum(a.passed) filter (where ${inPeriod('a')}), 0) as passed
                from ${rows('a', 'report_unit_days')})
      select days.learners::int as learners,
             coalesce(round((cur.p - late.p)::numeric / nullif(cur.n - late.n, 0)), 0)::int as average,
             days.watched::bigint as watched, days.attempts::int as attempts, days.passed::int as passed,
             coalesce(cur.none - late.none, 0)::int as none, coalesce(cur.started - late.started, 0)::int as started,
             coalesce(cur.half - late.half, 0)::int as half, coalesce(cur.done - late.done, 0)::int as done
        from cur, late, days`.execute(db),
  ]);
  const sums = totals.rows[0];
  const bands: ProgressBand[] = ['none', 'started', 'half', 'done'];
  return {
    periods: periods.rows,
    units: byUnit.rows,
    courses: byCourse.rows,
    bands: bands.map((band) => ({ band, enrolments: Number(sums?.[band] ?? 0) })),
    totals: sums,
  };
}

/** The period's net revenue from the money moves summed per school day (migration 0051). */
export async function rollupRevenue(db: Db, idSite: number, q: GeneralQuery): Promise<number> {
  const { rows } = await sql<{ net: number }>`
    select coalesce(sum(r.paid - r.refunded), 0)::bigint as net from report_revenue_days r
     where r.id_site = ${idSite} and r.day between ${q.from}::date and ${q.to}::date`.execute(db);
  return Number(rows[0]?.net ?? 0);
}
