import { contract, type Enrolment } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { sql } from 'kysely';
import { ok, type SignedInContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { containing, pageWindow } from '../../http/paging';
import { route } from '../../http/routes';
import { manageable } from './courses';

const { enrolment: api } = contract;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const enrolmentRoutes = [
  route(api.list, async (ctx) => {
    const p = ctx.payload;
    await manageable(ctx as SignedInContext<unknown>, p.idCourse);
    let query = ctx.db
      .select('courseEnrolments')
      .innerJoin('users', 'users.id', 'courseEnrolments.idUser')
      .where('courseEnrolments.idCourse', '=', p.idCourse);
    if (p.keyword?.trim()) {
      const pattern = containing(p.keyword);
      query = query.where((eb) =>
        eb.or([eb('users.fullName', 'ilike', pattern), eb('users.username', 'ilike', pattern)]),
      );
    }
    const { limit, offset } = pageWindow(p);
    const rows = await query
      .select([
        'users.id as idUser',
        'users.fullName',
        'users.username',
        'users.classLevel',
        'courseEnrolments.progress',
        'courseEnrolments.enrolledAt',
        'courseEnrolments.lastActivityAt',
        'courseEnrolments.completedAt',
        sql<number>`count(*) over ()::int`.as('total'),
      ])
      .orderBy(p.sort === 'progress' ? 'courseEnrolments.progress' : 'users.fullName', p.direction ?? 'asc')
      .orderBy('users.id')
      .limit(limit)
      .offset(offset)
      .execute();
    return ok({
      data: rows.map(
        ({ total: _total, ...row }): Enrolment => ({
          ...row,
          enrolledAt: iso(row.enrolledAt) as string,
          lastActivityAt: iso(row.lastActivityAt),
          completedAt: iso(row.completedAt),
        }),
      ),
      total: rows[0]?.total ?? 0,
    });
  }),

  route(api.add, async (ctx) => {
    const course = await manageable(ctx as SignedInContext<unknown>, ctx.payload.idCourse);
    const ids = [...new Set(ctx.payload.idUsers)];
    const students = await ctx.db
      .select('users')
      .where('id', 'in', ids)
      .where('idType', '=', ID_TYPE.STUDENT)
      .select('id')
      .execute();
    // Someone who is not one of this school's students is not found, and nobody is enrolled.
    if (students.length !== ids.length) throw notFound();
    const added = await ctx.db
      .insert(
        'courseEnrolments',
        ids.map((idUser) => ({ idCourse: course.id, idUser, enrolledAt: ctx.services.clock.now() })),
      )
      .onConflict((oc) => oc.columns(['idCourse', 'idUser']).doNothing())
      .returning('id')
      .execute();
    return ok({ added: added.length }, ctx.t('common.saved'));
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
