import { defineConfig } from 'vitest/config'

/**
 * The cross-browser suite (tests/cross-browser): the main journeys in Firefox, one file per
 * browser, one test at a time within a file. `npm run test:browsers` after a build.
 */
export default defineConfig({
  test: {
    include: ['tests/cross-browser/**/*.test.ts'],
    environment: 'node',
    testTimeout: 45_000,
    hookTimeout: 60_000,
    retry: 0,
  },
})
