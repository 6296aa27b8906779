import { defineConfig } from 'vitest/config'

/**
 * The cross-browser suite (tests/cross-browser): the main journeys in Firefox and in WebKit, one
 * file per browser, the two side by side (each waits on its browser more than it works: 100 s
 * together, 150 s one after the other). `npm run test:browsers` after a build.
 */
export default defineConfig({
  test: {
    include: ['tests/cross-browser/**/*.journey.ts'],
    environment: 'node',
    maxWorkers: 2,
    testTimeout: 45_000,
    hookTimeout: 60_000,
    retry: 0,
  },
})
