import { Migrator } from 'kysely';
import { type Connection, connectPglite } from '../src/db/connect';
import { migrations } from '../src/db/migrations';
import { PgliteThread } from '../src/db/pglite-thread';

/** A fresh embedded database migrated up to, not including, `migration`: a migration's test starts there. */
export async function migratedBefore(migration: string): Promise<Connection> {
  const connection = await connectPglite(await PgliteThread.open());
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < migration));
  const { error } = await new Migrator({
    db: connection.db,
    provider: { getMigrations: async () => before },
  }).migrateToLatest();
  if (error) throw error;
  return connection;
}
