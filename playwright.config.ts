import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts'
import {
  CONTRACT_API_URL,
  E2E_BASE_URL,
  E2E_LIVE_BASE_URL,
  E2E_LIVE_PORT,
  E2E_PORT,
  E2E_VITALS_DB,
  LIVE_BUILD,
} from './tests/e2e/helpers.ts'
import { STAND_IN_CHANGES } from './tests/e2e/live/sanity-api.ts'

/**
 * End-to-end tests in Debian's Chromium against the built site (dist/), served by the real
 * server on a port of their own. Playwright always starts that server itself: if something
 * already answers on the port, it stops with an error instead of testing a server it did not
 * start (which could be an older build, or another branch).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 45_000,
  use: {
    baseURL: E2E_BASE_URL,
    // Sanity's event stream is answered by a local HTTPS stand-in with a throwaway certificate.
    ignoreHTTPSErrors: true,
    // Recording a trace slows every test down (screencast, snapshots): only a retry (CI) records one.
    trace: 'on-first-retry',
    // The site's service worker (registered once a page has loaded) would answer later requests
    // from its caches, out of reach of `page.route` and of tests counting requests: only
    // offline.spec.ts lets it in, and checks the site with it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'npm run serve',
      url: `${E2E_BASE_URL}/`,
      reuseExistingServer: false,
      env: {
        PORT: String(E2E_PORT),
        OUTBOX: '1',
        OUTBOX_FILE: 'test-results/outbox.ndjson',
        // Lets the forms tests switch the local outbox to failing.
        OUTBOX_TEST_CONTROLS: '1',
        // The whole suite sends more quotes a minute from 127.0.0.1 than one visitor may.
        OUTBOX_RATE_LIMIT: '1000',
        // Every test's visits send vitals: kept apart from var/vitals.sqlite, and not limited.
        VITALS_DB: E2E_VITALS_DB,
        VITALS_RATE_LIMIT: '100000',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The build with a Sanity project (tests/e2e/live/build.ts), served as production would.
      command: 'npm run serve',
      url: `${E2E_LIVE_BASE_URL}/`,
      reuseExistingServer: false,
      env: {
        PORT: String(E2E_LIVE_PORT),
        CLIENT_DIR: `${LIVE_BUILD.dir}/client`,
        CSP_HASHES_FILE: `${LIVE_BUILD.dir}/csp-script-hashes.json`,
        OUTBOX: '1',
        OUTBOX_FILE: 'test-results/outbox-live.ndjson',
        OUTBOX_RATE_LIMIT: '1000',
        // Built without a vitals endpoint: its pages send none.
        VITALS_DB: 'off',
        VITE_SANITY_PROJECT_ID: LIVE_BUILD.projectId,
        VITE_SANITY_STUDIO_URL: LIVE_BUILD.studioUrl,
        // Its catalogue is the contract stand-in below (the CSP lets the pages call it).
        VITE_CATALOG_API_URL: CONTRACT_API_URL,
        // What the build did not write is rendered from the Sanity stand-in below, and its
        // publish webhook is signed with this secret (tests/e2e/publish.spec.ts).
        SANITY_API_HOST: LIVE_BUILD.sanityApiHost,
        SANITY_WEBHOOK_SECRET: LIVE_BUILD.webhookSecret,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Another catalogue server that follows the contract, for the live build's catalogue.
      command: 'node tests/e2e/contract-server/serve.ts',
      url: `${CONTRACT_API_URL}/marcas`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A stand-in for Sanity's query API, for the live build's server.
      command: 'node tests/e2e/live/serve-sanity.ts',
      url: `${LIVE_BUILD.sanityApiHost}${STAND_IN_CHANGES}`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A stand-in for the Studio's Presentation tool, for tests/e2e/presentation.spec.ts.
      command: 'node tests/e2e/live/serve-studio.ts',
      url: `${LIVE_BUILD.studioUrl}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
