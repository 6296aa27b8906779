/** Playwright's own Chromium if installed, else Debian's: the headless shell for end-to-end tests, the full browser to measure. */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

export const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
export const WEBKIT_PYTHON = process.env.WEBKIT_PYTHON ?? '/usr/bin/python3'
export const SYSTEM_HEADLESS_SHELL = ['/usr/bin/chromium-headless-shell']

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
    // Playwright's own is not installed.
  }
  return SYSTEM_CHROMIUM.find((path) => existsSync(path))
}

/** @returns {string | undefined} path of an executable, undefined for Playwright's own */
export function findTestChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  const full = findChromium()
  if (full === undefined) return undefined
  return SYSTEM_HEADLESS_SHELL.find((path) => existsSync(path)) ?? full
}

export function hasHeadlessShell() {
  return SYSTEM_HEADLESS_SHELL.some((path) => existsSync(path))
}

export function hasChromium() {
  try {
    if (existsSync(chromium.executablePath())) return true
  } catch {
    // Playwright's own is not installed.
  }
  return Boolean(process.env.CHROMIUM_PATH || SYSTEM_CHROMIUM.some((path) => existsSync(path)))
}

export function hasWebKitBindings() {
  try {
    execFileSync(
      WEBKIT_PYTHON,
      [
        '-c',
        "import gi; gi.require_version('Gtk', '3.0'); gi.require_version('WebKit2', '4.1'); from gi.repository import WebKit2",
      ],
      { stdio: 'ignore' },
    )
    return true
  } catch {
    return false
  }
}
