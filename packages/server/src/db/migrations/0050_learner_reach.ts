import { type Kysely, type Migration, sql } from 'kysely';

/**
 * A personal-scope teacher's reach as data (issue 34): the learners of the classes she is homeroom teacher of
 * and of the courses she teaches, one row per teacher and learner, with `paths` the number of ways she reaches
 * that learner (each membership of her classes, each enrolment in her courses). Evaluating that union on every
 * request took two seconds at 100,000 learners; reading her rows by the primary key takes milliseconds.
 *
 * The database keeps it exact, so that every write path (forms, imports, orders, codes, seeds, bulk deletes,
 * cascades) does without remembering to: a path gained adds one, a path lost takes one off, and a row whose
 * paths reach none goes. Inserts and deletes of members and enrolments are handled per statement (an import
 * of 100,000 enrolments is one set-based upsert); moves of a row, a class's homeroom teacher and a course's
 * teacher per row, only when the columns that decide the reach change (a progress save costs nothing).
 * A class or a course deleted takes its paths off before its members or enrolments go by cascade, since by
 * then their class or course, which names the teacher, is gone.
 */
const STATEMENTS = [
  `create table learner_reach (
    id_site int not null,
    id_teacher int not null,
    id_user int not null,
    -- The learner's kind of account (users.id_type), so that her students are counted from her rows alone.
    id_type smallint not null,
    paths int not null check (paths >= 0),
    -- Her learners with their school and kind, read from the index alone.
    primary key (id_teacher, id_user) include (id_site, id_type),
    foreign key (id_site, id_teacher) references users (id_site, id) on delete cascade,
    foreign key (id_site, id_user) references users (id_site, id) on delete cascade
  )`,
  'create index learner_reach_user on learner_reach (id_user)',

  // One element per path: (site, teacher, learner) gained; rows without a teacher reach nobody.
  `create function learner_reach_gain(sites int[], teachers int[], learners int[]) returns void
    language sql volatile as $$
      insert into learner_reach as r (id_site, id_teacher, id_user, id_type, paths)
      select p.s, p.t, p.l, u.id_type, count(*)::int from unnest(sites, teachers, learners) as p(s, t, l)
      join users u on u.id = p.l
      where p.t is not null
      group by p.s, p.t, p.l, u.id_type
      on conflict (id_teacher, id_user) do update set paths = r.paths + excluded.paths
    $$`,
  // Taken off first and deleted at none after: the row stays locked between the two, so two losses at once
  // cannot both see two paths and leave one.
  `create function learner_reach_lose(teachers int[], learners int[]) returns void
    language sql volatile as $$
      update learner_reach r set paths = r.paths - p.n
      from (select t, l, count(*)::int as n from unnest(teachers, learners) as u(t, l)
        where t is not null group by t, l) p
      where r.id_teacher = p.t and r.id_user = p.l;
      delete from learner_reach r using unnest(teachers, learners) as p(t, l)
      where r.id_teacher = p.t and r.id_user = p.l and r.paths <= 0
    $$`,

  `create function learner_reach_members_added() returns trigger language plpgsql as $$
    begin
      perform learner_reach_gain(array_agg(g.id_site), array_agg(g.id_homeroom_teacher), array_agg(a.id_user))
        from added a join user_groups g on g.id = a.id_group where g.id_homeroom_teacher is not null;
      return null;
    end $$`,
  `create function learner_reach_members_removed() returns trigger language plpgsql as $$
    begin
      perform learner_reach_lose(array_agg(g.id_homeroom_teacher), array_agg(r.id_user))
        from removed r join user_groups g on g.id = r.id_group where g.id_homeroom_teacher is not null;
      return null;
    end $$`,
  `create function learner_reach_member_moved() returns trigger language plpgsql as $$
    begin
      perform learner_reach_lose(array[g.id_homeroom_teacher], array[old.id_user])
        from user_groups g where g.id = old.id_group;
      perform learner_reach_gain(array[g.id_site], array[g.id_homeroom_teacher], array[new.id_user])
        from user_groups g where g.id = new.id_group;
      return null;
    end $$`,
  `create trigger learner_reach_added after insert on user_group_members
    referencing new table as added for each statement execute function learner_reach_members_added()`,
  `create trigger learner_reach_removed after delete on user_group_members
    referencing old table as removed for each statement execute function learner_reach_members_removed()`,
  `create trigger learner_reach_moved after update of id_group, id_user on user_group_members for each row
    when (old.id_group is distinct from new.id_group or old.id_user is distinct from new.id_user)
    execute function learner_reach_member_moved()`,

  `create function learner_reach_enrolments_added() returns trigger language plpgsql as $$
    begin
      perform learner_reach_gain(array_agg(c.id_site), array_agg(c.id_teacher), array_agg(a.id_user))
        from added a join courses c on c.id = a.id_course where c.id_teacher is not null;
      return null;
    end $$`,
  `create function learner_reach_enrolments_removed() returns trigger language plpgsql as $$
    begin
      perform learner_reach_lose(array_agg(c.id_teacher), array_agg(r.id_user))
        from removed r join courses c on c.id = r.id_course where c.id_teacher is not null;
      return null;
    end $$`,
  `create function learner_reach_enrolment_moved() returns trigger language plpgsql as $$
    begin
      perform learner_reach_lose(array[c.id_teacher], array[old.id_user])
        from courses c where c.id = old.id_course;
      perform learner_reach_gain(array[c.id_site], array[c.id_teacher], array[new.id_user])
        from courses c where c.id = new.id_course;
      return null;
    end $$`,
  `create trigger learner_reach_added after insert on course_enrolments
    referencing new table as added for each statement execute function learner_reach_enrolments_added()`,
  `create trigger learner_reach_removed after delete on course_enrolments
    referencing old table as removed for each statement execute function learner_reach_enrolments_removed()`,
  `create trigger learner_reach_moved after update of id_course, id_user on course_enrolments for each row
    when (old.id_course is distinct from new.id_course or old.id_user is distinct from new.id_user)
    execute function learner_reach_enrolment_moved()`,

  // A class's homeroom teacher changed (or the class moved school): the old one loses its members, the new gains.
  `create function learner_reach_class_changed() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.id_homeroom_teacher is not null then
        perform learner_reach_lose(array_agg(old.id_homeroom_teacher), array_agg(m.id_user))
          from user_group_members m where m.id_group = old.id;
      end if;
      if tg_op = 'UPDATE' and new.id_homeroom_teacher is not null then
        perform learner_reach_gain(array_agg(new.id_site), array_agg(new.id_homeroom_teacher), array_agg(m.id_user))
          from user_group_members m where m.id_group = new.id;
      end if;
      return case when tg_op = 'DELETE' then old else null end;
    end $$`,
  `create trigger learner_reach_teacher after update of id_homeroom_teacher, id_site on user_groups for each row
    when (old.id_homeroom_teacher is distinct from new.id_homeroom_teacher or old.id_site <> new.id_site)
    execute function learner_reach_class_changed()`,
  `create trigger learner_reach_deleted before delete on user_groups for each row
    when (old.id_homeroom_teacher is not null) execute function learner_reach_class_changed()`,

  // The same for a course's teacher.
  `create function learner_reach_course_changed() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.id_teacher is not null then
        perform learner_reach_lose(array_agg(old.id_teacher), array_agg(e.id_user))
          from course_enrolments e where e.id_course = old.id;
      end if;
      if tg_op = 'UPDATE' and new.id_teacher is not null then
        perform learner_reach_gain(array_agg(new.id_site), array_agg(new.id_teacher), array_agg(e.id_user))
          from course_enrolments e where e.id_course = new.id;
      end if;
      return case when tg_op = 'DELETE' then old else null end;
    end $$`,
  `create trigger learner_reach_teacher after update of id_teacher, id_site on courses for each row
    when (old.id_teacher is distinct from new.id_teacher or old.id_site <> new.id_site)
    execute function learner_reach_course_changed()`,
  `create trigger learner_reach_deleted before delete on courses for each row
    when (old.id_teacher is not null) execute function learner_reach_course_changed()`,

  // Accounts do not change kind today; if one ever does, her rows follow.
  `create function learner_reach_account_typed() returns trigger language plpgsql as $$
    begin
      update learner_reach set id_type = new.id_type where id_user = new.id;
      return null;
    end $$`,
  `create trigger learner_reach_type after update of id_type on users for each row
    when (old.id_type <> new.id_type) execute function learner_reach_account_typed()`,

  // Her dashboard charts her courses' enrolments by day: from her courses' index ranges instead of every
  // enrolment of the school in the month (the course's own lookups keep the unique (id_course, id_user)).
  'drop index course_enrolments_course',
  'create index course_enrolments_course_day on course_enrolments (id_course, enrolled_at) include (id_site)',

  // Filled from what the school holds now; the triggers above already guard it inside this transaction.
  `insert into learner_reach (id_site, id_teacher, id_user, id_type, paths)
    select p.id_site, p.id_teacher, p.id_user, u.id_type, count(*)::int from (
      select g.id_site, g.id_homeroom_teacher as id_teacher, m.id_user
      from user_group_members m join user_groups g on g.id = m.id_group
      where g.id_homeroom_teacher is not null
      union all
      select c.id_site, c.id_teacher, e.id_user
      from course_enrolments e join courses c on c.id = e.id_course
      where c.id_teacher is not null) p
    join users u on u.id = p.id_user
    group by p.id_site, p.id_teacher, p.id_user, u.id_type
    order by p.id_teacher, p.id_user`,
  // The embedded database has no autovacuum to give the planner the new table's figures.
  'analyze learner_reach',
];

const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
  },
};

export default migration;
