// WebKitGTK in a bare window (webkit-shell.py), driven by WebKitWebDriver in Xvfb; its console reaches us through the driver's output.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect } from 'vitest'
import WebDriverClient, { type Client } from 'webdriver'
import { WEBKIT_PYTHON } from '../../scripts/test-tools/browser.mjs'
import { freePort } from '../../scripts/hosting/serve.mjs'
import { formsApiStandIn, type FormsApi } from './forms-api'
import { siteServer, until } from './harness'

function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    xvfb.once('error', reject)
    xvfb.stdout!.once('data', (data: Buffer) => resolve({ display: `:${data.toString().trim()}`, process: xvfb }))
  })
}

export interface WebDriver {
  base: string
  formsApi: FormsApi
  client: Client
  run: <T>(script: string, ...args: unknown[]) => Promise<T>
  evaluate: <T>(fn: () => T) => Promise<T>
  open: (path: string, base?: string) => Promise<void>
  /** Clicks the first element matching a CSS selector, or an XPath written `xpath:…`. */
  click: (selector: string) => Promise<void>
  hover: (selector: string) => Promise<void>
  /** Presses a key (a WebDriver key code such as '\uE00C' for Escape) in the focused element. */
  press: (key: string) => Promise<void>
  resize: (width: number, height: number) => Promise<void>
  /** Fails on any console error since the last call (404s and `expected` aside), once all logged so far has arrived. */
  expectNoProblems: (expected?: RegExp) => Promise<void>
  /** The page's first heading's text. */
  heading: () => Promise<string>
  /** Whether the hero video is playing and has moved on from its start. */
  videoPlaying: () => Promise<boolean>
}

const SHELL = fileURLToPath(new URL('webkit-shell.py', import.meta.url))
/** WebKit's console lines on standard error: `[source:line:column: ]CONSOLE <kind> <level> message`. */
const CONSOLE_ERROR = /CONSOLE (?:\w+ )?ERROR (.*)/

export function useWebKit() {
  const driver = {} as WebDriver
  const processes: ChildProcess[] = []
  let client: Client | undefined
  let stopSite = async () => {}
  let output = ''
  let profile = ''
  let marks = 0
  beforeAll(async () => {
    const formsApi = await formsApiStandIn()
    const site = await siteServer(formsApi.origin)
    stopSite = async () => {
      await formsApi.close()
      await site.stop()
    }
    const { display, process: xvfb } = await startXvfb()
    processes.push(xvfb)
    const port = await freePort()
    profile = await mkdtemp(join(tmpdir(), 'webkit-shell-'))
    const env = {
      ...process.env,
      DISPLAY: display,
      XDG_DATA_HOME: join(profile, 'data'),
      XDG_CACHE_HOME: join(profile, 'cache'),
    }
    const webDriver = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: ['ignore', 'pipe', 'pipe'], env })
    processes.push(webDriver)
    webDriver.stdout!.on('data', (data: Buffer) => (output += data.toString()))
    webDriver.stderr!.on('data', (data: Buffer) => (output += data.toString()))
    await until(
      () =>
        fetch(`http://127.0.0.1:${port}/status`).then(
          () => true,
          () => false,
        ),
      true,
    )
    const session = await WebDriverClient.newSession({
      hostname: '127.0.0.1',
      port,
      logLevel: 'silent',
      // WebKitGTK's own capability, which WebdriverIO's types do not list.
      capabilities: { 'webkitgtk:browserOptions': { binary: WEBKIT_PYTHON, args: [SHELL, '--automation'] } } as object,
    })
    client = session
    /** The element, once there (an island may render it as it hydrates). */
    const find = async (selector: string) => {
      const [using, value] = selector.startsWith('xpath:') ? ['xpath', selector.slice(6)] : ['css selector', selector]
      let found = await session.findElement(using, value)
      for (
        const deadline = Date.now() + 10_000;
        'error' in found && Date.now() < deadline;
        found = await session.findElement(using, value)
      ) {
        await new Promise((done) => setTimeout(done, 100))
      }
      if ('error' in found) throw new Error(`webkit: no element ${selector}`)
      return found
    }
    Object.assign(driver, {
      base: site.base,
      formsApi,
      client: session,
      run: <T>(script: string, ...args: unknown[]) => session.executeScript(script, args as object[]) as Promise<T>,
      evaluate: <T>(fn: () => T) => driver.run<T>(`return (${fn.toString()})()`),
      open: async (path: string, base = site.base) => {
        await session.navigateTo(`${base}${path}`)
        await until(() => driver.run<boolean>('return document.documentElement.hasAttribute("data-hydrated")'), true)
      },
      click: async (selector: string) => {
        const found = await find(selector)
        await session.executeScript('arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', [found])
        await session.elementClick(Object.values(found)[0]!)
      },
      hover: async (selector: string) => {
        const found = await find(selector)
        await session.performActions([
          { type: 'pointer', id: 'mouse', actions: [{ type: 'pointerMove', duration: 0, origin: found, x: 0, y: 0 }] },
        ])
      },
      press: async (key: string) => {
        await session.performActions([
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value: key },
              { type: 'keyUp', value: key },
            ],
          },
        ])
      },
      resize: async (width: number, height: number) => {
        await session.setWindowRect(null, null, width, height)
        await until(() => driver.run<number[]>('return [innerWidth, innerHeight]'), [width, height])
      },
      expectNoProblems: async (expected?: RegExp) => {
        // The console arrives in order: once a mark logged now has arrived, so has everything before it.
        const mark = `webkit-harness-mark-${++marks}`
        await driver.run(`console.log(${JSON.stringify(mark)})`)
        await until(() => Promise.resolve(output.includes(mark)), true)
        const lines = output.slice(0, output.indexOf(mark)).split('\n')
        output = output.slice(output.indexOf(mark) + mark.length)
        const problems = lines.map((line) => CONSOLE_ERROR.exec(line)?.[1]).filter((problem) => problem !== undefined)
        expect(problems.filter((problem) => !/status of 404/.test(problem) && !expected?.test(problem))).toEqual([])
      },
      heading: () => driver.run<string>('return document.querySelector("h1")?.textContent'),
      videoPlaying: () =>
        driver.run<boolean>('const v = document.querySelector("video"); return !v.paused && v.currentTime > 0'),
    } satisfies WebDriver)
  }, 60_000)
  afterAll(async () => {
    await client?.deleteSession().catch(() => undefined)
    for (const child of processes.reverse()) child.kill()
    await stopSite()
    // WebKit's own processes may still be writing their shader cache as they go: rm retries until they have.
    if (profile) await rm(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 })
  })
  return driver
}
