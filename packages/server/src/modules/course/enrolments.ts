import { contract, type Enrolment } from '@saola/core/api';
import { ok, type RequestContext, type SignedInContext } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import { learnersMayBringIn } from '../../policy/learner-scope';
import { userMatching } from '../auth';
import { notifyEvent } from '../notification';
import { manageable } from './courses';

const { enrolment: api } = contract;

/** Learners reach only approved courses, so enrolling into a pending or denied one would promise nothing. */
function approvedOnly(courses: Array<{ approval: string }>) {
  if (courses.some((course) => course.approval !== 'approved')) throw badRequest('errors.courseNotApproved');
}

/**
 * Enrols learners in courses (each pair once). The caller has checked them: staff through
 * `learnersMayBringIn`, a redeemed code enrols its own redeemer.
 */
export async function enrol(
  ctx: RequestContext<unknown>,
  idCourses: number[],
  ids: number[],
): Promise<number> {
  if (idCourses.length === 0) return 0;
  const now = ctx.services.clock.now();
  const added = await ctx.db
    .insert(
      'courseEnrolments',
      idCourses.flatMap((idCourse) => ids.map((idUser) => ({ idCourse, idUser, enrolledAt: now }))),
    )
    .onConflict((oc) => oc.columns(['idCourse', 'idUser']).doNothing())
    .returning(['idCourse', 'idUser'])
    .execute();
  if (added.length === 0) return 0;
  // Only the learners this call enrolled hear of it: one already in the course is not told again.
  const courses = await ctx.db
    .select('courses')
    .where('id', 'in', [...new Set(added.map((a) => a.idCourse))])
    .select(['id', 'name'])
    .execute();
  for (const course of courses)
    await notifyEvent(ctx.db.raw, ctx.site.id, now, {
      event: 'enrolment',
      idUsers: added.filter((a) => a.idCourse === course.id).map((a) => a.idUser),
      params: { course: course.name },
    });
  return added.length;
}

export const enrolmentRoutes = [
  route(api.list, async (ctx) => {
    const p = ctx.payload;
    await manageable(ctx as SignedInContext<unknown>, p.idCourse);
    let query = ctx.db
      .select('courseEnrolments')
      .innerJoin('users', 'users.id', 'courseEnrolments.idUser')
      .where('courseEnrolments.idCourse', '=', p.idCourse);
    if (p.keyword?.trim()) query = query.where(userMatching(p.keyword));
    const page = await pageOf(
      query.select([
        'users.id as idUser',
        'users.fullName',
        'users.username',
        'users.classLevel',
        'courseEnrolments.progress',
        'courseEnrolments.enrolledAt',
        'courseEnrolments.lastActivityAt',
        'courseEnrolments.completedAt',
      ]),
      p,
      {
        sorts: { progress: 'courseEnrolments.progress', fullName: 'users.fullName' },
        fallback: 'users.fullName',
        fallbackDirection: 'asc',
        tieBreak: 'users.id',
      },
    );
    return ok({
      ...page,
      data: page.data.map(
        (row): Enrolment => ({
          ...row,
          enrolledAt: iso(row.enrolledAt) as string,
          lastActivityAt: iso(row.lastActivityAt),
          completedAt: iso(row.completedAt),
        }),
      ),
    });
  }),

  route(api.add, async (ctx) => {
    const course = await manageable(ctx as SignedInContext<unknown>, ctx.payload.idCourse);
    approvedOnly([course]);
    const ids = await learnersMayBringIn(ctx as SignedInContext<unknown>, ctx.payload.idUsers, 'idUsers');
    const added = await enrol(ctx, [course.id], ids);
    return ok({ added }, ctx.t('common.saved'));
  }),

  route(api.addPackage, async (ctx) => {
    const signed = ctx as SignedInContext<unknown>;
    const found = await ctx.db
      .select('coursePackages')
      .where('id', '=', ctx.payload.idPackage)
      .select('id')
      .executeTakeFirst();
    if (!found) throw notFound();
    const items = await ctx.db
      .select('coursePackageItems')
      .where('idPackage', '=', found.id)
      .select('idCourse')
      .execute();
    // Every course of the package must be one the caller manages: a teacher cannot enrol into others'.
    const courses = [];
    for (const item of items) courses.push(await manageable(signed, item.idCourse));
    approvedOnly(courses);
    const ids = await learnersMayBringIn(signed, ctx.payload.idUsers, 'idUsers');
    const added = await enrol(
      ctx,
      items.map((item) => item.idCourse),
      ids,
    );
    return ok({ added, courses: items.length }, ctx.t('common.saved'));
  }),

  route(api.delete, async (ctx) => {
    const course = await manageable(ctx as SignedInContext<unknown>, ctx.payload.idCourse);
    const idUsers = [...new Set(ctx.payload.idUsers)];
    const removed = await ctx.db.transaction(async (tx) => {
      await tx
        .deleteFrom('lessonProgress')
        .where('idCourse', '=', course.id)
        .where('idUser', 'in', idUsers)
        .execute();
      return tx
        .deleteFrom('courseEnrolments')
        .where('idCourse', '=', course.id)
        .where('idUser', 'in', idUsers)
        .returning('id')
        .execute();
    });
    return ok({ removed: removed.length }, ctx.t('common.deleted'));
  }),
];
