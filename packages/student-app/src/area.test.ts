import { registeredRoutes } from '@saola/core/routes';
import { HOST_DRAWN } from '@saola/widgets';
import { expect, it } from 'vitest';
import { screens } from './area';

it('serves exactly the student routes the guard opens, and the public doors the host does not draw', () => {
  const routes = registeredRoutes();
  const doors = routes.public.filter((route) => !HOST_DRAWN.includes(route.path));
  expect(Object.keys(screens).sort()).toEqual(
    [...routes.student, ...doors].map((route) => route.path).sort(),
  );
});
