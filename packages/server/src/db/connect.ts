import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { pgliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface Connection {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// bigint counts and ids come back as strings (pg) or BigInt (PGlite) by default; every one here fits a number.
pg.types.setTypeParser(20, (value) => Number(value));
// PGlite's own bytea codec converts byte by byte (an array of 2-character strings): a 6 MB export file took
// seconds to store and to read back. Node's hex codec does it at once, and answers a Buffer as pg does.
const pgliteParsers = {
  [types.INT8]: (value: string) => Number(value),
  [types.BYTEA]: (value: string) => Buffer.from(value.slice(2), 'hex'),
};
const pgliteSerializers = {
  [types.BYTEA]: (value: Uint8Array) =>
    `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`,
};

/** How every PGlite here is opened: the same parsers as pg, and pg_trgm for keyword search. */
export const pgliteOptions = {
  parsers: pgliteParsers,
  serializers: pgliteSerializers,
  extensions: { pg_trgm },
};

export function kysely(dialect: ConstructorParameters<typeof Kysely<Database>>[0]['dialect']): Db {
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}

export async function connectPostgres(url: string, max = 10): Promise<Connection> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // A client whose connection drops (the server restarts, an operator terminates it) emits 'error'; without
  // a handler that would end the process. The pool's own handler covers idle clients only, so every client
  // gets one for the time it is checked out; the request that was using it fails (503) and the pool drops
  // it on release because it is no longer queryable.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = kysely(new PostgresDialect({ pool }));
  return { db, kind: 'postgres', close: () => db.destroy() };
}

export async function connectPglite(client: PGlite): Promise<Connection> {
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

/** PostgreSQL when DATABASE_URL is set, else PGlite (embedded PostgreSQL) under DATA_DIR/db. */
export async function connect(options: { databaseUrl?: string; dataDir: string }): Promise<Connection> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl);
  const dir = join(options.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  return connectPglite(await PGlite.create({ dataDir: dir, ...pgliteOptions }));
}
