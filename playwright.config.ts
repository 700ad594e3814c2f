import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts'
import { MODAL_STORAGE_KEY } from './src/sections/bolt-anatomy/timing'

const port = Number(process.env.E2E_PORT) || 4321

/** End-to-end tests in Debian's Chromium against the built site served by `npm run serve`. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 45_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // The bolt-anatomy modal was "just shown", so it stays out of the way; its own tests clear it.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${port}`,
          localStorage: [{ name: MODAL_STORAGE_KEY, value: String(Date.now()) }],
        },
      ],
    },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node --disable-warning=ExperimentalWarning server/main.ts',
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(port),
      OUTBOX_FILE: 'test-results/outbox.ndjson',
      // Lets the forms tests switch the local outbox to failing.
      OUTBOX_TEST_CONTROLS: '1',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
