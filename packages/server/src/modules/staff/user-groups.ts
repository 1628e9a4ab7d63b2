import { type ClassMember, contract, type UserGroup, type UserGroupSummary } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { ok, type SignedInContext } from '../../http/context';
import { fieldError, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { ownIds, pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import { classesInScope, learnersMayBringIn } from '../../policy/learner-scope';
import { changedFields, writeStaffLog } from './log';

const { userGroup: api } = contract;
type Fields = (typeof api.add.payload)['TYPE'];

type Row = {
  id: number;
  name: string;
  classLevel: string | null;
  schoolYear: string | null;
  idHomeroomTeacher: number | null;
  homeroomTeacherName: string | null;
  members: number;
  createdAt: Date;
};

const memberCount = sql<number>`(select count(*)::int from user_group_members m where m.id_group = user_groups.id)`;

/** The classes the caller sees (`classesInScope`, in the query, so lists, counts and single reads agree). */
export function visibleClasses(ctx: SignedInContext<unknown>) {
  return ctx.db
    .select('userGroups')
    .leftJoin('users as teacher', 'teacher.id', 'userGroups.idHomeroomTeacher')
    .select([
      'userGroups.id',
      'userGroups.name',
      'userGroups.classLevel',
      'userGroups.schoolYear',
      'userGroups.idHomeroomTeacher',
      'userGroups.createdAt',
      'teacher.fullName as homeroomTeacherName',
      memberCount.as('members'),
    ])
    .where(classesInScope(ctx)) as unknown as SelectQueryBuilder<Database, 'userGroups', Row>;
}

const toSummary = (row: Row): UserGroupSummary => ({ ...row, createdAt: iso(row.createdAt) });

async function one(ctx: SignedInContext<unknown>, id: number): Promise<UserGroup> {
  const row = await visibleClasses(ctx).where('userGroups.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const students = await ctx.db
    .select('userGroupMembers')
    .innerJoin('users', 'users.id', 'userGroupMembers.idUser')
    .where('userGroupMembers.idGroup', '=', id)
    .select(['users.id', 'users.fullName', 'users.username'])
    .orderBy('users.fullName')
    .execute();
  return { ...toSummary(row), students };
}

const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const details = (p: Fields) => ({
  name: p.name.trim(),
  classLevel: blank(p.classLevel),
  schoolYear: blank(p.schoolYear),
  idHomeroomTeacher: p.idHomeroomTeacher ?? null,
});

/** The homeroom teacher must be one of the school's teachers or owners. */
async function assertTeacher(ctx: SignedInContext<unknown>, id: number | null) {
  if (id === null) return;
  const found = await ctx.db
    .select('users')
    .where('id', '=', id)
    .where('idType', 'in', [ID_TYPE.OWNER, ID_TYPE.TEACHER])
    .select('id')
    .executeTakeFirst();
  if (!found) throw fieldError('idHomeroomTeacher', ctx.t('errors.notATeacher'));
}

async function saveMembers(db: SignedInContext<unknown>['db'], idGroup: number, ids: number[]) {
  await db.deleteFrom('userGroupMembers').where('idGroup', '=', idGroup).execute();
  if (ids.length)
    await db
      .insert(
        'userGroupMembers',
        ids.map((idUser) => ({ idGroup, idUser })),
      )
      .execute();
}

/** The names of the school's users by id, in one statement, for the log. */
async function userNames(ctx: SignedInContext<unknown>, ids: ReadonlyArray<number | null>) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map<number, string>();
  const rows = await ctx.db.select('users').where('id', 'in', wanted).select(['id', 'fullName']).execute();
  return new Map(rows.map((r) => [r.id, r.fullName]));
}

/** What the log keeps of a class: its homeroom teacher and members by name, not by id. */
const logged = (c: ReturnType<typeof details> & { idMembers: number[] }, names: Map<number, string>) => {
  const { idHomeroomTeacher, idMembers, ...rest } = c;
  const name = (id: number) => names.get(id) ?? `#${id}`;
  return {
    ...rest,
    homeroomTeacher: idHomeroomTeacher === null ? null : name(idHomeroomTeacher),
    members: idMembers.map(name).sort(),
  };
};

export const userGroupRoutes = [
  route(api.list, async (ctx) => {
    const p = ctx.payload;
    let query = visibleClasses(ctx);
    if (p.classLevel) query = query.where('userGroups.classLevel', '=', p.classLevel);
    if (p.schoolYear) query = query.where('userGroups.schoolYear', '=', p.schoolYear);
    const page = await pageOf(query, p, {
      sorts: {
        name: 'userGroups.name',
        createdAt: 'userGroups.createdAt',
        classLevel: 'userGroups.classLevel',
      },
      fallback: 'userGroups.name',
      fallbackDirection: 'asc',
      search: ['userGroups.name'],
      tieBreak: 'userGroups.id',
    });
    return ok({ ...page, data: page.data.map(toSummary) });
  }),

  route(api.get, async (ctx) => ok(await one(ctx, ctx.payload.id))),

  route(api.members, async (ctx) => {
    await one(ctx, ctx.payload.id);
    const page = await pageOf(
      ctx.db
        .select('userGroupMembers')
        .innerJoin('users', 'users.id', 'userGroupMembers.idUser')
        .where('userGroupMembers.idGroup', '=', ctx.payload.id)
        .select(['users.id', 'users.fullName', 'users.username']),
      ctx.payload,
      {
        sorts: { fullName: 'users.fullName' },
        fallback: 'users.fullName',
        fallbackDirection: 'asc',
        search: ['users.fullName', 'users.username'],
        tieBreak: 'users.id',
      },
    );
    return ok({ ...page, data: page.data as ClassMember[] });
  }),

  route(api.add, async (ctx) => {
    const fields = details(ctx.payload);
    await assertTeacher(ctx, fields.idHomeroomTeacher);
    const idMembers = await learnersMayBringIn(ctx, ctx.payload.idMembers, 'idMembers');
    const names = await userNames(ctx, [...idMembers, fields.idHomeroomTeacher]);
    const id = await ctx.db.transaction(async (tx) => {
      const { id: created } = await tx.insert('userGroups', fields).returning('id').executeTakeFirstOrThrow();
      await saveMembers(tx, created, idMembers);
      await writeStaffLog(tx, ctx, {
        action: 'add',
        entity: 'userGroup',
        idEntity: created,
        entityName: fields.name,
        after: logged({ ...fields, idMembers }, names),
      });
      return created;
    });
    return ok(await one(ctx, id), ctx.t('common.saved'));
  }),

  route(api.edit, async (ctx) => {
    const current = await one(ctx, ctx.payload.id);
    const fields = details(ctx.payload);
    await assertTeacher(ctx, fields.idHomeroomTeacher);
    const idMembers = await learnersMayBringIn(ctx, ctx.payload.idMembers, 'idMembers');
    const was = current.students.map((s) => s.id);
    const names = await userNames(ctx, [
      ...was,
      ...idMembers,
      current.idHomeroomTeacher,
      fields.idHomeroomTeacher,
    ]);
    const diff = changedFields(
      logged({ ...details({ ...current, idMembers: [] }), idMembers: was }, names),
      logged({ ...fields, idMembers }, names),
    );
    await ctx.db.transaction(async (tx) => {
      await tx.update('userGroups').set(fields).where('id', '=', current.id).execute();
      await saveMembers(tx, current.id, idMembers);
      await writeStaffLog(tx, ctx, {
        action: 'edit',
        entity: 'userGroup',
        idEntity: current.id,
        entityName: fields.name,
        ...diff,
      });
    });
    return ok(await one(ctx, current.id), ctx.t('common.saved'));
  }),

  route(api.delete, async (ctx) => {
    const ids = await ownIds(ctx.db, 'userGroups', ctx.payload.ids);
    if (!ids.length) return ok({ deleted: 0 }, ctx.t('common.deleted'));
    // A class outside the caller's scope is not hers to delete: as if it were not there.
    const visible = await visibleClasses(ctx).where('userGroups.id', 'in', ids).execute();
    if (visible.length !== ids.length) throw notFound();
    const deleted = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .deleteFrom('userGroups')
        .where('id', 'in', ids)
        .returning(['id', 'name'])
        .execute();
      for (const row of rows)
        await writeStaffLog(tx, ctx, {
          action: 'delete',
          entity: 'userGroup',
          idEntity: row.id,
          entityName: row.name,
          before: { name: row.name },
        });
      return rows.length;
    });
    return ok({ deleted }, ctx.t('common.deleted'));
  }),
];
