import { type CoursePackage, contract } from '@saola/core/api';
import { sql } from 'kysely';
import { ok, type RequestContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { deleteOwned, ownIds, pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import { cleanRichText } from '../../security/rich-text';

const { coursePackage: api } = contract;

async function one(ctx: RequestContext<unknown>, id: number): Promise<CoursePackage> {
  const row = await ctx.db.select('coursePackages').where('id', '=', id).selectAll().executeTakeFirst();
  if (!row) throw notFound();
  const courses = await ctx.db
    .select('coursePackageItems')
    .innerJoin('courses', 'courses.id', 'coursePackageItems.idCourse')
    .where('coursePackageItems.idPackage', '=', id)
    .select(['courses.id', 'courses.name'])
    .orderBy('coursePackageItems.position')
    .execute();
  return {
    id: row.id,
    name: row.name,
    about: row.about,
    benefits: row.benefits,
    price: row.price,
    courses,
    createdAt: iso(row.createdAt),
  };
}

type Fields = (typeof api.add.payload)['TYPE'];

/** The package's courses must all be this school's: anything else is not found and nothing is saved. */
async function saveItems(ctx: RequestContext<unknown>, idPackage: number, idCourses: number[]) {
  const ids = await ownIds(ctx.db, 'courses', idCourses);
  await ctx.db.deleteFrom('coursePackageItems').where('idPackage', '=', idPackage).execute();
  if (ids.length)
    await ctx.db
      .insert(
        'coursePackageItems',
        ids.map((idCourse, position) => ({ idPackage, idCourse, position })),
      )
      .execute();
}

const row = (p: Fields) => ({
  name: p.name.trim(),
  about: cleanRichText(p.about ?? ''),
  benefits: JSON.stringify((p.benefits ?? []).map((b) => b.trim())),
  price: p.price,
});

export const packageRoutes = [
  route(api.list, async (ctx) => {
    const page = await pageOf(
      ctx.db
        .select('coursePackages')
        .select([
          'id',
          'name',
          'price',
          'createdAt',
          sql<number>`(select count(*)::int from course_package_items i where i.id_package = course_packages.id)`.as(
            'courses',
          ),
        ]),
      ctx.payload,
      {
        sorts: { name: 'name', price: 'price', createdAt: 'createdAt' },
        fallback: 'createdAt',
        search: ['name'],
      },
    );
    return ok({ ...page, data: page.data.map((r) => ({ ...r, createdAt: iso(r.createdAt) })) });
  }),

  route(api.get, async (ctx) => ok(await one(ctx, ctx.payload.id))),

  route(api.add, async (ctx) => {
    const id = await ctx.db.transaction(async (tx) => {
      const created = await tx
        .insert('coursePackages', row(ctx.payload))
        .returning('id')
        .executeTakeFirstOrThrow();
      await saveItems({ ...ctx, db: tx }, created.id, ctx.payload.idCourses);
      return created.id;
    });
    return ok(await one(ctx, id), ctx.t('common.saved'));
  }),

  route(api.edit, async (ctx) => {
    await one(ctx, ctx.payload.id);
    await ctx.db.transaction(async (tx) => {
      await tx.update('coursePackages').set(row(ctx.payload)).where('id', '=', ctx.payload.id).execute();
      await saveItems({ ...ctx, db: tx }, ctx.payload.id, ctx.payload.idCourses);
    });
    return ok(await one(ctx, ctx.payload.id), ctx.t('common.saved'));
  }),

  route(api.delete, async (ctx) =>
    ok(await deleteOwned(ctx.db, 'coursePackages', ctx.payload.ids), ctx.t('common.deleted')),
  ),
];
