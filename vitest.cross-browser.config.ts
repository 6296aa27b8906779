import { defineConfig } from 'vitest/config'

/**
 * The cross-browser suite (tests/cross-browser): the main journeys in Firefox and in WebKit, one
 * file per browser, one browser at a time. `npm run test:browsers` after a build.
 */
export default defineConfig({
  test: {
    include: ['tests/cross-browser/**/*.journey.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 45_000,
    hookTimeout: 60_000,
    retry: 0,
  },
})
