import { AVAILABLE_SCREENS } from '@saola/core/routes';
import { expect, it } from 'vitest';
import { screens } from './area';

it('registers a working screen for exactly the admin paths core lists as available', () => {
  expect(Object.keys(screens).sort()).toEqual([...AVAILABLE_SCREENS.admin].sort());
});
