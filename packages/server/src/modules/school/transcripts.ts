import { contract, type Transcript } from '@saola/core/api';
import { ok } from '../../http/context';
import { fieldError, notFound } from '../../http/errors';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';

/**
 * The transcript setting (issue 20): each subject's score columns with their score factors, in order. A save
 * replaces the subject's columns whole, in one transaction that first locks the subject, so two saves at once
 * apply one after the other and never mix their columns.
 */
const { transcript: api } = contract;

async function transcriptOf(db: ScopedDb, idSubject: number): Promise<Transcript> {
  const subject = await db
    .select('subjects')
    .select(['id', 'name'])
    .where('id', '=', idSubject)
    .executeTakeFirst();
  if (!subject) throw notFound();
  const columns = await db
    .select('transcriptColumns')
    .select(['name', 'factor'])
    .where('idSubject', '=', idSubject)
    .orderBy('position')
    .execute();
  return { idSubject, subjectName: subject.name, columns };
}

export const transcriptRoutes = [
  route(api.get, async (ctx) => ok(await transcriptOf(ctx.db, ctx.payload.idSubject))),
  route(api.edit, async (ctx) => {
    const { idSubject } = ctx.payload;
    const columns = ctx.payload.columns.map((c) => ({ name: c.name.trim(), factor: c.factor }));
    const seen = new Set<string>();
    for (const [i, column] of columns.entries()) {
      const key = column.name.toLocaleLowerCase('vi');
      if (seen.has(key)) throw fieldError(`columns.${i}.name`, ctx.t('transcript.columnTaken'));
      seen.add(key);
    }
    const saved = await ctx.db.transaction(async (tx) => {
      const subject = await tx
        .select('subjects')
        .select('id')
        .where('id', '=', idSubject)
        .forUpdate()
        .executeTakeFirst();
      if (!subject) throw notFound();
      await tx.deleteFrom('transcriptColumns').where('idSubject', '=', idSubject).execute();
      if (columns.length)
        await tx
          .insert(
            'transcriptColumns',
            columns.map((c, position) => ({ idSubject, position, name: c.name, factor: c.factor })),
          )
          .execute();
      return transcriptOf(tx, idSubject);
    });
    return ok(saved, ctx.t('common.saved'));
  }),
];
