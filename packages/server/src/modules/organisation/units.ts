import { contract, UNIT_DEPTH_MAX, type Unit } from '@saola/core/api';
import { sql } from 'kysely';
import { ok, type RequestContext } from '../../http/context';
import { fieldError, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { ownIds, pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';
import { appointsHerself, isAboveCaller } from '../../policy/approval-independence';
import { subtreeOf, visibleUnits } from '../../policy/unit-scope';

const { unit: api } = contract;

const memberCount = sql<number>`(select count(*)::int from users m where m.id_site = units.id_site and m.id_unit = units.id)`;
const childCount = sql<number>`(select count(*)::int from units c where c.id_site = units.id_site and c.id_parent = units.id)`;

function units(db: ScopedDb) {
  return db
    .select('units')
    .leftJoin('units as parent', (join) =>
      join.onRef('parent.id', '=', 'units.idParent').onRef('parent.idSite', '=', 'units.idSite'),
    )
    .leftJoin('users as manager', (join) =>
      join.onRef('manager.id', '=', 'units.idManager').onRef('manager.idSite', '=', 'units.idSite'),
    )
    .select([
      'units.id',
      'units.name',
      'units.idParent',
      'parent.name as parentName',
      'units.idManager',
      'manager.fullName as managerName',
      'units.canViewOtherReports',
      'units.requiresCensorship',
      'units.createdAt',
      memberCount.as('members'),
      childCount.as('children'),
    ]);
}

type Row = Omit<Unit, 'createdAt'> & { createdAt: Date };
const toUnit = (row: Row): Unit => ({ ...row, createdAt: iso(row.createdAt) });

/** A unit the caller may see, or not found. */
async function one(ctx: RequestContext<unknown>, id: number, db: ScopedDb = ctx.db): Promise<Unit> {
  const visible = await visibleUnits(ctx);
  if (visible && !visible.includes(id)) throw notFound();
  const row = (await units(db).where('units.id', '=', id).executeTakeFirst()) as Row | undefined;
  if (!row) throw notFound();
  return toUnit(row);
}

/** The depth of a unit from the top (a top unit is 1). */
async function depthOf(db: ScopedDb, id: number): Promise<number> {
  const { rows } = await sql<{ depth: number }>`
    with recursive above as (
      select id, id_parent, 1 as depth from units where id = ${id} and id_site = ${db.idSite}
      union all
      select u.id, u.id_parent, above.depth + 1 from units u join above on u.id = above.id_parent
      where u.id_site = ${db.idSite} and above.depth < ${UNIT_DEPTH_MAX + 1}
    )
    select max(depth)::int as depth from above
  `.execute(db.raw);
  return rows[0]?.depth ?? 0;
}

/** How many levels a unit's subtree spans below it (itself alone is 1). */
async function heightOf(db: ScopedDb, id: number): Promise<number> {
  const { rows } = await sql<{ height: number }>`
    with recursive below as (
      select id, 1 as height from units where id = ${id} and id_site = ${db.idSite}
      union all
      select u.id, below.height + 1 from units u join below on u.id_parent = below.id
      where u.id_site = ${db.idSite} and below.height < ${UNIT_DEPTH_MAX + 1}
    )
    select max(height)::int as height from below
  `.execute(db.raw);
  return rows[0]?.height ?? 1;
}

/**
 * Puts a unit (with its subtree) under `idParent`, inside the caller's transaction. The site's unit tree is
 * locked for the transaction first, so two concurrent moves (A under B, B under A) are checked one after the
 * other and the second sees the first: a unit can never become its own ancestor.
 */
async function placeUnder(ctx: RequestContext<unknown>, tx: ScopedDb, id: number, idParent: number | null) {
  await sql`select pg_advisory_xact_lock(20020, ${tx.idSite})`.execute(tx.raw);
  if (idParent === null) return;
  if (!(await tx.select('units').where('id', '=', idParent).select('id').executeTakeFirst()))
    throw notFound();
  if ((await subtreeOf(tx, tx.idSite, id)).includes(idParent))
    throw fieldError('idParent', ctx.t('orgError.unitCycle'));
  if ((await depthOf(tx, idParent)) + (await heightOf(tx, id)) > UNIT_DEPTH_MAX)
    throw fieldError('idParent', ctx.t('orgError.unitTooDeep', { max: UNIT_DEPTH_MAX }));
}

type Fields = Omit<(typeof api.edit.payload)['TYPE'], 'id'>;

async function managerOf(ctx: RequestContext<unknown>, idManager: number | null | undefined) {
  if (!idManager) return null;
  await ownIds(ctx.db, 'users', [idManager]);
  return idManager;
}

/** A manager newly named: never the caller herself unless she is the owner (policy approval-independence). */
function assertNotSelfAppointed(ctx: RequestContext<unknown>, idManager: number | null) {
  if (appointsHerself(ctx, idManager)) throw fieldError('idManager', ctx.t('orgError.selfManager'));
}

const details = (p: Fields, idManager: number | null) => ({
  name: p.name.trim(),
  idManager,
  canViewOtherReports: p.canViewOtherReports ?? false,
  requiresCensorship: p.requiresCensorship ?? false,
});

/** Who appoints a unit's manager, and when: approval independence reads it (a same-day self-appointment). */
const appointment = (ctx: RequestContext<unknown>, idManager: number | null) => ({
  managerAppointedBy: idManager ? (ctx.auth?.user.id ?? null) : null,
  managerAppointedAt: idManager ? ctx.services.clock.now() : null,
});

/**
 * A unit containing the caller's own place in the tree gets its manager and its place from the owner only
 * (policy approval-independence): refused on `field` otherwise.
 */
async function assertNotAbove(ctx: RequestContext<unknown>, db: ScopedDb, id: number, field: string) {
  if (await isAboveCaller(ctx, db, id))
    throw fieldError(field, ctx.t(field === 'idManager' ? 'orgError.unitAboveYou' : 'orgError.moveAboveYou'));
}

export const unitRoutes = [
  route(api.list, async (ctx) => {
    const visible = await visibleUnits(ctx);
    let query = units(ctx.db);
    if (visible) query = query.where('units.id', 'in', visible.length ? visible : [0]);
    if (ctx.payload.idParent) query = query.where('units.idParent', '=', ctx.payload.idParent);
    const page = await pageOf(query, ctx.payload, {
      sorts: { name: 'units.name', createdAt: 'units.createdAt' },
      fallback: 'units.name',
      fallbackDirection: 'asc',
      search: ['units.name'],
      tieBreak: 'units.id',
    });
    return ok({ ...page, data: (page.data as Row[]).map(toUnit) });
  }),

  route(api.tree, async (ctx) => {
    const visible = await visibleUnits(ctx);
    let query = ctx.db
      .select('units')
      .leftJoin('users as manager', (join) =>
        join.onRef('manager.id', '=', 'units.idManager').onRef('manager.idSite', '=', 'units.idSite'),
      )
      .select([
        'units.id',
        'units.name',
        'units.idParent',
        'manager.fullName as managerName',
        memberCount.as('members'),
      ]);
    if (visible) query = query.where('units.id', 'in', visible.length ? visible : [0]);
    const rows = await query.orderBy('units.name').orderBy('units.id').execute();
    // A manager's own top unit shows as a root of her tree even though it has a superior unit.
    const shown = new Set(rows.map((row) => row.id));
    return ok(
      rows.map((row) => ({
        ...row,
        idParent: row.idParent && shown.has(row.idParent) ? row.idParent : null,
      })),
    );
  }),

  route(api.get, async (ctx) => ok(await one(ctx, ctx.payload.id))),

  route(api.add, async (ctx) => {
    const idManager = await managerOf(ctx, ctx.payload.idManager);
    assertNotSelfAppointed(ctx, idManager);
    const idParent = ctx.payload.idParent ?? null;
    const id = await ctx.db.transaction(async (tx) => {
      if (idParent) {
        await sql`select pg_advisory_xact_lock(20020, ${tx.idSite})`.execute(tx.raw);
        if (!(await tx.select('units').where('id', '=', idParent).select('id').executeTakeFirst()))
          throw notFound();
        if ((await depthOf(tx, idParent)) + 1 > UNIT_DEPTH_MAX)
          throw fieldError('idParent', ctx.t('orgError.unitTooDeep', { max: UNIT_DEPTH_MAX }));
      }
      const created = await tx
        .insert('units', { ...details(ctx.payload, idManager), ...appointment(ctx, idManager), idParent })
        .returning('id')
        .executeTakeFirstOrThrow();
      return created.id;
    });
    return ok(await one(ctx, id), ctx.t('common.saved'));
  }),

  route(api.edit, async (ctx) => {
    const { id } = ctx.payload;
    const before = await one(ctx, id);
    const idManager = await managerOf(ctx, ctx.payload.idManager);
    await ctx.db.transaction(async (tx) => {
      const idParent = ctx.payload.idParent ?? null;
      const appointed = idManager !== before.idManager;
      if (appointed) {
        await assertNotAbove(ctx, tx, id, 'idManager');
        assertNotSelfAppointed(ctx, idManager);
      }
      if (idParent !== before.idParent) await assertNotAbove(ctx, tx, id, 'idParent');
      await placeUnder(ctx, tx, id, idParent);
      await tx
        .update('units')
        .set({
          ...details(ctx.payload, idManager),
          ...(appointed ? appointment(ctx, idManager) : {}),
          idParent,
        })
        .where('id', '=', id)
        .execute();
    });
    return ok(await one(ctx, id), ctx.t('common.saved'));
  }),

  route(api.move, async (ctx) => {
    const { id, idParent } = ctx.payload;
    const before = await one(ctx, id);
    await ctx.db.transaction(async (tx) => {
      if (idParent !== before.idParent) await assertNotAbove(ctx, tx, id, 'idParent');
      await placeUnder(ctx, tx, id, idParent);
      await tx.update('units').set({ idParent }).where('id', '=', id).execute();
    });
    return ok(await one(ctx, id), ctx.t('common.saved'));
  }),

  route(api.delete, async (ctx) => {
    const ids = await ownIds(ctx.db, 'units', ctx.payload.ids);
    if (!ids.length) return ok({ deleted: 0 }, ctx.t('common.deleted'));
    const deleted = await ctx.db.transaction(async (tx) => {
      await sql`select pg_advisory_xact_lock(20020, ${tx.idSite})`.execute(tx.raw);
      const { rows: busy } = await sql<{ name: string }>`
        select u.name from units u
        where u.id_site = ${tx.idSite} and u.id in (${sql.join(ids)})
          and (exists (select 1 from users m where m.id_site = u.id_site and m.id_unit = u.id)
            or exists (select 1 from units c where c.id_site = u.id_site and c.id_parent = u.id
                         and c.id not in (${sql.join(ids)})))
        order by u.name
      `.execute(tx.raw);
      if (busy.length)
        throw fieldError('ids', ctx.t('orgError.unitNotEmpty', { name: busy.map((u) => u.name).join(', ') }));
      // Approval steps naming a deleted unit's manager would have no approver: refuse rather than break a flow.
      const inFlow = await tx
        .select('approveFlowSteps')
        .where('idUnit', 'in', ids)
        .select('idFlow')
        .executeTakeFirst();
      if (inFlow) throw fieldError('ids', ctx.t('orgError.unitInFlow'));
      // Children among the deleted go first, so the superior-unit references never dangle mid-statement.
      await tx.update('units').set({ idParent: null }).where('id', 'in', ids).execute();
      const gone = await tx.deleteFrom('units').where('id', 'in', ids).returning('id').execute();
      return gone.length;
    });
    return ok({ deleted }, ctx.t('common.deleted'));
  }),
];
