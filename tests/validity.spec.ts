import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { pages } from '../src/lib/page-list'
import { copyIn, test, expect, hydrateIslands, LANGS, oneOfEachKind } from './fixtures'

const addressOf = ({ path, kind, lang }: (typeof pages)[number]) =>
  kind === 'not-found' ? copyIn(lang).at('/no/such/page') : path

const PAGES = oneOfEachKind(pages)

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
  // The client compiler only, and the deeper stack it then needs: a run of seconds, same messages (7.6 s against 13.2 s, medians of 3).
  const { stderr } = await run(
    'java',
    ['-Xss8m', '-XX:TieredStopAtLevel=1', '-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files],
    { maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }))
  const messages = (JSON.parse(stderr) as { messages: NuMessage[] }).messages
  // The checker's CSS parser predates view transitions and container queries (the header's).
  const known = (message: NuMessage) =>
    (message.message === 'CSS: Parse Error.' && /(old|new|group|image-pair)\(root\)/.test(message.extract ?? '')) ||
    message.message === 'CSS: Unrecognized at-rule “@view-transition”' ||
    message.message === 'CSS: Unrecognized at-rule “@container”' ||
    message.message === "CSS: “container”: Property “container” doesn't exist."
  return messages
    .filter((message) => !known(message))
    .map((message) => `${message.url?.split('/').pop()}:${message.lastLine} ${message.message}`)
}

const dist = new URL('../dist/', import.meta.url).pathname
const htmlFiles = () =>
  readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dist, file))

test("every page and the content editor's is valid HTML as served, with every island hydrated on a page of each kind, and with the menu open", async ({
  page,
  allowConsole,
}) => {
  test.setTimeout(90_000)
  const files = htmlFiles()
  expect(files.filter((file) => !file.startsWith(join(dist, 'admin/'))).length).toBe(pages.length)
  expect(files).toContain(join(dist, 'admin/index.html'))
  allowConsole(/status of 404/)
  allowConsole(/404: no page at/)
  const folder = mkdtempSync(join(tmpdir(), 'hydrated-'))
  const save = async (name: string) =>
    writeFileSync(
      join(folder, `${name}.html`),
      `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}`,
    )
  try {
    for (const visited of PAGES) {
      await page.goto(addressOf(visited))
      await hydrateIslands(page)
      await save(addressOf(visited).replaceAll('/', '_'))
    }
    await page.setViewportSize({ width: 390, height: 844 })
    for (const lang of LANGS) {
      const { chrome, at } = copyIn(lang)
      await page.goto(at('/'))
      await hydrateIslands(page)
      await page.getByRole('button', { name: chrome.menuButton }).click()
      await expect(page.getByRole('dialog', { name: chrome.drawerTitle })).toBeVisible()
      await save(`${lang}-menu-open`)
    }
    expect(await nuErrors([...files, ...readdirSync(folder).map((file) => join(folder, file))])).toEqual([])
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})
