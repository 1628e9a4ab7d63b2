// From core's source by path: the test run's global setup migrates before package conditions apply.

import { type Kysely, type Migration, sql } from 'kysely';
import { normalisePhone, phoneCountryOf } from '../../../../core/src/validate/phone';

/**
 * Phone numbers are kept in E.164 (issue 33): the numbers typed before then ("0912 345 678", "0912-345-678")
 * are rewritten by the one rule forms and imports use (core/validate/phone), a number written without its
 * country taken as one of its school's (from the school's time zone). A value that is no phone number is left
 * as it was: the formatter still shows it, and no one's contact is lost.
 */
const COLUMNS = [
  { table: 'users', column: 'phone' },
  { table: 'orders', column: 'phone' },
  { table: 'sites', column: 'contact_phone' },
] as const;

async function normalise(db: Kysely<unknown>, table: string, column: string, countries: Map<number, string>) {
  const site = table === 'sites' ? 'id' : 'id_site';
  const { rows } = await sql<{ id: number; site: number; phone: string }>`
    select id, ${sql.ref(site)} as site, ${sql.ref(column)} as phone from ${sql.table(table)}
    where ${sql.ref(column)} is not null and ${sql.ref(column)} !~ '^\\+[0-9]+$'`.execute(db);
  const changed = rows.flatMap((row) => {
    const e164 = normalisePhone(row.phone, countries.get(row.site) ?? phoneCountryOf(null));
    return e164 ? [{ id: row.id, e164 }] : [];
  });
  for (let i = 0; i < changed.length; i += 1000) {
    const batch = changed.slice(i, i + 1000);
    await sql`update ${sql.table(table)} as t set ${sql.ref(column)} = v.phone
      from (values ${sql.join(batch.map((c) => sql`(${c.id}::int, ${c.e164}::text)`))}) as v(id, phone)
      where t.id = v.id`.execute(db);
  }
}

/**
 * People and orders are found by a phone as it is typed at home ("0912 345" finds +84912345678): the search
 * keys carry a Vietnamese or Lao number in its national form beside E.164.
 */
const SEARCH_KEYS = [
  `create function saola_phone_key(phone text) returns text language sql immutable parallel safe
    as $$ select coalesce(phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '^\\+(84|856)', '0') $$`,
  'alter table users drop column search_key',
  `alter table users add column search_key text generated always as (
    saola_search_fold(full_name) || chr(10) || saola_search_fold(username) || chr(10) ||
    saola_search_fold(coalesce(email, '')) || chr(10) || saola_phone_key(phone)) stored`,
  'create index users_search_key_trgm on users using gin (search_key gin_trgm_ops)',
  'alter table orders drop column search_key',
  `alter table orders add column search_key text generated always as (saola_search_fold(
    code || chr(10) || customer_name || chr(10) || coalesce(email, '') || chr(10) || saola_phone_key(phone))) stored`,
  'create index orders_search_key_trgm on orders using gin (search_key gin_trgm_ops)',
];

const phonesE164: Migration = {
  async up(db) {
    for (const statement of SEARCH_KEYS) await sql.raw(statement).execute(db);
    const { rows } = await sql<{ id: number; zone: string }>`select id, time_zone as zone from sites`.execute(
      db,
    );
    const countries = new Map(rows.map((r) => [r.id, phoneCountryOf(r.zone)]));
    for (const { table, column } of COLUMNS) await normalise(db, table, column, countries);
  },
};

export default phonesE164;
