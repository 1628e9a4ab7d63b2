import { allEndpoints } from '@saola/core/api';
import { type Access, RIGHTS } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadTarget } from '../src/modules/file/bytes';
import { fileBytes, signedBytes } from '../src/modules/file/serve';
import { allRoutes } from '../src/routes';
import { grantRights, startTestServer, type TestServer, userIdOf } from './harness';

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
  it('covers every endpoint of the contract the clients call, each one served by the app', () => {
    const tried = new Set(routes.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`));
    const untried = allEndpoints()
      .map(({ endpoint }) => endpoint)
      .filter(
        (endpoint) =>
          !tried.has(`${endpoint.method} ${endpoint.path}`) ||
          !t.server.app.hasRoute({ method: endpoint.method, url: endpoint.path }),
      )
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(untried).toEqual([]);
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

/**
 * Data scope (issue 32): the payload fields that name learners or classes. Every endpoint whose payload has
 * one is listed below, found by reading the contract's structs, so a new one cannot be forgotten: either it is
 * tried here by a personal-scope teacher with a learner and a class she does not see (and must answer 404),
 * or the line says which test proves it or why its field is no learner of hers.
 */
const LEARNER_FIELDS = /^(idUser|idUsers|idMembers|idGroup|idGroups)$/;

type Ids = { outsider: number; otherClass: number; myCourse: number };
const NAMING: Record<string, ((ids: Ids) => Record<string, unknown>) | string> = {
  'POST /Lms/UserGroup/Add': ({ outsider }) => ({ name: 'Lớp riêng', idMembers: [outsider] }),
  'PUT /Lms/UserGroup/Edit': 'scope-joints.test.ts (her own class, an outsider added)',
  'POST /Lms/Enrolment/Add': ({ outsider, myCourse }) => ({ idCourse: myCourse, idUsers: [outsider] }),
  'POST /Lms/Enrolment/AddPackage': 'scope-joints.test.ts',
  'DELETE /Lms/Enrolment/Delete': 'only a course she manages, whose enrolments are her scope',
  'POST /Lms/ScoreRecord/Add': ({ outsider }) => ({ idUser: outsider, subject: 'Toán', score: 8, factor: 1 }),
  'PUT /Lms/ScoreRecord/Edit': 'the record must be one she sees first (404), then as Add',
  'GET /Lms/ScoreRecord/List': ({ otherClass }) => ({ idGroup: otherClass }),
  'POST /Lms/NoteRecord/Add': ({ outsider }) => ({ idUser: outsider, notedOn: '2026-11-20', content: 'Tốt' }),
  'PUT /Lms/NoteRecord/Edit': 'the record must be one she sees first (404), then as Add',
  'GET /Lms/NoteRecord/List': ({ outsider }) => ({ idUser: outsider }),
  'POST /Lms/Certificate/Issue': ({ outsider, myCourse }) => ({ idUser: outsider, idCourse: myCourse }),
  'POST /Lms/Export/Start': ({ otherClass }) => ({ module: 'score', idGroup: otherClass }),
  'POST /Lms/Order/Add': ({ outsider, myCourse }) => ({
    idUser: outsider,
    paymentType: 'cash',
    idCourses: [myCourse],
  }),
  'PUT /Lms/Order/Edit': 'the buyer is checked by the same function as Add (orders.ts buyer)',
  'POST /Lms/Teaching/Add': 'scope-joints.test.ts (learners and a class)',
  'PUT /Lms/Teaching/Edit': 'the same check as Add (live/classes.ts checked)',
  'PUT /Lms/Teaching/EditAttendance':
    'only a learner of a live class she sees, whose learners she was allowed',
  'POST /Lms/Exam/Add': 'scope-joints.test.ts',
  'PUT /Lms/Exam/Edit': 'the same check as Add (exams.ts examRow)',
  'GET /Lms/Study/List': 'a filter within the courses she manages',
  'GET /Lms/Report/Detail': 'a filter within the learners the report shows her (learnerWhere)',
  'PUT /Storage/File/ShareFile': 'shares her file with a class: names no learner to her, shows none',
  'GET /Lms/Teacher/List': 'permission groups, not classes',
  'POST /Lms/Teacher/Add': 'permission groups, not classes',
  'PUT /Lms/Teacher/Edit': 'permission groups, not classes',
  'GET /Lms/Monitor/List': 'a filter within the observers she sees',
  'POST /Lms/Monitor/Add': 'classes through visibleClasses (monitor.test.ts)',
  'PUT /Lms/Monitor/Edit': 'classes through visibleClasses (monitor.test.ts)',
  'POST /Auth/User/ResetPassword':
    'an account on the phone whose code is proven, chosen after the code (recovery.test.ts); signed out',
};

describe('data scope: every endpoint that names a learner or a class', () => {
  let teacher: string;
  let ids: Ids;
  beforeAll(async () => {
    const db = t.server.connection.db;
    // The matrix signed every caller out last: fresh sessions.
    const owner = await t.signIn('owner', { device: 'scope-matrix' });
    const student = await t.call<{ id: number }>({
      method: 'POST',
      url: '/Lms/Student/Add',
      token: owner,
      payload: { fullName: 'Lê Văn Xa', username: 'le.van.xa', password: 'Saola@2026x', kind: 'registered' },
    });
    const outsider = student.body.data?.id as number;
    const other = await t.call<{ id: number }>({
      method: 'POST',
      url: '/Lms/UserGroup/Add',
      token: owner,
      payload: { name: 'Lớp 11B2', idMembers: [outsider] },
    });
    const idTeacher = await userIdOf(t, 'teacher');
    const course = await db
      .insertInto('courses')
      .values({ idSite: 1, name: 'Toán 10', idTeacher, approval: 'approved' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids = { outsider, otherClass: other.body.data?.id as number, myCourse: course.id };
    await grantRights(t, 'teacher', [
      RIGHTS.userGroup,
      RIGHTS.scoreRecord,
      RIGHTS.noteRecord,
      RIGHTS.certificate,
      RIGHTS.order,
    ]);
    teacher = await t.signIn('teacher', { device: 'scope-matrix' });
  });

  it('lists every endpoint whose payload names a learner or a class', () => {
    const naming = allRoutes
      .filter(({ endpoint }) => {
        const schema = (endpoint.payload as unknown as { schema?: Record<string, unknown> }).schema;
        return Object.keys(schema ?? {}).some((key) => LEARNER_FIELDS.test(key));
      })
      .map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`)
      .sort();
    expect(naming).toEqual(Object.keys(NAMING).sort());
  });

  for (const [key, payload] of Object.entries(NAMING)) {
    if (typeof payload === 'string') continue;
    it(`${key}: a personal-scope teacher naming a learner or class she does not see is not found`, async () => {
      const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const { status, body } = await t.call({ method, url, token: teacher, payload: payload(ids) });
      expect(status, JSON.stringify(body)).toBe(404);
    });
  }
});
