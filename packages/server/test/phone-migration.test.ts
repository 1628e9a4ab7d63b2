import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Connection } from '../src/db/connect';
import { migrate } from '../src/db/migrations';
import { migratedBefore } from './migrated-before';

let connection: Connection;
beforeAll(async () => {
  connection = await migratedBefore('0047_phones_e164');
});
afterAll(() => connection.close());

it('keeps the phones typed before in E.164, by each school’s country, and leaves what is no number', async () => {
  const db = connection.db;
  const vn = await db
    .insertInto('sites')
    .values({ name: 'Trường Hà Nội', domain: 'hn.test', contactPhone: '024 3826 1234' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const la = await db
    .insertInto('sites')
    .values({
      name: 'ໂຮງຮຽນວຽງຈັນ',
      domain: 'vte.test',
      timeZone: 'Asia/Vientiane',
      contactPhone: '021 212 345',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = (idSite: number, username: string, phone: string | null) => ({
    idSite,
    username,
    fullName: username,
    idType: 4,
    passwordHash: 'x',
    phone,
  });
  await db
    .insertInto('users')
    .values([
      user(vn.id, 'an', '0912-345-678'),
      user(vn.id, 'binh', '+856 20 5555 1234'),
      user(vn.id, 'cuong', 'hỏi cô chủ nhiệm'),
      user(vn.id, 'dung', null),
      user(la.id, 'somphone', '020 5555 1234'),
      user(la.id, 'kham', '+84912345678'),
    ])
    .execute();
  await migrate(db as never);
  const phones = await db.selectFrom('users').select(['username', 'phone']).orderBy('id').execute();
  expect(phones).toEqual([
    { username: 'an', phone: '+84912345678' },
    { username: 'binh', phone: '+8562055551234' },
    { username: 'cuong', phone: 'hỏi cô chủ nhiệm' },
    { username: 'dung', phone: null },
    { username: 'somphone', phone: '+8562055551234' },
    { username: 'kham', phone: '+84912345678' },
  ]);
  // Found as typed at home, as before.
  const found = await db
    .selectFrom('users')
    .select('username')
    .where(sql<boolean>`search_key like '%0912345%'`)
    .orderBy('id')
    .execute();
  expect(found.map((u) => u.username)).toEqual(['an', 'kham']);
  const sites = await db.selectFrom('sites').select('contactPhone').orderBy('id').execute();
  expect(sites.map((s) => s.contactPhone)).toEqual(['+842438261234', '+85621212345']);
});
