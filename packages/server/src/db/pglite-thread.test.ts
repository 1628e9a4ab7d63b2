import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connection, connectPglite } from './connect';
import { PgliteThread } from './pglite-thread';

let thread: PgliteThread;
let connection: Connection;

beforeAll(async () => {
  thread = await PgliteThread.open();
  connection = await connectPglite(thread);
  await sql`create table t (id int primary key, bytes bytea, at timestamptz, n bigint)`.execute(
    connection.db,
  );
});
afterAll(() => connection.close());

describe('PGlite on its own thread', () => {
  it('answers rows as the in-thread PGlite did: numbers, dates, Buffers, affected rows', async () => {
    const at = new Date('2026-11-28T07:00:00.000Z');
    const inserted =
      await sql`insert into t values (1, ${Buffer.from('xin chào')}, ${at}, 9007199254740991)`.execute(
        connection.db,
      );
    expect(inserted.numAffectedRows).toBe(1n);
    const [row] = (
      await sql<{ bytes: Buffer; at: Date; n: number }>`select bytes, at, n from t`.execute(connection.db)
    ).rows;
    expect(Buffer.isBuffer(row?.bytes)).toBe(true);
    expect(row?.bytes.toString()).toBe('xin chào');
    expect(row?.at).toEqual(at);
    expect(row?.n).toBe(9007199254740991);
  });

  it("keeps a PostgreSQL error's code and constraint, which the server's handlers read", async () => {
    const error = await sql`insert into t (id) values (1)`.execute(connection.db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('leaves the server thread free while a statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    await sql`select count(*) from generate_series(1, 3000000)`.execute(connection.db);
    clearInterval(timer);
    // On the request thread the timer could not fire once until the statement ended.
    expect(ticks).toBeGreaterThan(3);
  });

  it('refuses statements once closed, with an error rather than a hang', async () => {
    const other = await PgliteThread.open();
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow();
  });
});
