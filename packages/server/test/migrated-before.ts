import { PGlite } from '@electric-sql/pglite';
import { Migrator } from 'kysely';
import { type Connection, connectPglite, pgliteOptions } from '../src/db/connect';
import { migrations } from '../src/db/migrations';

/** A fresh embedded database migrated up to, not including, `migration`: a migration's test starts there. */
export async function migratedBefore(migration: string): Promise<Connection> {
  const connection = await connectPglite(await PGlite.create(pgliteOptions));
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < migration));
  const { error } = await new Migrator({
    db: connection.db,
    provider: { getMigrations: async () => before },
  }).migrateToLatest();
  if (error) throw error;
  return connection;
}
