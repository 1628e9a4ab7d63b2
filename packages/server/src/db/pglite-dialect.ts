import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import type { PgliteSession } from './pglite-thread';

/** Hands the one session out to one holder at a time, in the order asked. */
class SessionLock {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const granted = this.tail.then(() => release);
    this.tail = this.tail.then(() => held);
    return granted;
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly client: PgliteSession,
    readonly release: () => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.client.query<R>(query.sql, [...query.parameters]);
    return {
      rows: result.rows,
      ...(result.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  // biome-ignore lint/correctness/useYield: PGlite cannot stream; Kysely only calls this for .stream()
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}

/**
 * PGlite is a single PostgreSQL session shared by every request. Kysely's usual driver lends that session to
 * everyone at once, so a transaction's BEGIN…COMMIT took in whatever other requests sent meanwhile (and
 * rolled it back with it), and two transactions merged into one. Here a connection is the session held
 * exclusively: a lone statement holds it for itself, a transaction from BEGIN to COMMIT or ROLLBACK.
 */
class PGliteDriver implements Driver {
  private readonly lock = new SessionLock();

  constructor(private readonly client: PgliteSession) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteConnection(this.client, await this.lock.acquire());
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).release();
  }

  async destroy(): Promise<void> {}
}

export function pgliteDialect(client: PgliteSession): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PGliteDriver(client),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}
