import { defineConfig } from 'vitest/config';

// Tests that stop and start a PostgreSQL cluster of their own run in the PostgreSQL pass.
const ownCluster = process.env.SAOLA_TEST_DATABASE === 'postgres' ? ['test/postgres/*.test.ts'] : [];

export default defineConfig({
  resolve: { conditions: ['@saola/source'] },
  ssr: { resolve: { conditions: ['@saola/source'], externalConditions: ['@saola/source'] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/*.test.ts', ...ownCluster],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
