import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { pages } from '../src/lib/page-list'
import { copyIn, test, expect, axe, hold, hydrateIslands } from './fixtures'

const { chrome } = copyIn('en')

/** The path of the checker's jar: the `vnu-jar` package's export. */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'))

interface NuMessage {
  type: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

/** The Nu Html Checker's errors for these files (Java runs the checker's jar from the `vnu-jar` package). */
async function nuErrors(files: string[]) {
  const run = promisify(execFile)
  const { stderr } = await run('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files], { maxBuffer: 16 * 1024 * 1024 }).catch(
    (error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }),
  )
  const messages = (JSON.parse(stderr) as { messages: NuMessage[] }).messages
  // The checker's CSS parser predates CSS View Transitions (`::view-transition-old(root)`, `@view-transition`).
  const known = (message: NuMessage) =>
    (message.message === 'CSS: Parse Error.' && /(old|new|group|image-pair)\(root\)/.test(message.extract ?? '')) ||
    message.message === 'CSS: Unrecognized at-rule “@view-transition”'
  return messages.filter((message) => !known(message)).map((message) => `${message.url?.split('/').pop()}:${message.lastLine} ${message.message}`)
}

const dist = new URL('../dist/', import.meta.url).pathname
const htmlFiles = () => readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).map((file) => join(dist, file))

test('every prerendered page is valid HTML', async () => {
  const files = htmlFiles()
  expect(files.length).toBe(pages.length)
  expect(await nuErrors(files)).toEqual([])
})

test('every page is still valid HTML with every island hydrated, and with the menu open', async ({ page, allowConsole }) => {
  test.setTimeout(60_000)
  allowConsole(/status of 404/)
  allowConsole(/404: no page at/)
  const folder = mkdtempSync(join(tmpdir(), 'hydrated-'))
  const save = async (name: string) =>
    writeFileSync(join(folder, `${name}.html`), `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}`)
  try {
    for (const { path, kind } of pages) {
      await page.goto(kind === 'not-found' ? '/no/such/page' : path)
      await hydrateIslands(page)
      await save(kind === 'not-found' ? 'not-found' : path.replaceAll('/', '_') || 'home')
    }
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await hydrateIslands(page)
    await page.getByRole('button', { name: chrome.menuButton }).click()
    await expect(page.getByRole('dialog', { name: chrome.drawerTitle })).toBeVisible()
    await save('home-menu-open')
    expect(await nuErrors(readdirSync(folder).map((file) => join(folder, file)))).toEqual([])
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})

for (const { path, kind } of pages) {
  const address = kind === 'not-found' ? '/no/such/page' : path
  test(`${address} as the server sent it, before any script, has no WCAG 2.2 A/AA violations`, async ({ page, allowConsole }) => {
    allowConsole(/status of 404/)
    const scripts = await hold(page)
    await page.goto(address, { waitUntil: 'commit' })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    expect(await axe(page)).toEqual([])
    await scripts.release()
  })
}
