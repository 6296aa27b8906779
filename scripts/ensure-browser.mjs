#!/usr/bin/env node
/**
 * Makes sure the tests' Chromium builds exist (scripts/browser.mjs), installing Debian's packages
 * when run as root: `chromium` (Lighthouse, benchmarks) and `chromium-headless-shell` (end-to-end).
 */
import { execSync } from 'node:child_process'
import { hasChromium, hasHeadlessShell } from './browser.mjs'

if (hasChromium() && (hasHeadlessShell() || process.env.CHROMIUM_PATH)) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
let hasApt = false
try {
  execSync('command -v apt-get', { stdio: 'ignore' })
  hasApt = true
} catch {
  hasApt = false
}

if (isRoot && hasApt) {
  console.log('Installing Debian’s chromium and chromium-headless-shell packages (apt-get)…')
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell', { stdio: 'inherit' })
  } catch {
    // reported below
  }
}

if (hasChromium() && !hasHeadlessShell()) {
  console.warn('No chromium-headless-shell: the end-to-end tests run in the full Chromium, slower (sudo apt-get install -y chromium-headless-shell).')
}

if (!hasChromium()) {
  console.error(
    [
      'The end-to-end tests need Chromium and none was found.',
      'Install one of:',
      '  - Debian/Ubuntu: sudo apt-get install -y chromium chromium-headless-shell',
      '  - Playwright’s build: npx playwright install chromium',
      '  - or point CHROMIUM_PATH at an existing Chromium or Chrome executable.',
    ].join('\n'),
  )
  process.exit(1)
}
