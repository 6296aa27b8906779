import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { lastIndex } from '../src/ui/Carousel/carousel-logic'
import { copyIn, test, expect, hydrated, LANGS, type Lang, visit } from './fixtures'
import { readerListsFolded, withCopyAsKeys } from './copy-template'
import { DRAWER_CODE_ARRIVED } from './cross-browser/in-page'

const {
  applicationForm,
  applicationFields,
  pricingSection,
  applicationPage,
  packages,
  caseStudies,
  caseStudiesSection,
} = copyIn('en')

const heardAs = (role: string, name: string, whole = false) =>
  new RegExp(`^${role}, ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${whole ? '$' : ''}`)

/** Copy as keys, lists folded (copy-template.ts), so no content edit fails a transcript; after a change, `--update-snapshots` and read the diff as a listener would. */
const heard = (transcript: string, lang: Lang, scope: string[]) =>
  readerListsFolded(withCopyAsKeys(transcript, lang, scope))

const require = createRequire(import.meta.url)
const READER = readFileSync(require.resolve('@guidepup/virtual-screen-reader/browser.js'), 'utf8')

// The reader is loaded as an extra module, which the pages' own policy would rightly refuse.
test.use({ bypassCSP: true, reducedMotion: 'reduce' })

test.beforeEach(({ allowConsole }) => {
  // The simulator sometimes resolves the ARIA references of a node the page has just removed: its error, not ours.
  allowConsole(/getElementById is not a function/)
})

interface VirtualReader {
  start(options: { container: Node }): Promise<void>
  next(): Promise<void>
  previous(): Promise<void>
  act(): Promise<void>
  press(key: string): Promise<void>
  lastSpokenPhrase(): Promise<string>
  spokenPhraseLog(): Promise<string[]>
}

async function startReader(page: Page, selector = 'body') {
  await page.route('**/__virtual-screen-reader.js', (route) =>
    route.fulfill({ body: READER, contentType: 'text/javascript' }),
  )
  await page.addScriptTag({
    type: 'module',
    content: `import { virtual } from '/__virtual-screen-reader.js'; window.reader = virtual`,
  })
  await page.waitForFunction(() => 'reader' in window)
  const run = <T>(method: keyof VirtualReader, arg?: string) =>
    page.evaluate(
      ([method, arg, selector]) => {
        const reader = (window as unknown as { reader: VirtualReader }).reader
        if (method === 'start')
          return reader.start({
            container: document.querySelector(selector!)!,
          })
        return (reader[method] as (arg?: string) => Promise<unknown>)(arg)
      },
      [method, arg, selector] as const,
    ) as Promise<T>
  await run('start')
  const reader = {
    next: () => run<void>('next'),
    previous: () => run<void>('previous'),
    act: () => run<void>('act'),
    press: (key: string) => run<void>('press', key),
    said: async () => (await run<string[]>('spokenPhraseLog')).length,
    heard: (phrase: RegExp, since = 0) =>
      expect
        .poll(async () => (await run<string[]>('spokenPhraseLog')).slice(since).some((said) => phrase.test(said)))
        .toBe(true),
    async nextUntil(phrase: RegExp, limit = 80) {
      for (let moves = 0; moves < limit; moves++) {
        await reader.next()
        if (phrase.test(await run<string>('lastSpokenPhrase'))) return
      }
      throw new Error(`the reader never reached ${phrase}`)
    },
    // Left out, as no screen reader says them: an emptied live region, and "end of document" when the simulator loses a race with a removed node.
    transcript: async () =>
      (await run<string[]>('spokenPhraseLog'))
        .filter(
          (phrase, index, all) =>
            !/^(polite|assertive): $/.test(phrase) && !(phrase === 'end of document' && index < all.length - 1),
        )
        .join('\n') + '\n',
  }
  return reader
}

for (const lang of LANGS) {
  const { chrome, caseStudiesSection: words, caseStudies, at, slide } = copyIn(lang)
  const snapshot = (name: string) => (lang === 'en' ? `${name}.txt` : `${name}-${lang}.txt`)

  test(`the header, then the menu drawer opened and closed (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await visit(page, at('/'))
    const reader = await startReader(page)
    await reader.nextUntil(heardAs('button', chrome.menuButton))
    // A screen reader moves focus along with it onto a button, which fetches the drawer's code.
    await page.getByRole('button', { name: chrome.menuButton }).focus()
    await page.evaluate(DRAWER_CODE_ARRIVED)
    await page.evaluate(() => {
      const counted = window as unknown as { dialogFocus: number }
      counted.dialogFocus = 0
      document.addEventListener(
        'focusin',
        (event) => (event.target as Element).matches('[role=dialog]') && counted.dialogFocus++,
      )
    })
    let since = await reader.said()
    await reader.act()
    await expect(page.getByRole('dialog', { name: chrome.drawerTitle })).toBeFocused()
    await reader.heard(heardAs('dialog', chrome.drawerTitle), since)
    // React Aria focuses the dialog, again half a second later for VoiceOver on iOS: the reader moves on only after that.
    await expect.poll(() => page.evaluate(() => (window as unknown as { dialogFocus: number }).dialogFocus)).toBe(2)
    await reader.nextUntil(heardAs('button', chrome.themeOptions.dark))
    since = await reader.said()
    await reader.press('Escape')
    await expect(page.getByRole('dialog', { name: chrome.drawerTitle })).toBeHidden()
    await expect(page.getByRole('button', { name: chrome.menuButton })).toBeFocused()
    await reader.heard(new RegExp(`${heardAs('button', chrome.menuButton).source}, not expanded`), since)
    expect(heard(await reader.transcript(), lang, ['chrome', 'navigation', 'site'])).toMatchSnapshot(
      snapshot('header-and-drawer'),
    )
  })

  test(`the case study carousel: rotation control, slides, moving by the arrows (${lang})`, async ({ page }) => {
    await visit(page, at('/'))
    const reader = await startReader(page, '#case-studies')
    await reader.nextUntil(heardAs('button', words.next))
    // A screen reader scrolls the page to what it reads: the carousel comes into view and hydrates.
    await page.getByRole('region', { name: words.carouselLabel }).scrollIntoViewIfNeeded()
    await page.locator('[data-island="CaseStudiesCarousel"][data-hydrated]').waitFor({ state: 'attached' })
    const current = page.getByRole('region', { name: words.carouselLabel }).locator('[data-current]')
    // Three to a view at this width; the press that reaches an end disables its arrow and moves focus, the reader with it, to the other.
    const presses = lastIndex(caseStudies.length, 3)
    let since = await reader.said()
    for (let press = 1; press <= presses; press++) {
      await reader.act()
      await expect(current).toHaveAttribute('aria-label', slide(press + 1))
    }
    await expect(page.getByRole('button', { name: words.next })).toBeDisabled()
    await expect(page.getByRole('button', { name: words.previous })).toBeFocused()
    await reader.heard(heardAs('button', words.previous, true), since)
    since = await reader.said()
    for (let press = presses - 1; press >= 0; press--) {
      await reader.act()
      await expect(current).toHaveAttribute('aria-label', slide(press + 1))
    }
    await expect(page.getByRole('button', { name: words.next })).toBeFocused()
    await reader.heard(heardAs('button', words.next, true), since)
    await reader.nextUntil(heardAs('link', `${words.viewDetails}, ${caseStudies[0]!.company}`), 200)
    // After a single press only, the simulator says Next again as disabled before focus leaves it; no listener hears that.
    const transcript = (await reader.transcript()).replace(`\nbutton, ${words.next}, disabled\n`, '\n')
    expect(heard(transcript, lang, ['headlineResults.0', 'caseStudiesSection', 'caseStudies.0'])).toMatchSnapshot(
      snapshot('carousel'),
    )
  })
}

test('the pricing cards', async ({ page }) => {
  await visit(page, '/')
  const reader = await startReader(page, '#pricing')
  await reader.nextUntil(new RegExp(`${heardAs('end of region', pricingSection.title).source}|^end of document`), 300)
  // A badge is the content's to give or not: heard right after its package's name where there is one.
  const badged: number[] = []
  const transcript = withCopyAsKeys(await reader.transcript(), 'en', ['pricingSection', 'packages', 'premium']).replace(
    /^(article, \{\{[^}]*\bpackages\.(\d+)\.title\b[^}]*\}\}\n)paragraph\n\{\{[^}]*\bpackages\.\2\.badge\b[^}]*\}\}\nend of paragraph\n/gm,
    (_, article: string, index: string) => (badged.push(Number(index)), article),
  )
  expect(badged).toEqual(packages.flatMap((offer, index) => (offer.badge ? [index] : [])))
  expect(readerListsFolded(transcript)).toMatchSnapshot('pricing.txt')
  // The snapshot folds a list to one item: how many there are, the content says.
  const cards = page.locator('#pricing').getByRole('article')
  await expect(cards).toHaveCount(packages.length)
  for (const [index, offer] of packages.entries())
    await expect(cards.nth(index).getByRole('listitem')).toHaveCount(offer.features.length)
})

test('the application page while its form loads, when it fails, and offline', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  allowConsole(/ERR_BLOCKED_BY_CLIENT/)
  hubspot.mode = 'hang'
  await visit(page, '/get-started')
  await expect(page.getByText(applicationPage.loading)).toBeVisible()
  let reader = await startReader(page, 'main')
  await reader.nextUntil(/^end of main/, 200)
  const loading = await reader.transcript()

  hubspot.mode = 'fail'
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('form', { name: applicationForm.label })).toBeVisible()
  reader = await startReader(page, 'main')
  const emailField = heardAs('textbox', applicationFields.find((field) => field.name === 'email')!.label)
  await reader.nextUntil(emailField, 200)
  const failed = await reader.transcript()

  // Offline as the browser reports it (the service worker's offline path is tested elsewhere).
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'onLine', {
      get: () => false,
      configurable: true,
    }),
  )
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('form', { name: applicationForm.label })).toBeVisible()
  reader = await startReader(page, 'main')
  await reader.nextUntil(emailField, 200)
  const offline = await reader.transcript()

  const scope = ['applicationForm', 'applicationFields', 'consentField', 'applicationPage', 'site']
  expect(heard(`## Loading\n${loading}\n## Failed\n${failed}\n## Offline\n${offline}`, 'en', scope)).toMatchSnapshot(
    'application-page.txt',
  )
})

test('a page change', async ({ page }) => {
  await visit(page, '/')
  const study = caseStudies[1]!
  await page
    .getByRole('article', { name: study.company })
    .getByRole('link', { name: caseStudiesSection.viewDetails })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: study.company })).toBeVisible()
  await hydrated(page)
  const reader = await startReader(page)
  await reader.next()
  await reader.act()
  await reader.next()
  await reader.next()
  await reader.next()
  expect(heard(await reader.transcript(), 'en', ['chrome', 'caseStudyPage', 'caseStudies.1'])).toMatchSnapshot(
    'page-change.txt',
  )
})
