import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, utimesSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect as connectSocket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Paged } from '@saola/core/http';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Connection, connectPostgres } from '../../src/db/connect';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { fakeFcmAccount, makeClip } from '../harness';
import { ServerProcess } from './server-process';

/**
 * The server process is killed (SIGKILL: no shutdown hook runs) in the middle of sending a notification and
 * of an upload, then started again on the same database and folder.
 */
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pushes: string[] = [];
/** Messages whose title is listed here get no answer: the sending is caught mid-way. */
const held = new Set<string>();
const heldResponses: ServerResponse[] = [];
const fcm = createHttpServer(async (req: IncomingMessage, res) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  if (req.url === '/token') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return void res.end(JSON.stringify({ access_token: 'ya29.fake', expires_in: 3600 }));
  }
  const { message } = JSON.parse(text) as { message: { token: string; notification: { title: string } } };
  pushes.push(`${message.notification.title}→${message.token}`);
  if (held.has(message.notification.title)) return void heldResponses.push(res);
  res.writeHead(200).end('{}');
});

let admin: pg.Client;
let databaseUrl: string;
let database: Connection;
let dataDir: string;
let server: ServerProcess;
const name = `saola_crash_${randomBytes(4).toString('hex')}`;
const LEARNERS = ['student', 'student2', 'student3'];
let owner: string;
let learnerIds: number[];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, ms = 30_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${server.log()}`);
    await sleep(50);
  }
}
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createHttpServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
const signIn = (username: string) =>
  server
    .fetch<{ accessToken: string }>('/Auth/User/SignIn', {
      body: { username, password: DEMO_PASSWORD, idDevice: `crash-${username}` },
    })
    .then((d) => d.accessToken);

beforeAll(async () => {
  const shared = inject('database');
  if (shared.kind !== 'postgres') throw new Error('the crash tests run in the PostgreSQL pass');
  admin = new pg.Client({ connectionString: shared.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(shared.url);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  await new Promise<void>((resolve) => fcm.listen(0, '127.0.0.1', resolve));
  const fake = `http://127.0.0.1:${(fcm.address() as { port: number }).port}`;
  const port = await freePort();
  dataDir = await mkdtemp(join(tmpdir(), 'saola-crash-'));
  server = new ServerProcess({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    SEED: 'accounts',
    JOB_POLL_MS: '100',
    // A job whose process died is taken over after 2 s (a minute by default).
    JOB_LOCK_MS: '2000',
    FCM_TOKEN_URL: `${fake}/token`,
    FCM_API_URL: fake,
    WEB_DIR: join(dataDir, 'no-front-end'),
  });
  await server.start();
  database = await connectPostgres(url.toString(), 2);
  await database.db.updateTable('sites').set(fakeFcmAccount(privateKey)).execute();
  owner = await signIn('owner');
  for (const username of LEARNERS) {
    const token = await signIn(username);
    await server.fetch('/Auth/Notification/AddFcmDevice', { token, body: { token: `device-${username}` } });
  }
  learnerIds = (
    await database.db
      .selectFrom('users')
      .select('id')
      .where('username', 'in', LEARNERS)
      .where('idSite', '=', 1)
      .execute()
  ).map((u) => u.id);
}, 120_000);

afterAll(async () => {
  await server?.kill();
  for (const res of heldResponses) res.destroy();
  await new Promise((resolve) => fcm.close(resolve));
  await database?.close();
  await admin?.query(`drop database if exists ${name} with (force)`);
  await admin?.end();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const notify = (title: string) =>
  server.fetch<{ id: number }>('/Auth/Notification/Add', {
    token: owner,
    body: {
      title,
      content: 'Nội dung',
      sendMode: 'immediately',
      recipientKind: 'users',
      recipientIds: learnerIds,
    },
  });
const inboxRows = (title: string) =>
  database.db
    .selectFrom('userNotifications')
    .innerJoin('notifications', 'notifications.id', 'userNotifications.idNotification')
    .where('notifications.title', '=', title)
    .select('userNotifications.idUser')
    .execute();
const sendJob = (id: number) =>
  database.db
    .selectFrom('jobs')
    .select(['status', 'attempts'])
    .where(sql<number>`(payload->>'idNotification')::int`, '=', id)
    .executeTakeFirst();

describe('a crash', () => {
  it('in the middle of a sending’s transaction: the job is taken over after a restart and delivers once', async () => {
    // The test holds a lock the sending needs, so the process dies with the job claimed and uncommitted.
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table user_notifications in share row exclusive mode');
    const { id } = await notify('Cắt điện');
    await until('the job to be claimed', async () => (await sendJob(id))?.status === 'running');
    await server.kill();
    await blocker.query('rollback');
    await blocker.end();
    await server.start();
    await until('the job to finish', async () => (await sendJob(id))?.status === 'done');
    expect((await inboxRows('Cắt điện')).length).toBe(LEARNERS.length);
    await sleep(500);
    expect(pushes.filter((p) => p.startsWith('Cắt điện')).sort()).toEqual(
      LEARNERS.map((u) => `Cắt điện→device-${u}`).sort(),
    );
  });

  it('while the push messages are going out: nothing is sent twice after the restart', async () => {
    held.add('Lịch thi');
    const { id } = await notify('Lịch thi');
    await until('a push to be under way', async () => pushes.some((p) => p.startsWith('Lịch thi')));
    // Pushes go out several at a time, so the first to arrive is not the last in flight: wait for the
    // arrivals to stop before taking the list the restart must not add to.
    const before = await until('the pushes in flight to arrive', async () => {
      const seen = pushes.length;
      await sleep(500);
      return pushes.length === seen && pushes.filter((p) => p.startsWith('Lịch thi'));
    });
    await server.kill();
    await server.start();
    // Long enough for a lease to expire and the runner to look twice.
    await sleep(3000);
    expect((await sendJob(id))?.status).toBe('done');
    expect(pushes.filter((p) => p.startsWith('Lịch thi'))).toEqual(before);
    expect((await inboxRows('Lịch thi')).length).toBe(LEARNERS.length);
  });

  it('during an upload: the half-sent file is never listed and its bytes are swept', async () => {
    const size = 4 * 1024 * 1024;
    const ticket = await server.fetch<{ idFile: number; uploadUrl: string }>(
      `/Storage/File/GetUploadUrl?fileName=half.pdf&contentType=application/pdf&size=${size}&fileType=document&uploadAction=lessonDocument`,
      { token: owner },
    );
    const target = new URL(ticket.uploadUrl);
    const socket = connectSocket(Number(new URL(server.url).port), '127.0.0.1');
    socket.on('error', () => {});
    socket.write(
      `PUT ${target.pathname}${target.search} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/pdf\r\n` +
        `Content-Length: ${size}\r\n\r\n%PDF-1.7\n${'x'.repeat(1024 * 1024)}`,
    );
    const arriving = join(dataDir, 'files', '.arriving');
    const partials = () => (existsSync(arriving) ? readdirSync(arriving) : []);
    await until('the bytes to reach the disk', async () => partials().length > 0);
    await server.kill();
    socket.destroy();
    // The sweep leaves parts young enough to belong to an upload still running elsewhere: age this one.
    for (const part of partials()) utimesSync(join(arriving, part), new Date(0), new Date(0));
    await server.start();
    expect(partials()).toEqual([]);
    const listed = await server.fetch<Paged<{ id: number }>>('/Storage/File/List?take=100', { token: owner });
    expect(listed.data.map((f) => f.id)).not.toContain(ticket.idFile);
  });

  /** Uploads a 30-second video to the running server and answers its file's id and a reader of its row. */
  async function uploadLongVideo() {
    const clip = makeClip(30);
    const ticket = await server.fetch<{ idFile: number; uploadUrl: string }>(
      `/Storage/File/GetUploadUrl?fileName=long.mp4&contentType=video/mp4&size=${clip.length}&fileType=video&uploadAction=lessonVideo`,
      { token: owner },
    );
    const put = await fetch(ticket.uploadUrl.replace(/^https?:\/\/[^/]+/, server.url), {
      method: 'PUT',
      headers: { 'content-type': 'video/mp4' },
      body: new Uint8Array(clip),
    });
    expect(put.status).toBe(200);
    await server.fetch(`/Storage/File/InsertFile?idFile=${ticket.idFile}`, { token: owner });
    const row = () =>
      database.db
        .selectFrom('files')
        .select(['processing', 'processingProgress', 'processingOwner', 'hlsKey'])
        .where('id', '=', ticket.idFile)
        .executeTakeFirstOrThrow();
    await until('the transcode to be under way', async () => {
      const { processing, processingProgress } = await row();
      return processing === 'running' && processingProgress > 0;
    });
    return { idFile: ticket.idFile, row };
  }

  it('a second process starting while the first transcodes leaves the video to it', async () => {
    const { idFile, row } = await uploadLongVideo();
    const holder = (await row()).processingOwner;
    const second = new ServerProcess({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED: 'none',
      JOB_POLL_MS: '100',
      JOB_LOCK_MS: '2000',
      WEB_DIR: join(dataDir, 'no-front-end'),
    });
    await second.start();
    try {
      const done = await until(
        'the first process to finish',
        async () => {
          const r = await row();
          return r.processing === 'done' && r;
        },
        90_000,
      );
      // The same holder throughout, and one transcode job: the second process re-queued nothing.
      expect(done.processingOwner).toBe(holder);
      const jobs = await database.db
        .selectFrom('jobs')
        .where('kind', '=', 'video.transcode')
        .where(sql<boolean>`(payload->>'idFile')::int = ${idFile}`)
        .select('status')
        .execute();
      expect(jobs).toEqual([{ status: 'done' }]);
    } finally {
      await second.kill();
    }
  }, 120_000);

  it('while a video is being transcoded: processing starts again after the restart and finishes', async () => {
    const { idFile, row } = await uploadLongVideo();
    await server.kill();
    expect((await row()).processing).toBe('running');
    await server.start();
    const done = await until(
      'the transcode to finish',
      async () => {
        const r = await row();
        return r.processing === 'done' && r;
      },
      90_000,
    );
    expect(done.hlsKey).toBeTruthy();
    const listed = await server.fetch<Paged<{ id: number }>>('/Storage/File/List?take=100', { token: owner });
    expect(listed.data.filter((f) => f.id === idFile)).toHaveLength(1);
  });

  it('while an import hashes its accounts: it starts again from its file after the restart and adds each once', async () => {
    const header =
      'Full name *,Username *,Password *,Email,Phone number,Class,Class level,School level,School year,Semester';
    const rows = Array.from(
      { length: 120 },
      // A password each: a file that repeats one is hashed once, too fast to be killed in the middle of.
      (_, i) => `Học sinh ${i + 1},crash.${i + 1},Hocsinh@2026-${i + 1},,,,10,,,`,
    );
    const form = new FormData();
    form.append('module', 'student');
    form.append('policy', 'all');
    form.append('file', new Blob([[header, ...rows].join('\n')], { type: 'text/csv' }), 'hoc-vien.csv');
    const started = await fetch(`${server.url}/Lms/Import/Start`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}` },
      body: form,
    });
    expect(started.status).toBe(200);
    const { id } = ((await started.json()) as { data: { id: number } }).data;
    const job = () =>
      database.db
        .selectFrom('dataJobs')
        .select(['status', 'progress', 'attempts', 'doneRows'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const imported = async () =>
      (
        await database.db
          .selectFrom('users')
          .where('username', 'like', 'crash.%')
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    // Past the rows' checks (30 %), into the passwords: killed there, it has added no one.
    await until('the passwords to be under way', async () => (await job()).progress > 30);
    await server.kill();
    expect((await job()).status).toBe('running');
    expect(await imported()).toBe(0);
    await server.start();
    const done = await until(
      'the import to finish',
      async () => {
        const r = await job();
        return r.status === 'done' && r;
      },
      90_000,
    );
    expect(done).toMatchObject({ attempts: 2, doneRows: 120 });
    expect(await imported()).toBe(120);
  }, 120_000);
});
