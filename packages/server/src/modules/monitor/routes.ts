import { contract, type Monitor, type MonitorSummary } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { sql } from 'kysely';
import { ok, type SignedInContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { route } from '../../http/routes';
import {
  type AccountLinks,
  accountDetails,
  accountPage,
  accountSummary,
  accountsOf,
  addAccount,
  changedFields,
  deleteAccounts,
  editAccount,
  type ListedAccount,
  refuse,
  visibleClasses,
} from '../staff';

const { monitor: api } = contract;

const OBSERVERS = [ID_TYPE.OBSERVER];
const WATCHED_CLASSES: AccountLinks = {
  table: 'monitor_groups',
  names: sql<string[]>`array(
    select g.name from monitor_groups mg join user_groups g on g.id = mg.id_group and g.id_site = mg.id_site
    where mg.id_user = users.id order by g.name)`,
};

const toSummary = (row: ListedAccount): MonitorSummary => ({ ...accountSummary(row), classes: row.names });

async function classesOf(ctx: SignedInContext<unknown>, idUser: number): Promise<number[]> {
  const rows = await ctx.db
    .select('monitorGroups')
    .where('idUser', '=', idUser)
    .select('idGroup')
    .orderBy('idGroup')
    .execute();
  return rows.map((r) => r.idGroup);
}

async function one(ctx: SignedInContext<unknown>, id: number): Promise<Monitor> {
  const row = (await accountsOf(ctx, OBSERVERS)
    .where('users.id', '=', id)
    .selectAll('users')
    .select(WATCHED_CLASSES.names.as('names'))
    .executeTakeFirst()) as ListedAccount | undefined;
  if (!row) throw notFound();
  return { ...toSummary(row), idGroups: await classesOf(ctx, id) };
}

/**
 * The classes asked for, each once, with their names, when the caller sees every one of them (another school's
 * ids, or a class a teacher with a personal scope does not see, answer 404 and change nothing).
 */
async function seenClasses(ctx: SignedInContext<unknown>, asked: readonly number[]) {
  const ids = [...new Set(asked)];
  if (!ids.length) return [] as Array<{ id: number; name: string }>;
  const rows = await visibleClasses(ctx).where('userGroups.id', 'in', ids).execute();
  if (rows.length !== ids.length) throw notFound();
  return rows.map((r) => ({ id: r.id, name: r.name })).sort((a, b) => a.id - b.id);
}

/**
 * A teacher with a personal scope may change an observer only when she sees every class it watches: she
 * cannot take away, or hand over by a new password, what another teacher's class is watched by. Refusals are
 * logged.
 */
async function assertMayChange(ctx: SignedInContext<unknown>, target: Monitor) {
  if (!target.idGroups.length) return;
  const seen = await visibleClasses(ctx).where('userGroups.id', 'in', target.idGroups).execute();
  if (seen.length !== target.idGroups.length)
    await refuse(
      ctx,
      { entity: 'monitor', idEntity: target.id, entityName: target.fullName },
      'monitorError.classNotSeen',
    );
}

type Fields = (typeof api.add.payload)['TYPE'];

const details = (p: Omit<Fields, 'password' | 'idGroups'>) => accountDetails(p);

/** What the log keeps of an observer: its classes by name (never a password). */
const logged = (m: ReturnType<typeof details>, classes: Array<{ name: string }>) => ({
  ...m,
  classes: classes.map((c) => c.name).sort(),
});

export const monitorRoutes = [
  route(api.list, async (ctx) => {
    const page = await accountPage(ctx, OBSERVERS, ctx.payload, WATCHED_CLASSES);
    return ok({ ...page, data: (page.data as ListedAccount[]).map(toSummary) });
  }),

  route(api.get, async (ctx) => ok(await one(ctx, ctx.payload.id))),

  route(api.add, async (ctx) => {
    const { password, idGroups: asked, ...rest } = ctx.payload;
    const classes = await seenClasses(ctx, asked);
    const fields = details(rest);
    const id = await addAccount(ctx, {
      entity: 'monitor',
      idType: ID_TYPE.OBSERVER,
      row: fields,
      password,
      links: { table: 'monitorGroups', idGroups: classes.map((c) => c.id) },
      logged: logged(fields, classes),
    });
    return ok(await one(ctx, id), ctx.t('common.saved'));
  }),

  route(api.edit, async (ctx) => {
    const { id, password, idGroups: asked, ...rest } = ctx.payload;
    const current = await one(ctx, id);
    await assertMayChange(ctx, current);
    const classes = await seenClasses(ctx, asked);
    const fields = details(rest);
    const before = logged(
      details({ ...current, status: current.status }),
      current.classes.map((name) => ({ name })),
    );
    await editAccount(ctx, {
      entity: 'monitor',
      id,
      row: fields,
      password,
      links: { table: 'monitorGroups', idGroups: classes.map((c) => c.id) },
      diff: changedFields(before, logged(fields, classes)),
    });
    return ok(await one(ctx, id), ctx.t('common.saved'));
  }),

  route(api.delete, async (ctx) => {
    const ids = [...new Set(ctx.payload.ids)];
    const targets: Monitor[] = [];
    for (const id of ids) targets.push(await one(ctx, id));
    for (const target of targets) await assertMayChange(ctx, target);
    const deleted = await deleteAccounts(
      ctx,
      'monitor',
      OBSERVERS,
      targets.map((target) => ({
        ...target,
        before: { fullName: target.fullName, username: target.username, classes: target.classes },
      })),
    );
    return ok({ deleted }, ctx.t('common.deleted'));
  }),
];
