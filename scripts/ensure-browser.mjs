#!/usr/bin/env node
/** Makes sure a Chromium exists for the end-to-end tests, installing Debian's when run as root. */
import { execSync } from 'node:child_process'
import { hasChromium } from './browser.mjs'

if (hasChromium()) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
let hasApt = false
try {
  execSync('command -v apt-get', { stdio: 'ignore' })
  hasApt = true
} catch {
  hasApt = false
}

if (isRoot && hasApt) {
  console.log('No Chromium found: installing Debian’s chromium package (apt-get)…')
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' })
  } catch {
    // reported below
  }
}

if (!hasChromium()) {
  console.error(
    [
      'The end-to-end tests need Chromium and none was found.',
      'Install one of:',
      '  - Debian/Ubuntu: sudo apt-get install -y chromium   (gives /usr/bin/chromium)',
      '  - Playwright’s build: npx playwright install chromium',
      '  - or point CHROMIUM_PATH at an existing Chromium or Chrome executable.',
    ].join('\n'),
  )
  process.exit(1)
}
