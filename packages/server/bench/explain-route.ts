/**
 * `pnpm --filter @saola/server bench:explain <pglite|postgres> <username> <path>…`: asks each path as
 * that user of the bench school (password Saola@2026) on the bench's data, then prints every statement the
 * request ran with its plan (EXPLAIN ANALYZE, BUFFERS) and time, slowest first. What explains a line of
 * `pnpm bench` (run it once first to make the data; not while it runs). A path with a body: `POST:/path:{json}`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import { type Connection, type Db, pgliteOptions, postgresPool } from '../src/db/connect';
import { pgliteDialect } from '../src/db/pglite-dialect';
import type { Database } from '../src/db/schema';
import { createServer } from '../src/server';
import { readSettings } from '../src/settings';
import { PrivateCluster } from '../test/postgres/cluster';

const DATA = fileURLToPath(new URL('./.data/', import.meta.url));
const [database = 'postgres', username = 'owner', ...paths] = process.argv.slice(2);
if (paths.length === 0) throw new Error('name at least one path, e.g. /Lms/Exam/MyExams?take=20');

const seen: CompiledQuery[] = [];
let capturing = false;
let stop = async () => {};
let dialect: PostgresDialect | ReturnType<typeof pgliteDialect>;
if (database === 'pglite') {
  const client = await PGlite.create({ dataDir: join(DATA, 'pglite-100000-1000-5'), ...pgliteOptions });
  dialect = pgliteDialect(client);
  stop = () => client.close();
} else {
  const cluster = await PrivateCluster.create(join(DATA, 'postgres'));
  dialect = new PostgresDialect({
    pool: postgresPool(cluster.url('saola_bench_100000_1000_5'), 4),
  });
  stop = () => cluster.stop();
}
const db: Db = new Kysely<Database>({
  dialect,
  plugins: [new CamelCasePlugin()],
  log: (event) => {
    if (capturing && event.level === 'query') seen.push(event.query);
  },
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
const signedIn = await fetch(`${address}/Auth/User/SignIn`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username, password: 'Saola@2026', idDevice: 'bench' }),
});
const { data, message } = (await signedIn.json()) as {
  data: { accessToken: string } | null;
  message: string;
};
if (!data) throw new Error(`${username} cannot sign in: ${signedIn.status} ${message}`);
const headers = { authorization: `Bearer ${data.accessToken}`, 'content-type': 'application/json' };

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
await db.destroy();
await stop();
