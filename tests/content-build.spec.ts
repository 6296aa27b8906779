import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { test, expect, visit } from './fixtures'
import { buildSite } from './site-build'
import { readCaseStudyFiles } from '../src/content/case-studies'
import { netlifyAnswer, netlifyRules, startStandIn, vercelAnswer } from '../scripts/hosting/hosts.mjs'
import { startNginx } from '../scripts/hosting/nginx.mjs'
import { createStaticServer, listenOnLoopback, stopServer } from '../scripts/hosting/serve.mjs'

const ROOT = join(import.meta.dirname, '..')
const FIXTURES = join(import.meta.dirname, 'fixtures/content')
const ADDED = JSON.parse(readFileSync(join(FIXTURES, 'orbit-clinic.json'), 'utf8'))
const TEAM = JSON.parse(readFileSync(join(FIXTURES, 'home/team.json'), 'utf8'))
const studies = readCaseStudyFiles()
const REMOVED = studies.at(-1)!.en

test.describe.configure({ mode: 'serial' })

let work: string
let dist: string

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000)
  work = testInfo.outputPath('content-build')
  dist = join(work, 'dist')
  const caseStudies = join(work, 'case-studies')
  mkdirSync(caseStudies, { recursive: true })
  cpSync(join(ROOT, 'content/case-studies'), caseStudies, { recursive: true })
  for (const file of [`${REMOVED.slug}.json`, REMOVED.image]) rmSync(join(caseStudies, file))
  cpSync(join(import.meta.dirname, 'fixtures/content/orbit-clinic.json'), join(caseStudies, 'orbit-clinic.json'))
  // An upload larger than the pages need and not 3:2: the build crops and resizes it.
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: ADDED.en.colour } })
    .png()
    .toFile(join(caseStudies, ADDED.en.image))
  await sharp({ create: { width: 400, height: 300, channels: 3, background: '#b45309' } })
    .png()
    .toFile(join(caseStudies, ADDED.en.quote.picture))
  buildSite(work, { CASE_STUDIES_DIR: caseStudies, CONTENT_OVERRIDES: FIXTURES })
})

test.afterAll(() => rmSync(work, { recursive: true, force: true }))

// One visit of each page for both: the added study's page carries the filled quote, the home page the team.
test('an added case study has its pages, slide, sitemap entry, pictures and precache entry, and a filled founder quote and team are drawn with their words, in both languages', async ({
  page,
}) => {
  const server = createStaticServer(dist)
  // `localhost`: the address the fixtures let pages reach.
  const base = (await listenOnLoopback(server)).replace('127.0.0.1', 'localhost')
  try {
    for (const [prefix, lang] of [
      ['', 'en'],
      ['/ar', 'ar'],
    ] as const) {
      const words = ADDED[lang]
      await visit(page, `${base}${prefix}/case-study/${ADDED.en.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.company)
      await expect(page.getByRole('main')).toContainText(words.industry)
      await expect(page.getByRole('img', { name: words.imageAlt })).toBeVisible()
      const articles = await page.locator('script[type="application/ld+json"]').allTextContents()
      expect(articles.join()).toContain(words.description)
      expect((await fetch(`${base}/og/${prefix ? 'ar/' : ''}case-study/${ADDED.en.slug}.png`)).status).toBe(200)

      const { quote } = words
      const figure = page.locator('figure').filter({ has: page.locator('blockquote') })
      await expect(figure.locator('blockquote')).toHaveText(quote.text)
      await expect(figure.locator('figcaption')).toHaveText(`${quote.name} ${quote.role}`)
      const photo = figure.locator('figcaption img')
      await expect(photo).toBeVisible()
      expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
      expect(await photo.boundingBox()).toMatchObject({ width: 96, height: 96 })
      // Read last before the closing call to action, after the results it speaks for.
      const quoteTop = (await figure.boundingBox())!.y
      const cta = (await page.locator('#cta-title').boundingBox())!.y
      const results = (await page.locator('#results-title').boundingBox())!.y
      expect(results).toBeLessThan(quoteTop)
      expect(quoteTop).toBeLessThan(cta)

      await visit(page, `${base}${prefix}/`)
      if (lang === 'en') {
        // In the carousel, by its position (a tie is broken by company).
        const expected = [...studies.filter((study) => study.en.slug !== REMOVED.slug), ADDED]
          .sort((a, b) => a.en.order - b.en.order || a.en.company.localeCompare(b.en.company))
          .map((study) => study.en.company)
        await expect(page.locator('#case-studies').getByRole('article').getByRole('heading')).toHaveText(expected)
      }
      const teamWords = TEAM[lang]
      const team = page.getByRole('region', { name: teamWords.title })
      await expect(team).toBeVisible()
      await expect(team).toContainText(teamWords.intro)
      await expect(team.getByRole('heading', { level: 3 })).toHaveText(
        teamWords.members.map((member: { name: string }) => member.name),
      )
      for (const member of teamWords.members) {
        for (const text of [member.role, member.bio].filter(Boolean))
          await expect(team.getByRole('listitem').filter({ hasText: member.name })).toContainText(text)
      }
      const why = (await page.locator('#why').boundingBox())!
      expect((await team.boundingBox())!.y).toBeGreaterThanOrEqual(why.y + why.height)
    }
    const picture = await sharp(
      Buffer.from(await (await fetch(`${base}/media/case-studies/${ADDED.en.slug}-480.webp`)).arrayBuffer()),
    ).metadata()
    expect([picture.format, picture.width, picture.height]).toEqual(['webp', 480, 320])

    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
    expect(sitemap).toContain(`/ar/case-study/${ADDED.en.slug}</loc><xhtml:link rel="alternate" hreflang="en"`)
    expect(sitemap).not.toContain(REMOVED.slug)
    const worker = readFileSync(join(dist, 'sw.js'), 'utf8')
    for (const file of [
      `case-study/${ADDED.en.slug}.html`,
      `ar/case-study/${ADDED.en.slug}.html`,
      `media/case-studies/${ADDED.en.slug}-800.webp`,
    ])
      expect(worker).toContain(`"${file}"`)
    expect(worker).not.toContain(REMOVED.slug)
  } finally {
    await stopServer(server)
  }
})

test("a removed case study's addresses answer 404 in both languages, on every host's configuration", async () => {
  const hosts = [
    async () => {
      const server = createStaticServer(dist)
      return { base: await listenOnLoopback(server), stop: () => stopServer(server) }
    },
    () => startNginx(dist),
    () => startStandIn(dist, (path: string) => vercelAnswer(dist, path)),
    async () => {
      const rules = await netlifyRules(dist)
      return startStandIn(dist, (path: string) => netlifyAnswer(dist, path, rules))
    },
  ]
  for (const start of hosts) {
    const host = await start()
    try {
      for (const path of [
        `/case-study/${REMOVED.slug}`,
        `/ar/case-study/${REMOVED.slug}`,
        `/media/case-studies/${REMOVED.slug}-480.webp`,
      ]) {
        expect((await fetch(`${host.base}${path}`)).status, `${host.base}${path}`).toBe(404)
      }
    } finally {
      await host.stop()
    }
  }
})
