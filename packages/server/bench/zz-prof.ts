import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CamelCasePlugin, Kysely } from 'kysely';
import { pgliteDialect } from '../src/db/pglite-dialect';
import { PgliteThread } from '../src/db/pglite-thread';
import { createServer } from '../src/server';
import { readSettings } from '../src/settings';

const thread = await PgliteThread.open({ dataDir: join(import.meta.dirname, '.data/pglite-100000-1000-5') });
let log = false;
const captured: { sql: string; params: unknown[] }[] = [];
const db = new Kysely<any>({
  dialect: pgliteDialect(thread),
  plugins: [new CamelCasePlugin()],
  log: (e) => {
    if (log) console.log(Math.round(e.queryDurationMillis), 'ms', e.query.sql.replace(/\s+/g, ' ').slice(0, 140));
    if (log && process.env.EXPLAIN && e.query.sql.includes(process.env.EXPLAIN)) captured.push({ sql: e.query.sql, params: [...e.query.parameters] });
  },
});
const settings = { ...readSettings({ DATA_DIR: await mkdtemp(join(tmpdir(), 'p-')), LOG_LEVEL: 'silent' }), seed: 'accounts' as const };
const server = await createServer({ settings, connection: { db, kind: 'pglite', close: async () => {} } });
const signIn = await server.app.inject({ method: 'POST', url: '/Auth/User/SignIn', payload: { username: process.env.WHO ?? 'teacher', password: 'Saola@2026', idDevice: 'p' } });
const token = signIn.json().data.accessToken;
for (const url of (process.argv[2] ?? '/Lms/Dashboard/Admin').split(',')) {
  for (let i = 0; i < 3; i++) {
    log = i === 2;
    const t0 = Date.now();
    const r = await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (log) console.log('TOTAL', url, r.statusCode, Date.now() - t0, 'ms');
  }
}
for (const c of captured) {
  const r = await thread.query<Record<string, string>>(`explain (analyze, buffers) ${c.sql}`, c.params);
  console.log(r.rows.map((x) => Object.values(x)[0]).join('\n'));
}
process.exit(0);
