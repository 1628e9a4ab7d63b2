import type { CodeStatus } from '@saola/core/api';
import { type RawBuilder, sql } from 'kysely';
import { matching } from '../../http/resource';
import { scopedDb } from '../../http/scoped';
import { studentsSeenBy } from '../../policy/learner-scope';
import { CODE_SEARCH, codeKeyword, codeRows, statusOf, whereStatus } from '../active-code';
import { NOTE_SEARCH, noteRows, ofClassMembers, SCORE_SEARCH, scoreRows } from '../records';
import {
  countRows,
  DATE,
  filters,
  type StreamingBook,
  schoolTime,
  streamingBook,
  writeBook,
} from './export-book';
import type { JobRun, JobWork } from './worker';

type Eb = Parameters<typeof whereStatus>[0];

/**
 * The school's activation codes as the code list shows them (one batch's, from its page), with its status
 * and keyword: what each code opens, how often and by whom it was used, when it expires. The batch was
 * checked the school's when the job was started.
 */
export const activeCodeExport: JobWork = async (run) => {
  const { t } = run;
  const f = filters(run);
  const db = scopedDb(run.db, run.viewer.idSite);
  const now = run.now();
  let query = codeRows(db);
  if (f.idBatch) query = query.where('activeCodes.idBatch', '=', Number(f.idBatch));
  if (f.status) {
    const status = f.status as CodeStatus;
    query = query.where((eb) => whereStatus(eb as Eb, status, now));
  }
  const keyword = codeKeyword(typeof f.keyword === 'string' ? f.keyword : undefined);
  if (keyword) query = query.where(matching(keyword, { search: CODE_SEARCH }));
  const total = await countRows(query);
  const book = streamingBook(t('route.activeCodes'), [
    { header: t('activeCode.code'), key: 'code', width: 20 },
    { header: t('activeCode.batch'), key: 'batchName', width: 26 },
    { header: t('activeCode.target'), key: 'target', width: 36 },
    { header: t('activeCode.status'), key: 'status', width: 14 },
    { header: t('activeCode.uses'), key: 'uses', width: 10 },
    { header: t('activeCode.usedBy'), key: 'usedBy', width: 40 },
    { header: t('activeCode.usedAt'), key: 'usedAt', width: 18, style: DATE },
    { header: t('activeCode.expiresAt'), key: 'expiresAt', width: 18, style: DATE },
  ]);
  // What each batch opens (its package, or its courses in their order), read once rather than per code.
  let batches = db.select('activeCodeBatches').select([
    'id',
    sql<string | null>`coalesce(
      (select p.name from course_packages p
        where p.id = active_code_batches.id_package and p.id_site = active_code_batches.id_site),
      (select string_agg(c.name, ', ' order by i.position) from active_code_batch_courses i
        join courses c on c.id = i.id_course and c.id_site = active_code_batches.id_site
        where i.id_batch = active_code_batches.id))`.as('target'),
  ]);
  if (f.idBatch) batches = batches.where('id', '=', Number(f.idBatch));
  const targets = new Map((await batches.execute()).map((b) => [b.id, b.target ?? '']));
  const rows = query.select([
    'activeCodes.id',
    'activeCodes.code',
    'activeCodeBatches.name as batchName',
    'activeCodes.idBatch',
    statusOf(now).as('status'),
    'activeCodes.uses',
    'activeCodeBatches.usesPerCode',
    sql<string | null>`(select string_agg(u.full_name || ' (' || u.username || ')', ', ' order by x.used_at)
      from active_code_uses x join users u on u.id = x.id_user
      where x.id_code = active_codes.id)`.as('usedBy'),
    'activeCodes.lastUsedAt',
    'activeCodeBatches.expiresAt',
  ]);
  await writeBook(
    run,
    book,
    total,
    (after, take) => rows.where('activeCodes.id', '>', after).orderBy('activeCodes.id').limit(take).execute(),
    (r) => ({
      ...r,
      target: targets.get(r.idBatch) ?? '',
      status: t(`activeCode.statuses.${r.status}`),
      uses: `${r.uses}/${r.usesPerCode}`,
      usedBy: r.usedBy ?? '',
      usedAt: schoolTime(run, r.lastUsedAt),
      expiresAt: schoolTime(run, r.expiresAt) ?? t('activeCode.never'),
    }),
  );
};

/** Whom the creator saw when she started it: her data scope (observers start no export). */
const seenBy = (run: JobRun) => {
  const { idSite, idUser, personal } = run.viewer;
  return (column: string) => studentsSeenBy({ idSite, idUser, observer: false, personal }, column);
};

/**
 * A record list's rows as it was filtered: a class's members' (the class was checked hers to see when the
 * job was started) or one learner's, and searched as the list searches.
 */
function asListed<Q extends { where(condition: RawBuilder<boolean>): Q }>(
  run: JobRun,
  query: Q,
  learner: string,
  search: string[],
): Q {
  const f = filters(run);
  let narrowed = query;
  if (f.idGroup) narrowed = narrowed.where(ofClassMembers(learner, Number(f.idGroup)));
  if (f.idUser) narrowed = narrowed.where(sql<boolean>`${sql.ref(learner)} = ${Number(f.idUser)}`);
  const keyword = typeof f.keyword === 'string' ? f.keyword.trim() : '';
  return keyword ? narrowed.where(matching(keyword, { search })) : narrowed;
}

/** The columns every record export starts with: whose record it is, and her class. */
const learnerColumns = (t: JobRun['t']) => [
  { header: t('records.student'), key: 'studentName', width: 28 },
  { header: t('report.username'), key: 'studentUsername', width: 18 },
  { header: t('report.class'), key: 'groupName', width: 20 },
];

/** …and those it ends with: who wrote it, and when (at the school's time). */
const writerColumns = (t: JobRun['t']) => [
  { header: t('records.teacher'), key: 'creatorName', width: 24 },
  { header: t('records.writtenOn'), key: 'createdAt', width: 18, style: DATE },
];

/** Writes a record list's rows, a batch at a time, and finishes the job with the file. */
const writeRecords = <R extends { id: number; createdAt: Date }>(
  run: JobRun,
  book: StreamingBook,
  total: number,
  next: (after: number, take: number) => Promise<R[]>,
  cells: (r: R) => object,
) =>
  writeBook(run, book, total, next, (r) => ({ ...r, ...cells(r), createdAt: schoolTime(run, r.createdAt) }));

/** Score records as the score list shows them, of the learners the creator saw. */
export const scoreExport: JobWork = async (run) => {
  const { t } = run;
  const query = asListed(
    run,
    scoreRows(scopedDb(run.db, run.viewer.idSite), seenBy(run)),
    'scoreRecords.idUser',
    SCORE_SEARCH,
  );
  const total = await countRows(query);
  const book = streamingBook(t('records.scores'), [
    ...learnerColumns(t),
    { header: t('records.subject'), key: 'subject', width: 24 },
    { header: t('records.score'), key: 'score', width: 10 },
    { header: t('records.factor'), key: 'factor', width: 10 },
    { header: t('records.term'), key: 'term', width: 14 },
    { header: t('records.note'), key: 'note', width: 36 },
    ...writerColumns(t),
  ]);
  await writeRecords(
    run,
    book,
    total,
    (after, take) =>
      query.where('scoreRecords.id', '>', after).orderBy('scoreRecords.id').limit(take).execute(),
    (r) => ({ score: Number(r.score), factor: Number(r.factor) }),
  );
};

/** Remarks as the note list shows them, of the learners the creator saw. */
export const noteExport: JobWork = async (run) => {
  const { t } = run;
  const query = asListed(
    run,
    noteRows(scopedDb(run.db, run.viewer.idSite), seenBy(run)),
    'noteRecords.idUser',
    NOTE_SEARCH,
  );
  const total = await countRows(query);
  const book = streamingBook(t('records.notes'), [
    ...learnerColumns(t),
    { header: t('records.notedOn'), key: 'notedOn', width: 12, style: { numFmt: 'dd/mm/yyyy' } },
    { header: t('records.content'), key: 'content', width: 60 },
    ...writerColumns(t),
  ]);
  await writeRecords(
    run,
    book,
    total,
    (after, take) =>
      query.where('noteRecords.id', '>', after).orderBy('noteRecords.id').limit(take).execute(),
    // A day, not an instant: the cell holds that date at midnight, whatever the zone.
    (r) => ({ notedOn: new Date(`${r.notedOn}T00:00:00Z`) }),
  );
};
