import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['@saola/source'] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    // Typing with user-event on a loaded two-core CI machine can pass 5 s; these tests check behaviour, not speed.
    testTimeout: 20_000,
  },
});
