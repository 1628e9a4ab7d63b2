import { type ActiveCodeBatch, BATCH_COUNT_MAX, contract } from '@saola/core/api';
import { dayOf, endOfDay } from '@saola/core/dates';
import { sql } from 'kysely';
import { ok, type RequestContext, type SignedInContext } from '../../http/context';
import { badRequest, fieldError, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { ownIds, pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';
import { assertApproved } from '../commerce';
import { randomCode } from './codes';

const { activeCode: api } = contract;

/** Rows inserted per statement while generating. */
const CHUNK = 1000;
/** Rounds of drawing new codes for those that collided with existing ones (each round all but never needed). */
const ROUNDS_MAX = 5;

const usedCount = sql<number>`(select count(*)::int from active_codes c where c.id_batch = active_code_batches.id and c.uses > 0)`;
const codeCount = sql<number>`(select count(*)::int from active_codes c where c.id_batch = active_code_batches.id)`;
const creatorName = sql<
  string | null
>`(select u.full_name from users u where u.id = active_code_batches.created_by and u.id_site = active_code_batches.id_site)`;

export async function oneBatch(ctx: RequestContext<unknown>, id: number): Promise<ActiveCodeBatch> {
  const row = await ctx.db
    .select('activeCodeBatches')
    .where('id', '=', id)
    .selectAll()
    .select([codeCount.as('codes'), usedCount.as('used'), creatorName.as('creator')])
    .executeTakeFirst();
  if (!row) throw notFound();
  const [courses, pack] = await Promise.all([
    ctx.db
      .select('activeCodeBatchCourses')
      .innerJoin('courses', 'courses.id', 'activeCodeBatchCourses.idCourse')
      .where('activeCodeBatchCourses.idBatch', '=', id)
      .select(['courses.id', 'courses.name'])
      .orderBy('activeCodeBatchCourses.position')
      .execute(),
    row.idPackage
      ? ctx.db
          .select('coursePackages')
          .where('id', '=', row.idPackage)
          .select(['id', 'name'])
          .executeTakeFirst()
      : undefined,
  ]);
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    length: row.length,
    usesPerCode: row.usesPerCode,
    expiresAt: iso(row.expiresAt),
    expiresOn: row.expiresAt ? dayOf(new Date(row.expiresAt), ctx.site.timeZone) : null,
    package: pack ?? null,
    courses,
    codes: row.codes,
    used: row.used,
    createdBy: row.creator,
    createdAt: iso(row.createdAt) as string,
  };
}

/** Inserts `count` new codes for a batch: unique in the school whatever their case, drawn again on a collision. */
async function insertCodes(db: ScopedDb, idBatch: number, prefix: string, length: number, count: number) {
  let missing = count;
  for (let round = 0; missing > 0; round++) {
    if (round >= ROUNDS_MAX) throw badRequest('activeCode.tooManyCollisions');
    const drawn = new Set<string>();
    while (drawn.size < missing) drawn.add(randomCode(prefix, length));
    const codes = [...drawn];
    for (let at = 0; at < codes.length; at += CHUNK) {
      const added = await db
        .insert(
          'activeCodes',
          codes.slice(at, at + CHUNK).map((code) => ({ idBatch, code })),
        )
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .execute();
      missing -= added.length;
    }
  }
}

export const batchRoutes = [
  route(api.list, async (ctx) => {
    const page = await pageOf(
      ctx.db
        .select('activeCodeBatches')
        .select([
          'id',
          'name',
          'usesPerCode',
          'expiresAt',
          'createdAt',
          codeCount.as('codes'),
          usedCount.as('used'),
          creatorName.as('createdBy'),
          sql<number>`(select count(*)::int from active_code_batch_courses i where i.id_batch = active_code_batches.id)`.as(
            'courses',
          ),
          sql<
            string | null
          >`(select p.name from course_packages p where p.id = active_code_batches.id_package and p.id_site = active_code_batches.id_site)`.as(
            'packageName',
          ),
        ]),
      ctx.payload,
      { sorts: { name: 'name', createdAt: 'createdAt' }, fallback: 'createdAt', search: ['name'] },
    );
    return ok({
      ...page,
      data: page.data.map((r) => ({
        ...r,
        expiresAt: iso(r.expiresAt),
        createdAt: iso(r.createdAt) as string,
      })),
    });
  }),

  route(api.get, async (ctx) => ok(await oneBatch(ctx, ctx.payload.id))),

  route(api.add, async (ctx) => {
    const p = ctx.payload;
    const idCourses = p.idCourses ?? [];
    const idPackage = p.idPackage ?? null;
    if (p.count > BATCH_COUNT_MAX) throw fieldError('count', ctx.t('validation.invalidValue'));
    const courses = await ownIds(ctx.db, 'courses', idCourses);
    if (idPackage) await ownIds(ctx.db, 'coursePackages', [idPackage]);
    // Codes give courses as a sale does: only approved ones (a package's as it is today).
    const packageCourses = idPackage
      ? await ctx.db
          .select('coursePackageItems')
          .where('idPackage', '=', idPackage)
          .select('idCourse')
          .execute()
      : [];
    await assertApproved(
      ctx,
      [...courses, ...packageCourses.map((i) => i.idCourse)],
      idPackage ? 'idPackage' : 'idCourses',
    );
    const prefix = (p.prefix ?? '').toUpperCase();
    const id = await ctx.db.transaction(async (tx) => {
      const batch = await tx
        .insert('activeCodeBatches', {
          name: p.name.trim(),
          prefix,
          length: p.length,
          usesPerCode: p.usesPerCode,
          expiresAt: p.expiresOn ? endOfDay(p.expiresOn, ctx.site.timeZone) : null,
          idPackage,
          createdBy: (ctx as SignedInContext<unknown>).auth.user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (courses.length)
        await tx
          .insert(
            'activeCodeBatchCourses',
            courses.map((idCourse, position) => ({ idBatch: batch.id, idCourse, position })),
          )
          .execute();
      await insertCodes(tx, batch.id, prefix, p.length, p.count);
      return batch.id;
    });
    return ok(await oneBatch(ctx, id), ctx.t('activeCode.generated', { count: p.count }));
  }),

  route(api.edit, async (ctx) => {
    await oneBatch(ctx, ctx.payload.id);
    await ctx.db
      .update('activeCodeBatches')
      .set({
        name: ctx.payload.name.trim(),
        expiresAt: ctx.payload.expiresOn ? endOfDay(ctx.payload.expiresOn, ctx.site.timeZone) : null,
      })
      .where('id', '=', ctx.payload.id)
      .execute();
    return ok(await oneBatch(ctx, ctx.payload.id), ctx.t('common.saved'));
  }),

  route(api.delete, async (ctx) => {
    const ids = await ownIds(ctx.db, 'activeCodeBatches', ctx.payload.ids);
    if (!ids.length) return ok({ deleted: 0 });
    const deleted = await ctx.db.transaction(async (tx) => {
      // A used code is the record of who got which courses: a batch with one is stopped by its expiry instead.
      const removed = await tx
        .deleteFrom('activeCodeBatches')
        .where('id', 'in', ids)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('activeCodes')
                .whereRef('activeCodes.idBatch', '=', 'activeCodeBatches.id')
                .where('activeCodes.uses', '>', 0)
                .select('activeCodes.id'),
            ),
          ),
        )
        .returning('id')
        .execute();
      if (removed.length !== ids.length) throw badRequest('activeCode.usedBatchNotDeleted');
      return removed.length;
    });
    return ok({ deleted }, ctx.t('common.deleted'));
  }),
];
