import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findTestChromium } from './scripts/test-tools/browser.mjs'

const PORT = Number(process.env.E2E_PORT ?? 4174)
export const BASE_URL = `http://localhost:${PORT}`

export default defineConfig({
  testDir: 'tests',
  // Chromium's suite; tests/cross-browser/*.journey.ts runs under Vitest (npm run test:browsers).
  testMatch: '*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A test that passes only on a retry is a defect: none are retried, in CI either.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    // A trace costs every test its snapshots (77 tests: 99 s against 72-92 s); a failure still prints its page's ARIA snapshot. `--trace on` to debug.
    trace: 'off',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: findTestChromium(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node scripts/hosting/serve.mjs',
    env: { PORT: String(PORT), HOST: 'localhost' },
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
})
