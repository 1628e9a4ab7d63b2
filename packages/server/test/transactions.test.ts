import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connect';
import { freshDatabase } from './harness';

/**
 * The embedded database is one PostgreSQL session shared by every request: a transaction must own it from
 * BEGIN to COMMIT, or another request's statements land inside it (and are rolled back with it), and two
 * transactions' statements interleave into one.
 */
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshDatabase();
  db = fresh.connection.db;
  drop = async () => {
    await fresh.connection.close();
    await fresh.drop();
  };
  await sql`create table tx_probe (name text primary key)`.execute(db);
});
afterAll(() => drop());

const names = async () =>
  (await sql<{ name: string }>`select name from tx_probe order by name`.execute(db)).rows.map((r) => r.name);
const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('transactions on a shared session', () => {
  it('keeps a write made outside a transaction when that transaction rolls back', async () => {
    // Settled at once: on PostgreSQL nothing holds it back, and it may fail before the outside write is done.
    const failing = db
      .transaction()
      .execute(async (tx) => {
        await sql`insert into tx_probe values ('inside')`.execute(tx);
        await pause();
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    await pause();
    await sql`insert into tx_probe values ('outside')`.execute(db);
    expect(await failing).toBe('rolled back');
    expect(await names()).toEqual(['outside']);
  });

  it('keeps two transactions apart: one’s rollback does not take the other’s rows', async () => {
    const kept = db.transaction().execute(async (tx) => {
      await sql`insert into tx_probe values ('kept')`.execute(tx);
      await pause();
      await sql`insert into tx_probe values ('kept-2')`.execute(tx);
    });
    const failed = db.transaction().execute(async (tx) => {
      await pause();
      await sql`insert into tx_probe values ('lost')`.execute(tx);
      throw new Error('rolled back');
    });
    await Promise.allSettled([kept, failed]);
    await expect(failed).rejects.toThrow('rolled back');
    expect(await names()).toEqual(['kept', 'kept-2', 'outside']);
  });
});
