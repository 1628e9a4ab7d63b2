import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { Figures, FiguresAsk } from './general';
import { within } from './period';
import { learnerWhere } from './viewer';

/**
 * The general report's figures from the school's rows themselves, in five statements: learners and their
 * activity by period (with the period's totals as one more row), by unit, by course, the enrolments' progress
 * bands, and video and quiz totals. What a personal-scope teacher sees is asked this way (her learners are no
 * set of units or courses the rollups are keyed by), and the rollups are tested against it.
 */
export async function liveFigures(db: Db, { viewer, q, period, end, units }: FiguresAsk): Promise<Figures> {
  const site = viewer.idSite;
  const learners = sql`(select u.id, u.id_unit, u.created_at from users u where ${learnerWhere(viewer, 'u', units)})`;
  const format = q.groupBy === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  // Rows are bucketed by a truncated timestamp and only the buckets are formatted: to_char on each of a
  // million activity rows cost more than the rest of the statement.
  const unit = q.groupBy === 'day' ? 'day' : 'month';
  const bucket = (column: string) =>
    sql`date_trunc(${unit}, ${sql.ref(column)} at time zone ${viewer.timeZone})`;
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
  const [periods, byUnit, byCourse, bands, totals] = await Promise.all([
    // Each kind is counted per bucket on its own; only the active learners need their (bucket, learner)
    // pairs, which also give the period's active total (a learner active on two days counts once).
    sql<Figures['periods'][number]>`
      with l as ${learners},
      act as (select ${bucket('a.at')} as k, a.id_user from (${activity}) a group by 1, 2),
      ev as (
        select k, 0 as new, count(*) as active, 0 as enrolments, 0 as completions from act group by k
        union all
        select ${bucket('l.created_at')}, count(*), 0, 0, 0 from l where ${inPeriod('l.created_at')} group by 1
        union all
        select ${bucket('e.enrolled_at')}, 0, 0, count(*), 0 from course_enrolments e join l on l.id = e.id_user
          where e.id_site = ${site} and ${inPeriod('e.enrolled_at')} group by 1
        union all
        select ${bucket('e.completed_at')}, 0, 0, 0, count(*) from course_enrolments e join l on l.id = e.id_user
          where e.id_site = ${site} and ${inPeriod('e.completed_at')} group by 1
      )
      select to_char(k, ${format}) as key, sum(new)::int as new, sum(active)::int as active,
             sum(enrolments)::int as enrolments, sum(completions)::int as completions
        from ev group by k
      union all
      select null, (select sum(new) from ev)::int, (select count(distinct id_user) from act)::int,
             (select sum(enrolments) from ev)::int, (select sum(completions) from ev)::int
      order by 1 nulls first`.execute(db),
    sql<Figures['units'][number]>`
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
    sql<Figures['courses'][number]>`
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
    sql<Figures['bands'][number]>`
      with l as ${learners}
      select case when e.progress <= 0 then 'none' when e.progress < 50 then 'started'
                  when e.progress < 100 then 'half' else 'done' end as band,
             count(*)::int as enrolments
        from course_enrolments e join l on l.id = e.id_user
       where e.id_site = ${site} and e.enrolled_at < ${end}
       group by 1`.execute(db),
    sql<NonNullable<Figures['totals']>>`
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
  ]);
  return {
    periods: periods.rows,
    units: byUnit.rows,
    courses: byCourse.rows,
    bands: bands.rows,
    totals: totals.rows[0],
  };
}
