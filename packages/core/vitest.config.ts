import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@saola/source'] },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/index.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 90 },
    },
  },
});
