import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  APP_PORT,
  PAYFIP_APP_PORT,
  PAYFIP_APP_URL,
  PAYFIP_PORT,
  PAYFIP_URL,
  PROCONNECT_CLIENT_ID,
  PROCONNECT_CLIENT_SECRET,
  PROCONNECT_ISSUER,
  PROCONNECT_PORT,
  THIRD_PARTIES_PORT,
  THIRD_PARTIES_URL,
  THIRD_PARTY_APP_PORT,
  THIRD_PARTY_APP_URL,
} from './third-party-urls.ts';

const PORT = APP_PORT;
const dataDir = mkdtempSync(join(tmpdir(), 'espaces-e2e-'));
const SERVER_COMMAND = 'node --import tsx ../packages/server/src/main.ts';

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
  webServer: [
    {
      command: SERVER_COMMAND,
      url: `http://localhost:${PORT}/api/config`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        // The demo story (README « Comptes de démonstration ») would add a minute or two to the
        // start, and its approved booking at the demo facility would join the agreements the
        // journeys prepare there: they start from the demo data without it.
        DEMO_STORY: 'false',
        APP_URL: `http://localhost:${PORT}`,
        // The journeys follow the links of the e-mails through /dev/mails.json.
        DEV_MAIL_PREVIEW: 'true',
        // Every journey signs in from 127.0.0.1, often as the same demo account.
        SIGN_IN_MAX_ATTEMPTS: '1000',
        // The company register is faked too: no journey reaches the internet
        // (docs/organisations.md#company-register).
        COMPANY_REGISTER_URL: THIRD_PARTIES_URL,
        // ProConnect is the local provider below (docs/operations.md#proconnect): /connexion
        // gains its button, the password form stays as it was.
        PROCONNECT_ISSUER,
        PROCONNECT_CLIENT_ID,
        PROCONNECT_CLIENT_SECRET,
      },
    },
    {
      command: 'node fake-proconnect.mjs',
      url: `${PROCONNECT_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      env: {
        PORT: String(PROCONNECT_PORT),
        ISSUER: PROCONNECT_ISSUER,
        APP_URL: `http://localhost:${PORT}`,
        CLIENT_ID: PROCONNECT_CLIENT_ID,
        CLIENT_SECRET: PROCONNECT_CLIENT_SECRET,
      },
    },
    {
      command: 'node fake-third-parties.mjs',
      url: `${THIRD_PARTIES_URL}/hits`,
      reuseExistingServer: false,
      env: { PORT: String(THIRD_PARTIES_PORT) },
    },
    {
      // The same build in production, with the captcha and the audience measurement pointed at
      // the fake third parties: their journeys run under the production CSP (docs/security.md#requests).
      command: SERVER_COMMAND,
      url: `${THIRD_PARTY_APP_URL}/api/config`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: 'production',
        COOKIE_SECRET: 'e2e-only-cookie-secret-e2e-only-cookie-secret',
        PORT: String(THIRD_PARTY_APP_PORT),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'espaces-e2e-third-parties-')),
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        DEMO_STORY: 'false',
        APP_URL: THIRD_PARTY_APP_URL,
        SIGN_IN_MAX_ATTEMPTS: '1000',
        MATOMO_URL: `${THIRD_PARTIES_URL}/`,
        MATOMO_SITE_ID: '7',
        CAPTCHA_SITE_KEY: 'e2e-site-key',
        CAPTCHA_SECRET: 'e2e-captcha-secret',
        CAPTCHA_SCRIPT_URL: `${THIRD_PARTIES_URL}/captcha.js`,
        CAPTCHA_VERIFY_URL: `${THIRD_PARTIES_URL}/siteverify`,
        COMPANY_REGISTER_URL: THIRD_PARTIES_URL,
      },
    },
    {
      command: 'node --import tsx fake-payfip.ts',
      url: `${PAYFIP_URL}/operations`,
      reuseExistingServer: false,
      env: { PORT: String(PAYFIP_PORT) },
    },
    {
      // The payment provider is one per app: the card journeys need the sandbox of the first
      // server, and the production one above has neither the outbox nor the development routes
      // the PayFiP journey prepares its due instalment with (docs/operations.md#mail-preview).
      // Its own app adds its start (25 to 35 s, docs/operations.md#tests) to the journeys'.
      command: SERVER_COMMAND,
      url: `${PAYFIP_APP_URL}/api/config`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PAYFIP_APP_PORT),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'espaces-e2e-payfip-')),
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        DEMO_STORY: 'false',
        APP_URL: PAYFIP_APP_URL,
        DEV_MAIL_PREVIEW: 'true',
        SIGN_IN_MAX_ATTEMPTS: '1000',
        COMPANY_REGISTER_URL: THIRD_PARTIES_URL,
        PAYMENT_PROVIDER: 'payfip',
        PAYFIP_CLIENT_NUMBER: '012345',
        PAYFIP_MODE: 'test',
        PAYFIP_SERVICE_URL: `${PAYFIP_URL}/tpa/services/securite`,
        PAYFIP_PAYMENT_PAGE_URL: `${PAYFIP_URL}/tpa/paiementws.web`,
      },
    },
  ],
});
