import { contract, type Student } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';
import { ok, type RequestContext, type SignedInContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import { moveAccount } from '../../policy/account-state';
import { contactsFor, reachOf, seerOf, seesContacts, studentsInScope } from '../../policy/learner-scope';
import { assertRoom } from '../../policy/service-package';
import { assertPasswordPolicy, assertUsernameFree, endSessions, USER_SORTS, userMatching } from '../auth';

const { student: api } = contract;
const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

type Row = Selectable<UsersTable> & { courses: number };

function toStudent(ctx: RequestContext<unknown>, row: Row): Student {
  return contactsFor(ctx, {
    id: row.id,
    fullName: row.fullName,
    username: row.username,
    email: row.email,
    phone: row.phone,
    kind: row.studentKind,
    classLevel: row.classLevel,
    schoolLevel: row.schoolLevel,
    schoolYear: row.schoolYear,
    semester: row.semester,
    status: row.status,
    courses: row.courses,
    lastSignInAt: iso(row.lastSignInAt),
    createdAt: iso(row.createdAt) as string,
  });
}

const studentAccounts = (ctx: RequestContext<unknown>) =>
  ctx.db.select('users').where('users.idType', '=', ID_TYPE.STUDENT);

const enrolledCourses = sql<number>`(select count(*)::int from course_enrolments e where e.id_user = users.id)`;

/** The given ids, each once, when every one is a student of this school; else not found (another school's ids). */
export async function studentsOnly(ctx: RequestContext<unknown>, idUsers: number[]): Promise<number[]> {
  const ids = [...new Set(idUsers)];
  const found = await studentAccounts(ctx).where('users.id', 'in', ids).select('users.id').execute();
  if (found.length !== ids.length) throw notFound();
  return ids;
}

/**
 * The students the caller sees (a teacher with a personal scope: those of her classes and courses), each with
 * how many courses they are enrolled in.
 */
function students(ctx: SignedInContext<unknown>, scoped = true) {
  return studentAccounts(ctx)
    .where(scoped ? studentsInScope(ctx, 'users.id') : sql<boolean>`true`)
    .selectAll('users')
    .select(enrolledCourses.as('courses'));
}

async function one(ctx: SignedInContext<unknown>, id: number, scoped = true): Promise<Student> {
  const row = (await students(ctx, scoped).where('users.id', '=', id).executeTakeFirst()) as Row | undefined;
  if (!row) throw notFound();
  return toStudent(ctx, row);
}

type Details = (typeof api.edit.payload)['TYPE'];
const details = (p: Omit<Details, 'id' | 'password'>) => ({
  fullName: p.fullName.trim(),
  username: p.username.trim(),
  email: blank(p.email),
  phone: blank(p.phone),
  classLevel: blank(p.classLevel),
  schoolLevel: blank(p.schoolLevel),
  schoolYear: blank(p.schoolYear),
  semester: blank(p.semester),
});

export const studentRoutes = [
  route(api.list, async (ctx) => {
    const p = ctx.payload;
    let matching = studentAccounts(ctx).where(studentsInScope(ctx, 'users.id'));
    if (p.keyword?.trim()) matching = matching.where(userMatching(p.keyword, seesContacts(ctx)));
    if (p.kind) matching = matching.where('users.studentKind', '=', p.kind);
    if (p.status) matching = matching.where('users.status', '=', p.status);
    if (p.classLevel) matching = matching.where('users.classLevel', '=', p.classLevel);
    // A personal scope's students, when no filter narrows them, are counted from her reach alone.
    const reach = p.kind || p.status || p.classLevel ? null : reachOf(seerOf(ctx));
    const counted = reach
      ? (ctx.db.raw
          .selectFrom(reach.as('l'))
          .where('l.idType', '=', ID_TYPE.STUDENT) as unknown as SelectQueryBuilder<
          Database,
          'users',
          unknown
        >)
      : undefined;
    const page = await pageOf(matching.selectAll('users').select(enrolledCourses.as('courses')), p, {
      sorts: USER_SORTS,
      fallback: USER_SORTS.createdAt,
      tieBreak: 'users.id',
      ...(counted ? { counted } : {}),
    });
    return ok({ ...page, data: (page.data as Row[]).map((row) => toStudent(ctx, row)) });
  }),

  route(api.get, async (ctx) => ok(await one(ctx, ctx.payload.id))),

  route(api.add, async (ctx) => {
    const { password, kind, ...rest } = ctx.payload;
    await assertUsernameFree(ctx, rest.username);
    assertPasswordPolicy(ctx.site, password, 'password', ctx.t);
    const passwordHash = await ctx.services.passwords.hash(password);
    const { id } = await ctx.db.transaction(async (tx) => {
      await assertRoom(tx.raw, ctx.site.id, 'learners');
      return tx
        .insert('users', {
          ...details(rest),
          ...(rest.status ? { status: rest.status } : {}),
          studentKind: kind,
          idType: ID_TYPE.STUDENT,
          passwordHash,
          locale: ctx.locale,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    });
    // The reply shows what was saved, even to a teacher whose personal scope will not list the new student.
    return ok(await one(ctx, id, false), ctx.t('common.saved'));
  }),

  route(api.edit, async (ctx) => {
    const { id, password, ...rest } = ctx.payload;
    await one(ctx, id);
    await assertUsernameFree(ctx, rest.username, id);
    const changes: Record<string, unknown> = details(rest);
    // A caller shown masked contacts cannot change them: the saved ones stay (SPEC §6).
    if (!seesContacts(ctx)) {
      delete changes.email;
      delete changes.phone;
    }
    if (password) {
      assertPasswordPolicy(ctx.site, password, 'password', ctx.t);
      changes.passwordHash = await ctx.services.passwords.hash(password);
      changes.passwordChangedAt = ctx.services.clock.now();
    }
    await ctx.db.transaction(async (tx) => {
      // The account's state moves only as its state machine allows (a waiting member is not activated here).
      const moved =
        rest.status &&
        (await moveAccount(tx, id, { by: 'staff', status: rest.status }, { field: 'status', t: ctx.t }));
      await tx.update('users').set(changes).where('id', '=', id).execute();
      // A new password or a deactivation ends the student's sessions everywhere.
      if (password || (moved && moved.transition === 'deactivate')) await endSessions(ctx, tx, id);
    });
    return ok(await one(ctx, id), ctx.t('common.saved'));
  }),

  route(api.delete, async (ctx) => {
    const ids = await studentsOnly(ctx, ctx.payload.ids);
    // Only students in the caller's scope: any other id is as if it were not there.
    const seen = await studentAccounts(ctx)
      .where('users.id', 'in', ids)
      .where(studentsInScope(ctx, 'users.id'))
      .select('users.id')
      .execute();
    if (seen.length !== ids.length) throw notFound();
    const deleted = await ctx.db.deleteFrom('users').where('id', 'in', ids).returning('id').execute();
    return ok({ deleted: deleted.length }, ctx.t('common.deleted'));
  }),
];
