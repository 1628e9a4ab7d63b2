import { contract, type FileShares } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { RIGHTS } from '@saola/core/http';
import { hasRight } from '@saola/core/session';
import { youtubeId } from '@saola/core/validate';
import { type Selectable, sql } from 'kysely';
import type { FilesTable } from '../../db/schema';
import { ok, type RequestContext, type SignedInContext } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { containing, pageWindow } from '../../http/paging';
import { ownIds, pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import { toSavedFile } from './saved';
import { uploadRoutes } from './uploads';

const { file: api } = contract;

type ListPayload = (typeof api.list.payload)['TYPE'];

/**
 * The files a learner may read: her own, those shared with the whole school, and those shared with a group
 * she is in or a course she is enrolled in. Exactly these: unsharing takes a file off the next answer.
 */
function readableBy(idUser: number) {
  return sql<boolean>`(files.id_user = ${idUser} or files.shared
    or exists (select 1 from file_group_shares s join user_group_members m on m.id_group = s.id_group
               where s.id_file = files.id and m.id_user = ${idUser})
    or exists (select 1 from file_course_shares s join course_enrolments e on e.id_course = s.id_course
               where s.id_file = files.id and e.id_user = ${idUser}))`;
}

async function listFiles(ctx: RequestContext<ListPayload>, onlyVisibleTo?: number) {
  const { limit, offset } = pageWindow(ctx.payload);
  let query = ctx.db.select('files').where('status', '=', 'ready');
  if (onlyVisibleTo) query = query.where(readableBy(onlyVisibleTo));
  if (ctx.payload.keyword?.trim()) query = query.where('name', 'ilike', containing(ctx.payload.keyword));
  if (ctx.payload.type) query = query.where('type', '=', ctx.payload.type);
  if (ctx.payload.idCategory) query = query.where('idCategory', '=', ctx.payload.idCategory);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .select(
        sql<number>`(select count(*)::int from file_group_shares s where s.id_file = files.id)
          + (select count(*)::int from file_course_shares s where s.id_file = files.id)`.as('shares'),
      )
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: await Promise.all(
      rows.map(async ({ shares, ...row }) => ({ ...(await toSavedFile(row, ctx)), shares })),
    ),
    total: count.total,
  };
}

/** A ready file this user may see: admins see the whole library, others what is shared or their own. */
async function visibleFile(ctx: RequestContext<{ id: number }>) {
  const user = ctx.auth?.user;
  if (!user) throw notFound();
  const isAdmin = user.idType === ID_TYPE.OWNER || user.idType === ID_TYPE.TEACHER;
  let query = ctx.db
    .select('files')
    .selectAll()
    .where('id', '=', ctx.payload.id)
    .where('status', '=', 'ready');
  if (!isAdmin) query = query.where(readableBy(user.id));
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Who a file is shared with, named. */
async function sharesOf(ctx: RequestContext<unknown>, row: Selectable<FilesTable>): Promise<FileShares> {
  const [groups, courses] = await Promise.all([
    ctx.db
      .select('fileGroupShares')
      .innerJoin('userGroups', 'userGroups.id', 'fileGroupShares.idGroup')
      .where('fileGroupShares.idFile', '=', row.id)
      .select(['userGroups.id', 'userGroups.name'])
      .orderBy('userGroups.name')
      .execute(),
    ctx.db
      .select('fileCourseShares')
      .innerJoin('courses', 'courses.id', 'fileCourseShares.idCourse')
      .where('fileCourseShares.idFile', '=', row.id)
      .select(['courses.id', 'courses.name'])
      .orderBy('courses.name')
      .execute(),
  ]);
  return { id: row.id, shared: row.shared, groups, courses, url: (await toSavedFile(row, ctx)).url };
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
  changes: { shared?: boolean; name?: string; idCategory?: number | null },
) {
  if (changes.idCategory) await ownIds(ctx.db, 'fileCategories', [changes.idCategory]);
  await mayChange(ctx, [ctx.payload.id]);
  const row = await ctx.db
    .update('files')
    .set(changes)
    .where('id', '=', ctx.payload.id)
    .where('status', '=', 'ready')
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return ok(await toSavedFile(row, ctx), ctx.t('common.saved'));
}

export const fileRoutes = [
  ...uploadRoutes,

  route(api.list, async (ctx) => ok(await listFiles(ctx))),
  route(api.listClient, async (ctx) => {
    const isAdmin = ctx.auth.user.idType === ID_TYPE.OWNER || ctx.auth.user.idType === ID_TYPE.TEACHER;
    return ok(await listFiles(ctx, isAdmin ? undefined : ctx.auth.user.id));
  }),

  route(api.get, async (ctx) => ok(await toSavedFile(await visibleFile(ctx), ctx))),

  route(api.getShareFile, async (ctx) => {
    const row = await visibleFile(ctx);
    const user = ctx.auth.user;
    // Who else may read a file is for staff to know; a learner learns only whether it is shared.
    if (user.idType !== ID_TYPE.OWNER && user.idType !== ID_TYPE.TEACHER)
      return ok({
        id: row.id,
        shared: row.shared,
        groups: [],
        courses: [],
        url: (await toSavedFile(row, ctx)).url,
      });
    return ok(await sharesOf(ctx, row));
  }),

  route(api.shareFile, async (ctx) => {
    const { id, shared, idGroups, idCourses } = ctx.payload;
    await mayChange(ctx, [id]);
    const groups = idGroups === undefined ? undefined : await ownIds(ctx.db, 'userGroups', idGroups);
    const courses = idCourses === undefined ? undefined : await ownIds(ctx.db, 'courses', idCourses);
    const row = await ctx.db.transaction(async (tx) => {
      const changed = await tx
        .update('files')
        .set({ shared })
        .where('id', '=', id)
        .where('status', '=', 'ready')
        .returningAll()
        .executeTakeFirst();
      if (!changed) throw notFound();
      if (groups) {
        await tx.deleteFrom('fileGroupShares').where('idFile', '=', id).execute();
        if (groups.length)
          await tx
            .insert(
              'fileGroupShares',
              groups.map((idGroup) => ({ idFile: id, idGroup })),
            )
            .execute();
      }
      if (courses) {
        await tx.deleteFrom('fileCourseShares').where('idFile', '=', id).execute();
        if (courses.length)
          await tx
            .insert(
              'fileCourseShares',
              courses.map((idCourse) => ({ idFile: id, idCourse })),
            )
            .execute();
      }
      return changed;
    });
    return ok(await toSavedFile(row, ctx), ctx.t('common.saved'));
  }),

  route(api.shareGroups, async (ctx) =>
    ok(
      await pageOf(ctx.db.select('userGroups').select(['id', 'name']), ctx.payload, {
        sorts: { name: 'name' },
        fallback: 'name',
        fallbackDirection: 'asc',
        search: ['name'],
      }),
    ),
  ),

  route(api.edit, async (ctx) =>
    savedChange(ctx, {
      name: ctx.payload.name.trim(),
      ...(ctx.payload.idCategory === undefined ? {} : { idCategory: ctx.payload.idCategory }),
    }),
  ),

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
    return ok({ bytes: Number(usage.bytes), files: usage.files, quota: Number(ctx.site.libraryQuota) });
  }),

  route(api.addYoutube, async (ctx) => {
    const id = youtubeId(ctx.payload.url) as string;
    if (ctx.payload.idCategory) await ownIds(ctx.db, 'fileCategories', [ctx.payload.idCategory]);
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
        idCategory: ctx.payload.idCategory ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok(await toSavedFile(row, ctx), ctx.t('common.saved'));
  }),
];
