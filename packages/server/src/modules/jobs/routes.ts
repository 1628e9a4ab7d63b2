import {
  CODE_STATUSES,
  contract,
  type ExportModule,
  IMPORT_RIGHTS,
  importTemplateName,
  type JobDetail,
  type JobModule,
  type JobSummary,
  ORDER_STATUSES,
  USER_STATUSES_EDITABLE,
} from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { dayOf } from '@saola/core/dates';
import type { Access } from '@saola/core/http';
import type { TranslationKey } from '@saola/core/i18n';
import { allows, hasRight } from '@saola/core/session';
import { extensionOf } from '@saola/core/validate';
import { ok, type SignedInContext } from '../../http/context';
import { badRequest, fieldError, forbidden, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { bytesOf } from '../../http/multipart';
import { ownIds, pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import { oneClass } from '../live';
import { assertListScope } from '../records';
import { detailQuery, logQuery, periodOf, type ReportViewer, unitFilter, viewerOf } from '../reports';
import { sniffImport } from './import-file';
import { type ImportParams, importTemplate } from './imports';
import type { JobParams } from './worker';

const { job: api, dataExport, dataImport } = contract;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The jobs a caller sees: an owner every job of the school, anyone else her own. */
function jobs(ctx: SignedInContext<unknown>) {
  let query = ctx.db
    .select('dataJobs')
    .innerJoin('users', (j) =>
      j.onRef('users.id', '=', 'dataJobs.idUser').onRef('users.idSite', '=', 'dataJobs.idSite'),
    )
    .select([
      'dataJobs.id',
      'dataJobs.direction',
      'dataJobs.module',
      'dataJobs.fileName',
      'dataJobs.status',
      'dataJobs.progress',
      'dataJobs.totalRows',
      'dataJobs.doneRows',
      'dataJobs.errorRows',
      'dataJobs.errorKey',
      'dataJobs.resultName',
      'users.fullName as createdBy',
      'dataJobs.createdAt',
      'dataJobs.finishedAt',
    ]);
  if (ctx.auth.user.idType !== ID_TYPE.OWNER) query = query.where('dataJobs.idUser', '=', ctx.auth.user.id);
  return query;
}

type Row = Awaited<ReturnType<ReturnType<typeof jobs>['execute']>>[number];

// Written out, so the dead-key test sees each message a failed job may show.
const FAILURES: Record<string, TranslationKey> = {
  'job.gaveUp': 'job.gaveUp',
  'job.unknownKind': 'job.unknownKind',
  'job.crashed': 'job.crashed',
  'dataImport.unreadable': 'dataImport.unreadable',
  'dataImport.badHeader': 'dataImport.badHeader',
  'dataImport.tooManyRows': 'dataImport.tooManyRows',
  'dataImport.rowsRefused': 'dataImport.rowsRefused',
  'dataImport.noRows': 'dataImport.noRows',
  'servicePackage.importOverLimit': 'servicePackage.importOverLimit',
};

const summary = (ctx: SignedInContext<unknown>, r: Row): JobSummary => ({
  id: r.id,
  direction: r.direction,
  module: r.module as JobModule,
  fileName: r.fileName,
  state: r.status,
  progress: r.progress,
  totalRows: r.totalRows,
  doneRows: r.doneRows,
  errorRows: r.errorRows,
  error:
    r.status === 'failed' ? ctx.t(FAILURES[r.errorKey ?? ''] ?? 'job.crashed', { count: r.errorRows }) : null,
  hasResult: Boolean(r.resultName),
  createdBy: r.createdBy,
  createdAt: iso(r.createdAt),
  finishedAt: iso(r.finishedAt),
});

async function oneJob(ctx: SignedInContext<unknown>, id: number): Promise<Row> {
  const row = await jobs(ctx).where('dataJobs.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

const SORTS = { createdAt: 'dataJobs.id', fileName: 'dataJobs.fileName', state: 'dataJobs.status' } as const;

const EXPORT_NAMES: Record<ExportModule, string> = {
  generalReport: 'general-report',
  detailReport: 'detail-report',
  member: 'members',
  openCourseLog: 'open-course-logs',
  attendance: 'attendance',
  student: 'students',
  order: 'orders',
  activeCode: 'activation-codes',
  score: 'scores',
  note: 'notes',
};

/** The list each export is of, where it asks more than the export's own access. */
const LISTS: Partial<Record<ExportModule, { access: Access }>> = {
  order: contract.order.list,
  activeCode: contract.activeCodeItem.list,
  score: contract.scoreRecord.list,
  note: contract.noteRecord.list,
};

/** The statuses of a list's rows; a learner's on the others (the student and member lists). */
const STATUSES: Partial<Record<ExportModule, readonly string[]>> = {
  order: ORDER_STATUSES,
  activeCode: CODE_STATUSES,
};

type ExportFilters = Omit<(typeof dataExport.start)['payload']['TYPE'], 'module'>;

/**
 * Checks the filters as the export's job will read them, so a wrong date, or another school's unit or course,
 * is the 400 or 404 of the request rather than a job that fails later with no reason given.
 */
async function checkFilters(
  ctx: SignedInContext<unknown>,
  module: ExportModule,
  f: ExportFilters,
  viewer: ReportViewer,
) {
  const db = ctx.db.raw;
  if (module === 'detailReport') await detailQuery(db, ctx.t, viewer, f);
  else if (module === 'openCourseLog') await logQuery(db, ctx.t, viewer, f);
  else if (module === 'generalReport') periodOf(ctx.t, f.from, f.to, viewer.timeZone);
  if (module === 'generalReport' || module === 'member' || module === 'student')
    await unitFilter(db, viewer, f.idUnit);
}

function sendXlsx(ctx: SignedInContext<unknown>, bytes: Buffer, name: string) {
  ctx.reply.header('Content-Type', XLSX_TYPE);
  ctx.reply.header('X-Content-Type-Options', 'nosniff');
  ctx.reply.header('Cache-Control', 'no-store');
  ctx.reply.header(
    'Content-Disposition',
    `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
  );
  return ctx.reply.send(bytes);
}

export const jobRoutes = [
  route(api.list, async (ctx) => {
    const p = ctx.payload;
    let query = jobs(ctx).where('dataJobs.direction', '=', p.kind);
    if (p.module) query = query.where('dataJobs.module', '=', p.module);
    if (p.state) query = query.where('dataJobs.status', '=', p.state);
    const page = await pageOf(query, p, {
      sorts: SORTS,
      fallback: SORTS.createdAt,
      fallbackDirection: 'desc',
      tieBreak: 'dataJobs.id',
      search: ['dataJobs.fileName', 'users.fullName'],
    });
    return ok({ ...page, data: page.data.map((r) => summary(ctx, r)) });
  }),

  route(api.get, async (ctx) => {
    const row = await oneJob(ctx, ctx.payload.id);
    const extra = await ctx.db
      .select('dataJobs')
      .select('rowErrors')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    const detail: JobDetail = { ...summary(ctx, row), rowErrors: extra.rowErrors };
    return ok(detail);
  }),

  route(api.download, async (ctx) => {
    const row = await oneJob(ctx, ctx.payload.id);
    const file = await ctx.db
      .select('dataJobs')
      .select(['result', 'resultName'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    if (!file.result || !file.resultName) throw notFound();
    return sendXlsx(ctx, file.result, file.resultName);
  }),

  /** Queued or running → cancelled; a finished job is refused. The worker notices at its next step. */
  route(api.cancel, async (ctx) => {
    const row = await oneJob(ctx, ctx.payload.id);
    const changed = await ctx.db
      .update('dataJobs')
      .set({ status: 'cancelled', finishedAt: ctx.services.clock.now(), processingUntil: null, input: null })
      .where('id', '=', row.id)
      .where('status', 'in', ['queued', 'running'])
      .returning('id')
      .executeTakeFirst();
    if (!changed) throw badRequest('job.notCancellable');
    return ok(summary(ctx, await oneJob(ctx, row.id)), ctx.t('job.cancelled'));
  }),

  route(dataExport.start, async (ctx) => {
    const { module, ...filters } = ctx.payload;
    if (module === 'generalReport' && (!filters.from || !filters.to)) {
      throw fieldError(filters.from ? 'to' : 'from', ctx.t('validation.datePickerRequire'));
    }
    // Each list's export asks what the list asks: its right, and a status of its own rows.
    const list = LISTS[module];
    if (list && !allows(list.access, ctx.auth.user)) throw forbidden();
    const statuses: readonly string[] = STATUSES[module] ?? USER_STATUSES_EDITABLE;
    if (filters.status && !statuses.includes(filters.status))
      throw fieldError('status', ctx.t('validation.invalidValue'));
    if (module === 'attendance') {
      if (!filters.idClass) throw fieldError('idClass', ctx.t('validation.required'));
      // Only a class she may see: another school's, or one outside her scope, is not found.
      await oneClass(ctx, filters.idClass);
    }
    // Another school's batch, a class she does not see, a learner who is not the school's: not found.
    if (module === 'activeCode' && filters.idBatch)
      await ownIds(ctx.db, 'activeCodeBatches', [filters.idBatch]);
    if (module === 'score' || module === 'note') await assertListScope(ctx, filters);
    const viewer = await viewerOf(ctx);
    await checkFilters(ctx, module, filters, viewer);
    const params: JobParams = { locale: ctx.locale, viewer, filters };
    const now = ctx.services.clock.now();
    const fileName = `${EXPORT_NAMES[module]}-${dayOf(now, ctx.site.timeZone)}.xlsx`;
    const created = await ctx.db
      .insert('dataJobs', {
        idUser: ctx.auth.user.id,
        direction: 'export',
        module,
        fileName,
        params: JSON.stringify(params),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.services.dataJobs?.poke();
    return ok(summary(ctx, await oneJob(ctx, created.id)), ctx.t('job.started'));
  }),

  route(dataImport.template, async (ctx) => {
    const { module } = ctx.payload;
    if (!hasRight(ctx.auth.user, IMPORT_RIGHTS[module])) throw forbidden();
    return sendXlsx(ctx, await importTemplate(ctx.t, module), importTemplateName(ctx.t, module));
  }),

  /**
   * Takes the file of a multipart form (at most IMPORT_BYTES_MAX, or a 413): an .xlsx whose bytes are a zip
   * holding a workbook, or a .csv whose bytes are text that parses as a table; a file that is something else
   * under such a name is refused here, in the request's language. The rows are read and checked by the job.
   */
  route(dataImport.start, async (ctx) => {
    const { module, policy, file } = ctx.payload;
    if (!hasRight(ctx.auth.user, IMPORT_RIGHTS[module])) throw forbidden();
    const bytes = bytesOf(file);
    if (!bytes) throw fieldError('file', ctx.t('validation.fileRequired'));
    const sniffed = await sniffImport(bytes, extensionOf(file));
    if ('refused' in sniffed) throw fieldError('file', ctx.t(sniffed.refused));
    const viewer = await viewerOf(ctx);
    const params: ImportParams = { locale: ctx.locale, viewer, filters: {}, policy, format: sniffed.format };
    const created = await ctx.db
      .insert('dataJobs', {
        idUser: ctx.auth.user.id,
        direction: 'import',
        module,
        fileName: file.name.trim().slice(0, 200),
        params: JSON.stringify(params),
        input: bytes,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.services.dataJobs?.poke();
    return ok(summary(ctx, await oneJob(ctx, created.id)), ctx.t('job.started'));
  }),
];
