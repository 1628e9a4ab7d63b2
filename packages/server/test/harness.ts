import { execFileSync } from 'node:child_process';
import { type KeyObject, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SavedFile, UploadTicket } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import type { FastifyBaseLogger } from 'fastify';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { type Connection, connectPglite, connectPostgres } from '../src/db/connect';
import { PgliteThread } from '../src/db/pglite-thread';
import { newAccount, newSite } from '../src/db/records';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { createServer, type SaolaServer } from '../src/server';
import type { Settings } from '../src/settings';

/** Counts the statements the server sends, so a test can check a request's cost does not grow with its page. */
export class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count++;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

export class TestClock {
  private at = new Date('2026-11-22T08:00:00.000Z');
  now = () => new Date(this.at);
  advance(ms: number) {
    this.at = new Date(this.at.getTime() + ms);
  }
  set(date: Date) {
    this.at = new Date(date);
  }
}

/** A fresh database for one test file, copied from the run's migrated template. */
export async function freshDatabase(): Promise<{ connection: Connection; drop: () => Promise<void> }> {
  const database = inject('database');
  if (database.kind === 'pglite') {
    // On its own thread, as the server opens it.
    const connection = await connectPglite(await PgliteThread.open({ dump: await readFile(database.dump) }));
    return { connection, drop: async () => {} };
  }
  const name = `saola_test_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${database.template}`);
  await admin.end();
  const url = new URL(database.url);
  url.pathname = `/${name}`;
  const connection = await connectPostgres(url.toString(), 10);
  return {
    connection,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: database.url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token?: string | undefined;
  payload?: unknown;
  locale?: 'vi-VN' | 'en-US' | 'lo-LA';
  host?: string;
  headers?: Record<string, string>;
}

/**
 * A reply as the server sent it, before a client narrows it on `error`: a test reads either side's data once it
 * has checked the code.
 */
export interface SentReply<T> {
  error: boolean;
  code: number;
  message: string;
  data: T | null;
}

export interface TestServer {
  server: SaolaServer;
  /** Every statement the server has sent since the test last reset `count`. */
  queries: QueryCounter;
  clock: TestClock;
  dataDir: string;
  call<T = unknown>(
    call: Call,
  ): Promise<{ status: number; body: SentReply<T>; headers: Record<string, unknown> }>;
  signIn(username: string, options?: { host?: string; device?: string; password?: string }): Promise<string>;
  /**
   * A second school on host `other.test` with its own owner, teacher and student: added on the first call, the
   * same school answered after it, so each test that needs it can ask.
   */
  addOtherSite(): Promise<{ idSite: number; host: string }>;
  close(): Promise<void>;
}

export async function startTestServer(
  overrides: Partial<Settings> = {},
  /** A database of the test's own (an empty one: it is migrated and seeded like any other). */
  own?: Connection,
): Promise<TestServer> {
  const { connection, drop } = own ? { connection: own, drop: async () => {} } : await freshDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'saola-test-'));
  const clock = new TestClock();
  const settings: Settings = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    // The accounts of the demo school without its courses: each test file builds the courses it counts.
    seed: 'accounts',
    testEndpoints: false,
    publicUrl: undefined,
    production: false,
    secret: randomBytes(32).toString('base64url'),
    logLevel: 'silent',
    jobPollMs: 50,
    trustProxy: false,
    s3: undefined,
    fcm: { token: 'http://127.0.0.1:9/token', api: 'http://127.0.0.1:9' },
    webDir: join(dataDir, 'no-front-end'),
    ffmpeg: 'ffmpeg',
    headersTimeoutMs: 10_000,
    jobLockMs: 60_000,
    // The tests' fake mail servers and SMS gateways listen on loopback (ssrf.test turns this off).
    privateHosts: true,
    ...overrides,
  };
  const queries = new QueryCounter();
  const server = await createServer({
    settings,
    connection: { ...connection, db: connection.db.withPlugin(queries) },
    clock,
  });
  // No test means an import or export to crash: when one does on a busy machine, its cause is printed.
  if (server.services.dataJobs)
    server.services.dataJobs.log = {
      ...server.app.log,
      warn: (detail: unknown, message?: string) => console.error(message, detail),
    } as unknown as FastifyBaseLogger;

  const call: TestServer['call'] = async ({ method, url, token, payload, locale, host, headers }) => {
    const query = method === 'GET' || method === 'DELETE';
    const response = await server.app.inject({
      method,
      url,
      headers: {
        'content-language': locale ?? 'en-US',
        ...(host ? { host } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(query
        ? { query: payload as Record<string, string> }
        : payload === undefined
          ? {}
          : { payload: payload as object }),
    });
    let body: SentReply<never>;
    try {
      body = response.json();
    } catch {
      body = {
        error: response.statusCode >= 400,
        code: response.statusCode,
        message: response.body,
        data: null,
      };
    }
    return { status: response.statusCode, body, headers: response.headers };
  };

  const signIn: TestServer['signIn'] = async (username, options = {}) => {
    const { status, body } = await call<{ accessToken: string }>({
      method: 'POST',
      url: '/Auth/User/SignIn',
      host: options.host,
      payload: {
        username,
        password: options.password ?? DEMO_PASSWORD,
        idDevice: options.device ?? `test-${username}`,
      },
    });
    if (status !== 200 || !body.data)
      throw new Error(`sign-in of ${username} failed: ${status} ${body.message}`);
    return body.data.accessToken;
  };

  const insertOtherSite = async () => {
    const db = connection.db;
    const site = await db
      .insertInto('sites')
      .values(newSite({ name: 'Other School', domain: 'other.test' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const hash = await demoPasswordHash(connection.db);
    await db
      .insertInto('users')
      .values(
        (['owner', 'teacher', 'student'] as const).map((username) =>
          newAccount({
            idSite: site.id,
            username,
            fullName: `Other ${username}`,
            idType:
              username === 'owner'
                ? ID_TYPE.OWNER
                : username === 'teacher'
                  ? ID_TYPE.TEACHER
                  : ID_TYPE.STUDENT,
            passwordHash: hash,
          }),
        ),
      )
      .execute();
    return { idSite: site.id, host: 'other.test' };
  };
  let otherSite: ReturnType<TestServer['addOtherSite']> | undefined;
  const addOtherSite: TestServer['addOtherSite'] = () => {
    otherSite ??= insertOtherSite();
    return otherSite;
  };

  return {
    server,
    queries,
    clock,
    dataDir,
    call,
    signIn,
    addOtherSite,
    async close() {
      await server.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test file's call: as the file's owner unless another token is given (`undefined` stays the owner; an
 * anonymous call goes through `t.call`), with the host, locale or headers of `extra`.
 */
export type OwnerCall = <T>(
  method: Call['method'],
  url: string,
  payload?: unknown,
  token?: string,
  extra?: Partial<Call>,
) => Promise<{ status: number; body: SentReply<T>; headers: Record<string, unknown> }>;

/**
 * The server most test files start before their tests: the seeded school with its owner signed in, and `call`
 * made as that owner. The file closes `t` after its tests.
 */
export async function startWithOwner(
  overrides: Partial<Settings> = {},
): Promise<{ t: TestServer; owner: string; call: OwnerCall }> {
  const t = await startTestServer(overrides);
  const owner = await t.signIn('owner');
  const call: OwnerCall = (method, url, payload, token = owner, extra = {}) =>
    t.call({ method, url, token, payload, ...extra });
  return { t, owner, call };
}

/** The data of a reply the test expects to succeed, typed as the test reads it. */
export const dataOf = async <T>(reply: Promise<{ body: { data: unknown } }>) => (await reply).body.data as T;

/** PUTs bytes to a signed upload URL as a browser would (no Authorization header). */
export function putBytes(t: TestServer, uploadUrl: string, body: Buffer, contentType: string) {
  const url = new URL(uploadUrl);
  return t.server.app.inject({
    method: 'PUT',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': contentType, 'x-amz-acl': 'public-read', 'accept-language': 'en-US,en;q=0.9' },
    payload: body,
  });
}

/** What staff upload each type of file for, unless a test says otherwise. */
const DEFAULT_ACTION: Record<string, string> = {
  image: 'courseCover',
  video: 'lessonVideo',
  document: 'lessonDocument',
};

/** The whole upload flow of SPEC §4: ticket, PUT, InsertFile. */
export async function uploadThrough(
  t: TestServer,
  file: {
    name: string;
    body: Buffer;
    token: string;
    contentType: string;
    fileType: string;
    uploadAction?: string;
  },
) {
  const granted = await t.call<UploadTicket>({
    method: 'GET',
    url: '/Storage/File/GetUploadUrl',
    token: file.token,
    payload: {
      fileName: file.name,
      contentType: file.contentType,
      size: file.body.length,
      fileType: file.fileType,
      uploadAction: file.uploadAction ?? DEFAULT_ACTION[file.fileType],
    },
  });
  const stored = await putBytes(t, granted.body.data?.uploadUrl as string, file.body, file.contentType);
  const inserted = await t.call<SavedFile>({
    method: 'GET',
    url: '/Storage/File/InsertFile',
    token: file.token,
    payload: { idFile: granted.body.data?.idFile },
  });
  return { granted, stored, inserted };
}

/** A clip with a test pattern and a tone, made by ffmpeg (no fixture files). */
export function makeClip(seconds: number): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'saola-clip-'));
  const file = join(dir, 'clip.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=320x240:rate=24:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    '+faststart',
    file,
  ]);
  return readFileSync(file);
}

/** A site's FCM service account as the local FCM stand-ins of the push tests expect it. */
export function fakeFcmAccount(privateKey: KeyObject) {
  return {
    fcmProjectId: 'saola-demo',
    fcmClientEmail: 'push@saola-demo.iam.gserviceaccount.com',
    fcmPrivateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/** Puts a user of the default school in a permission group granting these rights (none takes them away). */
export async function grantRights(t: TestServer, username: string, rights: string[]) {
  const db = t.server.connection.db;
  const group = await db
    .insertInto('rightGroups')
    .values({ idSite: 1, name: `rights of ${username} ${rights.join(' ')}`, rights })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('idSite', '=', 1)
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  // The teacher's only group from now on, as the single group of earlier versions was.
  await db.deleteFrom('userRightGroups').where('idUser', '=', user.id).execute();
  await db.insertInto('userRightGroups').values({ idSite: 1, idUser: user.id, idGroup: group.id }).execute();
}

/** Rich text as an attacker would send it: handlers, scripts, frames and links that run or leave the site. */
export const HOSTILE_HTML =
  '<p onclick="steal()">Xin <strong>chào</strong> <a href="javascript:alert(1)">một</a> ' +
  '<a href="//evil.example/x">hai</a> <a href=" /\\evil.example">ba</a> ' +
  '<a href="https://truong.example/" target="_blank">bốn</a></p>' +
  '<script>alert(1)</script><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
  '<h2 style="color:red">Mục</h2>';
/** What is kept of it: the formatting, the text of dropped links, and the one link that stays on the web. */
export const CLEANED_HTML =
  '<p>Xin <strong>chào</strong> một hai ba ' +
  '<a href="https://truong.example/" target="_blank" rel="noopener noreferrer">bốn</a></p><h2>Mục</h2>';

/** The hash of the demo accounts' password, for accounts a test inserts to sign in with it. */
export async function demoPasswordHash(db: Connection['db']): Promise<string> {
  const owner = await db
    .selectFrom('users')
    .select('passwordHash')
    .where('username', '=', 'owner')
    .executeTakeFirstOrThrow();
  return owner.passwordHash;
}

/** Lets these origins call the default school across origins, as its settings would. */
export async function allowOrigins(t: TestServer, origins: string[]) {
  await t.server.connection.db
    .updateTable('sites')
    .set({ allowedOrigins: origins })
    .where('id', '=', 1)
    .execute();
  t.server.services.sites.forget();
}

/** The ids of a school's users by username. */
export async function userIdsOf(t: TestServer, idSite = 1): Promise<Record<string, number>> {
  const users = await t.server.connection.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('idSite', '=', idSite)
    .execute();
  return Object.fromEntries(users.map((u) => [u.username, u.id]));
}

/** The id of a user of the default school, by username. */
export async function userIdOf(t: TestServer, username: string): Promise<number> {
  const user = await t.server.connection.db
    .selectFrom('users')
    .select('id')
    .where('idSite', '=', 1)
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return user.id;
}
