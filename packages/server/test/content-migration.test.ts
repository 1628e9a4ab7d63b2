import { PGlite } from '@electric-sql/pglite';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Connection, connectPglite, pgliteOptions } from '../src/db/connect';
import { migrate, migrations } from '../src/db/migrations';

let connection: Connection;
beforeAll(async () => {
  connection = await connectPglite(await PGlite.create(pgliteOptions));
  const before = Object.fromEntries(
    Object.entries(migrations).filter(([name]) => name < '0012_content_security'),
  );
  const { error } = await new Migrator({
    db: connection.db,
    provider: { getMigrations: async () => before },
  }).migrateToLatest();
  if (error) throw error;
});
afterAll(() => connection.close());

it('serves files kept before by the type their checked extension shows, and keeps their images public', async () => {
  const db = connection.db;
  const site = await db
    .insertInto('sites')
    .values({ name: 'Trường', domain: 'truong.test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const file = (name: string, contentType: string, type: string, storageKey: string | null) => ({
    idSite: site.id,
    name,
    contentType,
    size: 1,
    type,
    storageKey,
    status: 'ready' as const,
  });
  await db
    .insertInto('files')
    .values([
      file('bia.png', 'text/html', 'image', '1/a.PNG'),
      file('de.pdf', 'image/svg+xml', 'document', '1/b.pdf'),
      file('bai.mp4', 'text/xml', 'video', '1/c.mp4'),
      file('YouTube', 'video/youtube', 'youtube', null),
    ])
    .execute();
  await migrate(db as never);
  const rows = await db
    .selectFrom('files')
    .select(['name', 'contentType', 'isPublic'])
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    { name: 'bia.png', contentType: 'image/png', isPublic: true },
    { name: 'de.pdf', contentType: 'application/pdf', isPublic: false },
    { name: 'bai.mp4', contentType: 'video/mp4', isPublic: false },
    { name: 'YouTube', contentType: 'video/youtube', isPublic: false },
  ]);
});
