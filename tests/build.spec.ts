import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { test, expect } from '@playwright/test'
import { pages } from '../src/lib/page-list.ts'
import { copyIn, ROUTES } from './fixtures'
import { intlLocale, LANGS } from '../src/ground/locale'
import { ARIA_STRING_PACKAGES } from '../src/lib/aria-strings'
import { caseStudyImage, media, PRECACHED_WIDTH } from '../src/lib/media'

const { pwa } = copyIn('en')

const DIST = join(import.meta.dirname, '..', 'dist')

function precacheUrls(): string[] {
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8')
  // The worker's precache list, as Workbox injects it (`"url":"…"`).
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!)
}

function pngSize(path: string) {
  const bytes = readFileSync(path)
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

test('the precache holds every page, the case-study images at one width, the poster, the icons and the fonts, but not the video or the content editor', () => {
  const urls = precacheUrls()
  for (const page of pages) expect(urls, page.file).toContain(page.file)
  // One width of each picture, light only: the worker keeps the others once drawn.
  for (const { image } of LANGS.flatMap((lang) => copyIn(lang).caseStudies)) {
    for (const width of media.caseStudyWidths)
      expect(urls.includes(caseStudyImage(image.name, width).slice(1)), `${image.name} at ${width}`).toBe(
        width === PRECACHED_WIDTH,
      )
  }
  expect(urls.filter((url) => url.includes('.dark-'))).toEqual([])
  for (const width of [480, 960, 1280]) expect(urls).toContain(`media/hero-poster-${width}.webp`)
  expect(urls).toEqual(
    expect.arrayContaining(['favicon.svg', 'icons/icon-192.png', 'icons/icon-512.png', 'manifest.webmanifest']),
  )
  expect(urls.some((url) => url.endsWith('.js') && url.startsWith('assets/entry-client'))).toBe(true)
  const faces = [...readFileSync(join(DIST, 'index.html'), 'utf8').matchAll(/url\(\/(assets\/[^)]+\.woff2)\)/g)].map(
    (match) => match[1]!,
  )
  expect(faces).toHaveLength(3)
  expect(urls).toEqual(expect.arrayContaining(faces))
  // Pages carry the site's stylesheet inline; only the no-JavaScript sheet is a file of its own.
  expect(urls.filter((url) => url.endsWith('.css'))).toEqual(['noscript.css'])
  expect(urls.filter((url) => /\.(webm|mp4)$/.test(url))).toEqual([])
  expect(urls.filter((url) => url.startsWith('screenshots/'))).toEqual([])
  expect(existsSync(join(DIST, 'admin', 'index.html'))).toBe(true)
  expect(urls.filter((url) => url.startsWith('admin'))).toEqual([])
})

test('every page in the precache is the page for its own address', () => {
  for (const { path, h1 } of ROUTES) {
    const file = pages.find((page) => page.path === path)!.file
    expect(readFileSync(join(DIST, file), 'utf8'), file).toContain(`>${h1}</h1>`)
  }
})

test('the manifest has what installation needs, and its images are the sizes it states', () => {
  const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.webmanifest'), 'utf8'))
  expect(manifest).toMatchObject({
    id: '/',
    name: pwa.manifest.name,
    short_name: pwa.manifest.shortName,
    description: expect.any(String),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0d1330',
    background_color: '#ffffff',
  })
  const purposes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)
  expect(purposes).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
  for (const image of [...manifest.icons, ...manifest.screenshots]) {
    expect(pngSize(join(DIST, image.src)), image.src).toBe(image.sizes)
  }
  expect(manifest.screenshots.map((shot: { form_factor: string }) => shot.form_factor)).toEqual(['narrow', 'wide'])
  const arabic = JSON.parse(readFileSync(join(DIST, 'ar/manifest.webmanifest'), 'utf8'))
  for (const [index, image] of arabic.screenshots.entries()) {
    expect(image.src).not.toBe(manifest.screenshots[index].src)
    expect(pngSize(join(DIST, image.src)), image.src).toBe(manifest.screenshots[index].sizes)
  }
  expect(pngSize(join(DIST, 'icons/apple-touch-icon.png'))).toBe('180x180')
})

test('the hero video stays within its budget: 10 to 20 seconds, 1.5 MB for both formats', () => {
  const bytes = statSync(join(DIST, 'media/hero.webm')).size + statSync(join(DIST, 'media/hero.mp4')).size
  expect(bytes).toBeLessThanOrEqual(1.5 * 1024 * 1024)
  expect(bytes).toBeGreaterThan(10_000)
  // Duration from the MP4's movie header (mvhd, version 0): duration / timescale.
  const mp4 = readFileSync(join(DIST, 'media/hero.mp4'))
  const mvhd = mp4.indexOf('mvhd')
  expect(mp4[mvhd + 4]).toBe(0)
  const seconds = mp4.readUInt32BE(mvhd + 20) / mp4.readUInt32BE(mvhd + 16)
  expect(seconds).toBeGreaterThanOrEqual(10)
  expect(seconds).toBeLessThanOrEqual(20)
})

test("the browser's code carries no Arabic, nor React Aria's words: each page brings its own language's", () => {
  const scripts = readdirSync(join(DIST, 'assets')).filter((file) => file.endsWith('.js'))
  const code = scripts.map((file) => [file, readFileSync(join(DIST, 'assets', file), 'utf8')] as const)
  for (const [file, text] of code) expect(text, file).not.toMatch(/[\u0600-\u06ff]/)
  // Every package whose words the code looks up is one the pages bring words for.
  const looked = new Set(
    code.flatMap(([, text]) => [...text.matchAll(/[`"'](@react-aria\/[a-z-]+)[`"']/g)].map((match) => match[1]!)),
  )
  expect(looked.size).toBeGreaterThan(0)
  for (const name of looked) expect(ARIA_STRING_PACKAGES, name).toContain(name)
  for (const page of pages) {
    const html = readFileSync(join(DIST, page.file), 'utf8')
    expect(html, page.file).toContain(
      `window[Symbol.for('react-aria.i18n.locale')]=${JSON.stringify(intlLocale[page.lang])}`,
    )
  }
})
