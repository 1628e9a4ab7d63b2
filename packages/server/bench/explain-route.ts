/**
 * `pnpm --filter @saola/server bench:explain <pglite|postgres> <username> <path>…`: asks each path as
 * that user of the bench school (password Saola@2026) on the bench's data, then prints every statement the
 * request ran with its plan (EXPLAIN ANALYZE, BUFFERS) and time, slowest first. What explains a line of
 * `pnpm bench` (run it once first to make the data; not while it runs). A path with a body: `POST:/path:{json}`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CompiledQuery } from 'kysely';
import type { Connection } from '../src/db/connect';
import { createServer } from '../src/server';
import { readSettings } from '../src/settings';
import { signIn } from './load';
import { loggedBenchDatabase } from './logged-database';

const [database = 'postgres', username = 'owner', ...paths] = process.argv.slice(2);
if (paths.length === 0) throw new Error('name at least one path, e.g. /Lms/Exam/MyExams?take=20');

const seen: CompiledQuery[] = [];
let capturing = false;
const { db, stop } = await loggedBenchDatabase(database, (query) => {
  if (capturing) seen.push(query);
});
const connection: Connection = {
  db,
  kind: database === 'pglite' ? 'pglite' : 'postgres',
  close: async () => {},
};
const dataDir = await mkdtemp(join(tmpdir(), 'saola-explain-'));
const server = await createServer({
  settings: { ...readSettings({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), seed: 'accounts' },
  connection,
});
const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
const headers = {
  authorization: `Bearer ${await signIn(address, username)}`,
  'content-type': 'application/json',
};

async function ask(path: string) {
  const [method, url, body] = path.startsWith('POST:') ? path.split(/:(?=[/{])/) : ['GET', path, undefined];
  const started = performance.now();
  const response = await fetch(`${address}${url}`, { method, headers, ...(body ? { body } : {}) });
  await response.text();
  return { status: response.status, ms: performance.now() - started };
}

for (const path of paths) {
  await ask(path);
  seen.length = 0;
  capturing = true;
  const { status, ms } = await ask(path);
  capturing = false;
  console.log(`\n######## ${path}: ${status} in ${ms.toFixed(1)} ms, ${seen.length} statements`);
  const plans: { ms: number; text: string }[] = [];
  for (const query of [...seen]) {
    if (!/^\s*(select|with)/i.test(query.sql)) continue;
    const plan = await db.withoutPlugins().executeQuery<{ 'QUERY PLAN': string }>({
      ...query,
      sql: `explain (analyze, buffers) ${query.sql}`,
    });
    const lines = plan.rows.map((r) => r['QUERY PLAN']);
    const total = lines.reduce((sum, line) => {
      const time = /^(Planning|Execution) Time: ([\d.]+) ms/.exec(line);
      return sum + (time ? Number(time[2]) : 0);
    }, 0);
    plans.push({ ms: total, text: `${query.sql.replace(/\s+/g, ' ')}\n${lines.join('\n')}` });
  }
  for (const { ms: spent, text } of plans.sort((a, b) => b.ms - a.ms))
    console.log(`\n===== ${spent.toFixed(2)} ms planning + execution\n${text}`);
}
await server.close();
await rm(dataDir, { recursive: true, force: true });
await stop();
