import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { copyIn, test, expect, ROUTES } from './fixtures'
import { meta } from '../src/content/meta'
import { site } from '../src/content/site'

const { packages, caseStudies, price } = copyIn('en')

const ORIGIN = 'https://www.launchloop.example'
const DIST = join(import.meta.dirname, '..', 'dist')

async function head(page: Page) {
  return page.evaluate(() => {
    const meta = (key: string) =>
      document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content ?? null
    return {
      title: document.title,
      description: meta('description'),
      robots: meta('robots'),
      canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogTitle: meta('og:title'),
      ogDescription: meta('og:description'),
      ogUrl: meta('og:url'),
      ogType: meta('og:type'),
      ogImage: meta('og:image'),
      ogImageWidth: meta('og:image:width'),
      ogImageHeight: meta('og:image:height'),
      twitterCard: meta('twitter:card'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent!),
      ),
      descriptionCount: document.head.querySelectorAll('meta[name="description"]').length,
      titleCount: document.head.querySelectorAll('title').length,
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      alternates: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map(
        (link) => [link.hreflang, link.getAttribute('href')],
      ),
      ogLocale: meta('og:locale'),
      ogLocaleAlternate: meta('og:locale:alternate'),
      languageLinks: [...document.querySelectorAll<HTMLAnchorElement>('a[hreflang]')].map((link) => [
        link.closest('header, footer')?.tagName.toLowerCase(),
        link.getAttribute('href'),
        link.lang,
        link.hreflang,
      ]),
    }
  })
}

test('every indexable page has its own title, description, canonical URL and share tags, without JavaScript', async ({
  browser,
}) => {
  // Crawlers that run no script read exactly what the server sends.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const titles = new Set<string>()
  for (const route of ROUTES) {
    await page.goto(route.path)
    const tags = await head(page)
    expect(tags.titleCount, route.path).toBe(1)
    expect(tags.descriptionCount, route.path).toBe(1)
    titles.add(tags.title)
    expect(tags.canonical).toBe(`${ORIGIN}${route.path}`)
    expect(tags.ogUrl).toBe(tags.canonical)
    expect(tags.ogTitle).toBe(tags.title)
    expect(tags.ogDescription).toBe(tags.description)
    expect(tags.robots).toBeNull()
    expect(tags.ogImage).toMatch(new RegExp(`^${ORIGIN}/og/.+\\.png$`))
    expect([tags.ogImageWidth, tags.ogImageHeight]).toEqual(['1200', '630'])
    expect(tags.twitterCard).toBe('summary_large_image')
    expect(tags.ogType).toBe(route.kind === 'case-study' ? 'article' : 'website')
    const english = route.path.replace(/^\/ar(?=\/)/, '')
    const arabic = english === '/' ? '/ar/' : `/ar${english}`
    expect(tags.alternates, route.path).toEqual([
      ['en', `${ORIGIN}${english}`],
      ['ar', `${ORIGIN}${arabic}`],
      ['x-default', `${ORIGIN}${english}`],
    ])
    expect([tags.lang, tags.dir]).toEqual(route.lang === 'ar' ? ['ar', 'rtl'] : ['en', 'ltr'])
    // The header (from wide screens), its drawer and the footer link the twin, named in its language.
    const other = route.lang === 'ar' ? 'en' : 'ar'
    const twin = other === 'ar' ? arabic : english
    expect(tags.languageLinks, route.path).toEqual([
      ['header', twin, other, other],
      ['header', twin, other, other],
      ['footer', twin, other, other],
    ])
    expect([tags.ogLocale, tags.ogLocaleAlternate]).toEqual(
      route.lang === 'ar' ? ['ar_AE', 'en_US'] : ['en_US', 'ar_AE'],
    )
    expect(tags.ogImage!.includes('/og/ar/'), route.path).toBe(route.lang === 'ar')
    for (const item of tags.jsonLd.filter((entry) => 'inLanguage' in entry))
      expect(item.inLanguage, route.path).toBe(route.lang)
    expect(
      tags.jsonLd.some((entry) => 'inLanguage' in entry),
      route.path,
    ).toBe(true)
    const image = readFileSync(join(DIST, new URL(tags.ogImage!).pathname))
    expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([1200, 630])
  }
  expect(titles.size).toBe(ROUTES.length)
  await context.close()
})

test('structured data matches the visible page', async ({ page }) => {
  await page.goto('/')
  const home = (await head(page)).jsonLd
  const organization = home.find((item) => item['@type'] === 'Organization')
  expect(organization).toMatchObject({ name: site.name, url: `${ORIGIN}/`, sameAs: [site.linkedInUrl] })
  expect(organization.logo).toBe(`${ORIGIN}/icons/icon-512.png`)
  expect(home.find((item) => item['@type'] === 'WebSite')).toMatchObject({ name: site.name })
  const offers = home.find((item) => item['@type'] === 'Service').offers
  expect(
    offers.map((offer: { name: string; price: number; priceCurrency: string }) => [
      offer.name,
      offer.price,
      offer.priceCurrency,
    ]),
  ).toEqual(packages.map((offer) => [offer.name, offer.price, 'USD']))
  for (const offer of packages) await expect(page.getByText(price(offer.price), { exact: true })).toBeVisible()

  const { slug, company } = caseStudies[0]!
  await page.goto(`/case-study/${slug}`)
  const study = (await head(page)).jsonLd
  const crumbs = study.find((item) => item['@type'] === 'BreadcrumbList').itemListElement
  expect(crumbs.map((crumb: { name: string; item: string }) => [crumb.name, crumb.item])).toEqual([
    [meta.en.breadcrumbNames.home, `${ORIGIN}/`],
    [meta.en.breadcrumbNames.caseStudies, `${ORIGIN}/#case-studies`],
    [company, `${ORIGIN}/case-study/${slug}`],
  ])
  const article = study.find((item) => item['@type'] === 'Article')
  expect(article.description).toBe(await page.getByRole('main').locator('p').first().textContent())
  expect(article.url).toBe(`${ORIGIN}/case-study/${slug}`)
})

test('sitemap.xml lists every indexable page and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  expect(locations).toEqual(ROUTES.map((route) => `${ORIGIN}${route.path}`))
  expect(sitemap).not.toContain('/admin')
  const study = `case-study/${caseStudies[0]!.slug}`
  expect(sitemap).toContain(
    `<url><loc>${ORIGIN}/ar/${study}</loc><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/${study}"/><xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/${study}"/><xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/${study}"/></url>`,
  )
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
})
