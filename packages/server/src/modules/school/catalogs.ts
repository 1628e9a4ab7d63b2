import { type ClassLevel, contract, type Department, type SchoolLevel, type Subject } from '@saola/core/api';
import { sql } from 'kysely';
import { isUniqueViolation } from '../../db/sql-state';
import { ok, type RequestContext } from '../../http/context';
import { fieldError, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { deleteOwned, pageOf } from '../../http/resource';
import { route } from '../../http/routes';

/**
 * The school's catalogs (issue 20): subjects, class levels and departments. Each name is unique in the school
 * whatever its case (and so is a non-empty code): a save that would repeat one answers a field error in the
 * request's language, checked first and, for two saves racing, by the unique indexes of migration 0026.
 * Nothing refers to a catalog row yet, so deletes remove them outright.
 */
const { subject: subjectApi, classLevel: levelApi, department: departmentApi } = contract;

type CatalogTable = 'subjects' | 'classLevels' | 'departments';
type Ctx = RequestContext<unknown>;

/** Refuses a name (or code) another row of the school's table already has, case ignored. */
async function assertFree(
  ctx: Ctx,
  table: CatalogTable,
  column: 'name' | 'code',
  value: string,
  self?: number,
): Promise<void> {
  if (!value) return;
  let query = ctx.db.select(table).where(sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`);
  if (self) query = query.where('id', '!=', self);
  if (await query.select('id').executeTakeFirst())
    throw fieldError(column, ctx.t(column === 'name' ? 'catalog.nameTaken' : 'catalog.codeTaken'));
}

/** Turns the unique index's refusal (a save that raced past assertFree) into the same field error. */
async function uniquely<T>(ctx: Ctx, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const e = error as { constraint?: string; message?: string };
    const named = `${e.constraint ?? ''} ${e.message ?? ''}`;
    throw named.includes('_code')
      ? fieldError('code', ctx.t('catalog.codeTaken'))
      : fieldError('name', ctx.t('catalog.nameTaken'));
  }
}

const dated = <R extends { createdAt: Date }>(row: R) => ({ ...row, createdAt: iso(row.createdAt) });

// Subjects.
const subjects = (ctx: Ctx) =>
  ctx.db.select('subjects').select(['id', 'name', 'code', 'description', 'sortOrder', 'createdAt']);

async function oneSubject(ctx: Ctx, id: number): Promise<Subject> {
  const row = await subjects(ctx).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return dated(row);
}

type SubjectFields = (typeof subjectApi.add.payload)['TYPE'];
const subjectRow = (p: SubjectFields) => ({
  name: p.name.trim(),
  code: (p.code ?? '').trim(),
  description: (p.description ?? '').trim(),
  sortOrder: p.sortOrder ?? 0,
});

async function checkSubject(ctx: Ctx, row: ReturnType<typeof subjectRow>, self?: number) {
  await assertFree(ctx, 'subjects', 'name', row.name, self);
  await assertFree(ctx, 'subjects', 'code', row.code, self);
}

// Class levels.
const levels = (ctx: Ctx) =>
  ctx.db.select('classLevels').select(['id', 'name', 'schoolLevel', 'sortOrder', 'createdAt']);

const asLevel = (
  row: { schoolLevel: string; createdAt: Date } & Omit<ClassLevel, 'schoolLevel' | 'createdAt'>,
) => ({
  ...dated(row),
  schoolLevel: row.schoolLevel as SchoolLevel,
});

async function oneLevel(ctx: Ctx, id: number): Promise<ClassLevel> {
  const row = await levels(ctx).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return asLevel(row);
}

type LevelFields = (typeof levelApi.add.payload)['TYPE'];
const levelRow = (p: LevelFields) => ({
  name: p.name.trim(),
  schoolLevel: p.schoolLevel,
  sortOrder: p.sortOrder ?? 0,
});

// Departments.
const departments = (ctx: Ctx) =>
  ctx.db.select('departments').select(['id', 'name', 'code', 'description', 'createdAt']);

async function oneDepartment(ctx: Ctx, id: number): Promise<Department> {
  const row = await departments(ctx).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return dated(row);
}

type DepartmentFields = (typeof departmentApi.add.payload)['TYPE'];
const departmentRow = (p: DepartmentFields) => ({
  name: p.name.trim(),
  code: (p.code ?? '').trim(),
  description: (p.description ?? '').trim(),
});

async function checkDepartment(ctx: Ctx, row: ReturnType<typeof departmentRow>, self?: number) {
  await assertFree(ctx, 'departments', 'name', row.name, self);
  await assertFree(ctx, 'departments', 'code', row.code, self);
}

export const catalogRoutes = [
  route(subjectApi.list, async (ctx) => {
    const page = await pageOf(subjects(ctx), ctx.payload, {
      sorts: { sortOrder: 'sortOrder', name: 'name', code: 'code', createdAt: 'createdAt' },
      fallback: 'sortOrder',
      fallbackDirection: 'asc',
      search: ['name', 'code'],
    });
    return ok({ ...page, data: page.data.map(dated) });
  }),
  route(subjectApi.get, async (ctx) => ok(await oneSubject(ctx, ctx.payload.id))),
  route(subjectApi.add, async (ctx) => {
    const row = subjectRow(ctx.payload);
    await checkSubject(ctx, row);
    const { id } = await uniquely(ctx, () =>
      ctx.db.insert('subjects', row).returning('id').executeTakeFirstOrThrow(),
    );
    return ok(await oneSubject(ctx, id), ctx.t('common.saved'));
  }),
  route(subjectApi.edit, async (ctx) => {
    const { id } = ctx.payload;
    await oneSubject(ctx, id);
    const row = subjectRow(ctx.payload);
    await checkSubject(ctx, row, id);
    await uniquely(ctx, () => ctx.db.update('subjects').set(row).where('id', '=', id).execute());
    return ok(await oneSubject(ctx, id), ctx.t('common.saved'));
  }),
  route(subjectApi.delete, async (ctx) =>
    ok(await deleteOwned(ctx.db, 'subjects', ctx.payload.ids), ctx.t('common.deleted')),
  ),

  route(levelApi.list, async (ctx) => {
    let query = levels(ctx);
    if (ctx.payload.schoolLevel) query = query.where('schoolLevel', '=', ctx.payload.schoolLevel);
    const page = await pageOf(query, ctx.payload, {
      sorts: { sortOrder: 'sortOrder', name: 'name', schoolLevel: 'schoolLevel', createdAt: 'createdAt' },
      fallback: 'sortOrder',
      fallbackDirection: 'asc',
      search: ['name'],
    });
    return ok({ ...page, data: page.data.map(asLevel) });
  }),
  route(levelApi.get, async (ctx) => ok(await oneLevel(ctx, ctx.payload.id))),
  route(levelApi.add, async (ctx) => {
    const row = levelRow(ctx.payload);
    await assertFree(ctx, 'classLevels', 'name', row.name);
    const { id } = await uniquely(ctx, () =>
      ctx.db.insert('classLevels', row).returning('id').executeTakeFirstOrThrow(),
    );
    return ok(await oneLevel(ctx, id), ctx.t('common.saved'));
  }),
  route(levelApi.edit, async (ctx) => {
    const { id } = ctx.payload;
    await oneLevel(ctx, id);
    const row = levelRow(ctx.payload);
    await assertFree(ctx, 'classLevels', 'name', row.name, id);
    await uniquely(ctx, () => ctx.db.update('classLevels').set(row).where('id', '=', id).execute());
    return ok(await oneLevel(ctx, id), ctx.t('common.saved'));
  }),
  route(levelApi.delete, async (ctx) =>
    ok(await deleteOwned(ctx.db, 'classLevels', ctx.payload.ids), ctx.t('common.deleted')),
  ),

  route(departmentApi.list, async (ctx) => {
    const page = await pageOf(departments(ctx), ctx.payload, {
      sorts: { name: 'name', code: 'code', createdAt: 'createdAt' },
      fallback: 'name',
      fallbackDirection: 'asc',
      search: ['name', 'code'],
    });
    return ok({ ...page, data: page.data.map(dated) });
  }),
  route(departmentApi.get, async (ctx) => ok(await oneDepartment(ctx, ctx.payload.id))),
  route(departmentApi.add, async (ctx) => {
    const row = departmentRow(ctx.payload);
    await checkDepartment(ctx, row);
    const { id } = await uniquely(ctx, () =>
      ctx.db.insert('departments', row).returning('id').executeTakeFirstOrThrow(),
    );
    return ok(await oneDepartment(ctx, id), ctx.t('common.saved'));
  }),
  route(departmentApi.edit, async (ctx) => {
    const { id } = ctx.payload;
    await oneDepartment(ctx, id);
    const row = departmentRow(ctx.payload);
    await checkDepartment(ctx, row, id);
    await uniquely(ctx, () => ctx.db.update('departments').set(row).where('id', '=', id).execute());
    return ok(await oneDepartment(ctx, id), ctx.t('common.saved'));
  }),
  route(departmentApi.delete, async (ctx) =>
    ok(await deleteOwned(ctx.db, 'departments', ctx.payload.ids), ctx.t('common.deleted')),
  ),
];
