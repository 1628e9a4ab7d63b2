import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

export const SERVER = 'http://127.0.0.1:4173';
export const EMBED = 'http://127.0.0.1:4174';

/** A fresh data directory per run: the server starts on an empty embedded database and seeds the demo school. */
const dataDir = mkdtempSync(join(tmpdir(), 'saola-e2e-'));

export default defineConfig({
  testDir: 'specs',
  fullyParallel: false,
  workers: 1,
  timeout: 30_000,
  reporter: process.env.CI ? 'list' : 'line',
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    // A Vietnamese school's browser: the interface's default language is also the browser's.
    locale: 'vi-VN',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download does not work on these machines.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Lessons play muted without a click, as the video tests need.
        '--autoplay-policy=no-user-gesture-required',
        '--mute-audio',
      ],
    },
  },
  webServer: [
    {
      command: 'pnpm --filter @saola/server start',
      url: `${SERVER}/healthz`,
      // The settings journey's fake mail server listens on loopback, as a one-school server's relay may.
      env: {
        PORT: '4173',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        PRIVATE_HOSTS: 'true',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'pnpm --filter @saola/example-embed-html start',
      url: EMBED,
      env: { PORT: '4174' },
      reuseExistingServer: false,
    },
  ],
});
