import { contract, type NoteRecord, type ScoreRecord } from '@saola/core/api';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { ok, type SignedInContext } from '../../http/context';
import { fieldError, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';
import { classesMayName, learnersMayBringIn, studentsInScope } from '../../policy/learner-scope';
import { changedFields, writeStaffLog } from '../staff';

/** The student must be one the caller may name (her scope); the class (if any) hers to see and his. */
async function assertWhose(
  ctx: SignedInContext<unknown>,
  idUser: number,
  idGroup: number | null | undefined,
) {
  await learnersMayBringIn(ctx, [idUser], 'idUser');
  if (idGroup) {
    await classesMayName(ctx, [idGroup], 'idGroup');
    const member = await ctx.db
      .select('userGroupMembers')
      .where('idGroup', '=', idGroup)
      .where('idUser', '=', idUser)
      .select('idUser')
      .executeTakeFirst();
    if (!member) throw fieldError('idUser', ctx.t('errors.notFound'));
  }
  const student = await ctx.db
    .select('users')
    .where('id', '=', idUser)
    .select('fullName')
    .executeTakeFirstOrThrow();
  return student.fullName;
}

/** Whose records: a class or a student the caller sees; nothing else is listed (nor exported). */
export async function assertListScope(
  ctx: SignedInContext<unknown>,
  p: { idGroup?: number | undefined; idUser?: number | undefined },
) {
  if (p.idGroup) await classesMayName(ctx, [p.idGroup], 'idGroup');
  if (p.idUser) await learnersMayBringIn(ctx, [p.idUser], 'idUser');
}

// ---- scores ----

/**
 * Deletes the records asked for when the caller sees every one of them (`found`: the caller's scoped query of
 * those ids; any other id is as if it were not there), logging each as it was.
 */
async function deleteLogged<R extends { id: number }>(
  ctx: SignedInContext<{ ids: number[] }>,
  table: 'scoreRecords' | 'noteRecords',
  entity: 'scoreRecord' | 'noteRecord',
  found: { execute: () => Promise<R[]> },
  describe: (row: R) => { entityName: string; before: Record<string, unknown> },
) {
  const ids = [...new Set(ctx.payload.ids)];
  if (!ids.length) return ok({ deleted: 0 }, ctx.t('common.deleted'));
  const rows = await found.execute();
  if (rows.length !== ids.length) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await tx.deleteFrom(table).where('id', 'in', ids).execute();
    for (const row of rows)
      await writeStaffLog(tx, ctx, { action: 'delete', entity, idEntity: row.id, ...describe(row) });
  });
  return ok({ deleted: rows.length }, ctx.t('common.deleted'));
}

const scoreApi = contract.scoreRecord;

/** The school's score records of the learners `inScope` lets through: the list's and the export's rows. */
export function scoreRows(db: ScopedDb, inScope: (column: string) => RawBuilder<boolean>) {
  return db
    .select('scoreRecords')
    .innerJoin('users as student', 'student.id', 'scoreRecords.idUser')
    .leftJoin('userGroups as grp', 'grp.id', 'scoreRecords.idGroup')
    .leftJoin('users as creator', 'creator.id', 'scoreRecords.idCreator')
    .where(inScope('scoreRecords.idUser'))
    .select([
      'scoreRecords.id',
      'scoreRecords.idUser',
      'student.fullName as studentName',
      'student.username as studentUsername',
      'scoreRecords.idGroup',
      'grp.name as groupName',
      'scoreRecords.subject',
      'scoreRecords.score',
      'scoreRecords.factor',
      'scoreRecords.term',
      'scoreRecords.note',
      'creator.fullName as creatorName',
      'scoreRecords.createdAt',
    ]) as unknown as SelectQueryBuilder<Database, 'scoreRecords', ScoreRow>;
}

const scores = (ctx: SignedInContext<unknown>) => scoreRows(ctx.db, (column) => studentsInScope(ctx, column));

type ScoreRow = Omit<ScoreRecord, 'score' | 'factor' | 'createdAt'> & {
  studentUsername: string;
  score: string | number;
  factor: string | number;
  createdAt: Date;
};

const toScore = ({ studentUsername: _, ...r }: ScoreRow): ScoreRecord => ({
  ...r,
  score: Number(r.score),
  factor: Number(r.factor),
  createdAt: iso(r.createdAt),
});

/** What the score list searches: the subject and the learner's name. */
export const SCORE_SEARCH = ['scoreRecords.subject', 'student.fullName'];

/** A class's records are those of its members (wherever each record was written). */
export const ofClassMembers = (column: string, idGroup: number) =>
  sql<boolean>`${sql.ref(column)} in (select m.id_user from user_group_members m where m.id_group = ${idGroup})`;

async function oneScore(ctx: SignedInContext<unknown>, id: number): Promise<ScoreRecord> {
  const row = await scores(ctx).where('scoreRecords.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toScore(row);
}

type ScoreFields = (typeof scoreApi.add.payload)['TYPE'];
export const scoreRow = (p: ScoreFields) => ({
  idUser: p.idUser,
  idGroup: p.idGroup ?? null,
  subject: p.subject.trim(),
  score: Math.round(p.score * 100) / 100,
  factor: Math.round(p.factor * 100) / 100,
  term: p.term?.trim() || null,
  note: p.note?.trim() ?? '',
});
export const loggedScore = (r: ReturnType<typeof scoreRow>) => ({
  subject: r.subject,
  score: Number(r.score),
  factor: Number(r.factor),
  term: r.term,
  note: r.note,
});

// ---- notes ----

const noteApi = contract.noteRecord;

type NoteRow = Omit<NoteRecord, 'createdAt'> & { studentUsername: string; createdAt: Date };

/** What the note list searches: the remark and the learner's name. */
export const NOTE_SEARCH = ['noteRecords.content', 'student.fullName'];

/** The school's notes on the learners `inScope` lets through: the list's and the export's rows. */
export function noteRows(db: ScopedDb, inScope: (column: string) => RawBuilder<boolean>) {
  return db
    .select('noteRecords')
    .innerJoin('users as student', 'student.id', 'noteRecords.idUser')
    .leftJoin('userGroups as grp', 'grp.id', 'noteRecords.idGroup')
    .leftJoin('users as creator', 'creator.id', 'noteRecords.idCreator')
    .where(inScope('noteRecords.idUser'))
    .select([
      'noteRecords.id',
      'noteRecords.idUser',
      'student.fullName as studentName',
      'student.username as studentUsername',
      'noteRecords.idGroup',
      'grp.name as groupName',
      sql<string>`to_char(note_records.noted_on, 'YYYY-MM-DD')`.as('notedOn'),
      'noteRecords.content',
      'creator.fullName as creatorName',
      'noteRecords.createdAt',
    ]) as unknown as SelectQueryBuilder<Database, 'noteRecords', NoteRow>;
}

const notes = (ctx: SignedInContext<unknown>) => noteRows(ctx.db, (column) => studentsInScope(ctx, column));

const toNote = ({ studentUsername: _, ...r }: NoteRow): NoteRecord => ({ ...r, createdAt: iso(r.createdAt) });

async function oneNote(ctx: SignedInContext<unknown>, id: number): Promise<NoteRecord> {
  const row = await notes(ctx).where('noteRecords.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toNote(row);
}

type NoteFields = (typeof noteApi.add.payload)['TYPE'];
function noteRow(ctx: SignedInContext<unknown>, p: NoteFields) {
  const day = p.notedOn.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    throw fieldError('notedOn', ctx.t('validation.invalidValue'));
  return { idUser: p.idUser, idGroup: p.idGroup ?? null, notedOn: day, content: p.content.trim() };
}

export const recordRoutes = [
  route(scoreApi.list, async (ctx) => {
    const p = ctx.payload;
    await assertListScope(ctx, p);
    let query = scores(ctx);
    if (p.idGroup) query = query.where(ofClassMembers('scoreRecords.idUser', p.idGroup));
    if (p.idUser) query = query.where('scoreRecords.idUser', '=', p.idUser);
    if (p.term) query = query.where('scoreRecords.term', '=', p.term);
    const page = await pageOf(query, p, {
      sorts: {
        createdAt: 'scoreRecords.createdAt',
        subject: 'scoreRecords.subject',
        student: 'student.fullName',
      },
      fallback: 'scoreRecords.createdAt',
      search: SCORE_SEARCH,
      tieBreak: 'scoreRecords.id',
    });
    return ok({ ...page, data: page.data.map(toScore) });
  }),

  route(scoreApi.add, async (ctx) => {
    const name = await assertWhose(ctx, ctx.payload.idUser, ctx.payload.idGroup);
    const row = scoreRow(ctx.payload);
    const id = await ctx.db.transaction(async (tx) => {
      const { id: created } = await tx
        .insert('scoreRecords', { ...row, idCreator: ctx.auth.user.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeStaffLog(tx, ctx, {
        action: 'add',
        entity: 'scoreRecord',
        idEntity: created,
        entityName: `${name} · ${row.subject}`,
        after: loggedScore(row),
      });
      return created;
    });
    return ok(await oneScore(ctx, id), ctx.t('common.saved'));
  }),

  route(scoreApi.edit, async (ctx) => {
    const current = await oneScore(ctx, ctx.payload.id);
    const name = await assertWhose(ctx, ctx.payload.idUser, ctx.payload.idGroup);
    const row = scoreRow(ctx.payload);
    await ctx.db.transaction(async (tx) => {
      await tx.update('scoreRecords').set(row).where('id', '=', current.id).execute();
      await writeStaffLog(tx, ctx, {
        action: 'edit',
        entity: 'scoreRecord',
        idEntity: current.id,
        entityName: `${name} · ${row.subject}`,
        ...changedFields(loggedScore({ ...current, idGroup: current.idGroup }), loggedScore(row)),
      });
    });
    return ok(await oneScore(ctx, current.id), ctx.t('common.saved'));
  }),

  // Only records in the caller's scope: any other id is as if it were not there.
  route(scoreApi.delete, (ctx) =>
    deleteLogged(
      ctx,
      'scoreRecords',
      'scoreRecord',
      scores(ctx).where('scoreRecords.id', 'in', ctx.payload.ids),
      (r) => ({
        entityName: `${r.studentName} · ${r.subject}`,
        before: loggedScore({ ...toScore(r), idGroup: r.idGroup }),
      }),
    ),
  ),

  route(noteApi.list, async (ctx) => {
    const p = ctx.payload;
    await assertListScope(ctx, p);
    let query = notes(ctx);
    if (p.idGroup) query = query.where(ofClassMembers('noteRecords.idUser', p.idGroup));
    if (p.idUser) query = query.where('noteRecords.idUser', '=', p.idUser);
    const page = await pageOf(query, p, {
      sorts: { notedOn: 'noteRecords.notedOn', student: 'student.fullName' },
      fallback: 'noteRecords.notedOn',
      search: NOTE_SEARCH,
      tieBreak: 'noteRecords.id',
    });
    return ok({ ...page, data: page.data.map(toNote) });
  }),

  route(noteApi.add, async (ctx) => {
    const name = await assertWhose(ctx, ctx.payload.idUser, ctx.payload.idGroup);
    const row = noteRow(ctx, ctx.payload);
    const id = await ctx.db.transaction(async (tx) => {
      const { id: created } = await tx
        .insert('noteRecords', { ...row, idCreator: ctx.auth.user.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeStaffLog(tx, ctx, {
        action: 'add',
        entity: 'noteRecord',
        idEntity: created,
        entityName: name,
        after: { notedOn: row.notedOn, content: row.content },
      });
      return created;
    });
    return ok(await oneNote(ctx, id), ctx.t('common.saved'));
  }),

  route(noteApi.edit, async (ctx) => {
    const current = await oneNote(ctx, ctx.payload.id);
    const name = await assertWhose(ctx, ctx.payload.idUser, ctx.payload.idGroup);
    const row = noteRow(ctx, ctx.payload);
    await ctx.db.transaction(async (tx) => {
      await tx.update('noteRecords').set(row).where('id', '=', current.id).execute();
      await writeStaffLog(tx, ctx, {
        action: 'edit',
        entity: 'noteRecord',
        idEntity: current.id,
        entityName: name,
        ...changedFields(
          { notedOn: current.notedOn, content: current.content },
          { notedOn: row.notedOn, content: row.content },
        ),
      });
    });
    return ok(await oneNote(ctx, current.id), ctx.t('common.saved'));
  }),

  route(noteApi.delete, (ctx) =>
    deleteLogged(
      ctx,
      'noteRecords',
      'noteRecord',
      notes(ctx).where('noteRecords.id', 'in', ctx.payload.ids),
      (r) => ({
        entityName: r.studentName,
        before: { notedOn: r.notedOn, content: r.content },
      }),
    ),
  ),
];
