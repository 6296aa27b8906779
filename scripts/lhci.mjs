#!/usr/bin/env node
/**
 * `npm run lhci`: Lighthouse CI (budgets in lighthouserc.json) on the production build in dist/,
 * with the Chromium the end-to-end tests use. Collects the three page templates (home, the
 * application page, a case study: pages of a kind share their route, layout and code) three times
 * each, asserts the budgets on the medians and writes the reports to .lighthouseci/. `npm test`
 * runs it last, after the build. `LHCI_ALL=1` collects every page, the 404 page included;
 * `npm run audit` prints every page's figures.
 */
import { spawnSync } from 'node:child_process'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './browser.mjs'
import { auditPath, builtPages, templates } from './built-pages.mjs'

/** The server lighthouserc.json starts. */
const ORIGIN = 'http://localhost:4180'

const pages = process.env.LHCI_ALL ? builtPages() : templates(builtPages()).filter((page) => page.indexable)
const chromePath = findChromium() ?? chromium.executablePath()
const result = spawnSync(
  'node_modules/.bin/lhci',
  [
    'autorun',
    ...pages.map((page) => `--collect.url=${ORIGIN}${auditPath(page)}`),
    `--collect.chromePath=${chromePath}`,
    `--collect.settings.chromeFlags=${['--headless', ...CHROMIUM_ARGS].join(' ')}`,
  ],
  { stdio: 'inherit' },
)
process.exit(result.status ?? 1)
