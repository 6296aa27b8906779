#!/usr/bin/env node
/** Installs the Debian packages the tests drive when run as root (docs/toolchain.md lists them); otherwise says which are missing, and fails. */
import { execSync } from 'node:child_process'
import { FIREFOX, hasChromium, hasHeadlessShell, hasWebKitBindings } from './browser.mjs'
import { existsSync } from 'node:fs'
import { findNginx } from '../hosting/nginx.mjs'

const WEBKIT = ['/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb', '/usr/bin/xauth']
const WEBKIT_PACKAGES = [
  'webkit2gtk-driver',
  'libwebkit2gtk-4.1-0',
  'gir1.2-webkit2-4.1',
  'python3-gi',
  'xvfb',
  'xauth',
]
const hasJava = () => {
  try {
    execSync('command -v java', { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}
const missingWebKit = () => [
  ...WEBKIT.filter((path) => !existsSync(path)),
  ...(hasWebKitBindings() ? [] : ['WebKitGTK for Python']),
]

const missing = [
  ...(hasChromium() ? [] : ['chromium']),
  ...(hasHeadlessShell() || process.env.CHROMIUM_PATH ? [] : ['chromium-headless-shell']),
  ...(findNginx() ? [] : ['nginx-light']),
  ...(existsSync(FIREFOX) ? [] : ['firefox-esr']),
  ...(missingWebKit().length === 0 ? [] : WEBKIT_PACKAGES),
  ...(hasJava() ? [] : ['default-jre-headless']),
]
if (missing.length === 0) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
let hasApt = false
try {
  execSync('command -v apt-get', { stdio: 'ignore' })
  hasApt = true
} catch {
  hasApt = false
}

if (isRoot && hasApt) {
  console.log(`Installing Debian’s ${missing.join(', ')} (apt-get)…`)
  try {
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`,
      { stdio: 'inherit' },
    )
  } catch {
    // reported below
  }
}

if (hasChromium() && !hasHeadlessShell()) {
  console.warn(
    'No chromium-headless-shell: the end-to-end tests run in the full Chromium, slower (sudo apt-get install -y chromium-headless-shell).',
  )
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

if (!findNginx()) {
  console.error(
    'The header tests need nginx and none was found: sudo apt-get install -y nginx-light (or set NGINX_PATH).',
  )
  process.exit(1)
}

if (!existsSync(FIREFOX)) {
  console.error(
    `The cross-browser suite needs Firefox ESR at ${FIREFOX} and none was found: sudo apt-get install -y firefox-esr (or set FIREFOX_PATH).`,
  )
  process.exit(1)
}

if (missingWebKit().length > 0) {
  console.error(
    `The cross-browser suite needs WebKitGTK with its Python bindings, its WebDriver and Xvfb; missing: ${missingWebKit().join(', ')}. sudo apt-get install -y ${WEBKIT_PACKAGES.join(' ')} (or set WEBKIT_PYTHON to a Python with them).`,
  )
  process.exit(1)
}

if (!hasJava()) {
  console.error(
    'The HTML validity tests run the Nu Html Checker, which needs Java: sudo apt-get install -y default-jre-headless.',
  )
  process.exit(1)
}
