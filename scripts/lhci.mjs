#!/usr/bin/env node
/**
 * `npm run lhci`: Lighthouse CI (lighthouserc.json) on the production build in dist/, with the
 * Chromium the end-to-end tests use. Collects every page three times, asserts the budgets on the
 * medians and writes the reports to .lighthouseci/. `npm test` runs it last, after the build.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './browser.mjs'

if (!existsSync('dist/index.html')) {
  console.error('lhci: there is no production build in dist/. Run `npm run build` first.')
  process.exit(1)
}
const chromePath = findChromium() ?? chromium.executablePath()
const result = spawnSync(
  'node_modules/.bin/lhci',
  ['autorun', `--collect.chromePath=${chromePath}`, `--collect.settings.chromeFlags=${['--headless', ...CHROMIUM_ARGS].join(' ')}`],
  { stdio: 'inherit' },
)
process.exit(result.status ?? 1)
