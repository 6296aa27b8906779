import type { APIRequestContext, Page } from '@playwright/test'
import { headerRow } from './cross-browser/in-page'
import { rowProblems } from './header-row'
import { copyIn, test, expect, LANGS, ONE_OF_EACH_KIND, type Lang } from './fixtures'
import { drawnHeight, expectClosed, expectOpen, faqSection, question } from './faq'

// A failed script, a strict corporate browser, a reader mode: the page as served, and nothing runs.
test.use({ javaScriptEnabled: false })

/** Phones, tablets upright and sideways, laptops: where the header has its drawer, and where it does not. */
const WIDTHS = [390, 768, 1024, 1280]

/** The buttons shown on the page, by accessible name. */
const shownButtons = (page: Page) =>
  page
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons
        .filter((button) => button.checkVisibility({ visibilityProperty: true }))
        .map((button) => button.getAttribute('aria-label') ?? button.textContent!.trim()),
    )

/** What the home page adds without script, checked on the one visit: its header, its video, its questions. */
async function homeWorks(page: Page, request: APIRequestContext, lang: Lang) {
  const { faq, hero } = copyIn(lang)

  await test.step('the header is one row at every width, as with script', async () => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const height = (await page.evaluate(headerRow)).height
    for (const width of [320, ...WIDTHS, 1920]) {
      await page.setViewportSize({ width, height: 800 })
      expect(rowProblems(await page.evaluate(headerRow), height), `${width} px`).toEqual([])
    }
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  await test.step('a question opens and closes', async () => {
    const section = faqSection(page, lang)
    const last = faq.items.length - 1
    const { item, row } = question(section, last)
    const answer = section.getByText(faq.items[last]!.answer, { exact: true })
    const closed = await drawnHeight(item)
    await expectClosed(item, answer, closed)
    await row.click()
    await expectOpen(item, answer, closed)
    await row.focus()
    await page.keyboard.press('Enter')
    await expectClosed(item, answer, closed)
  })

  // Last: the video then plays on until the next page.
  await test.step("the hero video plays with the browser's own controls, and opens on its own from a link", async () => {
    const figure = page.getByRole('figure', { name: hero.videoTitle })
    await expect(figure.getByRole('button')).toHaveCount(0)
    // WebKit's own player needs script to play (WebKitGTK 2.50; docs/toolchain.md): the file on its own plays there.
    const file = await request.get((await figure.getByRole('link', { name: hero.videoLink }).getAttribute('href'))!)
    expect(file.headers()['content-type']).toMatch(/^video\//)
    const video = figure.locator('video[controls]')
    await expect(video).toBeVisible()
    await expect(video).toHaveAccessibleDescription(hero.videoDescription)
    await expect(video).toHaveJSProperty('paused', true)
    // Its own controls: Space on the player starts it (where its play button sits is the browser's).
    await video.focus()
    await page.keyboard.press('Space')
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0), {
        timeout: 10_000,
      })
      .toBe(true)
  })
}

for (const lang of LANGS) {
  const { chrome, navigation, at } = copyIn(lang)
  const { copyright } = chrome
  const pages = [
    ...ONE_OF_EACH_KIND.filter((route) => route.lang === lang),
    { path: at('/no/such/page'), h1: undefined, kind: 'not-found' },
  ]

  test(`a page of each kind shows its full content, and every button shown works: the menu opens its drawer, and nothing else is shown; on the home page the header is one row, the video and the questions work (${lang})`, async ({
    page,
    request,
    allowConsole,
  }) => {
    test.setTimeout(60_000)
    allowConsole(/404 \(Not Found\)/)
    // Chromium runs the menu's invoker command, and says it leaves the popover fallback (for WebKit) alone.
    allowConsole(/^warning: popovertarget is ignored on elements with commandfor/)
    for (const { path, h1, kind } of pages) {
      await page.goto(path)
      if (h1) {
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1)
        await expect(page.getByRole('contentinfo'), path).toContainText(copyright)
      }
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        for (const name of await shownButtons(page)) {
          expect(name, `${path} at ${width} px: a button without script`).toBe(chrome.menuButton)
          await page.getByRole('button', { name: chrome.menuButton }).click()
          // A native dialog: opened by the button's invoker command, or as a popover where the browser has no commands.
          const drawer = page.getByRole('dialog', { name: chrome.drawerTitle })
          await expect(drawer.getByRole('link')).toHaveText([
            ...navigation.map((item) => item.label),
            chrome.getStarted,
            chrome.otherLanguage,
          ])
          await expect(drawer.getByRole('link', { name: chrome.otherLanguage })).toBeVisible()
          await drawer.getByRole('button', { name: chrome.closeMenu }).click()
          await expect(drawer).toBeHidden()
        }
      }
      if (kind === 'home') await homeWorks(page, request, lang)
    }
  })
}
