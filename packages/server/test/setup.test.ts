import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../src/settings';
import { setUpSchool } from '../src/setup/school';
import { startTestServer, type TestServer } from './harness';

const run = promisify(execFile);

describe('a production start', () => {
  it('seeds the demo school (public passwords) only on the embedded database unless asked', () => {
    const base = { DATA_DIR: tmpdir(), SAOLA_SECRET: 'x' };
    expect(readSettings(base).seed).toBe('demo');
    expect(readSettings({ ...base, DATABASE_URL: 'postgres://db.truong.edu.vn/saola' }).seed).toBe('none');
    expect(readSettings({ ...base, DATABASE_URL: 'postgres://localhost/saola', SEED: 'demo' }).seed).toBe(
      'demo',
    );
    expect(readSettings(base).testEndpoints).toBe(false);
  });

  describe('/auth/test/ClearCache', () => {
    const unlock = async (t: TestServer) => {
      for (let i = 0; i < 5; i++)
        await t.call({
          method: 'POST',
          url: '/Auth/User/SignIn',
          payload: { username: 'student4', password: 'x' },
        });
      return t.call({
        method: 'GET',
        url: '/auth/test/ClearCache',
        token: await t.signIn('owner'),
        payload: { username: 'STUDENT4' },
      });
    };

    it('is not found on a real school', async () => {
      const t = await startTestServer();
      try {
        expect((await unlock(t)).status).toBe(404);
      } finally {
        await t.close();
      }
    });

    it('clears a lockout for the owner when the test setting enables it', async () => {
      const t = await startTestServer({ testEndpoints: true });
      try {
        expect((await unlock(t)).status).toBe(200);
        expect(await t.signIn('student4')).toBeTruthy();
        const ghost = await t.call({
          method: 'GET',
          url: '/auth/test/ClearCache',
          token: await t.signIn('owner'),
          payload: { username: 'ghost' },
        });
        expect(ghost.status).toBe(404);
      } finally {
        await t.close();
      }
    });
  });
});

describe('setting up a school', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ seed: 'none' });
  });
  afterAll(() => t.close());

  const school = {
    schoolName: 'Trường THPT Chu Văn An',
    ownerUsername: 'hieutruong',
    ownerFullName: 'Nguyễn Thị Hoa',
    ownerEmail: 'hoa@chuvanan.edu.vn',
    ownerPassword: 'Truong@2026',
    origins: ['https://chuvanan.edu.vn'],
  };

  it('has no school and no account before setup: nothing answers but "unavailable"', async () => {
    const config = await t.call({ method: 'GET', url: '/Auth/Config/Get' });
    expect(config.status).toBe(503);
    const demo = await t.call({
      method: 'POST',
      url: '/Auth/User/SignIn',
      payload: { username: 'owner', password: 'Saola@2026' },
    });
    expect(demo.status).toBe(503);
  });

  it('refuses a weak password, a bad domain and a bad origin, creating nothing', async () => {
    const attempt = setUpSchool(t.server.connection.db, t.server.services.passwords, {
      ...school,
      ownerPassword: 'password',
      domain: 'not a host',
      origins: ['javascript:alert(1)'],
    });
    await expect(attempt).rejects.toThrow(/ownerPassword: The password must have at least 8 characters/);
    expect(await t.server.connection.db.selectFrom('sites').selectAll().execute()).toEqual([]);
  });

  it('creates the default school and its owner, who signs in; a second needs its own domain', async () => {
    const made = await setUpSchool(t.server.connection.db, t.server.services.passwords, school);
    expect(made.isDefault).toBe(true);
    t.server.services.sites.forget();
    const config = await t.call<{ website: { name: string } }>({ method: 'GET', url: '/Auth/Config/Get' });
    expect(config.body.data?.website.name).toBe('Trường THPT Chu Văn An');
    expect(await t.signIn('hieutruong', { password: 'Truong@2026' })).toBeTruthy();
    const site = await t.server.connection.db.selectFrom('sites').selectAll().executeTakeFirstOrThrow();
    expect(site.allowedOrigins).toEqual(['https://chuvanan.edu.vn']);
    expect(site.isSetStrongPassword).toBe(true);

    await expect(setUpSchool(t.server.connection.db, t.server.services.passwords, school)).rejects.toThrow(
      /already set up/,
    );
    const second = { ...school, schoolName: 'Lycée Vientiane', domain: 'LMS.Lycee.edu.la' };
    expect((await setUpSchool(t.server.connection.db, t.server.services.passwords, second)).isDefault).toBe(
      false,
    );
    await expect(setUpSchool(t.server.connection.db, t.server.services.passwords, second)).rejects.toThrow(
      /lms\.lycee\.edu\.la already belongs/,
    );
    t.server.services.sites.forget();
    expect(await t.signIn('hieutruong', { password: 'Truong@2026', host: 'lms.lycee.edu.la' })).toBeTruthy();
  });
});

describe('pnpm saola setup', () => {
  it('sets up a school from flags on a fresh embedded database, and explains what is missing', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'saola-setup-'));
    const cli = (args: string[]) =>
      run('node', ['--import', 'tsx', '--conditions=@saola/source', 'src/cli.ts', ...args], {
        cwd: join(import.meta.dirname, '..'),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SAOLA_OWNER_PASSWORD: '' },
      }).then(
        (done) => ({ code: 0, out: done.stdout, err: done.stderr }),
        (failed) => ({
          code: failed.code as number,
          out: failed.stdout as string,
          err: failed.stderr as string,
        }),
      );
    try {
      const missing = await cli(['setup', '--school', 'Trường Tiểu học Kim Đồng']);
      expect(missing.code).toBe(2);
      expect(missing.err).toMatch(/nothing was created/);
      expect(missing.err).toMatch(/ownerUsername: The field is required/);
      const made = await cli([
        'setup',
        '--school',
        'Trường Tiểu học Kim Đồng',
        '--owner-username',
        'admin',
        '--owner-name',
        'Trần Văn Minh',
        '--owner-password',
        'KimDong@2026',
        '--origin',
        'https://kimdong.edu.vn',
      ]);
      expect(made.err).toBe('');
      expect(made.code).toBe(0);
      expect(made.out).toMatch(/Trường Tiểu học Kim Đồng is ready .*sign in as admin/);
      const again = await cli([
        'setup',
        '--school',
        'X',
        '--owner-username',
        'a',
        '--owner-name',
        'A',
        '--owner-password',
        'KimDong@2026',
      ]);
      expect(again.code).toBe(2);
      expect(again.err).toMatch(/already set up/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
