import { startCallsEarly } from '@saola/core/http';
import { FIRST_CALLS, firstCallsAt, matchPath, registeredRoutes, type ScreenId } from '@saola/core/routes';
import { PAGE_CONFIG_ID, pageConfigElement, SESSION_STORAGE_KEY, session } from '@saola/core/session';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answers, demoConfig, fakeSaola, ok } from '../../test/fake-saola';
import { busySchool } from '../screens/admin/admin-dashboard/admin-dashboard.fixtures';
import { outline, textLesson } from '../screens/student/shared/learning.fixtures';
import { busyLearner } from '../screens/student/student-dashboard/student-dashboard.fixtures';
import { VIEWS } from '../screens/views';
import { mountHost } from './mount-host';

const ROUTES = registeredRoutes();

/** Each screen with first calls, at an address of it, what its fake server answers and what it then shows. */
const CASES: Array<{ area: 'admin' | 'student'; path: string; answers: Answers; shows: string }> = [
  {
    area: 'student',
    path: '/dashboard',
    answers: { '/Lms/Dashboard/Student': ok(busyLearner) },
    shows: 'Toán 10 — Đại số',
  },
  { area: 'admin', path: '/dashboard', answers: { '/Lms/Dashboard/Admin': ok(busySchool) }, shows: '1.248' },
  {
    area: 'student',
    path: '/student/course/7/lesson/3',
    answers: { '/Lms/Learning/Lesson': ok(textLesson), '/Lms/Learning/Course': ok(outline) },
    shows: 'Vocabulary',
  },
  {
    // Without a lesson: the one to continue with, asked as the screen asks it.
    area: 'admin',
    path: '/course/7/lesson',
    answers: { '/Lms/Learning/Lesson': ok(textLesson), '/Lms/Learning/Course': ok(outline) },
    shows: 'Vocabulary',
  },
];

function screenAt(area: 'admin' | 'student', path: string) {
  for (const route of ROUTES[area]) {
    const params = matchPath(route.path, path);
    if (params) return { id: route.screen, params };
  }
  throw new Error(`no screen at ${path}`);
}

beforeEach(() => {
  Object.assign(session, { website: demoConfig.website, user: demoConfig.user });
});

describe("a screen's first calls", () => {
  it('are declared for the screens the cases cover, no more', () => {
    expect(new Set(CASES.map((c) => screenAt(c.area, c.path).id))).toEqual(
      new Set(Object.keys(FIRST_CALLS) as ScreenId[]),
    );
  });

  it.each(CASES)('$area $path: started early, then taken by the screen, never fetched twice', async (c) => {
    const fake = fakeSaola(c.answers);
    const calls = firstCallsAt(c.area, c.path);
    expect(calls.length).toBeGreaterThan(0);
    await startCallsEarly(fake.saola.client, calls);
    expect(fake.sent).toHaveLength(calls.length);
    const { id, params } = screenAt(c.area, c.path);
    const { screen: Screen, props } = VIEWS[id];
    render(
      <fake.wrap>
        <Suspense fallback={null}>
          <Screen {...props?.(params)} />
        </Suspense>
      </fake.wrap>,
    );
    expect(await screen.findAllByText(c.shows)).not.toHaveLength(0);
    const urls = fake.sent.map((request) => `${request.method} ${request.url}`);
    // Every request the screen made was one started early: each address once.
    expect(urls).toHaveLength(new Set(urls).size);
    expect(urls.slice(calls.length).filter((url) => urls.slice(0, calls.length).includes(url))).toEqual([]);
    expect(urls.some((url) => Object.keys(c.answers).some((path) => url.includes(path)))).toBe(true);
  });
});

describe('the entry', () => {
  const log: string[] = [];
  beforeEach(() => {
    log.length = 0;
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ ...demoConfig, accessToken: 'kept', locale: 'vi', remember: true }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request) => {
        log.push(`fetch ${new URL(String(input instanceof Request ? input.url : input)).pathname}`);
        return new Response(JSON.stringify({ error: false, code: 200, message: '', data: null }));
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    history.replaceState(null, '', '/');
  });

  it("starts a kept session's first screen's call before it asks for the area's and screen's code", async () => {
    history.replaceState(null, '', '/dashboard');
    const root = document.createElement('div');
    document.body.append(root);
    const student = vi.fn(() => {
      log.push('area code');
      return new Promise<never>(() => {});
    });
    let app: Root | undefined;
    await act(async () => {
      app = await mountHost(root, { student });
    });
    await waitFor(() => expect(student).toHaveBeenCalled());
    expect(log.indexOf('fetch /Lms/Dashboard/Student')).toBeGreaterThan(-1);
    expect(log.indexOf('fetch /Lms/Dashboard/Student')).toBeLessThan(log.indexOf('area code'));
    // Unmounted, so none of its work is left to run once the file's window is gone.
    act(() => app?.unmount());
    root.remove();
  });

  it('shows a visitor the sign-in page with the school the page carries, without asking for it', async () => {
    localStorage.clear();
    history.replaceState(null, '', '/signIn');
    document.head.insertAdjacentHTML('beforeend', pageConfigElement({ ...demoConfig, user: null }));
    const root = document.createElement('div');
    document.body.append(root);
    let app: Root | undefined;
    await act(async () => {
      app = await mountHost(root, { student: vi.fn() });
    });
    expect(await screen.findByText('Saola Demo School')).toBeDefined();
    expect(log.filter((entry) => entry.includes('/Auth/Config/Get'))).toEqual([]);
    act(() => app?.unmount());
    root.remove();
    document.getElementById(PAGE_CONFIG_ID)?.remove();
  });
});
