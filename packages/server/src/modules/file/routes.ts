import { contract } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { RIGHTS } from '@saola/core/http';
import { hasRight } from '@saola/core/session';
import { youtubeId } from '@saola/core/validate';
import { sql } from 'kysely';
import { ok, type RequestContext, type SignedInContext } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { containing, pageWindow } from '../../http/paging';
import { route } from '../../http/routes';
import { toSavedFile } from './saved';
import { uploadRoutes } from './uploads';

const { file: api } = contract;

type ListPayload = (typeof api.list.payload)['TYPE'];

async function listFiles(ctx: RequestContext<ListPayload>, onlyVisibleTo?: number) {
  const { limit, offset } = pageWindow(ctx.payload);
  let query = ctx.db.select('files').where('status', '=', 'ready');
  if (onlyVisibleTo)
    query = query.where((eb) => eb.or([eb('shared', '=', true), eb('idUser', '=', onlyVisibleTo)]));
  if (ctx.payload.keyword?.trim()) query = query.where('name', 'ilike', containing(ctx.payload.keyword));
  if (ctx.payload.type) query = query.where('type', '=', ctx.payload.type);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map((row) => toSavedFile(row, ctx)), total: count.total };
}

/** A ready file this user may see: admins see the whole library, others what is shared or their own. */
async function visibleFile(ctx: RequestContext<{ id: number }>) {
  const row = await ctx.db
    .select('files')
    .selectAll()
    .where('id', '=', ctx.payload.id)
    .where('status', '=', 'ready')
    .executeTakeFirst();
  const user = ctx.auth?.user;
  const isAdmin = user?.idType === ID_TYPE.OWNER || user?.idType === ID_TYPE.TEACHER;
  if (!row || !(isAdmin || row.shared || row.idUser === user?.id)) throw notFound();
  return row;
}

/** Refuses unless the caller may change all these files: a teacher only what she uploaded, unless granted. */
async function mayChange(ctx: SignedInContext<unknown>, ids: number[]) {
  if (hasRight(ctx.auth.user, RIGHTS.manageAllFiles)) return;
  const another = await ctx.db
    .select('files')
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('idUser', 'is', null), eb('idUser', '!=', ctx.auth.user.id)]))
    .select('id')
    .executeTakeFirst();
  if (another) throw forbidden();
}

/** Changes a ready file of the site and answers it as saved. */
async function savedChange(
  ctx: SignedInContext<{ id: number }>,
  changes: { shared?: boolean; name?: string },
) {
  await mayChange(ctx, [ctx.payload.id]);
  const row = await ctx.db
    .update('files')
    .set(changes)
    .where('id', '=', ctx.payload.id)
    .where('status', '=', 'ready')
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return ok(toSavedFile(row, ctx), ctx.t('common.saved'));
}

export const fileRoutes = [
  ...uploadRoutes,

  route(api.list, async (ctx) => ok(await listFiles(ctx))),
  route(api.listClient, async (ctx) => {
    const isAdmin = ctx.auth.user.idType === ID_TYPE.OWNER || ctx.auth.user.idType === ID_TYPE.TEACHER;
    return ok(await listFiles(ctx, isAdmin ? undefined : ctx.auth.user.id));
  }),

  route(api.get, async (ctx) => ok(toSavedFile(await visibleFile(ctx), ctx))),

  route(api.getShareFile, async (ctx) => {
    const row = await visibleFile(ctx);
    return ok({
      id: row.id,
      shared: row.shared,
      url: row.shared ? toSavedFile(row, ctx).url : null,
    });
  }),

  route(api.shareFile, async (ctx) => savedChange(ctx, { shared: ctx.payload.shared })),

  route(api.edit, async (ctx) => savedChange(ctx, { name: ctx.payload.name })),

  route(api.delete, async (ctx) => {
    await mayChange(ctx, ctx.payload.ids);
    const removed = await ctx.db
      .deleteFrom('files')
      .where('id', 'in', ctx.payload.ids)
      .returning('storageKey')
      .execute();
    for (const { storageKey } of removed) if (storageKey) await ctx.services.storage.remove(storageKey);
    return ok({ deleted: removed.length }, ctx.t('common.deleted'));
  }),

  route(api.getLibrarySize, async (ctx) => {
    const usage = await ctx.db
      .select('files')
      .select([
        sql<number>`coalesce(sum(size), 0)::bigint`.as('bytes'),
        sql<number>`count(*)::int`.as('files'),
      ])
      .where('status', '=', 'ready')
      .executeTakeFirstOrThrow();
    return ok({ bytes: Number(usage.bytes), files: usage.files });
  }),

  route(api.addYoutube, async (ctx) => {
    const id = youtubeId(ctx.payload.url) as string;
    const row = await ctx.db
      .insert('files', {
        idUser: ctx.auth.user.id,
        name: ctx.payload.name?.trim() || `YouTube ${id}`,
        contentType: 'video/youtube',
        size: 0,
        type: 'youtube',
        storageKey: null,
        status: 'ready',
        youtubeId: id,
        thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok(toSavedFile(row, ctx), ctx.t('common.saved'));
  }),
];
