import type { Page } from '@playwright/test'
import { headerRow } from './cross-browser/in-page'
import { rowProblems } from './header-row'
import { copyIn, test, expect, LANGS, ONE_OF_EACH_KIND } from './fixtures'

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

for (const lang of LANGS) {
  const { chrome, navigation, hero, at } = copyIn(lang)
  const { copyright } = chrome
  const pages = [
    ...ONE_OF_EACH_KIND.filter((route) => route.lang === lang),
    { path: at('/no/such/page'), h1: undefined },
  ]

  test(`a page of each kind shows its full content, and every button shown works: the menu opens its drawer, and nothing else is shown (${lang})`, async ({
    page,
    allowConsole,
  }) => {
    test.setTimeout(60_000)
    allowConsole(/404 \(Not Found\)/)
    // Chromium runs the menu's invoker command, and says it leaves the popover fallback (for WebKit) alone.
    allowConsole(/^warning: popovertarget is ignored on elements with commandfor/)
    for (const { path, h1 } of pages) {
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
    }
  })

  test(`the header is one row at every width, as with script (${lang})`, async ({ page }) => {
    await page.goto(at('/'))
    await page.setViewportSize({ width: 1280, height: 800 })
    const height = (await page.evaluate(headerRow)).height
    for (const width of [320, ...WIDTHS, 1920]) {
      await page.setViewportSize({ width, height: 800 })
      expect(rowProblems(await page.evaluate(headerRow), height), `${width} px`).toEqual([])
    }
  })

  test(`the hero video plays with the browser's own controls, and opens on its own from a link (${lang})`, async ({
    page,
    request,
  }) => {
    await page.goto(at('/'))
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
