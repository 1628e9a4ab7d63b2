import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@saola/source'] },
  ssr: { resolve: { conditions: ['@saola/source'], externalConditions: ['@saola/source'] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
