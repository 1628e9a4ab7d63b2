import { contract, type StudyRow } from '@saola/core/api';
import { sql } from 'kysely';
import { ok, type SignedInContext } from '../../http/context';
import { iso } from '../../http/iso';
import { containing, pageWindow, sortOrder } from '../../http/paging';
import { route } from '../../http/routes';
import { managesAllCourses } from '../../policy/course-scope';
import { userMatching } from '../auth';

const SORTS = {
  fullName: 'users.full_name',
  courseName: 'courses.name',
  progress: 'e.progress',
  lastActivityAt: 'e.last_activity_at',
  quizAverage: '"quizAverage"',
} as const;

/** The same order on the page's own columns. */
const outerOrder = (column: string) =>
  ({
    'users.full_name': 'page.full_name',
    'courses.name': 'page.course_name',
    'e.progress': 'page.progress',
    'e.last_activity_at': 'page.last_activity_at',
    '"quizAverage"': 'page."quizAverage"',
  })[column] ?? 'page.last_activity_at';

/** A learner's average best quiz score (percent) in a course, for the rows of `alias`. */
const quizAverageFor = (alias: string) => `(select round(avg(best))::int from (
    select max(a.score * 100.0 / nullif(a.max_score, 0)) as best
    from quiz_attempts a join course_lessons l on l.id = a.id_lesson
    where l.id_course = ${alias}.id_course and a.id_user = ${alias}.id_user and a.submitted_at is not null
    group by a.id_lesson) q)`;

export const studyRoutes = [
  /** Every learner's progress in every course the caller manages: two statements whatever the page size. */
  route(contract.study.list, async (ctx) => {
    const p = ctx.payload;
    const user = (ctx as SignedInContext<unknown>).auth.user;
    const teacher = managesAllCourses(user) ? null : user.id;
    const keyword = p.keyword?.trim() ? containing(p.keyword) : null;
    const { column, direction } = sortOrder(p, SORTS, SORTS.lastActivityAt);
    const { limit, offset } = pageWindow(p);
    // The page is chosen first (filters, sort, total); lesson counts and quiz scores are computed for its rows
    // only — unless the page is sorted by the quiz score, which every row then needs.
    const byQuiz = column === SORTS.quizAverage;
    const matching = sql`
        where e.id_site = ${ctx.site.id}
          and (${p.idCourse ?? null}::int is null or e.id_course = ${p.idCourse ?? null}::int)
          and (${p.idUser ?? null}::int is null or e.id_user = ${p.idUser ?? null}::int)
          and (${p.completed ?? null}::boolean is null or (e.completed_at is not null) = ${p.completed ?? null}::boolean)
          ${teacher === null ? sql`` : sql`and courses.id_teacher = ${teacher}::int`}
          ${
            keyword === null
              ? sql``
              : sql`and (${userMatching(p.keyword ?? '')} or courses.name ilike ${keyword}::text)`
          }`;
    const joined = sql`join users on users.id = e.id_user join courses on courses.id = e.id_course`;
    // The total apart from the page: without a keyword or a learner, from the enrolments counted per course
    // (migration 0051) instead of counting half a million rows; else counted, joining learners and courses
    // only when a filter needs them. The page then walks the activity index.
    const counting =
      keyword === null && p.idUser === undefined
        ? sql<{ total: number }>`
      select coalesce(sum(${
        p.completed === undefined
          ? sql`n.enrolments`
          : p.completed
            ? sql`n.completed`
            : sql`n.enrolments - n.completed`
      }), 0)::int as total
        from course_enrolment_counts n
       where n.id_site = ${ctx.site.id}
         ${p.idCourse === undefined ? sql`` : sql`and n.id_course = ${p.idCourse}::int`}
         ${
           teacher === null
             ? sql``
             : sql`and n.id_course in (select c.id from courses c where c.id_site = ${ctx.site.id} and c.id_teacher = ${teacher}::int)`
         }`.execute(ctx.db.raw)
        : sql<{ total: number }>`
      select count(*)::int as total from course_enrolments e
      ${keyword !== null || teacher !== null ? joined : sql``}
      ${matching}`.execute(ctx.db.raw);
    const paging = sql<StudyRow>`
      with page as (
        select e.id, e.id_course, e.id_user, e.progress, e.last_activity_at, e.completed_at,
          users.full_name, users.username, courses.name as course_name,
          ${byQuiz ? sql.raw(quizAverageFor('e')) : sql`null::int`} as "quizAverage"
        from course_enrolments e
        ${joined}
        ${matching}
        order by ${sql.raw(column)} ${sql.raw(direction)} nulls last, e.id
        limit ${limit} offset ${offset}
      )
      select page.id_user as "idUser", page.full_name as "fullName", page.username,
        page.id_course as "idCourse", page.course_name as "courseName", page.progress,
        page.last_activity_at as "lastActivityAt", page.completed_at as "completedAt",
        (select count(*)::int from course_lessons l where l.id_course = page.id_course and l.id_chapter is not null)
          as lessons,
        (select count(*)::int from lesson_progress lp
          where lp.id_course = page.id_course and lp.id_user = page.id_user and lp.completed_at is not null)
          as "completedLessons",
        ${byQuiz ? sql`page."quizAverage"` : sql.raw(quizAverageFor('page'))} as "quizAverage"
      from page
      order by ${sql.raw(outerOrder(column))} ${sql.raw(direction)} nulls last, page.id`.execute(ctx.db.raw);
    const [counted, rows] = await Promise.all([counting, paging]);
    return ok({
      data: rows.rows.map((row) => ({
        ...row,
        lastActivityAt: iso(row.lastActivityAt),
        completedAt: iso(row.completedAt),
      })),
      total: counted.rows[0]?.total ?? 0,
    });
  }),
];
