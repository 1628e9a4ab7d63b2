import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Connection } from '../src/db/connect';
import { maintainEmbedded } from '../src/db/maintenance';
import { migrate } from '../src/db/migrations';
import { freshDatabase } from './harness';

let connection: Connection;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ connection, drop } = await freshDatabase());
  await migrate(connection.db as never);
  await sql`insert into sites (name, domain, is_default) values ('Trường', 'truong.test', true)`.execute(
    connection.db,
  );
});
afterAll(async () => {
  await connection.close();
  await drop();
});

/** Pages of `users` the visibility map marks all-visible: what only a vacuum sets, and index-only scans need. */
const visiblePages = async () =>
  (
    await sql<{
      pages: number;
    }>`select relallvisible::int as pages from pg_class where relname = 'users'`.execute(connection.db)
  ).rows[0]?.pages ?? 0;

it('vacuums the embedded database a minute after start (PostgreSQL vacuums itself)', async () => {
  await sql`
    insert into users (id_site, username, password_hash, full_name, id_type, locale)
    select 1, 'u' || n, 'x', 'Học sinh ' || n, 4, 'vi' from generate_series(1, 2000) as n`.execute(
    connection.db,
  );
  expect(await visiblePages()).toBe(0);
  vi.useFakeTimers();
  const stop = maintainEmbedded(connection);
  const embedded = connection.kind === 'pglite';
  expect(vi.getTimerCount()).toBe(embedded ? 1 : 0);
  await vi.advanceTimersByTimeAsync(60_000);
  vi.useRealTimers();
  await stop();
  if (embedded) expect(await visiblePages()).toBeGreaterThan(0);
});
