import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import { type Db, pgliteOptions, postgresPool } from '../src/db/connect';
import { pgliteDialect } from '../src/db/pglite-dialect';
import type { Database } from '../src/db/schema';
import { PrivateCluster } from '../test/postgres/cluster';

const DATA = fileURLToPath(new URL('./.data/', import.meta.url));

/**
 * The bench's data (made by `pnpm bench`) on the embedded database (`pglite`) or the bench's PostgreSQL cluster,
 * opened in this process with every statement handed to `seen` as it runs: what the explain scripts read plans of.
 */
export async function loggedBenchDatabase(
  kind: string,
  seen: (query: CompiledQuery) => void,
): Promise<{ db: Db; stop: () => Promise<void> }> {
  let stop: () => Promise<void>;
  let dialect: PostgresDialect | ReturnType<typeof pgliteDialect>;
  if (kind === 'pglite') {
    const client = await PGlite.create({ dataDir: join(DATA, 'pglite-100000-1000-5'), ...pgliteOptions });
    dialect = pgliteDialect(client);
    stop = () => client.close();
  } else {
    const cluster = await PrivateCluster.create(join(DATA, 'postgres'));
    dialect = new PostgresDialect({ pool: postgresPool(cluster.url('saola_bench_100000_1000_5'), 4) });
    stop = () => cluster.stop();
  }
  const db: Db = new Kysely<Database>({
    dialect,
    plugins: [new CamelCasePlugin()],
    log: (event) => {
      if (event.level === 'query') seen(event.query);
    },
  });
  return {
    db,
    stop: async () => {
      await db.destroy();
      await stop();
    },
  };
}
