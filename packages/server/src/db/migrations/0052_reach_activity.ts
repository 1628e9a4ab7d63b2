import { type Kysely, type Migration, sql } from 'kysely';

/**
 * When each learner a teacher reaches was last active, on her reach row (0050), so her dashboard's "active
 * learners this week" counts her rows active lately from an index instead of asking each of her 10,000
 * learners' enrolments (60 ms on the embedded database, most of her dashboard).
 *
 * `last_active_at` is never later than the learner's true last activity and less than an hour earlier: a
 * progress save rewrites an enrolment's last activity every few seconds, and the reach rows are written only
 * when that moves into another hour. Whatever can take activity back (a smaller value, an enrolment deleted
 * or given to another account) sets it again from the enrolments, exactly. So a row at or after the week's
 * start is active, one an hour or more before it is not, and only those in between are asked of enrolments.
 */
const latest = (who: string) =>
  `(select max(e.last_activity_at) from course_enrolments e where e.id_user = ${who})`;

const STATEMENTS = [
  'alter table learner_reach add column last_active_at timestamptz',
  `update learner_reach r set last_active_at = ${latest('r.id_user')}`,
  'create index learner_reach_active on learner_reach (id_teacher, last_active_at) include (id_site, id_user)',

  // A path gained: a new row starts from the learner's latest activity; an existing one keeps the later.
  `create or replace function learner_reach_gain(sites int[], teachers int[], learners int[]) returns void
    language sql volatile as $$
      insert into learner_reach as r (id_site, id_teacher, id_user, id_type, paths, last_active_at)
      select p.s, p.t, p.l, u.id_type, count(*)::int, ${latest('p.l')}
      from unnest(sites, teachers, learners) as p(s, t, l)
      join users u on u.id = p.l
      where p.t is not null
      group by p.s, p.t, p.l, u.id_type
      on conflict (id_teacher, id_user) do update set paths = r.paths + excluded.paths,
        last_active_at = greatest(r.last_active_at, excluded.last_active_at)
    $$`,
  `create function learner_reach_reseen(learners int[]) returns void language sql volatile as $$
      update learner_reach r set last_active_at = ${latest('r.id_user')} where r.id_user = any(learners)
    $$`,

  // Enrolments added already active (seeds) or deleted: their learners' rows are set again from what is left.
  // One with no activity was never anyone's latest, so it changes nothing.
  `create function learner_reach_seen_rows() returns trigger language plpgsql as $$
    begin
      perform learner_reach_reseen(array(select distinct id_user from changed where last_activity_at is not null));
      return null;
    end $$`,
  `create trigger learner_reach_seen_added after insert on course_enrolments
    referencing new table as changed for each statement execute function learner_reach_seen_rows()`,
  `create trigger learner_reach_seen_removed after delete on course_enrolments
    referencing old table as changed for each statement execute function learner_reach_seen_rows()`,
  `create function learner_reach_seen() returns trigger language plpgsql as $$
    begin
      if new.id_user <> old.id_user or new.last_activity_at is null
        or (old.last_activity_at is not null and new.last_activity_at < old.last_activity_at) then
        perform learner_reach_reseen(array[old.id_user, new.id_user]);
      else
        update learner_reach set last_active_at = new.last_activity_at
          where id_user = new.id_user and (last_active_at is null or last_active_at < new.last_activity_at);
      end if;
      return null;
    end $$`,
  `create trigger learner_reach_seen after update of last_activity_at, id_user on course_enrolments for each row
    when (new.id_user <> old.id_user or (new.last_activity_at is distinct from old.last_activity_at
      and (new.last_activity_at is null or old.last_activity_at is null
        or new.last_activity_at < old.last_activity_at
        or date_trunc('hour', new.last_activity_at) <> date_trunc('hour', old.last_activity_at))))
    execute function learner_reach_seen()`,
  'analyze learner_reach',
];

const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
  },
};

export default migration;
