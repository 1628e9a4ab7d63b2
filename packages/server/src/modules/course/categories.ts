import { type CourseCategory, contract } from '@saola/core/api';
import { sql } from 'kysely';
import { ok, type RequestContext } from '../../http/context';
import { fieldError, notFound } from '../../http/errors';
import { pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';

const { courseCategory: api } = contract;

/** A category of this site by id, with how many courses are filed directly under it; 404 otherwise. */
async function category(db: ScopedDb, id: number): Promise<CourseCategory> {
  const row = await db
    .select('courseCategories')
    .where('id', '=', id)
    .select([
      'id',
      'name',
      'idParent',
      sql<number>`(select count(*)::int from courses c where c.id_category = course_categories.id)`.as(
        'courses',
      ),
    ])
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The ids of a category and everything below it. */
async function subtree(ctx: RequestContext<unknown>, id: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    with recursive below as (
      select id from course_categories where id = ${id} and id_site = ${ctx.site.id}
      union all
      select c.id from course_categories c join below on c.id_parent = below.id
    )
    select id from below
  `.execute(ctx.db.raw);
  return rows.map((row) => row.id);
}

async function checkParent(ctx: RequestContext<unknown>, idParent: number | null | undefined, self?: number) {
  if (!idParent) return null;
  await category(ctx.db, idParent);
  if (self && (await subtree(ctx, self)).includes(idParent))
    throw fieldError('idParent', ctx.t('errors.categoryCycle'));
  return idParent;
}

/**
 * Two categories of one name side by side cannot be told apart in any picker: a name is refused where a
 * sibling already has it, ignoring case and surrounding spaces but not Vietnamese marks (Ngữ văn ≠ Ngu van).
 * Compared here rather than with SQL lower(), which leaves non-ASCII letters alone in some locales.
 */
async function assertNameFree(
  ctx: RequestContext<unknown>,
  name: string,
  idParent: number | null,
  self?: number,
) {
  const siblings = await ctx.db
    .select('courseCategories')
    .select(['id', 'name'])
    .where((eb) => (idParent ? eb('idParent', '=', idParent) : eb('idParent', 'is', null)))
    .execute();
  const wanted = name.trim().normalize('NFC');
  const clash = siblings.some(
    (sibling) =>
      sibling.id !== self &&
      sibling.name.trim().normalize('NFC').localeCompare(wanted, ctx.locale, { sensitivity: 'accent' }) === 0,
  );
  if (clash) throw fieldError('name', ctx.t('errors.categoryNameTaken'));
}

export const categoryRoutes = [
  route(api.list, async (ctx) => {
    const query = ctx.db
      .select('courseCategories')
      .select([
        'id',
        'name',
        'idParent',
        sql<number>`(select count(*)::int from courses c where c.id_category = course_categories.id)`.as(
          'courses',
        ),
      ]);
    // The tree is shown whole, so one reply holds every category unless a page is asked for.
    const request = { ...ctx.payload, take: ctx.payload.take ?? 1000 };
    return ok(
      await pageOf(query, request, {
        sorts: {},
        fallback: 'name',
        fallbackDirection: 'asc',
        search: ['name'],
      }),
    );
  }),

  route(api.add, async (ctx) => {
    const idParent = await checkParent(ctx, ctx.payload.idParent);
    await assertNameFree(ctx, ctx.payload.name, idParent);
    const { id } = await ctx.db
      .insert('courseCategories', { name: ctx.payload.name.trim(), idParent })
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok(await category(ctx.db, id), ctx.t('common.saved'));
  }),

  route(api.edit, async (ctx) => {
    await category(ctx.db, ctx.payload.id);
    const idParent = await checkParent(ctx, ctx.payload.idParent, ctx.payload.id);
    await assertNameFree(ctx, ctx.payload.name, idParent, ctx.payload.id);
    await ctx.db
      .update('courseCategories')
      .set({ name: ctx.payload.name.trim(), idParent })
      .where('id', '=', ctx.payload.id)
      .execute();
    return ok(await category(ctx.db, ctx.payload.id), ctx.t('common.saved'));
  }),

  route(api.delete, async (ctx) => {
    const { id, moveTo } = ctx.payload;
    const doomed = await ctx.db
      .select('courseCategories')
      .where('id', '=', id)
      .select(['idParent'])
      .executeTakeFirst();
    if (!doomed) throw notFound();
    const { courses } = await category(ctx.db, id);
    if (courses > 0 && !moveTo) throw fieldError('moveTo', ctx.t('errors.categoryInUse', { count: courses }));
    if (moveTo) {
      if (moveTo === id) throw fieldError('moveTo', ctx.t('errors.categoryCycle'));
      await category(ctx.db, moveTo);
    }
    const moved = await ctx.db.transaction(async (tx) => {
      const shifted = moveTo
        ? await tx
            .update('courses')
            .set({ idCategory: moveTo })
            .where('idCategory', '=', id)
            .returning('id')
            .execute()
        : [];
      await tx
        .update('courseCategories')
        .set({ idParent: doomed.idParent })
        .where('idParent', '=', id)
        .execute();
      await tx.deleteFrom('courseCategories').where('id', '=', id).execute();
      return shifted.length;
    });
    return ok({ deleted: 1, moved }, ctx.t('common.deleted'));
  }),
];
