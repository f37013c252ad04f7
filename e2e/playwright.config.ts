import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = 3100;
const dataDir = mkdtempSync(join(tmpdir(), 'espaces-e2e-'));

/** Journeys run in Debian's Chromium against the built app on a fresh embedded database. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // On the project's 2 cores, two browsers beside the server and the runner starved each other:
  // journeys took twice as long and timed out; one worker runs all 32 faster (5 min).
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx ../packages/server/src/main.ts',
    url: `http://localhost:${PORT}/api/config`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      APP_URL: `http://localhost:${PORT}`,
      // The journeys follow the links of the e-mails through /dev/mails.json.
      DEV_MAIL_PREVIEW: 'true',
      // Every journey signs in from 127.0.0.1, often as the same demo account.
      SIGN_IN_MAX_ATTEMPTS: '1000',
    },
  },
});
