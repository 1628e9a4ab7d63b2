import { type Kysely, type Migration, sql } from 'kysely';

/**
 * When each learner a teacher reaches was last active, on her reach row (0050), so her dashboard's "active
 * learners this week" reads the few rows of hers active lately from an index instead of asking each of her
 * 10,000 learners' enrolments (60 ms on the embedded database, most of her dashboard).
 *
 * A hint, never the answer: the count still confirms each candidate on her enrolments, so the hint need only
 * never be older than the hour of her true last activity. A progress save rewrites an enrolment's last
 * activity every few seconds; the reach rows are written only when that moves into another hour, which keeps
 * `last_active_at` within the hour of the truth (it may also stay ahead of it when activity is taken back,
 * which the confirmation answers).
 */
const STATEMENTS = [
  'alter table learner_reach add column last_active_at timestamptz',
  `update learner_reach r set last_active_at = a.at
    from (select id_user, max(last_activity_at) as at from course_enrolments group by id_user) a
    where a.id_user = r.id_user`,
  'create index learner_reach_active on learner_reach (id_teacher, last_active_at)',

  // A path gained: a new row starts from the learner's latest activity; an existing one keeps the later.
  `create or replace function learner_reach_gain(sites int[], teachers int[], learners int[]) returns void
    language sql volatile as $$
      insert into learner_reach as r (id_site, id_teacher, id_user, id_type, paths, last_active_at)
      select p.s, p.t, p.l, u.id_type, count(*)::int,
        (select max(e.last_activity_at) from course_enrolments e where e.id_user = p.l)
      from unnest(sites, teachers, learners) as p(s, t, l)
      join users u on u.id = p.l
      where p.t is not null
      group by p.s, p.t, p.l, u.id_type
      on conflict (id_teacher, id_user) do update set paths = r.paths + excluded.paths,
        last_active_at = greatest(r.last_active_at, excluded.last_active_at)
    $$`,

  // An enrolment written already active (seeds, moves) tells every teacher who reaches the learner.
  `create function learner_reach_seen_added() returns trigger language plpgsql as $$
    begin
      update learner_reach r set last_active_at = a.at
        from (select id_user, max(last_activity_at) as at from added
          where last_activity_at is not null group by id_user) a
        where r.id_user = a.id_user and (r.last_active_at is null or r.last_active_at < a.at);
      return null;
    end $$`,
  `create trigger learner_reach_seen_added after insert on course_enrolments
    referencing new table as added for each statement execute function learner_reach_seen_added()`,
  `create function learner_reach_seen() returns trigger language plpgsql as $$
    begin
      update learner_reach set last_active_at = new.last_activity_at
        where id_user = new.id_user and (last_active_at is null or last_active_at < new.last_activity_at);
      return null;
    end $$`,
  `create trigger learner_reach_seen after update of last_activity_at on course_enrolments for each row
    when (new.last_activity_at is not null and (old.last_activity_at is null
      or date_trunc('hour', new.last_activity_at) <> date_trunc('hour', old.last_activity_at)))
    execute function learner_reach_seen()`,
  'analyze learner_reach',
];

const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
  },
};

export default migration;
