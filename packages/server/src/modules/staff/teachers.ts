import { contract, type StaffEntity, type Teacher, type TeacherSummary } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import type { Right } from '@saola/core/http';
import { sql } from 'kysely';
import { ok, type SignedInContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { ownIds, pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import {
  type AccountLinks,
  accountDetails,
  accountPage,
  accountSummary,
  accountsOf,
  addAccount,
  blank,
  deleteAccounts,
  editAccount,
  type ListedAccount,
} from './accounts';
import { changedFields, refuse, type StaffChange } from './log';
import { grantable, groupsGive, groupsOf, isOwner } from './rules';

const { teacher: api } = contract;
const STAFF = [ID_TYPE.OWNER, ID_TYPE.TEACHER];

const RIGHT_GROUPS: AccountLinks = {
  table: 'user_right_groups',
  names: sql<string[]>`array(
    select g.name from user_right_groups ug join right_groups g on g.id = ug.id_group and g.id_site = ug.id_site
    where ug.id_user = users.id order by g.name)`,
};

const toSummary = (row: ListedAccount): TeacherSummary => ({
  ...accountSummary(row),
  alias: row.alias,
  kind: row.idType === ID_TYPE.OWNER ? 'owner' : 'teacher',
  groups: row.names,
});

async function one(ctx: SignedInContext<unknown>, id: number): Promise<Teacher> {
  const row = (await accountsOf(ctx, STAFF)
    .where('users.id', '=', id)
    .selectAll('users')
    .select(RIGHT_GROUPS.names.as('names'))
    .executeTakeFirst()) as ListedAccount | undefined;
  if (!row) throw notFound();
  return { ...toSummary(row), idGroups: await groupsOf(ctx.db, id), rights: row.rights as Right[] };
}

type Fields = (typeof api.add.payload)['TYPE'];

const details = (p: Omit<Fields, 'password' | 'idGroups' | 'rights'>) => {
  const { status, ...contact } = accountDetails(p);
  return { ...contact, alias: blank(p.alias), status };
};

/** The school's permission groups' names by id, read once per request for the log. */
async function groupNameMap(ctx: SignedInContext<unknown>) {
  const rows = await ctx.db.select('rightGroups').select(['id', 'name']).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * What the log keeps of a teacher: her groups by name (a reader of the log sees "Giáo viên chủ nhiệm", not 3),
 * never a password, only that it was changed.
 */
const logged = (
  t: ReturnType<typeof details> & { idGroups: number[]; rights: string[] },
  names: Map<number, string>,
) => {
  const { idGroups, ...rest } = t;
  return {
    ...rest,
    groups: idGroups.map((id) => names.get(id) ?? `#${id}`).sort(),
    rights: [...t.rights].sort(),
  };
};

const sameIds = (a: readonly number[], b: readonly number[]) =>
  JSON.stringify([...a].sort((x, y) => x - y)) === JSON.stringify([...b].sort((x, y) => x - y));

/** What a teacher holds through her groups and her own rights. */
async function holds(ctx: SignedInContext<unknown>, idGroups: number[], rights: readonly string[]) {
  const given = await groupsGive(ctx.db, idGroups);
  return { rights: [...new Set([...given.rights, ...rights])], school: given.school };
}

/**
 * Who may be changed by whom: the owner only by an owner; a teacher by someone holding at least all she holds
 * (or one could take over a stronger account by resetting its password); nobody's own groups or rights by
 * themselves. Refusals are logged.
 */
async function assertMayChange(
  ctx: SignedInContext<unknown>,
  target: Teacher,
  change: Omit<StaffChange, 'action'>,
) {
  const actor = ctx.auth.user;
  if (target.kind === 'owner' && !isOwner(actor)) await refuse(ctx, change, 'staffError.ownerOnly');
  if (isOwner(actor) || target.id === actor.id) return;
  const held = await holds(ctx, target.idGroups, target.rights);
  if (!grantable(actor, held.rights) || (held.school && actor.scope !== 'school'))
    await refuse(ctx, change, 'staffError.rightNotHeld');
}

/** The groups and rights a save would newly give must be the actor's own to give. */
async function assertMayGrant(
  ctx: SignedInContext<unknown>,
  next: { idGroups: number[]; rights: string[] },
  current: Teacher | null,
  change: Omit<StaffChange, 'action'>,
) {
  const actor = ctx.auth.user;
  if (isOwner(actor)) return;
  const addedGroups = next.idGroups.filter((id) => !current?.idGroups.includes(id));
  const addedRights = next.rights.filter((r) => !(current?.rights as string[] | undefined)?.includes(r));
  const given = await groupsGive(ctx.db, addedGroups);
  if (!grantable(actor, [...given.rights, ...addedRights]))
    await refuse(ctx, change, 'staffError.rightNotHeld');
  if (given.school && actor.scope !== 'school') await refuse(ctx, change, 'staffError.scopeNotHeld');
}

export const teacherRoutes = [
  route(api.list, async (ctx) => {
    const page = await accountPage(ctx, STAFF, ctx.payload, RIGHT_GROUPS);
    return ok({ ...page, data: (page.data as ListedAccount[]).map(toSummary) });
  }),

  route(api.get, async (ctx) => ok(await one(ctx, ctx.payload.id))),

  route(api.add, async (ctx) => {
    const { password, idGroups: asked, rights: askedRights, ...rest } = ctx.payload;
    const idGroups = await ownIds(ctx.db, 'rightGroups', asked);
    const rights = [...new Set(askedRights)].sort();
    const fields = details(rest);
    const after = logged({ ...fields, idGroups, rights }, await groupNameMap(ctx));
    await assertMayGrant(ctx, { idGroups, rights }, null, {
      entity: 'teacher',
      idEntity: null,
      entityName: fields.fullName,
      after,
    });
    const id = await addAccount(ctx, {
      entity: 'teacher',
      idType: ID_TYPE.TEACHER,
      row: { ...fields, rights },
      password,
      links: { table: 'userRightGroups', idGroups },
      logged: after,
    });
    return ok(await one(ctx, id), ctx.t('common.saved'));
  }),

  route(api.edit, async (ctx) => {
    const { id, password, idGroups: asked, rights: askedRights, ...rest } = ctx.payload;
    const current = await one(ctx, id);
    const idGroups = await ownIds(ctx.db, 'rightGroups', asked);
    const rights = [...new Set(askedRights)].sort();
    const fields = details(rest);
    // An owner's kind holds every right: groups and rights are a teacher's.
    const access =
      current.kind === 'owner'
        ? { idGroups: current.idGroups, rights: current.rights }
        : { idGroups, rights };
    const names = await groupNameMap(ctx);
    const before = logged(
      {
        ...details({ ...current, status: current.status }),
        ...{ idGroups: current.idGroups, rights: current.rights },
      },
      names,
    );
    const after = logged({ ...fields, ...access }, names);
    const change = {
      entity: 'teacher' as const,
      idEntity: id,
      entityName: current.fullName,
      ...changedFields(before, after),
    };
    await assertMayChange(ctx, current, change);
    const self = id === ctx.auth.user.id;
    if (
      self &&
      (!sameIds(current.idGroups, access.idGroups) ||
        JSON.stringify(before.rights) !== JSON.stringify(after.rights))
    )
      await refuse(ctx, change, 'staffError.ownAccess');
    if (self && fields.status !== current.status) await refuse(ctx, change, 'staffError.ownAccess');
    await assertMayGrant(ctx, access, current, change);
    await editAccount(ctx, {
      entity: 'teacher',
      id,
      row: { ...fields, rights: access.rights },
      password,
      // An owner's groups are not hers to hold: only a teacher's are replaced.
      links: current.kind === 'owner' ? null : { table: 'userRightGroups', idGroups: access.idGroups },
      diff: change,
    });
    return ok(await one(ctx, id), ctx.t('common.saved'));
  }),

  route(api.delete, async (ctx) => {
    const ids = [...new Set(ctx.payload.ids)];
    const targets: Teacher[] = [];
    for (const id of ids) targets.push(await one(ctx, id));
    for (const target of targets) {
      const change = { entity: 'teacher' as const, idEntity: target.id, entityName: target.fullName };
      if (target.id === ctx.auth.user.id) await refuse(ctx, change, 'staffError.deleteSelf');
      await assertMayChange(ctx, target, change);
    }
    const deleted = await deleteAccounts(
      ctx,
      'teacher',
      STAFF,
      targets.map((target) => ({
        ...target,
        before: { fullName: target.fullName, username: target.username, groups: target.groups },
      })),
    );
    return ok({ deleted }, ctx.t('common.deleted'));
  }),

  route(api.logs, async (ctx) => {
    const p = ctx.payload;
    let query = ctx.db
      .select('staffLogs')
      .select([
        'id',
        'idActor',
        'actorName',
        'action',
        'entity',
        'idEntity',
        'entityName',
        'before',
        'after',
        'createdAt',
      ]);
    if (p.action) query = query.where('action', '=', p.action);
    if (p.entity) query = query.where('entity', '=', p.entity);
    if (p.idActor) query = query.where('idActor', '=', p.idActor);
    const page = await pageOf(query, p, {
      sorts: { createdAt: 'createdAt' },
      fallback: 'createdAt',
      search: ['actorName', 'entityName'],
    });
    return ok({
      ...page,
      data: page.data.map((r) => ({
        ...r,
        id: Number(r.id),
        entity: r.entity as StaffEntity,
        before: (r.before as Record<string, unknown> | null) ?? null,
        after: (r.after as Record<string, unknown> | null) ?? null,
        createdAt: iso(r.createdAt),
      })),
    });
  }),
];
