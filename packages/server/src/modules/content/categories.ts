import { contract, type FileCategory, type PostCategory } from '@saola/core/api';
import { sql } from 'kysely';
import { isUniqueViolation } from '../../db/sql-state';
import { ok, type RequestContext } from '../../http/context';
import { fieldError, notFound } from '../../http/errors';
import { deleteOwned, pageOf } from '../../http/resource';
import { route } from '../../http/routes';

type Kind = 'postCategories' | 'fileCategories';

async function nameFree(ctx: RequestContext<unknown>, table: Kind, name: string, self?: number) {
  let query = ctx.db.select(table).select('id').where(sql<boolean>`lower(name) = lower(${name})`);
  if (self) query = query.where('id', '!=', self);
  if (await query.executeTakeFirst()) throw fieldError('name', ctx.t('content.categoryNameTaken'));
}

/** Saves a category's name; two of one name (ignoring case) are refused, also when two requests race. */
async function save(ctx: RequestContext<{ name: string }>, table: Kind, id?: number): Promise<number> {
  const name = ctx.payload.name.trim();
  if (!name) throw fieldError('name', ctx.t('validation.required'));
  await nameFree(ctx, table, name, id);
  try {
    if (id) {
      const row = await ctx.db
        .update(table)
        .set({ name })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      if (!row) throw notFound();
      return row.id;
    }
    return (await ctx.db.insert(table, { name }).returning('id').executeTakeFirstOrThrow()).id;
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('name', ctx.t('content.categoryNameTaken'));
    throw error;
  }
}

const { postCategory: postApi, fileCategory: fileApi } = contract;

async function postCategory(ctx: RequestContext<unknown>, id: number): Promise<PostCategory> {
  const row = await ctx.db
    .select('postCategories')
    .where('id', '=', id)
    .select([
      'id',
      'name',
      sql<number>`(select count(*)::int from posts p where p.id_category = post_categories.id)`.as('posts'),
    ])
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

async function fileCategory(ctx: RequestContext<unknown>, id: number): Promise<FileCategory> {
  const row = await ctx.db
    .select('fileCategories')
    .where('id', '=', id)
    .select([
      'id',
      'name',
      sql<number>`(select count(*)::int from files f where f.id_category = file_categories.id and f.status = 'ready')`.as(
        'files',
      ),
    ])
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

const byName = {
  sorts: { name: 'name' },
  fallback: 'name',
  fallbackDirection: 'asc' as const,
  search: ['name'],
};

export const contentCategoryRoutes = [
  route(postApi.list, async (ctx) =>
    ok(
      await pageOf(
        ctx.db
          .select('postCategories')
          .select([
            'id',
            'name',
            sql<number>`(select count(*)::int from posts p where p.id_category = post_categories.id)`.as(
              'posts',
            ),
          ]),
        ctx.payload,
        byName,
      ),
    ),
  ),
  route(postApi.get, async (ctx) => ok(await postCategory(ctx, ctx.payload.id))),
  route(postApi.add, async (ctx) =>
    ok(await postCategory(ctx, await save(ctx, 'postCategories')), ctx.t('common.saved')),
  ),
  route(postApi.edit, async (ctx) =>
    ok(await postCategory(ctx, await save(ctx, 'postCategories', ctx.payload.id)), ctx.t('common.saved')),
  ),
  // Its posts stay, uncategorised (the foreign key sets their category to null).
  route(postApi.delete, async (ctx) =>
    ok(await deleteOwned(ctx.db, 'postCategories', ctx.payload.ids), ctx.t('common.deleted')),
  ),

  route(fileApi.list, async (ctx) =>
    ok(
      await pageOf(
        ctx.db
          .select('fileCategories')
          .select([
            'id',
            'name',
            sql<number>`(select count(*)::int from files f where f.id_category = file_categories.id and f.status = 'ready')`.as(
              'files',
            ),
          ]),
        ctx.payload,
        byName,
      ),
    ),
  ),
  route(fileApi.get, async (ctx) => ok(await fileCategory(ctx, ctx.payload.id))),
  route(fileApi.add, async (ctx) =>
    ok(await fileCategory(ctx, await save(ctx, 'fileCategories')), ctx.t('common.saved')),
  ),
  route(fileApi.edit, async (ctx) =>
    ok(await fileCategory(ctx, await save(ctx, 'fileCategories', ctx.payload.id)), ctx.t('common.saved')),
  ),
  // Its files stay in the library, in no folder.
  route(fileApi.delete, async (ctx) =>
    ok(await deleteOwned(ctx.db, 'fileCategories', ctx.payload.ids), ctx.t('common.deleted')),
  ),
];
