import { execFileSync } from 'node:child_process'
import { cpSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test, expect } from './fixtures'
import { LOCALES } from '../src/ground/locales.mjs'
import { DEFAULT_LANG, LANGS, nativeName } from '../src/ground/locale'
import { pages } from '../src/lib/page-list'

/** docs/arabic.md, "To add a language": a copy of the site given one more row in the table and its copy, nothing else. */
const ROOT = join(import.meta.dirname, '..')
const LANG = 'en-XA'
const ROW = readFileSync(join(import.meta.dirname, 'fixtures/locale/en-XA.json'), 'utf8')
const ALL = [...LANGS, LANG]

test.describe.configure({ mode: 'serial' })

let work: string

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)],
  )

test.beforeAll(({}, testInfo) => {
  testInfo.setTimeout(300_000)
  work = testInfo.outputPath('third-language')
  for (const item of ['package.json', 'tsconfig.json', 'vite.config.ts', 'src', 'scripts', 'content', 'public'])
    cpSync(join(ROOT, item), join(work, item), { recursive: true })
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(work, 'node_modules'))
  // The row, after the others: the table's closing `})` is its last line.
  const table = join(work, 'src/ground/locales.mjs')
  writeFileSync(table, readFileSync(table, 'utf8').replace(/\}\)\s*$/, `  '${LANG}': ${ROW},\n})\n`))
  // Its copy: a pseudo-locale, the English words under its own code.
  for (const file of walk(join(work, 'content')).filter((name) => name.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(file, 'utf8'))
    writeFileSync(file, JSON.stringify({ ...data, [LANG]: data[DEFAULT_LANG] }, null, 2))
  }
  for (const ssr of [['--ssr', 'src/entry-server.tsx'], []])
    execFileSync(join(work, 'node_modules/.bin/vite'), ['build', ...ssr], { cwd: work, maxBuffer: 64 * 1024 * 1024 })
})

test.afterAll(() => rmSync(work, { recursive: true, force: true }))

test('a row added to the locale table prerenders every page under its prefix, with its lang, dir and alternates', async ({
  page,
  allowConsole,
}) => {
  test.setTimeout(120_000)
  // The not-found page's own answer and log.
  allowConsole(/404 \(Not Found\)/)
  allowConsole(/^warning: 404: no page at/)
  // The copy's own server: its not-found pages come from its table too.
  const { createStaticServer, listenOnLoopback, stopServer } = (await import(
    join(work, 'scripts/hosting/serve.mjs')
  )) as typeof import('../scripts/hosting/serve.mjs')
  const server = createStaticServer(join(work, 'dist'))
  // `localhost`: the address the fixtures let pages reach.
  const base = (await listenOnLoopback(server)).replace('127.0.0.1', 'localhost')
  try {
    for (const { path, kind, indexable } of pages.filter((one) => one.lang === DEFAULT_LANG)) {
      const address = kind === 'not-found' ? `/${LANG}/no/such/page` : path === '/' ? `/${LANG}/` : `/${LANG}${path}`
      const response = await page.goto(`${base}${address}`)
      expect(response?.status(), address).toBe(kind === 'not-found' ? 404 : 200)
      await expect(page.locator('html')).toHaveAttribute('lang', LANG)
      await expect(page.locator('html')).toHaveAttribute('dir', LOCALES.en.dir)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const alternates = page.locator('link[rel="alternate"][hreflang]')
      if (indexable) {
        await expect(alternates).toHaveCount(ALL.length + 1)
        for (const lang of ALL) {
          const twin = lang === DEFAULT_LANG ? path : path === '/' ? `/${lang}/` : `/${lang}${path}`
          await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
            'href',
            new RegExp(`${twin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
          )
        }
      } else await expect(alternates).toHaveCount(0)
      // The language link: every other language, each named in itself.
      const banner = page.getByRole('banner')
      for (const lang of LANGS)
        await expect(banner.getByRole('link', { name: nativeName(lang), exact: true })).toBeVisible()
    }
    // The site's own languages list the new one beside theirs.
    for (const lang of LANGS) {
      await page.goto(`${base}${lang === DEFAULT_LANG ? '/' : `/${lang}/`}`)
      await expect(page.locator('html')).toHaveAttribute('dir', LOCALES[lang].dir)
      await expect(page.locator(`link[rel="alternate"][hreflang="${LANG}"]`)).toHaveAttribute('href', /\/en-XA\/$/)
    }
  } finally {
    await stopServer(server)
  }
})
