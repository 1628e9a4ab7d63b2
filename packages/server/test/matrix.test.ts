import type { Access } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadTarget } from '../src/modules/file/bytes';
import { fileBytes, signedBytes } from '../src/modules/file/serve';
import { allRoutes } from '../src/routes';
import { startTestServer, type TestServer } from './harness';

type Role = 'anonymous' | 'owner' | 'teacher' | 'student' | 'observer' | 'otherSiteOwner';
const ROLES: Role[] = ['anonymous', 'owner', 'teacher', 'student', 'observer', 'otherSiteOwner'];

/** What each access declaration means for each caller: 'allowed' is anything but 401 and 403. */
function expected(access: Access, role: Role, path: string): 401 | 403 | 'allowed' {
  if (access === 'public') return 'allowed';
  if (role === 'anonymous' || role === 'otherSiteOwner') return 401;
  // An observer (class attendant) may make the watch reads and use its own account and notices, nothing else.
  if (role === 'observer')
    return access === 'watch' || (access === 'signedIn' && path.startsWith('/Auth/')) ? 'allowed' : 403;
  if (access === 'signedIn') return 'allowed';
  if (access === 'admin' || access === 'watch') return role === 'student' ? 403 : 'allowed';
  if (access === 'owner') return role === 'owner' ? 'allowed' : 403;
  if (access === 'student') return role === 'student' ? 'allowed' : 403;
  return role === 'owner' ? 'allowed' : 403;
}

let t: TestServer;
const tokens: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  t = await startTestServer();
  const other = await t.addOtherSite();
  tokens.owner = await t.signIn('owner');
  tokens.teacher = await t.signIn('teacher');
  tokens.student = await t.signIn('student');
  const observer = await t.call<{ username: string }>({
    method: 'POST',
    url: '/Lms/Monitor/Add',
    token: tokens.owner,
    payload: {
      fullName: 'Đỗ Thị Lan',
      username: 'observer',
      status: 'active',
      idGroups: [],
      password: 'Saola@2026',
    },
  });
  expect(observer.status).toBe(200);
  tokens.observer = await t.signIn('observer', { password: 'Saola@2026' });
  tokens.otherSiteOwner = await t.signIn('owner', { host: other.host });
});
afterAll(() => t.close());

// Sign-out revokes the caller's token, so it goes last.
const routes = [...allRoutes].sort(
  (a, b) => Number(a.endpoint.path.endsWith('Signout')) - Number(b.endpoint.path.endsWith('Signout')),
);

describe('authorization matrix: every endpoint × every kind of caller', () => {
  it('covers every route the server registers', () => {
    for (const { endpoint } of allRoutes)
      expect(t.server.app.hasRoute({ method: endpoint.method, url: endpoint.path }), endpoint.path).toBe(
        true,
      );
    expect(allRoutes.length).toBeGreaterThanOrEqual(30);
  });

  for (const { endpoint } of routes) {
    it(`${endpoint.method} ${endpoint.path} (${endpoint.access})`, async () => {
      for (const role of ROLES) {
        const { status } = await t.call({
          method: endpoint.method,
          url: endpoint.path,
          token: tokens[role],
          payload: {},
        });
        const want = expected(endpoint.access, role, endpoint.path);
        if (want === 'allowed') expect([401, 403], `${role} got ${status}`).not.toContain(status);
        else expect(status, role).toBe(want);
      }
    });
  }

  it('byte routes answer every caller alike: their credential is the signed URL or the unguessable key', async () => {
    for (const raw of [uploadTarget, fileBytes, signedBytes]) {
      expect(raw.access).toBe('public');
      const url = raw.url
        .replace(':idFile', '1')
        .replace(':idSite', '1')
        .replace(':name', 'nothing.png')
        .replace(':grant', '1.x')
        .replace('*', 'nothing.pdf');
      const statuses = new Set<number>();
      for (const role of ['anonymous', 'owner'] as const) {
        const response = await t.server.app.inject({
          method: raw.method,
          url,
          headers: tokens[role as Role] ? { authorization: `Bearer ${tokens[role as Role]}` } : {},
          ...(raw.method === 'PUT' ? { payload: 'x', headers: { 'content-type': 'image/png' } } : {}),
        });
        statuses.add(response.statusCode);
      }
      expect(statuses.size).toBe(1);
    }
  });
});
