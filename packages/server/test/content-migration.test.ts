import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Connection } from '../src/db/connect';
import { migrate } from '../src/db/migrations';
import { migratedBefore } from './migrated-before';

let connection: Connection;
beforeAll(async () => {
  connection = await migratedBefore('0012_content_security');
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
