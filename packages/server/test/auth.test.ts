import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IP_FAILURE_LIMIT } from '../src/modules/auth/sign-in';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const signInCall = (username: string, password: string, extra: Record<string, unknown> = {}) =>
  t.call<{ accessToken: string; notificationToken: string }>({
    method: 'POST',
    url: '/Auth/User/SignIn',
    payload: { username, password, idDevice: 'device-a', ...extra },
    ...('locale' in extra ? { locale: extra.locale as 'vi-VN' } : {}),
  });

async function resetAccount(username: string) {
  await t.server.connection.db
    .updateTable('users')
    .set({ failedLogins: 0, lockedUntil: null })
    .where('username', '=', username)
    .execute();
  await t.server.connection.db.deleteFrom('signInAttempts').execute();
}

describe('sign-in', () => {
  beforeEach(() => resetAccount('teacher'));

  it('returns an access token and a notification token that open the profile', async () => {
    const { status, body } = await signInCall('Owner', 'Saola@2026');
    expect(status).toBe(200);
    expect(body.data?.accessToken).toMatch(/^[\w-]{43}$/);
    expect(body.data?.notificationToken).toMatch(/^[\w-]{43}$/);
    const profile = await t.call<{ username: string; idType: number }>({
      method: 'GET',
      url: '/Auth/User/Profile',
      token: body.data?.accessToken,
    });
    expect(profile.body.data).toMatchObject({ username: 'owner', idType: 2, fullName: 'Nguyễn Thị Hoa' });
    const stored = await t.server.connection.db.selectFrom('sessions').select('tokenHash').execute();
    expect(stored.map((s) => s.tokenHash)).not.toContain(body.data?.accessToken);
  });

  it.each([
    ['en-US', 'The username or password is incorrect'],
    ['vi-VN', 'Tên đăng nhập hoặc mật khẩu không đúng'],
    ['lo-LA', 'ຊື່ຜູ້ໃຊ້ ຫຼື ລະຫັດຜ່ານບໍ່ຖືກຕ້ອງ'],
  ] as const)('refuses a wrong password in %s', async (locale, message) => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/Auth/User/SignIn',
      locale,
      payload: { username: 'teacher', password: 'nope' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ error: true, code: 400, message, data: null });
  });

  it('answers an unknown user exactly like a wrong password and audits every attempt', async () => {
    const unknown = await signInCall('nobody', 'x');
    const wrong = await signInCall('teacher', 'x');
    expect(unknown.body).toEqual(wrong.body);
    const attempts = await t.server.connection.db
      .selectFrom('signInAttempts')
      .select(['username', 'reason', 'success'])
      .orderBy('id')
      .execute();
    expect(attempts).toEqual([
      { username: 'nobody', reason: 'unknown-user', success: false },
      { username: 'teacher', reason: 'wrong-password', success: false },
    ]);
  });

  it('validates the payload with localized field errors', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/Auth/User/SignIn',
      locale: 'vi-VN',
      payload: { password: 1 },
    });
    expect(status).toBe(400);
    expect(body.data).toEqual([
      { field: 'username', message: 'Trường này là bắt buộc' },
      { field: 'password', message: 'Giá trị không hợp lệ' },
    ]);
  });

  it('counts a failure against that account only', async () => {
    await signInCall('teacher', 'wrong');
    const counts = await t.server.connection.db
      .selectFrom('users')
      .select(['username', 'failedLogins'])
      .where('failedLogins', '>', 0)
      .execute();
    expect(counts).toEqual([{ username: 'teacher', failedLogins: 1 }]);
  });

  it('locks the account after five failures for fifteen minutes, then lets it in again', async () => {
    for (let i = 1; i <= 4; i++)
      expect((await signInCall('teacher', 'wrong')).body.message).toBe(
        'The username or password is incorrect',
      );
    const fifth = await signInCall('teacher', 'wrong');
    expect(fifth.body.message).toBe(
      'The account is locked after too many failed sign-ins. Please try again in 15 minutes.',
    );
    const right = await signInCall('teacher', 'Saola@2026');
    expect(right.status).toBe(400);
    expect(right.body.message).toMatch(/locked/);
    t.clock.advance(10 * 60_000);
    expect((await signInCall('teacher', 'Saola@2026')).body.message).toMatch(/in 5 minutes/);
    t.clock.advance(5 * 60_000 + 1000);
    expect((await signInCall('teacher', 'Saola@2026')).status).toBe(200);
  });

  it('lets twenty parallel wrong attempts verify at most five passwords', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => signInCall('teacher', 'wrong')));
    expect(results.every((r) => r.status === 400)).toBe(true);
    const attempts = await t.server.connection.db.selectFrom('signInAttempts').select('reason').execute();
    expect(attempts.filter((a) => a.reason === 'wrong-password')).toHaveLength(5);
    expect(attempts.filter((a) => a.reason === 'locked')).toHaveLength(15);
    expect((await signInCall('teacher', 'Saola@2026')).body.message).toMatch(/locked/);
  });

  it('lets a whole class sign in at once on one shared account', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signInCall('teacher', 'Saola@2026', { idDevice: `lab-${i % 4}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(40).fill(200));
    await t.server.connection.db.updateTable('sessions').set({ revokedAt: t.clock.now() }).execute();
  });

  it('throttles one address that fails too often across accounts', async () => {
    const db = t.server.connection.db;
    const now = t.clock.now();
    await db
      .insertInto('signInAttempts')
      .values(
        Array.from({ length: IP_FAILURE_LIMIT }, (_, i) => ({
          idSite: 1,
          username: `guess${i}`,
          idUser: null,
          ip: '127.0.0.1',
          success: false,
          reason: 'unknown-user',
          createdAt: now,
        })),
      )
      .execute();
    const refused = await signInCall('student3', 'Saola@2026');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many attempts. Please try again in a few minutes.');
    t.clock.advance(16 * 60_000);
    expect((await signInCall('student3', 'Saola@2026')).status).toBe(200);
  });

  it('refuses a disabled account with its own message, only after the right password', async () => {
    await t.server.connection.db
      .updateTable('users')
      .set({ status: 'inactive' })
      .where('username', '=', 'student4')
      .execute();
    expect((await signInCall('student4', 'wrong')).body.message).toBe(
      'The username or password is incorrect',
    );
    expect((await signInCall('student4', 'Saola@2026')).body.message).toBe(
      'The account has been deactivated',
    );
    await t.server.connection.db
      .updateTable('users')
      .set({ status: 'active' })
      .where('username', '=', 'student4')
      .execute();
  });
});

describe('sessions', () => {
  it('refuses a device beyond the site limit with a localized message; the same device replaces itself', async () => {
    await t.server.connection.db.updateTable('sites').set({ deviceLimit: 2 }).execute();
    t.server.services.sites.forget();
    const first = await t.signIn('student2', { device: 'phone' });
    await t.signIn('student2', { device: 'laptop' });
    const again = await t.signIn('student2', { device: 'phone' });
    expect((await t.call({ method: 'GET', url: '/Auth/User/Profile', token: first })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/Auth/User/Profile', token: again })).status).toBe(200);
    const third = await t.call({
      method: 'POST',
      url: '/Auth/User/SignIn',
      locale: 'lo-LA',
      payload: { username: 'student2', password: 'Saola@2026', idDevice: 'tablet' },
    });
    expect(third.status).toBe(400);
    expect(third.body.message).toContain('(2)');
    expect(third.body.message).toMatch(/^ບັນຊີນີ້/);
    await t.server.connection.db.updateTable('sites').set({ deviceLimit: 5 }).execute();
    t.server.services.sites.forget();
  });

  it('revokes the token on sign-out', async () => {
    const token = await t.signIn('student3');
    const out = await t.call({ method: 'GET', url: '/Auth/User/Signout', token });
    expect(out.body).toMatchObject({ error: false, message: 'You have signed out' });
    const after = await t.call({ method: 'GET', url: '/Auth/User/Profile', token, locale: 'vi-VN' });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
  });

  it('expires an idle session and one past its absolute lifetime', async () => {
    const token = await t.signIn('student3', { device: 'idle' });
    t.clock.advance(7 * 24 * 60 * 60_000 + 60_000);
    expect((await t.call({ method: 'GET', url: '/Auth/User/Profile', token })).status).toBe(401);
    const kept = await t.signIn('student3', { device: 'active' });
    for (let day = 0; day < 31; day++) {
      t.clock.advance(24 * 60 * 60_000);
      await t.call({ method: 'GET', url: '/Auth/User/Profile', token: kept });
    }
    expect((await t.call({ method: 'GET', url: '/Auth/User/Profile', token: kept })).status).toBe(401);
  });
});

describe('profile', () => {
  it('edits the profile and validates each field', async () => {
    const token = await t.signIn('student');
    const saved = await t.call<{ fullName: string; phone: string }>({
      method: 'PUT',
      url: '/Auth/User/EditProfile',
      token,
      payload: { fullName: 'Phạm Thu Trang (10A1)', phone: '0901 234 567' },
    });
    expect(saved.body).toMatchObject({
      error: false,
      message: 'Saved',
      data: { fullName: 'Phạm Thu Trang (10A1)', phone: '+84901234567' },
    });
    const invalid = await t.call({
      method: 'PUT',
      url: '/Auth/User/EditProfile',
      token,
      locale: 'lo-LA',
      payload: { email: 'nope', phone: '12' },
    });
    expect(invalid.body.data).toEqual([
      { field: 'email', message: 'ອີເມວບໍ່ຖືກຕ້ອງ' },
      { field: 'phone', message: 'ເບີໂທລະສັບບໍ່ຖືກຕ້ອງ' },
    ]);
  });

  it('changes the password only with the current one, under the strong-password policy, and signs out other devices', async () => {
    const token = await t.signIn('student3', { device: 'one' });
    const other = await t.signIn('student3', { device: 'two' });
    const change = (payload: object) =>
      t.call({ method: 'PUT', url: '/Auth/User/EditProfile', token, payload });
    expect(
      (
        await change({
          currentPassword: 'Saola@2026',
          newPassword: 'weakpass1',
          confirmPassword: 'weakpass1',
        })
      ).body.data,
    ).toEqual([
      {
        field: 'newPassword',
        message:
          'The password must have at least 8 characters, 1 uppercase letter, 1 special character and 1 number',
      },
    ]);
    expect(
      (await change({ currentPassword: 'Saola@2026', newPassword: 'New@Pass2027', confirmPassword: 'x' }))
        .body.data,
    ).toEqual([{ field: 'confirmPassword', message: 'The confirmation does not match' }]);
    expect(
      (
        await change({
          currentPassword: 'wrong',
          newPassword: 'New@Pass2027',
          confirmPassword: 'New@Pass2027',
        })
      ).body.data,
    ).toEqual([{ field: 'currentPassword', message: 'The current password is incorrect' }]);
    const done = await change({
      currentPassword: 'Saola@2026',
      newPassword: 'New@Pass2027',
      confirmPassword: 'New@Pass2027',
    });
    expect(done.body.message).toBe('Password changed. Your other devices have been signed out.');
    expect((await t.call({ method: 'GET', url: '/Auth/User/Profile', token: other })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/Auth/User/Profile', token })).status).toBe(200);
    expect((await signInCall('student3', 'New@Pass2027')).status).toBe(200);
  });
});

describe('user lists', () => {
  it('pages and searches users for admins', async () => {
    const token = await t.signIn('owner');
    const page = await t.call<{ data: Array<{ username: string }>; total: number }>({
      method: 'GET',
      url: '/Auth/User/Users',
      token,
      payload: { keyword: 'student', take: '2', page: '2' },
    });
    expect(page.body.data?.total).toBe(4);
    expect(page.body.data?.data.map((u) => u.username)).toEqual(['student2', 'student']);
    const lao = await t.call<{ data: Array<{ username: string }> }>({
      method: 'GET',
      url: '/Auth/User/Users',
      token,
      payload: { keyword: 'ສົມສັກ' },
    });
    expect(lao.body.data?.data.map((u) => u.username)).toEqual(['student2']);
    const beyond = await t.call<{ data: unknown[]; total: number }>({
      method: 'GET',
      url: '/Auth/User/Users',
      token,
      payload: { page: '9' },
    });
    expect(beyond.body.data).toEqual({ data: [], total: 6 });
  });

  it('filters and sorts the user table', async () => {
    // The owner sees every learner (a personal-scope teacher only hers: scope-joints.test.ts).
    const token = await t.signIn('owner');
    const table = await t.call<{ data: Array<{ fullName: string }>; total: number }>({
      method: 'POST',
      url: '/Auth/User/UserTable',
      token,
      payload: { sort: 'fullName', direction: 'desc', filters: { idType: 4 } },
    });
    expect(table.body.data?.data.map((u) => u.fullName)).toEqual([
      'ສົມສັກ ພົມມະວົງ',
      'Phạm Thu Trang (10A1)',
      'Lê Hoàng Nam',
      'Emma Wilson',
    ]);
    const wildcard = await t.call<{ total: number }>({
      method: 'POST',
      url: '/Auth/User/UserTable',
      token,
      payload: { keyword: '%' },
    });
    expect(wildcard.body.data?.total).toBe(0);
  });
});
