import type { Page } from '@playwright/test'
import { copyIn, test, expect, axe, hydrated, hold, visit } from './fixtures'
import { emulateSlowPhone } from '../scripts/measure/slow-phone.mjs'
import { PRESS_MENU_AS_DRAWER_CODE_ARRIVES } from './cross-browser/in-page'

const { caseStudiesSection: carouselCopy, caseStudies, hero, chrome, navigation, slide, at } = copyIn('en')
const section = (hash: string) => navigation.find((item) => item.hash === hash)!.label

// The app's scripts are held back until the test has acted: "before hydration" must not depend on this machine's speed.
// Not `isMobile`: under it Chromium's preload scanner may misjudge the hero image (docs/toolchain.md, "The slow phone").
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

async function slowPhone(page: Page) {
  await emulateSlowPhone(await page.context().newCDPSession(page))
}

const DRAWER_CODE = /\/assets\/MobileMenuDrawer-.*\.js$/

/** React Aria's dialog has replaced the native one, focus on its close button where the native one put it. */
async function expectReactAriaDrawer(page: Page) {
  const drawer = page.getByRole('dialog', { name: chrome.drawerTitle })
  await expect(page.locator('dialog')).toHaveCount(0)
  await expect(drawer.getByRole('link')).toHaveText(menuLinks)
  await expect(drawer.getByRole('button', { name: chrome.closeMenu })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('button', { name: chrome.menuButton })).toBeFocused()
}

async function firstPaint(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
}

async function tap(page: Page, name: string | RegExp) {
  const box = await page.getByRole('button', { name }).boundingBox()
  expect(box, `${name} is on screen`).not.toBeNull()
  await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2)
}

const menuLinks = [...navigation.map((item) => item.label), chrome.getStarted, chrome.otherLanguage]

for (const path of ['/', at(`/case-study/${caseStudies[0]!.slug}`)]) {
  test(`one tap on the menu at first paint on ${path} opens the drawer, and the app takes it over`, async ({
    page,
  }) => {
    await slowPhone(page)
    const scripts = await hold(page)
    await page.goto(path, { waitUntil: 'commit' })
    await firstPaint(page)
    await tap(page, chrome.menuButton)
    const drawer = page.getByRole('dialog', { name: chrome.drawerTitle })
    await expect(drawer.getByRole('link')).toHaveText(menuLinks)
    for (const link of await drawer.getByRole('link').all()) await expect(link).toBeInViewport()

    await scripts.release()
    await hydrated(page)
    await expectReactAriaDrawer(page)
  })
}

test('the native drawer before hydration has no WCAG 2.2 A/AA violations', async ({ page }) => {
  const scripts = await hold(page)
  await page.goto('/', { waitUntil: 'commit' })
  await firstPaint(page)
  await tap(page, chrome.menuButton)
  await expect(page.getByRole('dialog', { name: chrome.drawerTitle }).getByRole('link')).toHaveText(menuLinks)
  expect(await axe(page)).toEqual([])
  await scripts.release()
  await hydrated(page)
})

test('after hydration the menu opens at once while the drawer code is still on its way', async ({ page }) => {
  await visit(page, '/')
  const drawerCode = await hold(page, DRAWER_CODE)
  await tap(page, chrome.menuButton)
  await expect(page.getByRole('dialog', { name: chrome.drawerTitle }).getByRole('link')).toHaveText(menuLinks)
  await expect(page.locator('dialog[open]')).toHaveCount(1)
  await expect.poll(drawerCode.count).toBe(1)
  await drawerCode.release()
  await expectReactAriaDrawer(page)
})

test('a keyboard user keeps their place in the menu when the drawer code arrives', async ({ page }) => {
  await visit(page, '/')
  const drawerCode = await hold(page, DRAWER_CODE)
  await page.getByRole('button', { name: chrome.menuButton }).focus()
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog', { name: chrome.drawerTitle })
  await expect(page.locator('dialog[open]')).toHaveCount(1)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  // The second section link: the dialog's close button comes first.
  const second = navigation[1]!.label
  await expect(drawer.getByRole('link', { name: second, exact: true })).toBeFocused()
  await expect.poll(drawerCode.count).toBe(1)
  // Every focus move from now: a screen reader says each one.
  await page.evaluate(() => {
    const moves: string[] = ((window as unknown as { focusMoves: string[] }).focusMoves = [])
    document.addEventListener('focusin', (event) =>
      moves.push(
        (event.target as HTMLElement).textContent || (event.target as HTMLElement).getAttribute('aria-label') || '',
      ),
    )
  })
  await drawerCode.release()
  await expect(page.locator('dialog')).toHaveCount(0)
  await expect(drawer.getByRole('link', { name: second, exact: true })).toBeFocused()
  // React Aria's dialog takes focus first; focus must never pass the menu button on its way back to the link.
  const moves = await page.evaluate(() => (window as unknown as { focusMoves: string[] }).focusMoves)
  expect(moves).not.toContain(chrome.menuButton)
  expect(moves.at(-1)).toBe(second)
  await page.keyboard.press('Tab')
  await expect(drawer.getByRole('link', { name: navigation[2]!.label, exact: true })).toBeFocused()
})

test('a press made the moment the drawer code arrives opens the drawer', async ({ page }) => {
  // Three loads: in Chromium the race this guards against is lost only now and then.
  for (let load = 0; load < 3; load++) {
    await visit(page, '/')
    expect(await page.evaluate(PRESS_MENU_AS_DRAWER_CODE_ARRIVES)).toEqual({ menuShows: true, focusInside: true })
  }
})

test('a section link in the drawer opened before hydration closes it and scrolls to the section', async ({ page }) => {
  const scripts = await hold(page)
  await page.goto('/', { waitUntil: 'commit' })
  await firstPaint(page)
  await tap(page, chrome.menuButton)
  await page
    .getByRole('dialog', { name: chrome.drawerTitle })
    .getByRole('link', { name: section('pricing'), exact: true })
    .tap()
  await expect(page.getByRole('dialog', { name: chrome.drawerTitle })).toBeHidden()
  await expect(page).toHaveURL(/\/#pricing$/)
  await expect(page.locator('#pricing')).toBeInViewport()
  await scripts.release()
  await hydrated(page)
})

test('one tap on Play at first paint starts the video, and it keeps playing once the app runs', async ({ page }) => {
  await slowPhone(page)
  const scripts = await hold(page)
  await page.goto('/', { waitUntil: 'commit' })
  await firstPaint(page)
  await tap(page, hero.playLabel)
  const video = page.locator('video')
  await expect(page.getByRole('button', { name: hero.playLabel })).toBeHidden()
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true)

  await scripts.release()
  await hydrated(page)
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true)
  await page.getByRole('button', { name: hero.pauseLabel }).click()
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
})

test('an arrow key pressed in the carousel before hydration moves it, and it stays moved', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await slowPhone(page)
  const scripts = await hold(page)
  await page.goto('/#case-studies', { waitUntil: 'commit' })
  await firstPaint(page)
  const region = page.getByRole('region', { name: carouselCopy.carouselLabel })
  await region.getByRole('link', { name: carouselCopy.viewDetails }).first().focus()
  await page.keyboard.press('ArrowRight')
  const track = region.locator('[aria-live]')
  const firstSlideGone = () =>
    track.evaluate((element) => {
      const first = element.children[0]!.getBoundingClientRect()
      return first.right <= element.getBoundingClientRect().left + 2
    })
  await expect.poll(firstSlideGone).toBe(true)
  await expect(region.getByRole('button', { name: carouselCopy.previous })).toBeEnabled()

  await scripts.release()
  await hydrated(page)
  await expect(region.locator('[data-current]')).toHaveAttribute('aria-label', slide(2))
  // Used before hydration, it does not start rotating.
  await expect(region.getByRole('button', { name: carouselCopy.startRotation })).toBeVisible()
  expect(await firstSlideGone()).toBe(true)
})

test('the rotation control pressed before hydration shows it is pending, then takes effect once', async ({ page }) => {
  const scripts = await hold(page)
  await page.goto('/#case-studies', { waitUntil: 'commit' })
  await firstPaint(page)
  const region = page.getByRole('region', { name: carouselCopy.carouselLabel })
  const control = region.getByRole('button', { name: carouselCopy.startRotation })
  await control.tap()
  await expect(control).toHaveAttribute('data-pending', 'true')
  await scripts.release()
  await hydrated(page)
  await expect(region.getByRole('button', { name: carouselCopy.stopRotation })).toBeVisible()
  await expect(region.getByRole('button', { name: carouselCopy.stopRotation })).not.toHaveAttribute('data-pending')
})

test('home reports its largest contentful paint at first paint, before any script has run', async ({ page }) => {
  const scripts = await hold(page)
  await page.goto('/', { waitUntil: 'commit' })
  await firstPaint(page)
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((done) => {
        new PerformanceObserver((list) => done(list.getEntries().length)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        })
        setTimeout(() => done(0), 3000)
      }),
  )
  expect(lcp).toBeGreaterThan(0)
  // Nothing scrolled the carousel at load (a scroll there makes Chrome stop reporting LCP).
  expect(
    await page
      .getByRole('region', { name: carouselCopy.carouselLabel })
      .locator('[aria-live]')
      .evaluate((track) => track.scrollLeft),
  ).toBe(0)
  await scripts.release()
  await hydrated(page)
})
