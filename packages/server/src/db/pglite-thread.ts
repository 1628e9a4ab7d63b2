import { Worker } from 'node:worker_threads';

/** What the Kysely driver needs of an embedded database: PGlite itself, or PGlite on a thread of its own. */
export interface PgliteSession {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  close(): Promise<void>;
  readonly closed: boolean;
}

/** Where the thread's PGlite keeps its data: a directory, a dump to start from (tests), or memory. */
export type Opening = { dataDir: string } | { dump: Uint8Array<ArrayBuffer> } | Record<string, never>;
export type Request =
  | { id: number; kind: 'query'; sql: string; params: unknown[] }
  | { id: number; kind: 'close' };
export type Reply =
  | { id: number; rows: unknown[]; affectedRows?: number; binary: string[] }
  | { id: number; error: Record<string, unknown> & { message: string } };

interface Waiting {
  resolve(reply: Reply): void;
  reject(error: Error): void;
}

/**
 * PGlite on a worker thread. PGlite runs each statement synchronously inside its WebAssembly, so on the
 * request thread a 3-second report froze the whole server for 3 seconds: no request was even read, sign-ins
 * and static files included. Here the server's thread stays free while a statement runs (requests that need
 * no database are answered, the rest queue for the session as they did), and on two cores the statement and
 * the requests' own work (JSON, hashing, HTTP) run side by side. The cost: every result is copied between
 * threads (structured clone), which a 20-row page does not notice and a 100,000-row export pays once.
 */
export class PgliteThread implements PgliteSession {
  private readonly waiting = new Map<number, Waiting>();
  private next = 1;
  private failure: Error | undefined;
  closed = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`the database thread stopped (exit code ${code})`)));
  }

  /** Starts the thread and waits until its database is open (a damaged data directory fails here). */
  static async open(opening: Opening = {}): Promise<PgliteThread> {
    // The worker is TypeScript like the rest of the server: it registers tsx itself rather than inheriting
    // the parent's flags, so it starts the same under `tsx`, vitest and the bench.
    const worker = new Worker(new URL('./pglite-thread.boot.mjs', import.meta.url), {
      workerData: opening,
      execArgv: [],
    });
    const thread = new PgliteThread(worker);
    thread.worker.ref();
    await new Promise<Reply>((resolve, reject) => thread.waiting.set(0, { resolve, reject }));
    thread.worker.unref();
    return thread;
  }

  private settle(reply: Reply) {
    const waiting = this.waiting.get(reply.id);
    this.waiting.delete(reply.id);
    // An idle thread must not keep the process alive; one with a statement under way must.
    if (!this.waiting.size) this.worker.unref();
    waiting?.resolve(reply);
  }

  private fail(error: Error) {
    this.closed = true;
    this.failure ??= error;
    for (const waiting of this.waiting.values()) waiting.reject(this.failure);
    this.waiting.clear();
  }

  private send(request: Request): Promise<Reply> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.set(request.id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage(request);
    });
  }

  async query<R>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; affectedRows?: number }> {
    const reply = await this.send({ id: this.next++, kind: 'query', sql, params });
    if ('error' in reply) throw Object.assign(new Error(reply.error.message), reply.error);
    // Bytes arrive as a bare Uint8Array; the server reads them as pg's Buffers.
    if (reply.binary.length)
      for (const row of reply.rows as Array<Record<string, unknown>>)
        for (const name of reply.binary) {
          const value = row[name];
          if (value instanceof Uint8Array)
            row[name] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
        }
    return {
      rows: reply.rows as R[],
      ...(reply.affectedRows === undefined ? {} : { affectedRows: reply.affectedRows }),
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.send({ id: this.next++, kind: 'close' });
    this.closed = true;
    await this.worker.terminate();
  }
}
