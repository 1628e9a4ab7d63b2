import { registeredRoutes } from '@saola/core/routes';
import { expect, it } from 'vitest';
import { screens } from './area';

it('serves exactly the student routes the guard opens', () => {
  expect(Object.keys(screens).sort()).toEqual(
    registeredRoutes()
      .student.map((route) => route.path)
      .sort(),
  );
});
