import { contract, RIGHT_LABELS, RIGHT_SCREEN_LABELS, type RightGroup } from '@saola/core/api';
import { RIGHT_CATALOGUE, type Right } from '@saola/core/http';
import { sql } from 'kysely';
import { ok, type SignedInContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { ownIds, pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import { changedFields, refuse, writeStaffLog } from './log';
import { grantable, isOwner } from './rules';

const { rightGroup: api } = contract;
type Fields = (typeof api.add.payload)['TYPE'];

const teachersIn = sql<number>`(select count(*)::int from user_right_groups ug where ug.id_group = right_groups.id)`;

function groups(ctx: SignedInContext<unknown>) {
  return ctx.db
    .select('rightGroups')
    .select(['id', 'name', 'scope', 'rights', 'createdAt', teachersIn.as('teachers')]);
}

type Row = {
  id: number;
  name: string;
  scope: 'school' | 'personal';
  rights: string[];
  createdAt: Date;
  teachers: number;
};

const toGroup = (row: Row): RightGroup => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  rights: row.rights as Right[],
  teachers: row.teachers,
  createdAt: iso(row.createdAt),
});

async function one(ctx: SignedInContext<unknown>, id: number): Promise<RightGroup> {
  const row = (await groups(ctx).where('id', '=', id).executeTakeFirst()) as Row | undefined;
  if (!row) throw notFound();
  return toGroup(row);
}

/** What the log keeps of a group. */
const logged = (g: { name: string; scope: string; rights: readonly string[] }) => ({
  name: g.name,
  scope: g.scope,
  rights: [...g.rights].sort(),
});

const clean = (p: Fields) => ({ name: p.name.trim(), scope: p.scope, rights: [...new Set(p.rights)].sort() });

/**
 * The grant rules of a group's save: the rights it would newly give must all be the actor's, a school-wide
 * scope only from one who has it; refusals are logged.
 */
async function assertMayGrant(
  ctx: SignedInContext<unknown>,
  next: ReturnType<typeof clean>,
  current: RightGroup | null,
) {
  const user = ctx.auth.user;
  const added = next.rights.filter((r) => !current?.rights.includes(r));
  const change = {
    entity: 'rightGroup' as const,
    idEntity: current?.id ?? null,
    entityName: next.name,
    after: logged(next),
  };
  if (!grantable(user, added)) await refuse(ctx, change, 'staffError.rightNotHeld');
  if (next.scope === 'school' && current?.scope !== 'school' && user.scope !== 'school')
    await refuse(ctx, change, 'staffError.scopeNotHeld');
}

/** No one changes the groups they are in (owners hold every right anyway). */
async function assertNotOwnGroup(ctx: SignedInContext<unknown>, ids: number[], name: string | null) {
  if (isOwner(ctx.auth.user)) return;
  const mine = await ctx.db
    .select('userRightGroups')
    .where('idUser', '=', ctx.auth.user.id)
    .where('idGroup', 'in', ids)
    .select('idGroup')
    .executeTakeFirst();
  if (mine)
    await refuse(
      ctx,
      { entity: 'rightGroup', idEntity: mine.idGroup, entityName: name },
      'staffError.ownAccess',
    );
}

export const rightGroupRoutes = [
  route(api.list, async (ctx) => {
    const page = await pageOf(groups(ctx), ctx.payload, {
      sorts: { name: 'name', createdAt: 'createdAt' },
      fallback: 'name',
      fallbackDirection: 'asc',
      search: ['name'],
    });
    return ok({ ...page, data: (page.data as Row[]).map(toGroup) });
  }),

  route(api.get, async (ctx) => ok(await one(ctx, ctx.payload.id))),

  route(api.rights, async (ctx) =>
    ok({
      screens: RIGHT_CATALOGUE.map(({ screen, rights }) => ({
        screen,
        label: ctx.t(RIGHT_SCREEN_LABELS[screen]),
        rights: rights.map((r) => ({ right: r, label: ctx.t(RIGHT_LABELS[r]) })),
      })),
    }),
  ),

  route(api.add, async (ctx) => {
    const next = clean(ctx.payload);
    await assertMayGrant(ctx, next, null);
    const id = await ctx.db.transaction(async (tx) => {
      const { id: created } = await tx.insert('rightGroups', next).returning('id').executeTakeFirstOrThrow();
      await writeStaffLog(tx, ctx, {
        action: 'add',
        entity: 'rightGroup',
        idEntity: created,
        entityName: next.name,
        after: logged(next),
      });
      return created;
    });
    return ok(await one(ctx, id), ctx.t('common.saved'));
  }),

  route(api.edit, async (ctx) => {
    const current = await one(ctx, ctx.payload.id);
    const next = clean(ctx.payload);
    await assertNotOwnGroup(ctx, [current.id], current.name);
    await assertMayGrant(ctx, next, current);
    await ctx.db.transaction(async (tx) => {
      await tx.update('rightGroups').set(next).where('id', '=', current.id).execute();
      await writeStaffLog(tx, ctx, {
        action: 'edit',
        entity: 'rightGroup',
        idEntity: current.id,
        entityName: next.name,
        ...changedFields(logged(current), logged(next)),
      });
    });
    return ok(await one(ctx, current.id), ctx.t('common.saved'));
  }),

  route(api.delete, async (ctx) => {
    const ids = await ownIds(ctx.db, 'rightGroups', ctx.payload.ids);
    if (!ids.length) return ok({ deleted: 0 }, ctx.t('common.deleted'));
    await assertNotOwnGroup(ctx, ids, null);
    const deleted = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .deleteFrom('rightGroups')
        .where('id', 'in', ids)
        .returning(['id', 'name', 'scope', 'rights'])
        .execute();
      for (const row of rows)
        await writeStaffLog(tx, ctx, {
          action: 'delete',
          entity: 'rightGroup',
          idEntity: row.id,
          entityName: row.name,
          before: logged(row),
        });
      return rows.length;
    });
    return ok({ deleted }, ctx.t('common.deleted'));
  }),
];
