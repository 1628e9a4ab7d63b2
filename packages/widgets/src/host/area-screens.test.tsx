import { registeredRoutes } from '@saola/core/routes';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenView } from '../screens/view';
import { VIEWS } from '../screens/views';
import { areaScreens, HOST_DRAWN } from './area-screens';

let mounts = 0;
/** Stands in for every screen: shows the props the host gave it, and navigates on a click. */
const Echo = lazy(async () => ({
  default: ({ onNavigate, ...props }: { onNavigate: (to: string) => void }) => {
    useEffect(() => {
      mounts += 1;
    }, []);
    return (
      <button type="button" onClick={() => onNavigate('/elsewhere')}>
        {JSON.stringify(props)}
      </button>
    );
  },
}));
const echoing = Object.fromEntries(
  Object.entries(VIEWS).map(([id, view]): [string, ScreenView] => [id, { ...view, screen: Echo }]),
) as typeof VIEWS;

function served(area: 'admin' | 'student', pattern: string) {
  const Screen = areaScreens(area, echoing)[pattern];
  if (!Screen) throw new Error(`the ${area} area serves no ${pattern}`);
  return Screen;
}

describe('areaScreens', () => {
  it('serves every route the guard opens in the area, and the public doors the host does not draw, and no other', () => {
    const doors = registeredRoutes()
      .public.map((route) => route.path)
      .filter((path) => !HOST_DRAWN.includes(path));
    expect([...doors].sort()).toEqual(
      ['/signUp', '/forgotPassword', '/certificate/verify/:code?', '/teaching/join/:id', '/test'].sort(),
    );
    for (const area of ['admin', 'student'] as const)
      expect(Object.keys(areaScreens(area, echoing)).sort()).toEqual(
        [...registeredRoutes()[area].map((route) => route.path), ...doors].sort(),
      );
  });

  it('gives each screen the props its view builds from the route, and the host’s navigation', async () => {
    const navigate = vi.fn();
    const shows = async (
      [area, pattern]: ['admin' | 'student', string],
      params: Record<string, string | undefined>,
      props: object,
    ) => {
      const Screen = served(area, pattern);
      const { unmount } = render(
        <Suspense>
          <Screen params={params} navigate={navigate} />
        </Suspense>,
      );
      await userEvent.click(await screen.findByRole('button', { name: JSON.stringify(props) }));
      unmount();
    };
    await shows(['admin', '/course-package/edit/:id'], { id: '7' }, { id: 7 });
    await shows(['admin', '/retailStudent/edit/:id'], { id: '5' }, { kind: 'retail', id: 5 });
    await shows(['admin', '/study/list/:id?/:name?'], { id: '3', name: 'Hoa' }, { idUser: 3, name: 'Hoa' });
    await shows(['admin', '/course/list'], {}, {});
    await shows(
      ['student', '/student/course/:id/lesson/:idLesson?'],
      { id: '4', idLesson: '9' },
      {
        idCourse: 4,
        idLesson: 9,
      },
    );
    expect(navigate).toHaveBeenCalledTimes(5);
    expect(navigate).toHaveBeenLastCalledWith('/elsewhere');
  });

  it('starts a screen afresh at another address of it, as a new page would', async () => {
    const Edit = served('admin', '/course/edit/:id');
    const { rerender } = render(
      <Suspense>
        <Edit params={{ id: '1' }} navigate={() => {}} />
      </Suspense>,
    );
    await screen.findByRole('button', { name: '{"id":1}' });
    const before = mounts;
    rerender(
      <Suspense>
        <Edit params={{ id: '2' }} navigate={() => {}} />
      </Suspense>,
    );
    await screen.findByRole('button', { name: '{"id":2}' });
    expect(mounts).toBe(before + 1);
  });
});
