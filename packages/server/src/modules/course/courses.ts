import { type Course, type CourseSummary, contract } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { CoursesTable, Database } from '../../db/schema';
import { ok, type SignedInContext } from '../../http/context';
import { badRequest, fieldError, forbidden, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';
import { approvesOwnCourse, assertMayDecide } from '../../policy/approval-independence';
import { managesAllCourses, seesAllCourses } from '../../policy/course-scope';
import { assertRoom } from '../../policy/service-package';
import { cleanRichText } from '../../security/rich-text';
import { decideCourse, hasOpenRequest, openRequest } from '../organisation';

const { course: api } = contract;
type Payload = (typeof api.add.payload)['TYPE'];

/** Courses of the site with their teacher's and category's names and their number of students. */
function catalogue(db: ScopedDb) {
  return db
    .select('courses')
    .leftJoin('users as teacher', 'teacher.id', 'courses.idTeacher')
    .leftJoin('courseCategories as category', 'category.id', 'courses.idCategory')
    .selectAll('courses')
    .select([
      'teacher.fullName as teacherName',
      'category.name as categoryName',
      sql<number>`(select count(*)::int from course_enrolments e where e.id_course = courses.id)`.as(
        'students',
      ),
    ]);
}

type Row = Selectable<CoursesTable> & {
  teacherName: string | null;
  categoryName: string | null;
  students: number;
};

function toSummary(row: Row): CourseSummary {
  return {
    id: row.id,
    name: row.name,
    coverUrl: row.coverUrl,
    idTeacher: row.idTeacher,
    teacherName: row.teacherName,
    idCategory: row.idCategory,
    categoryName: row.categoryName,
    isPaid: row.isPaid,
    price: row.price,
    visibility: row.visibility,
    approval: row.approval,
    students: row.students,
    createdAt: iso(row.createdAt),
  };
}

function toCourse(row: Row): Course {
  return {
    ...toSummary(row),
    welcome: row.welcome,
    about: row.about,
    benefits: row.benefits,
    isTrial: row.isTrial,
    isOpen: row.isOpen,
    opening: row.opening,
    denialReason: row.denialReason,
    updatedAt: iso(row.updatedAt),
  };
}

/** One course the caller may manage: another site's id is 404, another teacher's course 403. */
export async function manageable(ctx: SignedInContext<unknown>, id: number): Promise<Row> {
  const row = (await catalogue(ctx.db).where('courses.id', '=', id).executeTakeFirst()) as Row | undefined;
  if (!row) throw notFound();
  if (!managesAllCourses(ctx.auth.user) && row.idTeacher !== ctx.auth.user.id) throw forbidden();
  return row;
}

/** The row to store from a payload, after the checks a form cannot make. */
async function courseRow(ctx: SignedInContext<Payload>, current?: Row) {
  const p = ctx.payload;
  const user = ctx.auth.user;
  let idTeacher = p.idTeacher ?? current?.idTeacher ?? user.id;
  if (!managesAllCourses(user)) {
    if (p.idTeacher && p.idTeacher !== user.id) throw forbidden();
    idTeacher = user.id;
  } else if (idTeacher !== current?.idTeacher) {
    const teacher = await ctx.db
      .select('users')
      .where('id', '=', idTeacher)
      .select(['idType'])
      .executeTakeFirst();
    if (!teacher) throw notFound();
    if (teacher.idType !== ID_TYPE.TEACHER && teacher.idType !== ID_TYPE.OWNER)
      throw fieldError('idTeacher', ctx.t('errors.notATeacher'));
  }
  const idCategory = p.idCategory === undefined ? (current?.idCategory ?? null) : p.idCategory;
  if (idCategory) {
    const found = await ctx.db
      .select('courseCategories')
      .where('id', '=', idCategory)
      .select('id')
      .executeTakeFirst();
    if (!found) throw notFound();
  }
  const isPaid = p.isPaid ?? current?.isPaid ?? false;
  const price = isPaid ? (p.price ?? current?.price ?? 0) : 0;
  if (isPaid && price <= 0) throw fieldError('price', ctx.t('errors.pricePositive'));
  return {
    name: p.name.trim(),
    welcome: p.welcome ?? current?.welcome ?? '',
    about: p.about === undefined ? (current?.about ?? '') : cleanRichText(p.about),
    benefits: JSON.stringify((p.benefits ?? current?.benefits ?? []).map((b) => b.trim())),
    idTeacher,
    idCategory,
    isPaid,
    price,
    isTrial: p.isTrial ?? current?.isTrial ?? false,
    isOpen: p.isOpen ?? current?.isOpen ?? false,
    opening: p.opening ?? current?.opening ?? 'all',
    coverUrl: p.coverUrl === undefined ? (current?.coverUrl ?? null) : p.coverUrl,
    visibility: p.visibility ?? current?.visibility ?? 'private',
  };
}

/**
 * A teacher's new or resubmitted course waits for an owner when the site asks for approval; one who manages
 * every course has others' courses approved as she saves them, never her own (policy approval-independence).
 */
function approvalFor(ctx: SignedInContext<unknown>, idTeacher: number | null, current?: Row) {
  const approves = managesAllCourses(ctx.auth.user) && !approvesOwnCourse(ctx, idTeacher);
  if (approves || !ctx.site.courseApprovalRequired) return current ? {} : { approval: 'approved' as const };
  if (!current || current.approval === 'denied') return { approval: 'pending' as const, denialReason: null };
  return {};
}

const SORTS = { name: 'courses.name', createdAt: 'courses.createdAt', price: 'courses.price' } as const;

export const courseRoutes = [
  route(api.list, async (ctx) => {
    const p = ctx.payload;
    const auth = ctx.auth as NonNullable<typeof ctx.auth>;
    let query = catalogue(ctx.db) as unknown as SelectQueryBuilder<Database, 'courses', Row>;
    if (!seesAllCourses(auth.user)) query = query.where('courses.idTeacher', '=', auth.user.id);
    if (p.idCategory)
      query = query.where(
        sql<boolean>`courses.id_category in (
          with recursive below as (
            select id from course_categories where id = ${p.idCategory} and id_site = ${ctx.site.id}
            union all select c.id from course_categories c join below on c.id_parent = below.id
          ) select id from below)`,
      );
    if (p.idTeacher) query = query.where('courses.idTeacher', '=', p.idTeacher);
    if (p.approval) query = query.where('courses.approval', '=', p.approval);
    if (p.visibility) query = query.where('courses.visibility', '=', p.visibility);
    if (p.isPaid !== undefined) query = query.where('courses.isPaid', '=', p.isPaid);
    const page = await pageOf(query, p, {
      sorts: SORTS,
      fallback: SORTS.createdAt,
      search: ['courses.name'],
      tieBreak: 'courses.id',
    });
    return ok({ ...page, data: page.data.map(toSummary) });
  }),

  route(api.get, async (ctx) =>
    ok(toCourse(await manageable(ctx as SignedInContext<unknown>, ctx.payload.id))),
  ),

  route(api.add, async (ctx) => {
    const signed = ctx as SignedInContext<Payload>;
    const row = await courseRow(signed);
    const approval = approvalFor(signed, row.idTeacher);
    const id = await ctx.db.transaction(async (tx) => {
      await assertRoom(tx.raw, ctx.site.id, 'courses');
      const created = await tx
        .insert('courses', { ...row, ...approval })
        .returning('id')
        .executeTakeFirstOrThrow();
      // A course waiting for approval goes through the approval flow set for courses, if there is one.
      if (approval.approval === 'pending')
        await openRequest(tx, 'course', { id: created.id, name: row.name }, signed.auth.user.id);
      return created.id;
    });
    return ok(toCourse(await manageable(signed, id)), ctx.t('common.saved'));
  }),

  route(api.edit, async (ctx) => {
    const signed = ctx as SignedInContext<Payload & { id: number }>;
    const current = await manageable(signed, ctx.payload.id);
    const row = await courseRow(signed, current);
    const approval = approvalFor(signed, row.idTeacher, current);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update('courses')
        .set({ ...row, ...approval, updatedAt: ctx.services.clock.now() })
        .where('id', '=', current.id)
        .execute();
      // A denied course sent again opens a new request in the flow.
      if (
        'approval' in approval &&
        approval.approval === 'pending' &&
        !(await hasOpenRequest(tx, 'course', current.id))
      )
        await openRequest(tx, 'course', { id: current.id, name: row.name }, signed.auth.user.id);
    });
    return ok(toCourse(await manageable(signed, current.id)), ctx.t('common.saved'));
  }),

  route(api.delete, async (ctx) => {
    const signed = ctx as SignedInContext<unknown>;
    const ids = [...new Set(ctx.payload.ids)];
    const found = await ctx.db.select('courses').where('id', 'in', ids).select(['id', 'idTeacher']).execute();
    if (found.length !== ids.length) throw notFound();
    if (!managesAllCourses(signed.auth.user) && found.some((c) => c.idTeacher !== signed.auth.user.id))
      throw forbidden();
    const deleted = await ctx.db.transaction(async (tx) => {
      // Their approval requests go with them: there is nothing left to approve.
      await tx
        .deleteFrom('approvalRequests')
        .where('kind', '=', 'course')
        .where('idTarget', 'in', ids)
        .execute();
      return tx.deleteFrom('courses').where('id', 'in', ids).returning('id').execute();
    });
    return ok({ deleted: deleted.length }, ctx.t('common.deleted'));
  }),

  route(api.approve, async (ctx) => {
    const signed = ctx as SignedInContext<unknown>;
    const current = await manageable(signed, ctx.payload.id);
    const reason = ctx.payload.reason?.trim() ?? '';
    if (ctx.payload.approval === 'denied' && !reason)
      throw fieldError('reason', ctx.t('errors.denialReasonRequired'));
    // A course waiting in an approval flow is decided by the flow's approvers, step by step.
    if (await hasOpenRequest(ctx.db, 'course', current.id)) throw badRequest('orgError.decidedInFlow');
    // By hand the right decides, so its holder is the approver; the course's teacher never approves it.
    assertMayDecide(ctx, {
      idApprover: signed.auth.user.id,
      idRequester: null,
      idSubject: null,
      idTeacher: current.idTeacher,
      appointedBy: null,
      appointedAt: null,
    });
    const { approval } = ctx.payload;
    await ctx.db.transaction((tx) => decideCourse(ctx, tx, current.id, approval === 'approved', reason));
    return ok(toCourse(await manageable(signed, current.id)), ctx.t('common.saved'));
  }),
];
