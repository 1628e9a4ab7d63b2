import { randomUUID } from 'node:crypto';
import type { JobDirection, RowError } from '@saola/core/api';
import type { Locale } from '@saola/core/constants';
import { type Translate, translator } from '@saola/core/i18n';
import type { FastifyBaseLogger } from 'fastify';
import { type Selectable, sql } from 'kysely';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connect';
import type { DataJobsTable } from '../../db/schema';
import type { ReportViewer } from '../reports';

export type DataJob = Selectable<DataJobsTable>;

/** A job's attempts: a process that died while holding it counts one; after this many it fails. */
export const JOB_ATTEMPTS_MAX = 3;

/** What a job's work is given: its row, the language and reach of its creator, and its lease. */
export interface JobRun {
  job: DataJob;
  db: Db;
  t: Translate;
  locale: Locale;
  viewer: ReportViewer;
  now: () => Date;
  /**
   * Reports progress and renews the lease; throws `LostJob` when the job is no longer this process's to
   * finish (cancelled, or taken over after its lease ran out).
   */
  progress(done: number, total: number | null, percent?: number): Promise<void>;
  /** The update that finishes the job, only while this process still holds it: run it inside the import's transaction. */
  finish(tx: Db, values: Finish): Promise<void>;
}

export interface Finish {
  status: 'done' | 'failed';
  result?: Buffer | null;
  resultName?: string | null;
  errorKey?: string | null;
  rowErrors?: RowError[];
  errorRows?: number;
  doneRows?: number;
  totalRows?: number | null;
}

export type JobWork = (run: JobRun) => Promise<void>;

/** The job is no longer this process's: cancelled, or another process took it over after its lease ran out. */
export class LostJob extends Error {
  constructor() {
    super('the job is no longer held by this process');
  }
}

/** A job's params as stored at start: the creator's filters, language and reach. */
export interface JobParams {
  locale: Locale;
  viewer: ReportViewer;
  filters: Record<string, unknown>;
}

/** An export's file keeps the job's name; an import's result lists its refused rows. */
const resultNameOf = (job: DataJob) =>
  job.direction === 'export' ? job.fileName : `${job.fileName.replace(/\.xlsx$/i, '')}-errors.xlsx`;

const CLAIMABLE = (now: Date) =>
  sql<boolean>`(status = 'queued' or (status = 'running' and (processing_until is null or processing_until < ${now})))`;

declare module '../../http/context' {
  interface Services {
    /** Runs the school's import and export jobs; absent in contexts that start none. */
    dataJobs?: DataJobWorker;
  }
}

/**
 * Runs the school's import and export jobs, each in exactly one of the server processes sharing the database,
 * the way video transcodes are held (0021): a process takes a job with one conditional update (`for update
 * skip locked`: of two processes asking at once, one gets it), holds it under a lease it renews while it
 * works, and writes the job's outcome only while it still holds it. A process that dies stops renewing; once
 * the lease has run out another process takes the job up again from the start (an import applies all its rows
 * in the transaction that finishes the job, so a killed one applied none). A live process's jobs are never
 * taken: only run-out leases are.
 */
export class DataJobWorker {
  /** This process, as the jobs it holds name it. */
  readonly owner = randomUUID();
  private readonly held = new Set<number>();
  private readonly timers: NodeJS.Timeout[] = [];
  private pass: Promise<unknown> = Promise.resolve();
  private stopped = true;
  private again = false;
  /** Where failures are told; the app's logger, once there is an app (a job's crash must not go unseen). */
  log?: FastifyBaseLogger;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly work: Partial<Record<`${JobDirection}:${string}`, JobWork>>,
    private readonly options: { leaseMs: number; pollMs: number },
  ) {}

  private leaseEnd = (now: Date) => new Date(now.getTime() + this.options.leaseMs);

  /** Takes the oldest job that is queued or whose holder's lease has run out; null when there is none. */
  async claim(): Promise<DataJob | null> {
    const now = this.clock.now();
    const { rows } = await sql<DataJob>`
      update data_jobs set status = 'running', processing_owner = ${this.owner},
             processing_until = ${this.leaseEnd(now)}, attempts = attempts + 1,
             started_at = coalesce(started_at, ${now}), progress = 0, done_rows = 0
       where id = (select id from data_jobs where ${CLAIMABLE(now)} order by id limit 1 for update skip locked)
         and ${CLAIMABLE(now)}
      returning id, id_site as "idSite", id_user as "idUser", direction, module, file_name as "fileName", params,
                input, status, attempts, processing_owner as "processingOwner", created_at as "createdAt"`.execute(
      this.db,
    );
    return rows[0] ?? null;
  }

  /** Renews the lease of every job this process is working on; answers how many it still holds. */
  async renew(now = this.clock.now()): Promise<number> {
    if (!this.held.size) return 0;
    const renewed = await this.db
      .updateTable('dataJobs')
      .set({ processingUntil: this.leaseEnd(now) })
      .where('id', 'in', [...this.held])
      .where('processingOwner', '=', this.owner)
      .where('status', '=', 'running')
      .returning('id')
      .execute();
    return renewed.length;
  }

  /**
   * The creator's reach as stored at start. A job queued before the viewer carried the school's time zone
   * is given the school's zone now, not the server's.
   */
  private async viewerOf(job: DataJob, params: JobParams): Promise<ReportViewer> {
    if (params.viewer.timeZone) return params.viewer;
    const site = await this.db
      .selectFrom('sites')
      .select('timeZone')
      .where('id', '=', job.idSite)
      .executeTakeFirstOrThrow();
    return { ...params.viewer, timeZone: site.timeZone };
  }

  /** Runs one claimed job to its end: done, failed, or let go when it was cancelled or taken over. */
  async run(job: DataJob): Promise<void> {
    const params = job.params as unknown as JobParams;
    const locale = params.locale ?? 'vi';
    const t = translator(locale);
    const mine = (db: Db) =>
      db
        .updateTable('dataJobs')
        .where('id', '=', job.id)
        .where('processingOwner', '=', this.owner)
        .where('status', '=', 'running');
    const finish = async (tx: Db, f: Finish) => {
      const row = await mine(tx)
        .set({
          status: f.status,
          progress: f.status === 'done' ? 100 : undefined,
          result: f.result ?? null,
          resultName: f.result ? (f.resultName ?? resultNameOf(job)) : null,
          errorKey: f.errorKey ?? null,
          rowErrors: JSON.stringify(f.rowErrors ?? []),
          errorRows: f.errorRows ?? f.rowErrors?.length ?? 0,
          doneRows: f.doneRows,
          totalRows: f.totalRows,
          input: null,
          processingUntil: null,
          finishedAt: this.clock.now(),
        })
        .returning('id')
        .executeTakeFirst();
      if (!row) throw new LostJob();
    };
    const work = this.work[`${job.direction}:${job.module}` as const];
    this.held.add(job.id);
    try {
      if (job.attempts > JOB_ATTEMPTS_MAX) {
        await finish(this.db, { status: 'failed', errorKey: 'job.gaveUp' });
        return;
      }
      if (!work) {
        await finish(this.db, { status: 'failed', errorKey: 'job.unknownKind' });
        return;
      }
      await work({
        job,
        db: this.db,
        t,
        locale,
        viewer: await this.viewerOf(job, params),
        now: this.clock.now,
        finish,
        progress: async (done, total, percent) => {
          const value = percent ?? (total ? Math.min(99, Math.floor((done / Math.max(total, 1)) * 100)) : 0);
          const row = await mine(this.db)
            .set({
              doneRows: done,
              totalRows: total,
              progress: Math.max(0, Math.min(99, value)),
              processingUntil: this.leaseEnd(this.clock.now()),
            })
            .returning('id')
            .executeTakeFirst();
          if (!row) throw new LostJob();
        },
      });
    } catch (error) {
      if (error instanceof LostJob) return;
      this.log?.warn({ err: error, job: job.id }, 'data job failed');
      await finish(this.db, { status: 'failed', errorKey: 'job.crashed' }).catch(() => undefined);
    } finally {
      this.held.delete(job.id);
    }
  }

  /** Takes and runs jobs until none is waiting (or `limit` ran); answers how many ran. */
  async drain(limit = 50): Promise<number> {
    let ran = 0;
    while (ran < limit) {
      const job = await this.claim();
      if (!job) break;
      await this.run(job);
      ran++;
    }
    return ran;
  }

  /** Asks for a pass soon (a job was just started), one pass at a time. */
  poke(): void {
    if (this.stopped) return;
    this.again = true;
    this.pass = this.pass.then(async () => {
      while (this.again && !this.stopped) {
        this.again = false;
        await this.drain().catch((error) => this.log?.warn({ err: error }, 'data job pass failed'));
      }
    });
  }

  start(): void {
    this.stopped = false;
    const every = (ms: number, what: () => void) => {
      const timer = setInterval(what, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.options.pollMs, () => this.poke());
    every(this.options.leaseMs / 3, () => {
      void this.renew().catch((error) => this.log?.warn({ err: error }, 'renewing job leases failed'));
    });
    this.poke();
  }

  /** Waits for the pass under way (tests, shutdown). */
  idle(): Promise<unknown> {
    return this.pass;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await this.pass.catch(() => undefined);
  }
}
