import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { loadAllDictionaries } from '@saola/core/i18n';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { type Clock, systemClock } from './clock';
import { type Connection, connect } from './db/connect';
import { maintainEmbedded } from './db/maintenance';
import { migrate } from './db/migrations';
import { forgetExpired } from './db/retention';
import { buildApp, REQUEST_TIMEOUT_MS } from './http/app';
import type { Services } from './http/context';
import { forgetExpiredKeys } from './http/idempotency';
import { siteResolver } from './http/site';
import { JobRunner } from './jobs/runner';
import { publicPagesPlugin } from './modules/content';
import { fileBytesPlugin, LocalStorage, S3Storage, VIDEO_JOB, VideoPipeline } from './modules/file';
import { DataJobWorker, EXPORTS, IMPORTS } from './modules/jobs';
import { EVENT_JOB, FcmPush, SEND_JOB, sendEventNotice, sendNotification } from './modules/notification';
import { LogSms, type SmsProvider } from './modules/settings';
import { loadFrontEnd, pageServer } from './modules/web';
import { allRoutes } from './routes';
import { PasswordHasher } from './security/passwords';
import { seedDemo } from './seed/demo';
import type { Settings } from './settings';

const HOUR_MS = 3600_000;

export interface SaolaServer {
  app: FastifyInstance;
  services: Services;
  jobs: JobRunner;
  connection: Connection;
  seeded: boolean;
  /** Whether the built front end is served (false until `pnpm build` has made it). */
  servesFrontEnd: boolean;
  close(): Promise<void>;
}

export interface ServerOptions {
  settings: Settings;
  /** An open database (tests); else one is opened from the settings. */
  connection?: Connection;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Start the background job runner (tests drive it by hand instead). */
  runJobs?: boolean;
  /** The text-message provider; a log-only one by default. */
  sms?: SmsProvider;
}

/** The import and export jobs' worker: each module's work, under the job lease (JOB_LOCK_MS). */
export function dataJobWorker(
  db: Connection['db'],
  clock: Clock,
  passwords: PasswordHasher,
  settings: Settings,
) {
  const work = {
    ...Object.fromEntries(Object.entries(EXPORTS).map(([module, run]) => [`export:${module}`, run])),
    ...Object.fromEntries(
      Object.entries(IMPORTS(passwords)).map(([module, run]) => [`import:${module}`, run]),
    ),
  };
  return new DataJobWorker(db, clock, work, { leaseMs: settings.jobLockMs, pollMs: settings.jobPollMs });
}

/** Opens the database, migrates it, seeds an empty one, and builds the app with every module. */
export async function createServer(options: ServerOptions): Promise<SaolaServer> {
  const { settings } = options;
  const connection = options.connection ?? (await connect(settings));
  const clock = options.clock ?? systemClock;
  await migrate(connection.db as never);
  await loadAllDictionaries();
  const local = new LocalStorage(join(settings.dataDir, 'files'), settings.secret);
  const services: Services = {
    db: connection.db,
    settings,
    clock,
    passwords: new PasswordHasher(),
    storage: settings.s3 ? new S3Storage(settings.s3, fetch, clock.now) : local,
    sites: siteResolver(connection.db),
    video: settings.s3
      ? null
      : new VideoPipeline(connection.db, clock, local.root, settings.ffmpeg, settings.jobLockMs),
    sms: options.sms ?? new LogSms(),
  };
  services.dataJobs = dataJobWorker(connection.db, clock, services.passwords, settings);
  await mkdir(local.root, { recursive: true });
  const empty = !(await connection.db.selectFrom('sites').select('id').limit(1).executeTakeFirst());
  const seeded = empty && settings.seed !== 'none';
  if (seeded)
    await seedDemo(
      connection.db,
      services.passwords,
      clock.now(),
      settings.seed === 'demo' ? { filesRoot: settings.s3 ? null : local.root } : null,
    );

  const frontEnd = loadFrontEnd(settings.webDir);
  const app = await buildApp(services, {
    routes: allRoutes,
    plugins: [publicPagesPlugin(services), ...(settings.s3 ? [] : [fileBytesPlugin(services, local)])],
    logger: options.logger ?? false,
    trustProxy: settings.trustProxy,
    frontEnd: frontEnd && pageServer(frontEnd),
    headersTimeoutMs: settings.headersTimeoutMs,
  });
  if (services.dataJobs) services.dataJobs.log = app.log;
  if (services.sms instanceof LogSms) {
    const sms = services.sms;
    sms.log = (message) => app.log.info(message);
  }
  const push = new FcmPush(clock, settings.fcm);
  const jobs = new JobRunner(
    connection.db,
    clock,
    {
      [SEND_JOB]: sendNotification({ push, db: connection.db, mail: services, sms: services.sms }),
      [EVENT_JOB]: sendEventNotice({ push, db: connection.db, mail: services }),
      ...(services.video ? { [VIDEO_JOB]: services.video.handler } : {}),
    },
    { pollMs: settings.jobPollMs, lockMs: settings.jobLockMs, log: app.log },
  );
  let stopMaintenance = async () => {};
  let sweep: NodeJS.Timeout | undefined;
  if (options.runJobs) {
    stopMaintenance = maintainEmbedded(connection, app.log);
    sweep = setInterval(
      () =>
        // Remembered replies are http's own rows, so db/ (below http) leaves them to this sweep.
        void Promise.all([
          forgetExpired(connection.db, clock.now()),
          forgetExpiredKeys(connection.db, clock.now()),
        ]).catch((error) => app.log.warn({ err: error }, 'expired rows sweep failed')),
      HOUR_MS,
    );
    sweep.unref();
    await local.sweepPartials(new Date(clock.now().getTime() - REQUEST_TIMEOUT_MS));
    await services.video?.recover(clock.now());
    services.video?.start();
    jobs.start();
    services.dataJobs?.start();
  }
  return {
    app,
    services,
    jobs,
    connection,
    seeded,
    servesFrontEnd: Boolean(frontEnd),
    async close() {
      clearInterval(sweep);
      await stopMaintenance();
      await jobs.stop();
      await services.dataJobs?.stop();
      await services.video?.stop();
      await app.close();
      await connection.close();
    },
  };
}
