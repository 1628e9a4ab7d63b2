import { contract, type StudyRow } from '@saola/core/api';
import { sql } from 'kysely';
import { ok, type SignedInContext } from '../../http/context';
import { containing, pageWindow, sortOrder } from '../../http/paging';
import { route } from '../../http/routes';
import { managesAllCourses } from '../course/scope';

const SORTS = {
  fullName: 'users.full_name',
  courseName: 'courses.name',
  progress: 'e.progress',
  lastActivityAt: 'e.last_activity_at',
  quizAverage: '"quizAverage"',
} as const;

export const studyRoutes = [
  /** Every learner's progress in every course the caller manages: one statement whatever the page size. */
  route(contract.study.list, async (ctx) => {
    const p = ctx.payload;
    const user = (ctx as SignedInContext<unknown>).auth.user;
    const teacher = managesAllCourses(user) ? null : user.id;
    const keyword = p.keyword?.trim() ? containing(p.keyword) : null;
    const { column, direction } = sortOrder(p, SORTS, SORTS.lastActivityAt);
    const { limit, offset } = pageWindow(p);
    const rows = await sql<StudyRow & { total: number }>`
      select users.id as "idUser", users.full_name as "fullName", users.username,
        courses.id as "idCourse", courses.name as "courseName", e.progress,
        e.last_activity_at as "lastActivityAt", e.completed_at as "completedAt",
        (select count(*)::int from course_lessons l where l.id_course = e.id_course and l.id_chapter is not null)
          as lessons,
        (select count(*)::int from lesson_progress lp
          where lp.id_course = e.id_course and lp.id_user = e.id_user and lp.completed_at is not null)
          as "completedLessons",
        (select round(avg(best))::int from (
          select max(a.score * 100.0 / nullif(a.max_score, 0)) as best
          from quiz_attempts a join course_lessons l on l.id = a.id_lesson
          where l.id_course = e.id_course and a.id_user = e.id_user and a.submitted_at is not null
          group by a.id_lesson) q) as "quizAverage",
        count(*) over ()::int as total
      from course_enrolments e
      join users on users.id = e.id_user
      join courses on courses.id = e.id_course
      where e.id_site = ${ctx.site.id}
        and (${teacher}::int is null or courses.id_teacher = ${teacher}::int)
        and (${p.idCourse ?? null}::int is null or e.id_course = ${p.idCourse ?? null}::int)
        and (${p.idUser ?? null}::int is null or e.id_user = ${p.idUser ?? null}::int)
        and (${p.completed ?? null}::boolean is null or (e.completed_at is not null) = ${p.completed ?? null}::boolean)
        and (${keyword}::text is null or users.full_name ilike ${keyword}::text
          or users.username ilike ${keyword}::text or courses.name ilike ${keyword}::text)
      order by ${sql.raw(column)} ${sql.raw(direction)} nulls last, e.id
      limit ${limit} offset ${offset}`.execute(ctx.db.raw);
    const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
    return ok({
      data: rows.rows.map(({ total: _t, ...row }) => ({
        ...row,
        lastActivityAt: iso(row.lastActivityAt),
        completedAt: iso(row.completedAt),
      })),
      total: rows.rows[0]?.total ?? 0,
    });
  }),
];
