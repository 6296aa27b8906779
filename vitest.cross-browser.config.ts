import { defineConfig } from 'vitest/config'

/**
 * The cross-browser suite (tests/cross-browser): the main journeys in Firefox and in WebKit, the
 * three files side by side (each waits on its browser more than it works). WebKit's service-worker
 * journeys have a file of their own, which took the longest file from 101 s to about 70 s.
 * `npm run test:browsers` after a build.
 */
export default defineConfig({
  test: {
    include: ['tests/cross-browser/**/*.journey.ts'],
    environment: 'node',
    maxWorkers: 3,
    testTimeout: 45_000,
    hookTimeout: 60_000,
    retry: 0,
  },
})
