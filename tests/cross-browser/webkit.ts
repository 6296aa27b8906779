/**
 * WebKit for the cross-browser suite: Debian's WebKitGTK (the engine of Safari, current release)
 * with its MiniBrowser, driven over W3C WebDriver by `WebKitWebDriver` in a virtual X display
 * (Xvfb). Plain WebDriver HTTP calls: no client library needed. MiniBrowser exposes neither the
 * console nor page errors, so WebKit checks what a visitor sees; Chromium and Firefox check errors.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { afterAll, beforeAll } from 'vitest'
import { MINIBROWSER } from '../../scripts/browser.mjs'
import { freePort } from '../../scripts/serve.mjs'
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
  /** One WebDriver command on the session; resolves with its `value`. */
  command: (method: string, path: string, body?: unknown) => Promise<unknown>
  /** Runs a function body in the page and returns its result. */
  run: <T>(script: string, ...args: unknown[]) => Promise<T>
  /** Loads an address of the site and waits for the app to hydrate it. */
  open: (path: string) => Promise<void>
  /** Clicks the first element matching a CSS selector, or an XPath written `xpath:…`. */
  click: (selector: string) => Promise<void>
  /** Presses a key (a WebDriver key code such as '\uE00C' for Escape) in the focused element. */
  press: (key: string) => Promise<void>
}

/** Launches WebKit for the calling test file and stops it after. */
export function useWebKit() {
  const driver = {} as WebDriver
  const processes: ChildProcess[] = []
  let session = ''
  let driverUrl = ''
  let stopSite = async () => {}
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
    stopSite = site.stop
    const { display, process: xvfb } = await startXvfb()
    processes.push(xvfb)
    const port = await freePort()
    processes.push(spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } }))
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
      capabilities: { alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } },
    })) as { sessionId: string }
    session = `/session/${created.sessionId}`
    Object.assign(driver, {
      base: site.base,
      command: (method: string, path: string, body?: unknown) => call(method, `${session}${path}`, body),
      run: <T>(script: string, ...args: unknown[]) => call('POST', `${session}/execute/sync`, { script, args }) as Promise<T>,
      open: async (path: string) => {
        await call('POST', `${session}/url`, { url: `${site.base}${path}` })
        await until(() => driver.run<boolean>('return document.documentElement.hasAttribute("data-hydrated")'), true)
      },
      click: async (selector: string) => {
        const [using, value] = selector.startsWith('xpath:') ? ['xpath', selector.slice(6)] : ['css selector', selector]
        const found = (await call('POST', `${session}/element`, { using, value })) as Record<string, string>
        const element = Object.values(found)[0]
        await call('POST', `${session}/execute/sync`, { script: 'arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', args: [found] })
        await call('POST', `${session}/element/${element}/click`, {})
      },
      press: async (key: string) => {
        await call('POST', `${session}/actions`, {
          actions: [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: key }, { type: 'keyUp', value: key }] }],
        })
      },
    } satisfies WebDriver)
  }, 60_000)
  afterAll(async () => {
    if (session) await call('DELETE', session).catch(() => undefined)
    for (const child of processes.reverse()) child.kill()
    await stopSite()
  })
  return driver
}
