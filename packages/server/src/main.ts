import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo';
import { createServer } from './server';
import { readSettings } from './settings';

const settings = readSettings();
const started = Date.now();
const server = await createServer({ settings, runJobs: true, logger: { level: settings.logLevel } });
await server.app.listen({ port: settings.port, host: settings.host });

const url = settings.publicUrl ?? `http://localhost:${settings.port}`;
const database = settings.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `embedded PostgreSQL in ${settings.dataDir}`;
const lines = [
  '',
  `Saola is running at ${url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s, ${database})`,
  server.servesFrontEnd
    ? `Front end: ${settings.webDir}`
    : `No front end at ${settings.webDir}: serving the API only (run \`pnpm build\` to make it).`,
];
const hasSchool = await server.connection.db.selectFrom('sites').select('id').limit(1).executeTakeFirst();
if (!hasSchool)
  lines.push(
    'No school is set up on this database yet: every request answers 503 until one is.',
    'Create the school and its owner with `pnpm saola setup` (see the README, Settings).',
  );
const hasDemo = await server.connection.db
  .selectFrom('users')
  .select('id')
  .where('username', '=', 'owner')
  .executeTakeFirst();
if (hasDemo) {
  lines.push(`Demo accounts, password ${DEMO_PASSWORD}:`);
  for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.username.padEnd(9)} ${account.fullName}`);
}
console.log(`${lines.join('\n')}\n`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal }, 'shutting down');
    server
      .close()
      .then(() => process.exit(0))
      .catch((error) => {
        console.error(error);
        process.exit(1);
      });
  });
}
