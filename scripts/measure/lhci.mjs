#!/usr/bin/env node
/** `npm run lhci`: lighthouserc.json's budgets on one page of each kind, which share route, layout and code; `LHCI_ALL=1` for every page. */
import { spawnSync } from 'node:child_process'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../test-tools/browser.mjs'
import { auditPath, builtPages, templates } from './built-pages.mjs'

const ORIGIN = 'http://localhost:4180'

// The privacy notice is text on the frame's own code, as a case study's page is: audited with LHCI_ALL.
const pages = process.env.LHCI_ALL
  ? builtPages()
  : templates(builtPages()).filter((page) => page.indexable && page.kind !== 'privacy')
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
