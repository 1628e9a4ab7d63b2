import { contract, type Post, type Review, type Thread } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { ok, type SignedInContext } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { containing } from '../../http/paging';
import { newestFirst, pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';
import { managesAllCourses } from '../../policy/course-scope';
import { learnerView } from './access';
import { courseRating } from './ratings';

const { review: reviewApi, question: questionApi } = contract;
const STAFF = [ID_TYPE.OWNER, ID_TYPE.TEACHER] as number[];

/** Reviews with their course's and author's names. */
function reviews(db: ScopedDb) {
  return db
    .select('courseReviews')
    .innerJoin('courses', 'courses.id', 'courseReviews.idCourse')
    .innerJoin('users', 'users.id', 'courseReviews.idUser')
    .selectAll('courseReviews')
    .select(['courses.name as courseName', 'users.fullName']);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviews>['executeTakeFirstOrThrow']>>;
const toReview = (row: ReviewRow): Review => ({ ...row, createdAt: iso(row.createdAt) });

/** Posts of the Q&A with their author's name and whether the author is staff. */
function posts(db: ScopedDb) {
  return db
    .select('coursePosts')
    .innerJoin('courses', 'courses.id', 'coursePosts.idCourse')
    .innerJoin('users', 'users.id', 'coursePosts.idUser')
    .selectAll('coursePosts')
    .select(['courses.name as courseName', 'users.fullName', 'users.idType']);
}

type PostRow = Awaited<ReturnType<ReturnType<typeof posts>['executeTakeFirstOrThrow']>>;
const toPost = (row: PostRow): Post => ({
  id: row.id,
  body: row.body,
  idUser: row.idUser,
  fullName: row.fullName,
  isStaff: STAFF.includes(row.idType),
  hidden: row.hidden,
  createdAt: iso(row.createdAt),
});

/** Threads of a page with their answers: two queries whatever the page size. */
async function threads(db: ScopedDb, rows: PostRow[], withHidden: boolean): Promise<Thread[]> {
  if (rows.length === 0) return [];
  let answers = posts(db).where(
    'coursePosts.idQuestion',
    'in',
    rows.map((r) => r.id),
  );
  if (!withHidden) answers = answers.where('coursePosts.hidden', '=', false);
  const all = await answers.orderBy('coursePosts.id').execute();
  return rows.map((row) => ({
    ...toPost(row),
    idCourse: row.idCourse,
    courseName: row.courseName,
    answers: all.filter((a) => a.idQuestion === row.id).map(toPost),
  }));
}

/** The teacher an admin list is limited to: none for owners (and the right), else the caller. */
function staffTeacher(ctx: SignedInContext<unknown>): number | null {
  return managesAllCourses(ctx.auth.user) ? null : ctx.auth.user.id;
}

/** Ids all belonging to courses the caller manages (another site's are 404, another teacher's 403). */
async function managedIds(
  ctx: SignedInContext<unknown>,
  table: 'courseReviews' | 'coursePosts',
  ids: number[],
) {
  const unique = [...new Set(ids)];
  const found = await ctx.db
    .select(table)
    .innerJoin('courses', 'courses.id', `${table}.idCourse` as 'courseReviews.idCourse')
    .where(`${table}.id` as 'courseReviews.id', 'in', unique)
    .select(['courses.idTeacher'])
    .execute();
  if (found.length !== unique.length) throw notFound();
  if (!managesAllCourses(ctx.auth.user) && found.some((r) => r.idTeacher !== ctx.auth.user.id))
    throw forbidden();
  return unique;
}

export const discussionRoutes = [
  route(reviewApi.list, async (ctx) => {
    const signed = ctx as SignedInContext<unknown>;
    const view = await learnerView(signed, ctx.payload.idCourse);
    const { data: rows, total } = await pageOf(
      reviews(ctx.db)
        .where('courseReviews.idCourse', '=', view.course.id)
        .where('courseReviews.hidden', '=', false),
      ctx.payload,
      newestFirst('courseReviews.id'),
    );
    const mine = await reviews(ctx.db)
      .where('courseReviews.idCourse', '=', view.course.id)
      .where('courseReviews.idUser', '=', signed.auth.user.id)
      .executeTakeFirst();
    const rating = await courseRating(ctx.db, view.course.id);
    return ok({
      data: rows.map(toReview),
      total: total,
      ...rating,
      mine: mine ? toReview(mine) : null,
      canReview: view.standing === 'enrolled',
    });
  }),

  route(reviewApi.save, async (ctx) => {
    const signed = ctx as SignedInContext<unknown>;
    const view = await learnerView(signed, ctx.payload.idCourse);
    if (view.standing !== 'enrolled') throw badRequest('review.enrolledOnly');
    const { id } = await ctx.db
      .insert('courseReviews', {
        idCourse: view.course.id,
        idUser: signed.auth.user.id,
        rating: ctx.payload.rating,
        comment: ctx.payload.comment?.trim() ?? '',
      })
      .onConflict((oc) =>
        oc.columns(['idCourse', 'idUser']).doUpdateSet({
          rating: ctx.payload.rating,
          comment: ctx.payload.comment?.trim() ?? '',
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok(
      toReview(await reviews(ctx.db).where('courseReviews.id', '=', id).executeTakeFirstOrThrow()),
      ctx.t('review.thanks'),
    );
  }),

  route(reviewApi.adminList, async (ctx) => {
    const p = ctx.payload;
    const teacher = staffTeacher(ctx as SignedInContext<unknown>);
    let query = reviews(ctx.db).$if(teacher !== null, (q) => q.where('courses.idTeacher', '=', teacher));
    if (p.idCourse) query = query.where('courseReviews.idCourse', '=', p.idCourse);
    if (p.hidden !== undefined) query = query.where('courseReviews.hidden', '=', p.hidden);
    if (p.keyword?.trim()) {
      const pattern = containing(p.keyword);
      query = query.where((eb) =>
        eb.or([
          eb('courseReviews.comment', 'ilike', pattern),
          eb('users.fullName', 'ilike', pattern),
          eb('courses.name', 'ilike', pattern),
        ]),
      );
    }
    const { data: rows, total } = await pageOf(query, p, newestFirst('courseReviews.id'));
    return ok({ data: rows.map(toReview), total });
  }),

  route(reviewApi.setHidden, async (ctx) => {
    const ids = await managedIds(ctx as SignedInContext<unknown>, 'courseReviews', ctx.payload.ids);
    const changed = await ctx.db
      .update('courseReviews')
      .set({ hidden: ctx.payload.hidden })
      .where('id', 'in', ids)
      .returning('id')
      .execute();
    return ok({ changed: changed.length }, ctx.t('common.saved'));
  }),

  route(reviewApi.reply, async (ctx) => {
    const [id] = await managedIds(ctx as SignedInContext<unknown>, 'courseReviews', [ctx.payload.id]);
    await ctx.db
      .update('courseReviews')
      .set({ reply: ctx.payload.reply.trim() || null })
      .where('id', '=', id as number)
      .execute();
    return ok(
      toReview(
        await reviews(ctx.db)
          .where('courseReviews.id', '=', id as number)
          .executeTakeFirstOrThrow(),
      ),
      ctx.t('common.saved'),
    );
  }),

  route(reviewApi.delete, async (ctx) => {
    const ids = await managedIds(ctx as SignedInContext<unknown>, 'courseReviews', ctx.payload.ids);
    const deleted = await ctx.db.deleteFrom('courseReviews').where('id', 'in', ids).returning('id').execute();
    return ok({ deleted: deleted.length }, ctx.t('common.deleted'));
  }),

  route(questionApi.list, async (ctx) => {
    const view = await learnerView(ctx as SignedInContext<unknown>, ctx.payload.idCourse);
    const { data: rows, total } = await pageOf(
      posts(ctx.db)
        .where('coursePosts.idCourse', '=', view.course.id)
        .where('coursePosts.idQuestion', 'is', null)
        .where('coursePosts.hidden', '=', false),
      ctx.payload,
      newestFirst('coursePosts.id'),
    );
    return ok({ data: await threads(ctx.db, rows, false), total });
  }),

  route(questionApi.ask, async (ctx) => {
    const signed = ctx as SignedInContext<unknown>;
    const view = await learnerView(signed, ctx.payload.idCourse);
    if (view.standing === 'visitor') throw badRequest('review.enrolledOnly');
    const { id } = await ctx.db
      .insert('coursePosts', {
        idCourse: view.course.id,
        idUser: signed.auth.user.id,
        body: ctx.payload.body.trim(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await posts(ctx.db).where('coursePosts.id', '=', id).executeTakeFirstOrThrow();
    return ok((await threads(ctx.db, [row], false))[0] as Thread, ctx.t('common.saved'));
  }),

  route(questionApi.answer, async (ctx) => {
    const signed = ctx as SignedInContext<unknown>;
    const asked = await ctx.db
      .select('coursePosts')
      .where('id', '=', ctx.payload.idQuestion)
      .where('idQuestion', 'is', null)
      .select(['id', 'idCourse'])
      .executeTakeFirst();
    if (!asked) throw notFound();
    // Staff answer in the courses they manage; learners in courses they take.
    const view = await learnerView(signed, asked.idCourse);
    if (view.standing === 'visitor') throw badRequest('review.enrolledOnly');
    const { id } = await ctx.db
      .insert('coursePosts', {
        idCourse: asked.idCourse,
        idUser: signed.auth.user.id,
        idQuestion: asked.id,
        body: ctx.payload.body.trim(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok(
      toPost(await posts(ctx.db).where('coursePosts.id', '=', id).executeTakeFirstOrThrow()),
      ctx.t('common.saved'),
    );
  }),

  route(questionApi.adminList, async (ctx) => {
    const p = ctx.payload;
    const teacher = staffTeacher(ctx as SignedInContext<unknown>);
    let query = posts(ctx.db)
      .$if(teacher !== null, (q) => q.where('courses.idTeacher', '=', teacher))
      .where('coursePosts.idQuestion', 'is', null);
    if (p.idCourse) query = query.where('coursePosts.idCourse', '=', p.idCourse);
    if (p.hidden !== undefined) query = query.where('coursePosts.hidden', '=', p.hidden);
    if (p.keyword?.trim()) {
      const pattern = containing(p.keyword);
      query = query.where((eb) =>
        eb.or([
          eb('coursePosts.body', 'ilike', pattern),
          eb('users.fullName', 'ilike', pattern),
          eb('courses.name', 'ilike', pattern),
        ]),
      );
    }
    const { data: rows, total } = await pageOf(query, p, newestFirst('coursePosts.id'));
    return ok({ data: await threads(ctx.db, rows, true), total });
  }),

  route(questionApi.setHidden, async (ctx) => {
    const ids = await managedIds(ctx as SignedInContext<unknown>, 'coursePosts', ctx.payload.ids);
    const changed = await ctx.db
      .update('coursePosts')
      .set({ hidden: ctx.payload.hidden })
      .where('id', 'in', ids)
      .returning('id')
      .execute();
    return ok({ changed: changed.length }, ctx.t('common.saved'));
  }),

  route(questionApi.delete, async (ctx) => {
    const ids = await managedIds(ctx as SignedInContext<unknown>, 'coursePosts', ctx.payload.ids);
    const deleted = await ctx.db.deleteFrom('coursePosts').where('id', 'in', ids).returning('id').execute();
    return ok({ deleted: deleted.length }, ctx.t('common.deleted'));
  }),
];
