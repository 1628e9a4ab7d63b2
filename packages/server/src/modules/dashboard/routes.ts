import {
  type ActivityDay,
  type ContinueLearning,
  contract,
  DASHBOARD_DAYS,
  DASHBOARD_ITEMS,
  type StudentDashboard,
  type UpcomingItem,
} from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { sql } from 'kysely';
import { ok } from '../../http/context';
import { iso } from '../../http/iso';
import { route } from '../../http/routes';
import { observedClass, reachOf, seerOf, studentsInScope } from '../../policy/learner-scope';
import { notSetUp, teacherDesk, waitingFor, weekFigures } from './desk';

export const dashboardRoutes = [
  /**
   * Owners see the whole school. A teacher's course figures (courses, enrolments, completions) cover the
   * courses they teach; with a personal data scope her learner figures (learners, sign-ins, active learners)
   * cover only her learners (her classes and courses). The teacher count is school-wide, as on a staff room
   * noticeboard (a people list shows every teacher to every teacher). An observer's figures cover the classes
   * it watches: their learners, their homeroom teachers, the courses and enrolments of those learners, and
   * their sign-ins. Then what waits for the caller, what the school has not set up (the owner's), the week's
   * figures and a teacher's own day (desk.ts).
   */
  route(contract.dashboard.admin, async (ctx) => {
    const { user } = ctx.auth;
    const observer = user.idType === ID_TYPE.OBSERVER;
    const teacher = user.idType === ID_TYPE.TEACHER ? user.id : null;
    const idSite = ctx.site.id;
    const now = ctx.services.clock.now();
    // The chart's days are the school's days (its information setting's zone), not the server's.
    const zone = ctx.site.timeZone;
    // The learners the figures count: everyone, or those in the caller's scope (in the query).
    const learners =
      observer || user.scope !== 'school' ? studentsInScope(ctx, 'users.id') : sql<boolean>`true`;
    // A personal scope's learners are rows of hers: counted without reading an account.
    const reach = reachOf(seerOf(ctx));
    const students = reach
      ? sql<number>`(select count(*)::int from ${reach} l where l.id_type = ${ID_TYPE.STUDENT})`
      : sql<number>`(select count(*)::int from users
          where id_site = ${idSite} and id_type = ${ID_TYPE.STUDENT} and ${learners})`;
    const watched = observer ? observedClass(ctx, 'g.id') : sql<boolean>`true`;
    const observedLearners = observer ? studentsInScope(ctx, 'e.id_user') : sql<boolean>`true`;

    const counts = await sql<{ students: number; teachers: number; courses: number }>`
      select
        ${students} as students,
        (case when ${observer} then
          (select count(distinct g.id_homeroom_teacher)::int from user_groups g
            where g.id_site = ${idSite} and ${watched})
        else (select count(*)::int from users where id_site = ${idSite} and id_type = ${ID_TYPE.TEACHER}) end)
          as teachers,
        (case when ${observer} then
          (select count(distinct e.id_course)::int from course_enrolments e
            where e.id_site = ${idSite} and ${observedLearners})
        else (select count(*)::int from courses
          where id_site = ${idSite} and (${teacher}::int is null or id_teacher = ${teacher}::int)) end) as courses
    `.execute(ctx.db.raw);
    // A personal scope's sign-ins are her learners' only, as her learner count (issue 33 item 7).
    const signInsOf =
      observer || user.scope !== 'school' ? studentsInScope(ctx, 'id_user') : sql<boolean>`true`;

    // Everyone's enrolments in the caller's courses are counted per school day as they are made (migration
    // 0053): an observer's, of its learners alone, are asked of the enrolments.
    const enrolmentsByDay = observer
      ? sql`select (e.enrolled_at at time zone ${zone})::date as day, count(*)::int as n
          from course_enrolments e
          where e.id_site = ${idSite} and e.enrolled_at >= (select at from since) and ${observedLearners}
          group by 1`
      : sql`select d.day, sum(d.enrolments)::int as n
          from course_enrolment_days d join courses c on c.id = d.id_course
          where d.id_site = ${idSite} and d.day >= (select min(day) from days)
            and (${teacher}::int is null or c.id_teacher = ${teacher}::int)
          group by 1`;
    const activity = await sql<ActivityDay>`
      with days as (
        select generate_series(
          (${now}::timestamptz at time zone ${zone})::date - ${DASHBOARD_DAYS - 1}::int,
          (${now}::timestamptz at time zone ${zone})::date,
          interval '1 day'
        )::date as day
      ),
      since as (select (min(day)::timestamp at time zone ${zone}) as at from days),
      sign_ins as (
        select (created_at at time zone ${zone})::date as day, count(*)::int as n
        from sign_in_attempts
        where id_site = ${idSite} and success and created_at >= (select at from since) and ${signInsOf}
        group by 1
      ),
      enrolments as (${enrolmentsByDay})
      select to_char(days.day, 'YYYY-MM-DD') as date,
        coalesce(sign_ins.n, 0) as "signIns", coalesce(enrolments.n, 0) as enrolments
      from days
      left join sign_ins on sign_ins.day = days.day
      left join enrolments on enrolments.day = days.day
      order by days.day
    `.execute(ctx.db.raw);

    const weekLearners =
      observer || user.scope !== 'school' ? studentsInScope(ctx, 'e.id_user') : sql<boolean>`true`;
    const [waiting, setup, week, desk] = await Promise.all([
      waitingFor(ctx),
      notSetUp(ctx),
      weekFigures(ctx, { learners: weekLearners, reach, teacher }),
      teacherDesk(ctx),
    ]);

    return ok({
      ...(counts.rows[0] ?? { students: 0, teachers: 0, courses: 0 }),
      activity: activity.rows,
      waiting,
      notSetUp: setup,
      week,
      desk,
    });
  }),

  /**
   * What a learner picks up next: unfinished courses by last activity, then the open courses they have not
   * started (the list My courses shows, unfinished first), and lessons about to open.
   */
  route(contract.dashboard.student, async (ctx) => {
    const idUser = ctx.auth?.user.id ?? 0;
    const idSite = ctx.site.id;
    const now = ctx.services.clock.now();
    // The learner's approved courses and the open ones they have not started, as My courses lists them.
    const mine = sql`
      select c.id, c.name, c.cover_url, c.id_teacher, true as enrolled, e.progress, e.last_activity_at,
        e.enrolled_at, e.completed_at
      from course_enrolments e join courses c on c.id = e.id_course
      where e.id_site = ${idSite} and e.id_user = ${idUser} and c.approval = 'approved'
      union all
      select c.id, c.name, c.cover_url, c.id_teacher, false, 0, null, null, null
      from courses c
      where c.id_site = ${idSite} and c.is_open and c.approval = 'approved'
        and not exists (select 1 from course_enrolments e where e.id_course = c.id and e.id_user = ${idUser})`;
    const courses = await sql<ContinueLearning>`
      with mine as (${mine})
      select m.id as "idCourse", m.name, m.cover_url as "coverUrl", t.full_name as "teacherName",
        m.enrolled, m.progress, m.last_activity_at as "lastActivityAt"
      from mine m left join users t on t.id = m.id_teacher
      where m.completed_at is null
      order by m.enrolled desc, m.last_activity_at desc nulls last, m.enrolled_at desc nulls last, m.id desc
      limit ${DASHBOARD_ITEMS}`.execute(ctx.db.raw);
    const counts = await sql<StudentDashboard['courses']>`
      with mine as (${mine})
      select count(*) filter (where enrolled)::int as enrolled, count(*) filter (where not enrolled)::int as open
      from mine`.execute(ctx.db.raw);

    const upcoming = await ctx.db
      .select('courseLessons')
      .innerJoin('courseEnrolments', (join) =>
        join
          .onRef('courseEnrolments.idCourse', '=', 'courseLessons.idCourse')
          .on('courseEnrolments.idUser', '=', idUser),
      )
      .innerJoin('courses', 'courses.id', 'courseLessons.idCourse')
      .where('courses.approval', '=', 'approved')
      .where('courseLessons.opensAt', '>', now)
      .select([
        'courses.id as idCourse',
        'courses.name as courseName',
        'courseLessons.id as idLesson',
        'courseLessons.title',
        'courseLessons.opensAt',
      ])
      .orderBy('courseLessons.opensAt')
      .orderBy('courseLessons.position')
      .limit(DASHBOARD_ITEMS)
      .execute();

    return ok({
      continueLearning: courses.rows.map(
        (row): ContinueLearning => ({ ...row, lastActivityAt: iso(row.lastActivityAt) }),
      ),
      upcoming: upcoming.map((row): UpcomingItem => ({ ...row, opensAt: iso(row.opensAt) as string })),
      courses: counts.rows[0] ?? { enrolled: 0, open: 0 },
    });
  }),
];
