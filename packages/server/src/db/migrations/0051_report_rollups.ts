import { type Migration, sql } from 'kysely';

/**
 * The general report reads daily facts instead of every enrolment, progress row and quiz attempt of its period
 * (issue 34): at 100,000 learners the live statements took seconds and, on PGlite, held every other request.
 *
 * The facts are kept by triggers in the transaction of the write that changes them, so no write path can
 * forget one and a report over today includes what was done a second ago. Days are the school's days (its time
 * zone, as the report counts them); changing the zone rebuilds the school's facts. Only students count, keyed by
 * their unit (0: none) so a unit manager's and a unit filter's questions are answered exactly; a learner who
 * changes unit or kind has her whole contribution moved. A personal-scope teacher's learners are not a set of
 * units or courses: her report stays on the live statements (reports/general.ts).
 *
 * - report_days: per school day, course and unit, the enrolments made that day (with the sum of their current
 *   progress, their progress bands and how many are done or under way) and the completions made that day;
 *   the detail report counts its rows from these.
 * - report_courses: the same enrolment figures without the day (a report up to today reads these, minus the
 *   days after its end).
 * - report_unit_days: per school day and unit, the learners created, the seconds watched on the lesson rows
 *   last updated that day, and the quiz attempts (and passes) submitted that day.
 * - report_learner_days: the days each learner was active (her enrolment's last activity, a lesson row last
 *   updated, a quiz started), each with how many rows keep it, so active learners are counted exactly when a
 *   row's last activity moves to another day.
 * - course_enrolment_counts: every account's enrolments and completions per course, the learning progress
 *   list's total.
 * - report_revenue_days: per school day, the money received (paid orders, at their payment) and refunded (each
 *   refund, whole or part, when made): the revenue report's money moves (commerce/revenue.ts), summed.
 */
const STATEMENTS = [
  `create table report_days (
    id_site int not null references sites (id) on delete cascade,
    day date not null,
    id_course int not null,
    id_unit int not null,
    enrolled int not null default 0,
    completed int not null default 0,
    progress_sum bigint not null default 0,
    band_none int not null default 0,
    band_started int not null default 0,
    band_half int not null default 0,
    band_done int not null default 0,
    state_done int not null default 0,
    state_started int not null default 0,
    primary key (id_site, day, id_course, id_unit)
  )`,
  `create table report_courses (
    id_site int not null references sites (id) on delete cascade,
    id_course int not null,
    id_unit int not null,
    enrolled int not null default 0,
    progress_sum bigint not null default 0,
    band_none int not null default 0,
    band_started int not null default 0,
    band_half int not null default 0,
    band_done int not null default 0,
    state_done int not null default 0,
    state_started int not null default 0,
    primary key (id_site, id_course, id_unit)
  )`,
  `create table report_unit_days (
    id_site int not null references sites (id) on delete cascade,
    day date not null,
    id_unit int not null,
    learners int not null default 0,
    watched double precision not null default 0,
    attempts int not null default 0,
    passed int not null default 0,
    primary key (id_site, day, id_unit)
  )`,
  `create table report_learner_days (
    id_site int not null references sites (id) on delete cascade,
    day date not null,
    id_user int not null,
    id_unit int not null,
    enrol_refs int not null default 0,
    other_refs int not null default 0,
    primary key (id_site, day, id_user)
  )`,
  'create index report_learner_days_learner on report_learner_days (id_user)',
  `create table course_enrolment_counts (
    id_site int not null references sites (id) on delete cascade,
    id_course int not null,
    enrolments int not null default 0,
    completed int not null default 0,
    primary key (id_site, id_course)
  )`,
  `create table report_revenue_days (
    id_site int not null references sites (id) on delete cascade,
    day date not null,
    paid bigint not null default 0,
    refunded bigint not null default 0,
    primary key (id_site, day)
  )`,
  `create function report_money(site int, at timestamptz, paid bigint, refunded bigint)
   returns void language plpgsql as $$
   declare
     zone text := (select time_zone from sites where id = site);
   begin
     if zone is null or at is null then return; end if;
     insert into report_revenue_days as r (id_site, day, paid, refunded)
       values (site, (at at time zone zone)::date, paid, refunded)
       on conflict (id_site, day) do update
         set paid = r.paid + excluded.paid, refunded = r.refunded + excluded.refunded;
   end $$`,
  `create function report_orders_changed() returns trigger language plpgsql as $$
   begin
     if tg_op <> 'INSERT' and old.status in ('paid', 'refunded') then
       perform report_money(old.id_site, old.paid_at, -coalesce(old.received, old.purchase_price), 0);
     end if;
     if tg_op <> 'DELETE' and new.status in ('paid', 'refunded') then
       perform report_money(new.id_site, new.paid_at, coalesce(new.received, new.purchase_price), 0);
     end if;
     return null;
   end $$`,
  `create trigger report_orders after insert or delete on orders
     for each row execute function report_orders_changed()`,
  `create trigger report_orders_changed after update on orders
     for each row when (old.status is distinct from new.status or old.paid_at is distinct from new.paid_at
       or old.received is distinct from new.received or old.purchase_price is distinct from new.purchase_price)
     execute function report_orders_changed()`,
  `create function report_refunds_changed() returns trigger language plpgsql as $$
   begin
     if tg_op <> 'INSERT' and old.status = 'refunded' and old.amount is not null then
       perform report_money(old.id_site, old.at, 0, -old.amount);
     end if;
     if tg_op <> 'DELETE' and new.status = 'refunded' and new.amount is not null then
       perform report_money(new.id_site, new.at, 0, new.amount);
     end if;
     return null;
   end $$`,
  `create trigger report_refunds after insert or update or delete on order_events
     for each row execute function report_refunds_changed()`,
  // The detail report's order (newest enrolment first, then the newest row) read straight from an index: the
  // former (id_site, enrolled_at) left every enrolment of a busy day to sort by id.
  'create index course_enrolments_site_enrolled on course_enrolments (id_site, enrolled_at, id)',
  'drop index course_enrolments_site_day',

  // A learner's active day gains or loses the rows that keep it; a day no row keeps is gone.
  `create function report_active(site int, learner int, unit int, d date, enrol int, other int)
   returns void language plpgsql as $$
   begin
     insert into report_learner_days as r (id_site, day, id_user, id_unit, enrol_refs, other_refs)
       values (site, d, learner, unit, enrol, other)
       on conflict (id_site, day, id_user) do update
         set id_unit = excluded.id_unit, enrol_refs = r.enrol_refs + excluded.enrol_refs,
             other_refs = r.other_refs + excluded.other_refs;
     if enrol < 0 or other < 0 then
       delete from report_learner_days
        where id_site = site and day = d and id_user = learner and enrol_refs <= 0 and other_refs <= 0;
     end if;
   end $$`,

  `create function report_unit_day(site int, d date, unit int, new_learners int, seconds double precision,
     tries int, passes int)
   returns void language plpgsql as $$
   begin
     insert into report_unit_days as r (id_site, day, id_unit, learners, watched, attempts, passed)
       values (site, d, unit, new_learners, seconds, tries, passes)
       on conflict (id_site, day, id_unit) do update
         set learners = r.learners + excluded.learners, watched = r.watched + excluded.watched,
             attempts = r.attempts + excluded.attempts, passed = r.passed + excluded.passed;
   end $$`,

  // One enrolment's facts, added (sign 1) or taken away (-1).
  `create function report_enrolment(site int, zone text, learner int, unit int, course int, enrolled timestamptz,
     completed timestamptz, active timestamptz, progress int, sign int)
   returns void language plpgsql as $$
   declare
     b_none int := case when progress <= 0 then sign else 0 end;
     b_started int := case when progress > 0 and progress < 50 then sign else 0 end;
     b_half int := case when progress >= 50 and progress < 100 then sign else 0 end;
     b_done int := case when progress >= 100 then sign else 0 end;
     s_done int := case when completed is not null then sign else 0 end;
     s_started int := case when completed is null and progress > 0 then sign else 0 end;
   begin
     insert into report_days as r (id_site, day, id_course, id_unit, enrolled, progress_sum,
         band_none, band_started, band_half, band_done, state_done, state_started)
       values (site, (enrolled at time zone zone)::date, course, unit, sign, sign * progress,
         b_none, b_started, b_half, b_done, s_done, s_started)
       on conflict (id_site, day, id_course, id_unit) do update
         set enrolled = r.enrolled + excluded.enrolled, progress_sum = r.progress_sum + excluded.progress_sum,
             band_none = r.band_none + excluded.band_none, band_started = r.band_started + excluded.band_started,
             band_half = r.band_half + excluded.band_half, band_done = r.band_done + excluded.band_done,
             state_done = r.state_done + excluded.state_done, state_started = r.state_started + excluded.state_started;
     insert into report_courses as r (id_site, id_course, id_unit, enrolled, progress_sum,
         band_none, band_started, band_half, band_done, state_done, state_started)
       values (site, course, unit, sign, sign * progress, b_none, b_started, b_half, b_done, s_done, s_started)
       on conflict (id_site, id_course, id_unit) do update
         set enrolled = r.enrolled + excluded.enrolled, progress_sum = r.progress_sum + excluded.progress_sum,
             band_none = r.band_none + excluded.band_none, band_started = r.band_started + excluded.band_started,
             band_half = r.band_half + excluded.band_half, band_done = r.band_done + excluded.band_done,
             state_done = r.state_done + excluded.state_done, state_started = r.state_started + excluded.state_started;
     if completed is not null then
       insert into report_days as r (id_site, day, id_course, id_unit, completed)
         values (site, (completed at time zone zone)::date, course, unit, sign)
         on conflict (id_site, day, id_course, id_unit) do update set completed = r.completed + excluded.completed;
     end if;
     if active is not null then
       perform report_active(site, learner, unit, (active at time zone zone)::date, sign, 0);
     end if;
   end $$`,

  // Everything one learner counts for: moved whole when her unit, her kind or her creation day changes.
  `create function report_learner(site int, learner int, unit int, created timestamptz, sign int)
   returns void language plpgsql as $$
   declare
     zone text := (select time_zone from sites where id = site);
     row record;
   begin
     if zone is null then return; end if;
     perform report_unit_day(site, (created at time zone zone)::date, unit, sign, 0, 0, 0);
     for row in select * from course_enrolments where id_site = site and id_user = learner loop
       perform report_enrolment(site, zone, learner, unit, row.id_course, row.enrolled_at, row.completed_at,
         row.last_activity_at, row.progress, sign);
     end loop;
     for row in select updated_at, watched_seconds from lesson_progress where id_site = site and id_user = learner loop
       perform report_unit_day(site, (row.updated_at at time zone zone)::date, unit, 0, sign * row.watched_seconds, 0, 0);
       perform report_active(site, learner, unit, (row.updated_at at time zone zone)::date, 0, sign);
     end loop;
     for row in select started_at, submitted_at, passed from quiz_attempts where id_site = site and id_user = learner loop
       perform report_active(site, learner, unit, (row.started_at at time zone zone)::date, 0, sign);
       if row.submitted_at is not null then
         perform report_unit_day(site, (row.submitted_at at time zone zone)::date, unit, 0, 0, sign,
           case when row.passed then sign else 0 end);
       end if;
     end loop;
   end $$`,

  // The counted learner a row belongs to: her unit (0: none), or null when she is not a student or is being
  // deleted (her whole contribution was taken away before her rows, see report_users_deleted).
  `create function report_unit_of(site int, learner int) returns int language sql stable as $$
     select coalesce(id_unit, 0) from users where id = learner and id_site = site and id_type = 4
   $$`,

  `create function report_enrolments_changed() returns trigger language plpgsql as $$
   declare
     zone text;
     unit int;
   begin
     if tg_op = 'UPDATE' and old.id_user = new.id_user and old.id_course = new.id_course
        and old.enrolled_at = new.enrolled_at and old.progress = new.progress
        and old.completed_at is not distinct from new.completed_at
        and old.last_activity_at is not distinct from new.last_activity_at then
       return null;
     end if;
     -- Every account's enrolments, by course: the learning progress list's total.
     if tg_op <> 'UPDATE' or old.id_course <> new.id_course
        or (old.completed_at is null) <> (new.completed_at is null) then
       if tg_op <> 'INSERT' then
         update course_enrolment_counts
            set enrolments = enrolments - 1, completed = completed - (old.completed_at is not null)::int
          where id_site = old.id_site and id_course = old.id_course;
       end if;
       if tg_op <> 'DELETE' then
         insert into course_enrolment_counts as r (id_site, id_course, enrolments, completed)
           values (new.id_site, new.id_course, 1, (new.completed_at is not null)::int)
           on conflict (id_site, id_course) do update
             set enrolments = r.enrolments + 1, completed = r.completed + excluded.completed;
       end if;
     end if;
     if tg_op <> 'INSERT' then
       zone := (select time_zone from sites where id = old.id_site);
       unit := report_unit_of(old.id_site, old.id_user);
       if zone is not null and unit is not null then
         perform report_enrolment(old.id_site, zone, old.id_user, unit, old.id_course, old.enrolled_at,
           old.completed_at, old.last_activity_at, old.progress, -1);
       end if;
     end if;
     if tg_op <> 'DELETE' then
       zone := (select time_zone from sites where id = new.id_site);
       unit := report_unit_of(new.id_site, new.id_user);
       if zone is not null and unit is not null then
         perform report_enrolment(new.id_site, zone, new.id_user, unit, new.id_course, new.enrolled_at,
           new.completed_at, new.last_activity_at, new.progress, 1);
       end if;
     end if;
     return null;
   end $$`,
  `create trigger report_enrolments after insert or update or delete on course_enrolments
     for each row execute function report_enrolments_changed()`,

  `create function report_progress_changed() returns trigger language plpgsql as $$
   declare
     zone text;
     unit int;
   begin
     if tg_op = 'UPDATE' and old.id_user = new.id_user and old.updated_at = new.updated_at
        and old.watched_seconds = new.watched_seconds then
       return null;
     end if;
     if tg_op <> 'INSERT' then
       zone := (select time_zone from sites where id = old.id_site);
       unit := report_unit_of(old.id_site, old.id_user);
       if zone is not null and unit is not null then
         perform report_unit_day(old.id_site, (old.updated_at at time zone zone)::date, unit, 0,
           -old.watched_seconds, 0, 0);
         perform report_active(old.id_site, old.id_user, unit, (old.updated_at at time zone zone)::date, 0, -1);
       end if;
     end if;
     if tg_op <> 'DELETE' then
       zone := (select time_zone from sites where id = new.id_site);
       unit := report_unit_of(new.id_site, new.id_user);
       if zone is not null and unit is not null then
         perform report_unit_day(new.id_site, (new.updated_at at time zone zone)::date, unit, 0,
           new.watched_seconds, 0, 0);
         perform report_active(new.id_site, new.id_user, unit, (new.updated_at at time zone zone)::date, 0, 1);
       end if;
     end if;
     return null;
   end $$`,
  `create trigger report_progress after insert or update or delete on lesson_progress
     for each row execute function report_progress_changed()`,

  `create function report_attempts_changed() returns trigger language plpgsql as $$
   declare
     zone text;
     unit int;
   begin
     if tg_op = 'UPDATE' and old.id_user = new.id_user and old.started_at = new.started_at
        and old.submitted_at is not distinct from new.submitted_at
        and old.passed is not distinct from new.passed then
       return null;
     end if;
     if tg_op <> 'INSERT' then
       zone := (select time_zone from sites where id = old.id_site);
       unit := report_unit_of(old.id_site, old.id_user);
       if zone is not null and unit is not null then
         perform report_active(old.id_site, old.id_user, unit, (old.started_at at time zone zone)::date, 0, -1);
         if old.submitted_at is not null then
           perform report_unit_day(old.id_site, (old.submitted_at at time zone zone)::date, unit, 0, 0, -1,
             case when old.passed then -1 else 0 end);
         end if;
       end if;
     end if;
     if tg_op <> 'DELETE' then
       zone := (select time_zone from sites where id = new.id_site);
       unit := report_unit_of(new.id_site, new.id_user);
       if zone is not null and unit is not null then
         perform report_active(new.id_site, new.id_user, unit, (new.started_at at time zone zone)::date, 0, 1);
         if new.submitted_at is not null then
           perform report_unit_day(new.id_site, (new.submitted_at at time zone zone)::date, unit, 0, 0, 1,
             case when new.passed then 1 else 0 end);
         end if;
       end if;
     end if;
     return null;
   end $$`,
  `create trigger report_attempts after insert or update or delete on quiz_attempts
     for each row execute function report_attempts_changed()`,

  `create function report_users_changed() returns trigger language plpgsql as $$
   begin
     if tg_op <> 'INSERT' and old.id_type = 4 then
       perform report_learner(old.id_site, old.id, coalesce(old.id_unit, 0), old.created_at, -1);
     end if;
     if tg_op <> 'DELETE' and new.id_type = 4 then
       perform report_learner(new.id_site, new.id, coalesce(new.id_unit, 0), new.created_at, 1);
     end if;
     return null;
   end $$`,
  `create trigger report_users_added after insert on users
     for each row when (new.id_type = 4) execute function report_users_changed()`,
  `create trigger report_users_moved after update on users
     for each row when (old.id_unit is distinct from new.id_unit or old.id_type <> new.id_type
       or old.created_at <> new.created_at or old.id_site <> new.id_site)
     execute function report_users_changed()`,
  // Before her rows go (their own triggers then find no learner and leave the facts alone).
  `create function report_users_deleted() returns trigger language plpgsql as $$
   begin
     perform report_learner(old.id_site, old.id, coalesce(old.id_unit, 0), old.created_at, -1);
     return old;
   end $$`,
  `create trigger report_users_deleted before delete on users
     for each row when (old.id_type = 4) execute function report_users_deleted()`,

  // A school's facts from its rows, set by set: the migration's backfill and a change of time zone.
  `create function report_rebuild(site int) returns void language plpgsql as $$
   declare
     zone text := (select time_zone from sites where id = site);
   begin
     delete from report_days where id_site = site;
     delete from report_courses where id_site = site;
     delete from report_unit_days where id_site = site;
     delete from report_learner_days where id_site = site;
     delete from course_enrolment_counts where id_site = site;
     delete from report_revenue_days where id_site = site;
     insert into course_enrolment_counts (id_site, id_course, enrolments, completed)
       select site, id_course, count(*), count(*) filter (where completed_at is not null)
         from course_enrolments where id_site = site group by id_course;
     if zone is null then return; end if;
     insert into report_revenue_days (id_site, day, paid, refunded)
       select site, m.day, sum(m.paid), sum(m.refunded)
         from (
           select (o.paid_at at time zone zone)::date as day, coalesce(o.received, o.purchase_price)::bigint as paid,
                  0::bigint as refunded
             from orders o
            where o.id_site = site and o.status in ('paid', 'refunded') and o.paid_at is not null
           union all
           select (e.at at time zone zone)::date, 0, e.amount
             from order_events e
            where e.id_site = site and e.status = 'refunded' and e.amount is not null
         ) m
        group by m.day;
     create temporary table report_learners on commit drop as
       select id, coalesce(id_unit, 0) as unit, created_at from users where id_site = site and id_type = 4;
     create index on report_learners (id);
     analyze report_learners;
     insert into report_days (id_site, day, id_course, id_unit, enrolled, completed, progress_sum,
         band_none, band_started, band_half, band_done, state_done, state_started)
       select site, f.day, f.id_course, f.unit, sum(f.enrolled), sum(f.completed), sum(f.progress),
              sum(f.b_none), sum(f.b_started), sum(f.b_half), sum(f.b_done), sum(f.s_done), sum(f.s_started)
         from (
           select (e.enrolled_at at time zone zone)::date as day, e.id_course, l.unit, 1 as enrolled, 0 as completed,
                  e.progress, (e.progress <= 0)::int as b_none, (e.progress > 0 and e.progress < 50)::int as b_started,
                  (e.progress >= 50 and e.progress < 100)::int as b_half, (e.progress >= 100)::int as b_done,
                  (e.completed_at is not null)::int as s_done, (e.completed_at is null and e.progress > 0)::int as s_started
             from course_enrolments e join report_learners l on l.id = e.id_user where e.id_site = site
           union all
           select (e.completed_at at time zone zone)::date, e.id_course, l.unit, 0, 1, 0, 0, 0, 0, 0, 0, 0
             from course_enrolments e join report_learners l on l.id = e.id_user
            where e.id_site = site and e.completed_at is not null
         ) f
        group by f.day, f.id_course, f.unit;
     insert into report_courses (id_site, id_course, id_unit, enrolled, progress_sum,
         band_none, band_started, band_half, band_done, state_done, state_started)
       select site, id_course, id_unit, sum(enrolled), sum(progress_sum), sum(band_none), sum(band_started),
              sum(band_half), sum(band_done), sum(state_done), sum(state_started)
         from report_days where id_site = site group by id_course, id_unit;
     insert into report_unit_days (id_site, day, id_unit, learners, watched, attempts, passed)
       select site, f.day, f.unit, sum(f.learners), sum(f.watched), sum(f.attempts), sum(f.passed)
         from (
           select (l.created_at at time zone zone)::date as day, l.unit, 1 as learners,
                  0::double precision as watched, 0 as attempts, 0 as passed
             from report_learners l
           union all
           select (p.updated_at at time zone zone)::date, l.unit, 0, p.watched_seconds, 0, 0
             from lesson_progress p join report_learners l on l.id = p.id_user where p.id_site = site
           union all
           select (q.submitted_at at time zone zone)::date, l.unit, 0, 0, 1, q.passed::int
             from quiz_attempts q join report_learners l on l.id = q.id_user
            where q.id_site = site and q.submitted_at is not null
         ) f
        group by f.day, f.unit;
     insert into report_learner_days (id_site, day, id_user, id_unit, enrol_refs, other_refs)
       select site, f.day, f.id_user, f.unit, sum(f.enrol), sum(f.other)
         from (
           select (e.last_activity_at at time zone zone)::date as day, e.id_user, l.unit, 1 as enrol, 0 as other
             from course_enrolments e join report_learners l on l.id = e.id_user
            where e.id_site = site and e.last_activity_at is not null
           union all
           select (p.updated_at at time zone zone)::date, p.id_user, l.unit, 0, 1
             from lesson_progress p join report_learners l on l.id = p.id_user where p.id_site = site
           union all
           select (q.started_at at time zone zone)::date, q.id_user, l.unit, 0, 1
             from quiz_attempts q join report_learners l on l.id = q.id_user where q.id_site = site
         ) f
        group by f.day, f.id_user, f.unit;
     drop table report_learners;
   end $$`,
  `create function report_zone_changed() returns trigger language plpgsql as $$
   begin
     perform report_rebuild(new.id);
     return null;
   end $$`,
  `create trigger report_zone_changed after update on sites
     for each row when (old.time_zone <> new.time_zone) execute function report_zone_changed()`,

  'select report_rebuild(id) from sites',
  'analyze report_days, report_courses, report_unit_days, report_learner_days, course_enrolment_counts, report_revenue_days',
];

const reportRollups: Migration = {
  async up(db) {
    for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
  },
};

export default reportRollups;
