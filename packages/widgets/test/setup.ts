import '@testing-library/jest-dom/vitest';
import { initialSession, session } from '@saola/core/session';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  Object.assign(session, initialSession());
});
