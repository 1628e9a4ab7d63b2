import {
  contract,
  type ExportModule,
  IMPORT_BYTES_MAX,
  type JobDetail,
  type JobModule,
  type JobSummary,
} from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { RIGHTS } from '@saola/core/http';
import type { TranslationKey } from '@saola/core/i18n';
import { hasRight } from '@saola/core/session';
import { ok, type SignedInContext } from '../../http/context';
import { badRequest, fieldError, forbidden, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import { sniff } from '../file/sniff';
import { viewerOf } from '../reports/viewer';
import { memberTemplate } from './imports';
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

const day = (now: Date) => new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10);

const EXPORT_NAMES: Record<ExportModule, string> = {
  generalReport: 'general-report',
  detailReport: 'detail-report',
  member: 'members',
  openCourseLog: 'open-course-logs',
};

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
    return ok({ total: page.total, data: page.data.map((r) => summary(ctx, r)) });
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
    const viewer = await viewerOf(ctx);
    const params: JobParams = { locale: ctx.locale, viewer, filters };
    const now = ctx.services.clock.now();
    const fileName = `${EXPORT_NAMES[module]}-${day(now)}.xlsx`;
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
    if (!hasRight(ctx.auth.user, RIGHTS.organisation)) throw forbidden();
    return sendXlsx(ctx, await memberTemplate(ctx.t), `${ctx.t('dataImport.templateName')}.xlsx`);
  }),

  /**
   * Takes an .xlsx (base64) of at most IMPORT_BYTES_MAX bytes whose bytes are a zip (what an .xlsx is): a
   * larger file, another extension or bytes that are something else are refused here, in the request's
   * language; the rows are read and checked by the job.
   */
  route(dataImport.start, async (ctx) => {
    const p = ctx.payload;
    if (p.module === 'member' && !hasRight(ctx.auth.user, RIGHTS.organisation)) throw forbidden();
    if (!/\.xlsx$/i.test(p.fileName.trim())) throw fieldError('fileName', ctx.t('validation.fileExtension'));
    const content = p.content.replace(/^data:[^,]*,/, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(content)) throw fieldError('content', ctx.t('dataImport.unreadable'));
    const bytes = Buffer.from(content, 'base64');
    if (bytes.length > IMPORT_BYTES_MAX)
      throw fieldError(
        'content',
        ctx.t('dataImport.tooLarge', { max: `${Math.round(IMPORT_BYTES_MAX / 1024)} KB` }),
      );
    if (!bytes.length) throw fieldError('content', ctx.t('validation.fileRequired'));
    if (sniff(bytes.subarray(0, 16)) !== 'zip') throw fieldError('content', ctx.t('dataImport.disguised'));
    const viewer = await viewerOf(ctx);
    const params: JobParams = { locale: ctx.locale, viewer, filters: {} };
    const created = await ctx.db
      .insert('dataJobs', {
        idUser: ctx.auth.user.id,
        direction: 'import',
        module: p.module,
        fileName: p.fileName.trim().slice(0, 200),
        params: JSON.stringify(params),
        input: bytes,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.services.dataJobs?.poke();
    return ok(summary(ctx, await oneJob(ctx, created.id)), ctx.t('job.started'));
  }),
];
