import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './test/e2e/chromium.ts'
import { e2eBaseUrl, e2eDatabaseFile, e2ePort } from './test/e2e/environment.ts'

// Browser tests run against the production build in Debian's Chromium
// (/usr/bin/chromium, test/e2e/chromium.ts); nothing downloads a browser.
export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: e2eBaseUrl,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions }, grepInvert: /@mobile/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions }, grep: /@mobile/ },
  ],
  webServer: {
    // The production server, as `npm start` runs it (built first when stale).
    command: 'node scripts/start.mjs',
    url: `${e2eBaseUrl}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(e2ePort),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${e2eDatabaseFile}`,
      // The tests send many messages from one address.
      RATE_LIMIT_MAX: '1000',
      // Tests fill forms faster than a person; the spam traps have their own tap tests (abuse.test.ts).
      FORM_MIN_FILL_SECONDS: '0',
      LOG_LEVEL: 'warn',
    },
  },
})
