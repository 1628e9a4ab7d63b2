import { registeredRoutes } from '@saola/core/routes';
import { expect, it } from 'vitest';
import { screens } from './area';

it('serves exactly the admin routes the guard opens', () => {
  expect(Object.keys(screens).sort()).toEqual(
    registeredRoutes()
      .admin.map((route) => route.path)
      .sort(),
  );
});
