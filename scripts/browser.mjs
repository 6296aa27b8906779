/**
 * Finds a Chromium for the end-to-end tests: Playwright's own build if installed, else the
 * system's. `npm test` runs ensure-browser.mjs first, which installs Debian's package if needed.
 */
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

export const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/** Flags that let Chromium run as root in a container with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** @returns {string | undefined} path of a Chromium executable, undefined for Playwright's own */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  try {
    if (existsSync(chromium.executablePath())) return undefined
  } catch {
    // Playwright's browser is not installed: fall through to the system's.
  }
  return SYSTEM_CHROMIUM.find((path) => existsSync(path))
}

export function hasChromium() {
  try {
    if (existsSync(chromium.executablePath())) return true
  } catch {
    // not installed
  }
  return Boolean(process.env.CHROMIUM_PATH || SYSTEM_CHROMIUM.some((path) => existsSync(path)))
}
