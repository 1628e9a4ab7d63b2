import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectPglite, connectPostgres, pgliteOptions } from '../src/db/connect';
import { migrate } from '../src/db/migrations';

declare module 'vitest' {
  export interface ProvidedContext {
    database: { kind: 'pglite'; dump: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/** Migrates one template database per run; each test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  if (process.env.SAOLA_TEST_DATABASE === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('SAOLA_TEST_DATABASE=postgres needs DATABASE_URL');
    const template = `saola_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const connection = await connectPostgres(target.toString(), 2);
    await migrate(connection.db as never);
    await connection.close();
    project.provide('database', { kind: 'postgres', url, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const client = await PGlite.create(pgliteOptions);
  const connection = await connectPglite(client);
  await migrate(connection.db as never);
  const dump = join(tmpdir(), `saola-template-${process.pid}.tar.gz`);
  await writeFile(dump, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  await connection.close();
  project.provide('database', { kind: 'pglite', dump });
  return undefined;
}
