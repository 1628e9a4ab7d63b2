import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Issue 34: a progress save and a teacher's dashboard at a university's size.
 *
 * A learner's player reports every few seconds, and each report rewrote two rows (her lesson row's seconds
 * and time, her enrolment's last activity) whose triggers (0051) took each row's facts away and added them
 * back: eight upserts and deletes on rollup rows that the whole school's saves share, for facts that, within
 * one school day, do not move. Now a row whose counted facts keep their day changes only what moved: the
 * seconds watched by their difference, nothing at all for a later activity on the same day, only the day's
 * attempts for a quiz handed in. A day changed, a completion, a progress or anything else still goes the full
 * way (0051's functions, unchanged).
 *
 * The dashboard's chart counted each day's enrolments in the caller's courses from the enrolments of the
 * last 30 days (a teacher of 20 courses: 10,000 times turned into school days per request). course_enrolment_days
 * keeps, per school day and course, how many enrolments (of any account, as the chart counts) were made that
 * day, written by the enrolment trigger in the write's transaction and rebuilt when the school's zone changes.
 */
const STATEMENTS = [
  `create table course_enrolment_days (
    id_site int not null references sites (id) on delete cascade,
    id_course int not null,
    day date not null,
    enrolments int not null default 0,
    primary key (id_site, id_course, day)
  )`,
  // The owner's chart: every course's days, read by day.
  'create index course_enrolment_days_day on course_enrolment_days (id_site, day) include (enrolments)',

  `create function enrolment_day(site int, course int, at timestamptz, n int) returns void
   language plpgsql as $$
   declare
     zone text := (select time_zone from sites where id = site);
   begin
     if zone is null then return; end if;
     insert into course_enrolment_days as r (id_site, id_course, day, enrolments)
       values (site, course, (at at time zone zone)::date, n)
       on conflict (id_site, id_course, day) do update set enrolments = r.enrolments + excluded.enrolments;
   end $$`,

  `create function enrolment_days_rebuild(site int) returns void language plpgsql as $$
   declare
     zone text := (select time_zone from sites where id = site);
   begin
     delete from course_enrolment_days where id_site = site;
     if zone is null then return; end if;
     insert into course_enrolment_days (id_site, id_course, day, enrolments)
       select site, id_course, (enrolled_at at time zone zone)::date, count(*)
         from course_enrolments where id_site = site group by 1, 2, 3;
   end $$`,
  `create function enrolment_days_zone_changed() returns trigger language plpgsql as $$
   begin
     perform enrolment_days_rebuild(new.id);
     return null;
   end $$`,
  `create trigger enrolment_days_zone_changed after update on sites
     for each row when (old.time_zone <> new.time_zone) execute function enrolment_days_zone_changed()`,

  // 0051's function, with the enrolment days and the short way for a later activity alone.
  `create or replace function report_enrolments_changed() returns trigger language plpgsql as $$
   declare
     zone text;
     unit int;
   begin
     if tg_op = 'UPDATE' and old.id_user = new.id_user and old.id_course = new.id_course
        and old.id_site = new.id_site and old.enrolled_at = new.enrolled_at and old.progress = new.progress
        and old.completed_at is not distinct from new.completed_at then
       if old.last_activity_at is not distinct from new.last_activity_at then
         return null;
       end if;
       -- Only the last activity moved: the learner's active day, when it changed, is all that counts.
       zone := (select time_zone from sites where id = new.id_site);
       if zone is null or (old.last_activity_at at time zone zone)::date
          is not distinct from (new.last_activity_at at time zone zone)::date then
         return null;
       end if;
       unit := report_unit_of(new.id_site, new.id_user);
       if unit is null then return null; end if;
       if old.last_activity_at is not null then
         perform report_active(old.id_site, old.id_user, unit, (old.last_activity_at at time zone zone)::date, -1, 0);
       end if;
       if new.last_activity_at is not null then
         perform report_active(new.id_site, new.id_user, unit, (new.last_activity_at at time zone zone)::date, 1, 0);
       end if;
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
     -- Every account's enrolments, by course and school day: the dashboard's chart.
     if tg_op <> 'UPDATE' or old.id_course <> new.id_course or old.id_site <> new.id_site
        or old.enrolled_at <> new.enrolled_at then
       if tg_op <> 'INSERT' then
         perform enrolment_day(old.id_site, old.id_course, old.enrolled_at, -1);
       end if;
       if tg_op <> 'DELETE' then
         perform enrolment_day(new.id_site, new.id_course, new.enrolled_at, 1);
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

  // 0051's function, with the short way for a tick: the same learner's row on the same school day.
  `create or replace function report_progress_changed() returns trigger language plpgsql as $$
   declare
     zone text;
     unit int;
   begin
     if tg_op = 'UPDATE' and old.id_user = new.id_user and old.id_site = new.id_site then
       if old.updated_at = new.updated_at and old.watched_seconds = new.watched_seconds then
         return null;
       end if;
       zone := (select time_zone from sites where id = new.id_site);
       if zone is null then return null; end if;
       if (old.updated_at at time zone zone)::date = (new.updated_at at time zone zone)::date then
         -- The row keeps its day (the learner stays active on it): only the seconds watched may move.
         if old.watched_seconds <> new.watched_seconds then
           unit := report_unit_of(new.id_site, new.id_user);
           if unit is not null then
             perform report_unit_day(new.id_site, (new.updated_at at time zone zone)::date, unit, 0,
               new.watched_seconds::double precision - old.watched_seconds::double precision, 0, 0);
           end if;
         end if;
         return null;
       end if;
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

  // 0051's function, with the short way for a submission: the attempt keeps its start, so the learner's
  // active day stays; only the day's attempts and passes move (300 learners handing in one exam at once all
  // wrote their active days twice over).
  `create or replace function report_attempts_changed() returns trigger language plpgsql as $$
   declare
     zone text;
     unit int;
   begin
     if tg_op = 'UPDATE' and old.id_user = new.id_user and old.id_site = new.id_site
        and old.started_at = new.started_at then
       if old.submitted_at is not distinct from new.submitted_at and old.passed is not distinct from new.passed then
         return null;
       end if;
       zone := (select time_zone from sites where id = new.id_site);
       unit := report_unit_of(new.id_site, new.id_user);
       if zone is null or unit is null then return null; end if;
       if old.submitted_at is not null then
         perform report_unit_day(old.id_site, (old.submitted_at at time zone zone)::date, unit, 0, 0, -1,
           case when old.passed then -1 else 0 end);
       end if;
       if new.submitted_at is not null then
         perform report_unit_day(new.id_site, (new.submitted_at at time zone zone)::date, unit, 0, 0, 1,
           case when new.passed then 1 else 0 end);
       end if;
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

  'select enrolment_days_rebuild(id) from sites',
  'analyze course_enrolment_days',
];

const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
  },
};

export default migration;
