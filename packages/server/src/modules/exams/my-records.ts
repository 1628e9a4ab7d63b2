import { contract, MY_SCORES_MAX, type MyNoteRecord, type MyScore, type TermAverage } from '@saola/core/api';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { ok, type SignedInContext } from '../../http/context';
import { iso } from '../../http/iso';
import { pageOf } from '../../http/resource';
import { route } from '../../http/routes';

type Ctx = SignedInContext<unknown>;

/**
 * The weighted mean of a subject's scores in a term, Σ(score × factor) / Σ(factor), rounded half up to one
 * place as report cards show it; null (never 0) with no score. Teachers' score records carry any factor from
 * 0.01 to 10, so this is `termAverage`'s rule (core learning) without its 1-to-3 bound on the factor.
 */
export function weightedAverage(scores: ReadonlyArray<{ score: number; factor: number }>): number | null {
  let weighted = 0;
  let factors = 0;
  for (const { score, factor } of scores) {
    weighted += score * factor;
    factors += factor;
  }
  if (factors <= 0) return null;
  return Math.round(Math.round((weighted / factors) * 10 * 1000) / 1000) / 10;
}

type NoteRow = Omit<MyNoteRecord, 'notedOn'> & { notedOn: string };

export const myRecordRoutes = [
  /**
   * The learner's scores: her teachers' score records and, once the school releases them, her exams' best
   * scores on a 10-point scale (under the exam's subject, else its name), with each term's subject averages.
   * Only her own: the query is on the caller, whatever the payload.
   */
  route(contract.transcript.myScores, async (ctx) => {
    const me = (ctx as Ctx).auth.user.id;
    const term = ctx.payload.term?.trim() || undefined;
    let records = ctx.db
      .select('scoreRecords')
      .leftJoin('users as creator', 'creator.id', 'scoreRecords.idCreator')
      .where('scoreRecords.idUser', '=', me)
      .select([
        'scoreRecords.id',
        'scoreRecords.subject',
        'scoreRecords.term',
        'scoreRecords.score',
        'scoreRecords.factor',
        'scoreRecords.note',
        'creator.fullName as teacherName',
        'scoreRecords.createdAt',
      ]);
    if (term) records = records.where('scoreRecords.term', '=', term);
    let exams = ctx.db
      .select('exams')
      .leftJoin('subjects as subject', 'subject.id', 'exams.idSubject')
      .leftJoin('users as creator', 'creator.id', 'exams.idCreator')
      .innerJoin(
        (eb) =>
          eb
            .selectFrom('examAttempts as a')
            .where('a.idUser', '=', me)
            .where('a.submittedAt', 'is not', null)
            .where('a.maxScore', '>', 0)
            .select([
              'a.idExam',
              sql<number>`max(a.score::numeric / a.max_score)`.as('ratio'),
              sql<Date>`max(a.submitted_at)`.as('submittedAt'),
            ])
            .groupBy('a.idExam')
            .as('best'),
        (join) => join.onRef('best.idExam', '=', 'exams.id'),
      )
      .where('exams.resultsReleased', '=', true)
      .select([
        'exams.id',
        'exams.name',
        'subject.name as subjectName',
        'exams.term',
        'exams.factor',
        'creator.fullName as teacherName',
        'best.ratio',
        'best.submittedAt',
      ]);
    if (term) exams = exams.where('exams.term', '=', term);
    const termsQuery = sql<{ term: string }>`
      select distinct term from (
        select term from score_records where id_site = ${ctx.site.id} and id_user = ${me}
        union select e.term from exams e join exam_attempts a on a.id_exam = e.id and a.id_site = e.id_site
          where e.id_site = ${ctx.site.id} and a.id_user = ${me} and e.results_released
      ) t where term is not null order by term`;
    const [recordRows, examRows, termRows] = await Promise.all([
      records.orderBy('scoreRecords.createdAt', 'desc').limit(MY_SCORES_MAX).execute(),
      exams.orderBy('best.submittedAt', 'desc').limit(MY_SCORES_MAX).execute(),
      termsQuery.execute(ctx.db.raw),
    ]);
    const scores: MyScore[] = [
      ...recordRows.map(
        (r): MyScore => ({
          key: `record-${r.id}`,
          source: 'record',
          subject: r.subject,
          term: r.term,
          score: Number(r.score),
          factor: Number(r.factor),
          note: r.note,
          teacherName: r.teacherName,
          date: iso(r.createdAt),
        }),
      ),
      ...examRows.map(
        (r): MyScore => ({
          key: `exam-${r.id}`,
          source: 'exam',
          subject: r.subjectName ?? r.name,
          term: r.term,
          score: Math.round(Number(r.ratio) * 1000) / 100,
          factor: r.factor,
          note: r.subjectName ? r.name : '',
          teacherName: r.teacherName,
          date: iso(r.submittedAt),
        }),
      ),
    ].sort((a, b) => b.date.localeCompare(a.date));
    const groups = new Map<string, { term: string | null; subject: string; list: MyScore[] }>();
    for (const s of scores) {
      const key = JSON.stringify([s.term, s.subject]);
      const group = groups.get(key) ?? { term: s.term, subject: s.subject, list: [] };
      group.list.push(s);
      groups.set(key, group);
    }
    const averages = [...groups.values()]
      .map(
        (g): TermAverage => ({
          term: g.term,
          subject: g.subject,
          average: weightedAverage(g.list),
          scores: g.list.length,
        }),
      )
      .sort((a, b) => (b.term ?? '').localeCompare(a.term ?? '') || a.subject.localeCompare(b.subject));
    return ok({ scores, averages, terms: termRows.rows.map((r) => r.term) });
  }),

  /** The learner's own notes from her teachers, newest day first. */
  route(contract.noteRecord.mine, async (ctx) => {
    const me = (ctx as Ctx).auth.user.id;
    const query = ctx.db
      .select('noteRecords')
      .leftJoin('userGroups as grp', 'grp.id', 'noteRecords.idGroup')
      .leftJoin('users as creator', 'creator.id', 'noteRecords.idCreator')
      .where('noteRecords.idUser', '=', me)
      .select([
        'noteRecords.id',
        sql<string>`to_char(note_records.noted_on, 'YYYY-MM-DD')`.as('notedOn'),
        'noteRecords.content',
        'grp.name as groupName',
        'creator.fullName as teacherName',
      ]) as unknown as SelectQueryBuilder<Database, 'noteRecords', NoteRow>;
    const page = await pageOf(query, ctx.payload, {
      sorts: { notedOn: 'noteRecords.notedOn' },
      fallback: 'noteRecords.notedOn',
      search: ['noteRecords.content'],
      tieBreak: 'noteRecords.id',
    });
    return ok({ ...page, data: page.data });
  }),
];
