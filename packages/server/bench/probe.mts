import { connectPostgres } from '../src/db/connect';
import { createServer } from '../src/server';
import { readSettings } from '../src/settings';
import { mkdtempSync } from 'node:fs';
const connection = await connectPostgres(process.argv[2] as string, 5);
const settings = { ...readSettings({ DATA_DIR: mkdtempSync('/tmp/probe-'), LOG_LEVEL: 'silent' }), seed: 'accounts' as const };
const server = await createServer({ settings, connection });
const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
async function signIn(username: string) {
  const r = await fetch(`${address}/Auth/User/SignIn`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'Saola@2026', idDevice: 'probe' }) });
  return ((await r.json()) as { data: { accessToken: string } }).data.accessToken;
}
const tokens: Record<string, string> = { owner: await signIn('owner'), teacher: await signIn('teacher') };
for (const arg of process.argv.slice(3)) {
  const [who, url] = arg.split(' ') as [string, string];
  for (let i = 0; i < 2; i++) {
    const t = Date.now();
    const r = await fetch(`${address}${url}`, { headers: { authorization: `Bearer ${tokens[who]}` } });
    await r.text();
    console.log(who, url, r.status, Date.now() - t, 'ms');
  }
}
await server.close();
process.exit(0);
