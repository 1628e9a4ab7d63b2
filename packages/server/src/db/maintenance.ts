import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Connection } from './connect';

const DAY_MS = 86_400_000;

/** Reclaims dead rows and refreshes the planner's statistics and the visibility map (index-only scans). */
async function vacuum(connection: Connection): Promise<void> {
  await sql`vacuum (analyze)`.execute(connection.db);
}

/**
 * PGlite runs PostgreSQL in single-user mode, where no autovacuum runs: without this an embedded school's
 * tables only grow and its plans go stale. Once a minute after start (not delaying it) and then daily; PGlite
 * serves one statement at a time, so requests wait the second or two it takes with 100,000 students.
 * PostgreSQL vacuums itself.
 */
export function maintainEmbedded(connection: Connection, log?: FastifyBaseLogger): () => Promise<void> {
  if (connection.kind !== 'pglite') return async () => {};
  let timer: NodeJS.Timeout;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = (after: number) => {
    timer = setTimeout(() => {
      const started = Date.now();
      running = vacuum(connection)
        .then(() => log?.info({ ms: Date.now() - started }, 'database vacuumed'))
        .catch((error) => log?.warn({ err: error }, 'database vacuum failed'))
        .finally(() => {
          if (!stopped) run(DAY_MS);
        });
    }, after);
    timer.unref();
  };
  run(60_000);
  // Closing the database under a running vacuum would fail it: stopping waits for it.
  return () => {
    stopped = true;
    clearTimeout(timer);
    return running;
  };
}
