/**
 * WebKit for the cross-browser suite: Debian's WebKitGTK (the engine of Safari, current release)
 * in a bare browser window (webkit-shell.py), driven over W3C WebDriver by `WebKitWebDriver` in a
 * virtual X display (Xvfb). Plain WebDriver HTTP calls: no client library needed. The shell's
 * console output reaches this process through the driver's; every console error, uncaught
 * exception and unhandled rejection fails the test that caused it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect } from 'vitest'
import { WEBKIT_PYTHON } from '../../scripts/browser.mjs'
import { freePort } from '../../scripts/serve.mjs'
import { formsApiStandIn, type FormsApi } from './forms-api'
import { siteServer, until } from './harness'

/** Starts Xvfb on a display it picks itself; resolves with that display's number. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] })
    xvfb.once('error', reject)
    xvfb.stdout!.once('data', (data: Buffer) => resolve({ display: `:${data.toString().trim()}`, process: xvfb }))
  })
}

export interface WebDriver {
  base: string
  /** HubSpot's Forms API, answered by its stand-in (the browser's HTTPS proxy). */
  formsApi: FormsApi
  /** One WebDriver command on the session; resolves with its `value`. */
  command: (method: string, path: string, body?: unknown) => Promise<unknown>
  /** Runs a function body in the page and returns its result. */
  run: <T>(script: string, ...args: unknown[]) => Promise<T>
  /** Runs a self-contained function (see in-page.ts) in the page and returns its result. */
  evaluate: <T>(fn: () => T) => Promise<T>
  /** Loads an address of the site (or of another server's `base`) and waits for the app to hydrate it. */
  open: (path: string, base?: string) => Promise<void>
  /** Clicks the first element matching a CSS selector, or an XPath written `xpath:…`. */
  click: (selector: string) => Promise<void>
  /** Rests the pointer on the first element matching a CSS selector. */
  hover: (selector: string) => Promise<void>
  /** Presses a key (a WebDriver key code such as '\uE00C' for Escape) in the focused element. */
  press: (key: string) => Promise<void>
  /** Sizes the window so the page's viewport is `width` by `height`. */
  resize: (width: number, height: number) => Promise<void>
  /**
   * Fails on any console error, uncaught exception or unhandled rejection since the last call
   * (404 responses and those matching `expected`, which the test causes, excepted), once
   * everything the page logged so far has arrived.
   */
  expectNoProblems: (expected?: RegExp) => Promise<void>
}

const SHELL = fileURLToPath(new URL('webkit-shell.py', import.meta.url))
/** WebKit's console lines on standard error: `[source:line:column: ]CONSOLE <kind> <level> message`. */
const CONSOLE_ERROR = /CONSOLE (?:\w+ )?ERROR (.*)/

/** Launches WebKit for the calling test file and stops it after. */
export function useWebKit() {
  const driver = {} as WebDriver
  const processes: ChildProcess[] = []
  let session = ''
  let driverUrl = ''
  let stopSite = async () => {}
  let output = ''
  let profile = ''
  let marks = 0
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${driverUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await response.json()) as { value: unknown }
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${JSON.stringify(json.value).slice(0, 300)}`)
    return json.value
  }
  beforeAll(async () => {
    const site = await siteServer()
    const formsApi = await formsApiStandIn()
    stopSite = async () => {
      await formsApi.close()
      await site.stop()
    }
    const { display, process: xvfb } = await startXvfb()
    processes.push(xvfb)
    const port = await freePort()
    profile = await mkdtemp(join(tmpdir(), 'webkit-shell-'))
    const env = { ...process.env, DISPLAY: display, XDG_DATA_HOME: join(profile, 'data'), XDG_CACHE_HOME: join(profile, 'cache') }
    const webDriver = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: ['ignore', 'pipe', 'pipe'], env })
    processes.push(webDriver)
    webDriver.stdout!.on('data', (data: Buffer) => (output += data.toString()))
    webDriver.stderr!.on('data', (data: Buffer) => (output += data.toString()))
    driverUrl = `http://127.0.0.1:${port}`
    for (let attempt = 0; ; attempt++) {
      try {
        await fetch(`${driverUrl}/status`)
        break
      } catch (error) {
        if (attempt > 100) throw new Error(`WebKitWebDriver did not start: ${(error as Error).message}`)
        await new Promise((done) => setTimeout(done, 100))
      }
    }
    const created = (await call('POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: WEBKIT_PYTHON, args: [SHELL, '--automation', `--proxy=${formsApi.proxy}`] } } },
    })) as { sessionId: string }
    session = `/session/${created.sessionId}`
    Object.assign(driver, {
      base: site.base,
      formsApi,
      command: (method: string, path: string, body?: unknown) => call(method, `${session}${path}`, body),
      run: <T>(script: string, ...args: unknown[]) => call('POST', `${session}/execute/sync`, { script, args }) as Promise<T>,
      evaluate: <T>(fn: () => T) => driver.run<T>(`return (${fn.toString()})()`),
      open: async (path: string, base = site.base) => {
        await call('POST', `${session}/url`, { url: `${base}${path}` })
        await until(() => driver.run<boolean>('return document.documentElement.hasAttribute("data-hydrated")'), true)
      },
      click: async (selector: string) => {
        const [using, value] = selector.startsWith('xpath:') ? ['xpath', selector.slice(6)] : ['css selector', selector]
        const found = (await call('POST', `${session}/element`, { using, value })) as Record<string, string>
        const element = Object.values(found)[0]
        await call('POST', `${session}/execute/sync`, { script: 'arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', args: [found] })
        await call('POST', `${session}/element/${element}/click`, {})
      },
      hover: async (selector: string) => {
        const found = (await call('POST', `${session}/element`, { using: 'css selector', value: selector })) as Record<string, string>
        await call('POST', `${session}/actions`, {
          actions: [{ type: 'pointer', id: 'mouse', actions: [{ type: 'pointerMove', duration: 0, origin: found, x: 0, y: 0 }] }],
        })
      },
      press: async (key: string) => {
        await call('POST', `${session}/actions`, {
          actions: [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: key }, { type: 'keyUp', value: key }] }],
        })
      },
      resize: async (width: number, height: number) => {
        await call('POST', `${session}/window/rect`, { width, height })
        await until(() => driver.run<number[]>('return [innerWidth, innerHeight]'), [width, height])
      },
      expectNoProblems: async (expected?: RegExp) => {
        // The page's console reaches us in order: once a mark logged now has arrived, so has
        // everything logged before it.
        const mark = `webkit-harness-mark-${++marks}`
        await driver.run(`console.log(${JSON.stringify(mark)})`)
        await until(() => Promise.resolve(output.includes(mark)), true)
        const lines = output.slice(0, output.indexOf(mark)).split('\n')
        output = output.slice(output.indexOf(mark) + mark.length)
        const problems = lines.map((line) => CONSOLE_ERROR.exec(line)?.[1]).filter((problem) => problem !== undefined)
        expect(problems.filter((problem) => !/status of 404/.test(problem) && !expected?.test(problem))).toEqual([])
      },
    } satisfies WebDriver)
  }, 60_000)
  afterAll(async () => {
    if (session) await call('DELETE', session).catch(() => undefined)
    for (const child of processes.reverse()) child.kill()
    await stopSite()
    if (profile) await rm(profile, { recursive: true, force: true })
  })
  return driver
}
