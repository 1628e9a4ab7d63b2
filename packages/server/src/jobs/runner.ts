import type { FastifyBaseLogger } from 'fastify';
import { type Selectable, sql } from 'kysely';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import type { JobsTable } from '../db/schema';

export type Job = Selectable<JobsTable>;

/**
 * Does one job's work inside the transaction that also marks it done, so a crash either keeps all of it or
 * none. It may hand back an effect to run after the commit (a push message): at most once.
 */
export type JobHandler = (tx: Db, job: Job, now: Date) => Promise<undefined | (() => Promise<void>)>;

export interface NewJob {
  idSite: number;
  kind: string;
  payload: unknown;
  runAt: Date;
  /** A second job with the same key is not added: scheduling twice never sends twice. */
  dedupeKey?: string;
}

export async function enqueue(db: Db, job: NewJob): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      idSite: job.idSite,
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      runAt: job.runAt,
      dedupeKey: job.dedupeKey ?? null,
    })
    .onConflict((oc) => oc.column('dedupeKey').doNothing())
    .execute();
}

export interface RunnerOptions {
  pollMs: number;
  /** A running job whose worker has not finished by then is taken over by another. */
  lockMs?: number;
  maxAttempts?: number;
  log?: FastifyBaseLogger;
}

export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<unknown> = Promise.resolve();
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly handlers: Record<string, JobHandler>,
    private readonly options: RunnerOptions,
  ) {}

  start(): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.current = this.runDue()
        .catch((error) => this.options.log?.warn({ err: error }, 'job runner pass failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.current;
  }

  /** Takes one due job, marking it running with a lease; null when nothing is due. */
  async claim(): Promise<Job | null> {
    const now = this.clock.now();
    const leaseEnd = new Date(now.getTime() + (this.options.lockMs ?? 60_000));
    const result = await sql<Job>`
      update jobs set status = 'running', locked_until = ${leaseEnd}, attempts = attempts + 1
      where id = (
        select id from jobs
        where run_at <= ${now} and (status = 'queued' or (status = 'running' and locked_until < ${now}))
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning id, id_site as "idSite", kind, payload, dedupe_key as "dedupeKey", run_at as "runAt", status,
        attempts, locked_until as "lockedUntil", last_error as "lastError", created_at as "createdAt",
        finished_at as "finishedAt"`.execute(this.db);
    return result.rows[0] ?? null;
  }

  /** Runs one claimed job to completion or failure. */
  async run(job: Job): Promise<void> {
    const handler = this.handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const after = await this.db.transaction().execute(async (tx) => {
        const effect = await handler(tx, job, this.clock.now());
        await tx
          .updateTable('jobs')
          .set({ status: 'done', finishedAt: this.clock.now(), lockedUntil: null })
          .where('id', '=', job.id)
          .execute();
        return effect;
      });
      await after?.().catch((error) =>
        this.options.log?.warn({ err: error, job: job.id }, 'job after-effect failed'),
      );
    } catch (error) {
      const attempts = job.attempts;
      const failed = attempts >= (this.options.maxAttempts ?? 5);
      const retryAt = new Date(this.clock.now().getTime() + 2 ** attempts * 1000);
      await this.db
        .updateTable('jobs')
        .set({
          status: failed ? 'failed' : 'queued',
          runAt: retryAt,
          lockedUntil: null,
          lastError: String((error as Error)?.message ?? error).slice(0, 2000),
        })
        .where('id', '=', job.id)
        .execute();
      this.options.log?.warn(
        { err: error, job: job.id, kind: job.kind },
        failed ? 'job failed' : 'job will be retried',
      );
    }
  }

  /** Claims and runs due jobs until none is left (or `limit` ran); answers how many ran. */
  async runDue(limit = 100): Promise<number> {
    let ran = 0;
    while (ran < limit) {
      const job = await this.claim();
      if (!job) break;
      await this.run(job);
      ran++;
    }
    return ran;
  }
}
