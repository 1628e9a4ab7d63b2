import {
  contract,
  type Exam,
  type ExamPayload,
  type ExamResultRow,
  type ExamState,
  type ExamSummary,
} from '@saola/core/api';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { ok, type SignedInContext } from '../../http/context';
import { fieldError, notFound } from '../../http/errors';
import { iso, localTime } from '../../http/iso';
import { deleteOwned, ownIds, pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import { managesAllCourses } from '../../policy/course-scope';
import { examsInScope, examsMayChange, examTakersSeen } from '../../policy/exam-scope';
import { classesMayName, learnersMayBringIn } from '../../policy/learner-scope';
import { lessonOf } from '../course';
import { notifyEvent } from '../notification';
import { stateAt, takersOf } from './shared';

const { exam: api } = contract;
type Ctx = SignedInContext<unknown>;

type SummaryRow = Omit<ExamSummary, 'opensAt' | 'closesAt' | 'createdAt'> & {
  opensAt: Date;
  closesAt: Date;
  createdAt: Date;
};

/**
 * The exams the caller sees (`examsInScope`), or with `change` those she may change (`examsMayChange`): in the
 * query, so lists, counts, single reads, results and writes agree.
 */
function exams(ctx: Ctx, access: 'see' | 'change' = 'see') {
  const now = ctx.services.clock.now();
  const query = ctx.db
    .select('exams')
    .leftJoin('courseLessons as lesson', 'lesson.id', 'exams.idLesson')
    .leftJoin('userGroups as grp', 'grp.id', 'exams.idGroup')
    .select([
      'exams.id',
      'exams.name',
      'exams.opensAt',
      'exams.closesAt',
      'exams.durationMinutes',
      'exams.attemptsAllowed',
      'lesson.title as lessonTitle',
      'grp.name as groupName',
      sql<number>`(select count(*)::int from ${takersOf} as takers)`.as('takers'),
      sql<number>`(select count(distinct coalesce(a.id_user, -a.id))::int from exam_attempts a
        where a.id_exam = exams.id and a.submitted_at is not null)`.as('submitted'),
      'exams.resultsReleased',
      'exams.isPublic',
      stateAt(now).as('state'),
      'exams.createdAt',
      examsMayChange(ctx).as('mayChange'),
    ]) as unknown as SelectQueryBuilder<Database, 'exams', SummaryRow>;
  return query.where(access === 'change' ? examsMayChange(ctx) : examsInScope(ctx));
}

const toSummary = (r: SummaryRow): ExamSummary => ({
  ...r,
  opensAt: iso(r.opensAt),
  closesAt: iso(r.closesAt),
  createdAt: iso(r.createdAt),
});

async function oneExam(ctx: Ctx, id: number, access: 'see' | 'change' = 'see'): Promise<Exam> {
  const row = await exams(ctx, access)
    .where('exams.id', '=', id)
    .leftJoin('subjects as subject', 'subject.id', 'exams.idSubject')
    .select([
      'exams.description',
      'exams.idLesson',
      'exams.idGroup',
      'exams.passPercent',
      'exams.shuffle',
      'exams.showAnswers',
      'exams.idSubject',
      'subject.name as subjectName',
      'exams.factor',
      'exams.term',
    ])
    .executeTakeFirst();
  if (!row) throw notFound();
  const users = await ctx.db
    .select('examTakers')
    .innerJoin('users', 'users.id', 'examTakers.idUser')
    .where('examTakers.idExam', '=', id)
    .where(examTakersSeen(ctx, row.mayChange, 'users.id'))
    .select(['users.id', 'users.fullName'])
    .orderBy('users.fullName')
    .execute();
  return { ...row, ...toSummary(row), users };
}

function moment(ctx: Ctx, field: 'opensAt' | 'closesAt', value: string): Date {
  const at = new Date(value.trim());
  if (Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 2200)
    throw fieldError(field, ctx.t('validation.invalidValue'));
  return at;
}

/** The checks the fields' shapes cannot express; answers the row to store and the chosen learners. */
async function examRow(ctx: Ctx, p: ExamPayload) {
  const opensAt = moment(ctx, 'opensAt', p.opensAt);
  const closesAt = moment(ctx, 'closesAt', p.closesAt);
  if (closesAt <= opensAt) throw fieldError('closesAt', ctx.t('exam.closeAfterOpen'));
  const lesson = await lessonOf(ctx, p.idLesson);
  if (lesson.kind !== 'quiz') throw fieldError('idLesson', ctx.t('exam.notAQuiz'));
  if (p.idGroup) await classesMayName(ctx, [p.idGroup], 'idGroup');
  const idUsers = await learnersMayBringIn(ctx, p.idUsers ?? [], 'idUsers');
  if (p.idSubject) await ownIds(ctx.db, 'subjects', [p.idSubject]);
  if (!p.idGroup && !idUsers.length && !p.isPublic) throw fieldError('idGroup', ctx.t('exam.takersRequired'));
  return {
    row: {
      name: p.name.trim(),
      description: (p.description ?? '').trim(),
      idLesson: lesson.id,
      idGroup: p.idGroup ?? null,
      opensAt,
      closesAt,
      durationMinutes: p.durationMinutes,
      attemptsAllowed: p.attemptsAllowed,
      passPercent: p.passPercent,
      shuffle: p.shuffle ?? false,
      resultsReleased: p.resultsReleased ?? false,
      showAnswers: p.showAnswers ?? false,
      isPublic: p.isPublic ?? false,
      idSubject: p.idSubject ?? null,
      factor: p.factor ?? 1,
      term: p.term?.trim() || null,
    },
    idUsers,
  };
}

export const examRoutes = [
  route(api.list, async (ctx) => {
    const p = ctx.payload;
    let query = exams(ctx as Ctx);
    if (p.state) query = query.where(stateAt(ctx.services.clock.now()), '=', p.state as ExamState);
    const page = await pageOf(query, p, {
      sorts: { name: 'exams.name', opensAt: 'exams.opensAt', closesAt: 'exams.closesAt' },
      fallback: 'exams.opensAt',
      search: ['exams.name'],
      tieBreak: 'exams.id',
    });
    return ok({ ...page, data: page.data.map(toSummary) });
  }),

  route(api.get, async (ctx) => ok(await oneExam(ctx as Ctx, ctx.payload.id))),

  route(api.add, async (ctx) => {
    const c = ctx as Ctx;
    const { row, idUsers } = await examRow(c, ctx.payload);
    const id = await ctx.db.transaction(async (tx) => {
      const { id: created } = await tx
        .insert('exams', { ...row, idCreator: c.auth.user.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (idUsers.length)
        await tx
          .insert(
            'examTakers',
            idUsers.map((idUser) => ({ idExam: created, idUser })),
          )
          .execute();
      const takers = await tx
        .select('exams')
        .where('id', '=', created)
        .select(sql<number[]>`array(${takersOf})`.as('ids'))
        .executeTakeFirstOrThrow();
      await notifyEvent(tx.raw, ctx.site.id, c.services.clock.now(), {
        event: 'exam',
        idUsers: takers.ids,
        params: { exam: row.name, time: localTime(row.opensAt, ctx.site.timeZone) },
      });
      return created;
    });
    return ok(await oneExam(c, id), ctx.t('common.saved'));
  }),

  route(api.edit, async (ctx) => {
    const c = ctx as Ctx;
    const current = await oneExam(c, ctx.payload.id, 'change');
    const { row, idUsers } = await examRow(c, ctx.payload);
    await ctx.db.transaction(async (tx) => {
      await tx.update('exams').set(row).where('id', '=', current.id).execute();
      await tx.deleteFrom('examTakers').where('idExam', '=', current.id).execute();
      if (idUsers.length)
        await tx
          .insert(
            'examTakers',
            idUsers.map((idUser) => ({ idExam: current.id, idUser })),
          )
          .execute();
    });
    return ok(await oneExam(c, current.id), ctx.t('common.saved'));
  }),

  route(api.delete, async (ctx) => {
    const ids = [...new Set(ctx.payload.ids)];
    if (!ids.length) return ok({ deleted: 0 }, ctx.t('common.deleted'));
    // Only exams the caller may change: any other id is as if it were not there.
    const found = await exams(ctx as Ctx, 'change')
      .where('exams.id', 'in', ids)
      .execute();
    if (found.length !== ids.length) throw notFound();
    const result = await deleteOwned(ctx.db, 'exams', ids);
    return ok(result, ctx.t('common.deleted'));
  }),

  route(api.quizzes, async (ctx) => {
    const c = ctx as Ctx;
    let query = ctx.db
      .select('courseLessons')
      .innerJoin('courses', 'courses.id', 'courseLessons.idCourse')
      .where('courseLessons.kind', '=', 'quiz')
      .select([
        'courseLessons.id',
        'courseLessons.title',
        'courses.name as courseName',
        sql<number>`(select count(*)::int from quiz_questions q where q.id_lesson = course_lessons.id)`.as(
          'questions',
        ),
      ]);
    if (!managesAllCourses(c.auth.user)) query = query.where('courses.idTeacher', '=', c.auth.user.id);
    const page = await pageOf(query, ctx.payload, {
      sorts: { title: 'courseLessons.title' },
      fallback: 'courseLessons.id',
      search: ['courseLessons.title', 'courses.name'],
      tieBreak: 'courseLessons.id',
    });
    return ok(page);
  }),

  route(api.results, async (ctx) => {
    const c = ctx as Ctx;
    const exam = await exams(c).where('exams.id', '=', ctx.payload.id).executeTakeFirst();
    if (!exam) throw notFound();
    const site = ctx.site.id;
    const { rows } = await sql<{
      idUser: number | null;
      fullName: string;
      username: string | null;
      attempts: number;
      score: number | null;
      maxScore: number | null;
      passed: boolean | null;
      startedAt: Date | null;
      submittedAt: Date | null;
    }>`
      with takers as (
        select t.id_user from exam_takers t where t.id_exam = ${exam.id} and t.id_site = ${site}
        union select m.id_user from user_group_members m join exams e on e.id_group = m.id_group
          and e.id_site = m.id_site where e.id = ${exam.id} and e.id_site = ${site}
        union select a.id_user from exam_attempts a where a.id_exam = ${exam.id} and a.id_site = ${site}
          and a.id_user is not null
      ), best as (
        select distinct on (a.id_user) a.id_user, a.score, a.max_score, a.passed, a.submitted_at
          from exam_attempts a where a.id_exam = ${exam.id} and a.id_site = ${site}
            and a.id_user is not null and a.submitted_at is not null
          order by a.id_user, a.score desc, a.submitted_at
      )
      select u.id as "idUser", u.full_name as "fullName", u.username,
        (select count(*)::int from exam_attempts a where a.id_exam = ${exam.id} and a.id_user = u.id) as attempts,
        b.score, b.max_score as "maxScore", b.passed,
        (select min(a.started_at) from exam_attempts a where a.id_exam = ${exam.id} and a.id_user = u.id) as "startedAt",
        b.submitted_at as "submittedAt"
      from takers k join users u on u.id = k.id_user and u.id_site = ${site}
      left join best b on b.id_user = u.id
      where ${examTakersSeen(c, exam.mayChange, 'u.id')}
      union all
      select null, a.guest_name, null, 1, a.score, a.max_score, a.passed, a.started_at, a.submitted_at
        from exam_attempts a where a.id_exam = ${exam.id} and a.id_site = ${site} and a.id_user is null
          and ${sql.lit(exam.mayChange)}
      order by 2
      limit 5000`.execute(ctx.db.raw);
    return ok({
      id: exam.id,
      name: exam.name,
      state: exam.state,
      resultsReleased: exam.resultsReleased,
      rows: rows.map(
        (r): ExamResultRow => ({
          idUser: r.idUser,
          fullName: r.fullName,
          username: r.username,
          status: r.submittedAt ? 'submitted' : r.attempts > 0 ? 'started' : 'notStarted',
          attempts: r.attempts,
          score: r.score,
          maxScore: r.maxScore,
          passed: r.passed,
          startedAt: r.startedAt ? iso(r.startedAt) : null,
          submittedAt: r.submittedAt ? iso(r.submittedAt) : null,
        }),
      ),
    });
  }),
];
