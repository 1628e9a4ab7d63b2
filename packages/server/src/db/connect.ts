import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { pgliteDialect } from './pglite-dialect';
import { type PgliteSession, PgliteThread } from './pglite-thread';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface Connection {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// bigint counts and ids come back as strings by default; every one here fits a number (PGlite: pglite-options).
pg.types.setTypeParser(20, (value) => Number(value));

export { pgliteOptions } from './pglite-options';

export function kysely(dialect: ConstructorParameters<typeof Kysely<Database>>[0]['dialect']): Db {
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}

/**
 * The server's pool of PostgreSQL connections. JIT compilation is off: PostgreSQL switches it on by a statement's
 * cost estimate, and the estimates of our short statements with correlated subqueries (a learner's exam list,
 * a class's sessions) pass its threshold while they run in 1–2 ms; compiling them took 40–50 ms each time
 * (EXPLAIN ANALYZE on the bench's cluster, docs/performance.md). Nothing here runs long enough to repay it.
 */
export function postgresPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    options: '-c jit=off',
  });
  // A client whose connection drops (the server restarts, an operator terminates it) emits 'error'; without
  // a handler that would end the process. The pool's own handler covers idle clients only, so every client
  // gets one for the time it is checked out; the request that was using it fails (503) and the pool drops
  // it on release because it is no longer queryable.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

export async function connectPostgres(url: string, max = 10): Promise<Connection> {
  const db = kysely(new PostgresDialect({ pool: postgresPool(url, max) }));
  return { db, kind: 'postgres', close: () => db.destroy() };
}

export async function connectPglite(client: PgliteSession): Promise<Connection> {
  const db = kysely(pgliteDialect(client));
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}

/** PostgreSQL when DATABASE_URL is set, else PGlite (embedded PostgreSQL) under DATA_DIR/db, on its own thread. */
export async function connect(options: { databaseUrl?: string; dataDir: string }): Promise<Connection> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl);
  const dir = join(options.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  return connectPglite(await PgliteThread.open({ dataDir: dir }));
}
