import { contract, type MemberGroup, type Position } from '@saola/core/api';
import { sql } from 'kysely';
import { ok, type RequestContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { deleteOwned, pageOf } from '../../http/resource';
import { route } from '../../http/routes';

const { position: positionApi, memberGroup: groupApi } = contract;

const holders = sql<number>`(select count(*)::int from users m where m.id_site = positions.id_site and m.id_position = positions.id)`;
const groupMembers = sql<number>`(select count(*)::int from users m where m.id_site = member_groups.id_site and m.id_member_group = member_groups.id)`;

const positions = (ctx: RequestContext<unknown>) =>
  ctx.db
    .select('positions')
    .select(['id', 'name', 'description', 'positionGroup', 'createdAt', holders.as('members')]);

async function onePosition(ctx: RequestContext<unknown>, id: number): Promise<Position> {
  const row = await positions(ctx).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return { ...row, createdAt: iso(row.createdAt) };
}

type PositionFields = (typeof positionApi.add.payload)['TYPE'];
const positionRow = (p: PositionFields) => ({
  name: p.name.trim(),
  description: (p.description ?? '').trim(),
  positionGroup: (p.positionGroup ?? '').trim(),
});

const groups = (ctx: RequestContext<unknown>) =>
  ctx.db
    .select('memberGroups')
    .select(['id', 'name', 'description', 'createdAt', groupMembers.as('members')]);

async function oneGroup(ctx: RequestContext<unknown>, id: number): Promise<MemberGroup> {
  const row = await groups(ctx).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return { ...row, createdAt: iso(row.createdAt) };
}

type GroupFields = (typeof groupApi.add.payload)['TYPE'];
const groupRow = (p: GroupFields) => ({ name: p.name.trim(), description: (p.description ?? '').trim() });

export const groupRoutes = [
  route(positionApi.list, async (ctx) => {
    const page = await pageOf(positions(ctx), ctx.payload, {
      sorts: { name: 'name', positionGroup: 'positionGroup', createdAt: 'createdAt' },
      fallback: 'name',
      fallbackDirection: 'asc',
      search: ['name', 'positionGroup'],
    });
    return ok({ ...page, data: page.data.map((r) => ({ ...r, createdAt: iso(r.createdAt) })) });
  }),
  route(positionApi.get, async (ctx) => ok(await onePosition(ctx, ctx.payload.id))),
  route(positionApi.add, async (ctx) => {
    const { id } = await ctx.db
      .insert('positions', positionRow(ctx.payload))
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok(await onePosition(ctx, id), ctx.t('common.saved'));
  }),
  route(positionApi.edit, async (ctx) => {
    await onePosition(ctx, ctx.payload.id);
    await ctx.db.update('positions').set(positionRow(ctx.payload)).where('id', '=', ctx.payload.id).execute();
    return ok(await onePosition(ctx, ctx.payload.id), ctx.t('common.saved'));
  }),
  // Members holding a deleted position keep their account and lose the position (on delete set null).
  route(positionApi.delete, async (ctx) =>
    ok(await deleteOwned(ctx.db, 'positions', ctx.payload.ids), ctx.t('common.deleted')),
  ),

  route(groupApi.list, async (ctx) => {
    const page = await pageOf(groups(ctx), ctx.payload, {
      sorts: { name: 'name', createdAt: 'createdAt' },
      fallback: 'name',
      fallbackDirection: 'asc',
      search: ['name'],
    });
    return ok({ ...page, data: page.data.map((r) => ({ ...r, createdAt: iso(r.createdAt) })) });
  }),
  route(groupApi.get, async (ctx) => ok(await oneGroup(ctx, ctx.payload.id))),
  route(groupApi.add, async (ctx) => {
    const { id } = await ctx.db
      .insert('memberGroups', groupRow(ctx.payload))
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok(await oneGroup(ctx, id), ctx.t('common.saved'));
  }),
  route(groupApi.edit, async (ctx) => {
    await oneGroup(ctx, ctx.payload.id);
    await ctx.db.update('memberGroups').set(groupRow(ctx.payload)).where('id', '=', ctx.payload.id).execute();
    return ok(await oneGroup(ctx, ctx.payload.id), ctx.t('common.saved'));
  }),
  route(groupApi.delete, async (ctx) =>
    ok(await deleteOwned(ctx.db, 'memberGroups', ctx.payload.ids), ctx.t('common.deleted')),
  ),
];
