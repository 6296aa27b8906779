import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { caseStudySrcSet } from '../src/lib/media'
import { drawnFrom } from './cross-browser/in-page'
import { copyIn, test, expect, hydrated, axe, hold, visit } from './fixtures'

const { chrome, caseStudies, caseStudiesSection } = copyIn('en')
const study = caseStudies[0]!

const DARK_BG = 'rgb(7, 11, 31)'
const LIGHT_BG = 'rgb(255, 255, 255)'

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
const control = (page: Page) => page.getByRole('banner').getByRole('group', { name: chrome.themeLabel })

/** How bright the case study's picture is drawn (0 to 255), once the picture named `name` has loaded in it. */
async function pictureBrightness(page: Page, name: string) {
  const picture = page.getByRole('main').getByRole('img', { name: study.image.alt, exact: true })
  await expect.poll(() => picture.evaluate(drawnFrom, caseStudySrcSet(name))).toBe(true)
  const { channels } = await sharp(await picture.screenshot()).stats()
  return (channels[0]!.mean + channels[1]!.mean + channels[2]!.mean) / 3
}
/** The picture a dark page draws: the study's dark twin where its editor gave one. */
const darkPicture = study.image.dark ?? study.image.name

test('follows the system: dark when the system is dark, light when it is light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await visit(page, '/')
  expect(await background(page)).toBe(DARK_BG)
  await expect(control(page).getByRole('button', { name: chrome.themeOptions.system })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.emulateMedia({ colorScheme: 'light' })
  expect(await background(page)).toBe(LIGHT_BG)
})

test('the control chooses Dark, kept after a reload, on other pages, and dark at first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await visit(page, '/')
  const dark = control(page).getByRole('button', { name: chrome.themeOptions.dark })
  await dark.click()
  await expect(dark).toHaveAttribute('aria-pressed', 'true')
  await expect(control(page).getByRole('button', { name: chrome.themeOptions.system })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  expect(await background(page)).toBe(DARK_BG)

  // Another page, then a reload with the app's scripts held back: dark before any of them runs.
  await page
    .getByRole('article', { name: study.company })
    .getByRole('link', { name: caseStudiesSection.viewDetails })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: study.company })).toBeVisible()
  expect(await background(page)).toBe(DARK_BG)
  const scripts = await hold(page)
  await page.reload({ waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  expect(await background(page)).toBe(DARK_BG)
  await expect.poll(scripts.count).toBeGreaterThan(0)
  expect(await page.locator('html[data-hydrated]').count()).toBe(0)
  // The chosen option shows as chosen before hydration too (from the page's data-theme).
  const chosenLook = (name: string) =>
    control(page)
      .getByRole('button', { name })
      .evaluate((button) => getComputedStyle(button).backgroundColor)
  expect(await chosenLook(chrome.themeOptions.dark)).not.toBe(await chosenLook(chrome.themeOptions.system))
  // The choice, not the light system, picks the picture too: drawn dark, under half the scale.
  const drawn = await pictureBrightness(page, darkPicture)
  if (study.image.dark) expect(drawn).toBeLessThan(128)
  await scripts.release()
  await hydrated(page)
  await expect(control(page).getByRole('button', { name: chrome.themeOptions.dark })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(await background(page)).toBe(DARK_BG)
})

test('a light choice over a dark system, then the system setting again follows it, and the case study’s picture with it', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await visit(page, `/case-study/${study.slug}`)
  const drawnDark = await pictureBrightness(page, darkPicture)
  await control(page).getByRole('button', { name: chrome.themeOptions.light }).click()
  expect(await background(page)).toBe(LIGHT_BG)
  const drawnLight = await pictureBrightness(page, study.image.name)
  if (study.image.dark) expect(drawnDark).toBeLessThan(drawnLight * 0.6)
  expect(await axe(page)).toEqual([])
  await control(page).getByRole('button', { name: chrome.themeOptions.system }).click()
  expect(await background(page)).toBe(DARK_BG)
  await pictureBrightness(page, darkPicture)
  expect(await page.evaluate(() => localStorage.getItem('launchloop:theme'))).toBeNull()
  await page.reload()
  await expect(page.locator('html')).not.toHaveAttribute('data-theme')
})

test('keyboard operable, and a choice in one tab applies in the others', async ({ page, context }) => {
  await visit(page, '/')
  const other = await context.newPage()
  await visit(other, '/get-started')
  const dark = control(page).getByRole('button', { name: chrome.themeOptions.dark })
  await dark.focus()
  await page.keyboard.press('Enter')
  await expect(dark).toHaveAttribute('aria-pressed', 'true')
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Space')
  await expect(control(page).getByRole('button', { name: chrome.themeOptions.light })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light')
})

test('on a phone the control is in the drawer, with its labels', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await visit(page, '/')
  await expect(control(page)).toBeHidden()
  await page.getByRole('button', { name: chrome.menuButton }).click()
  const drawer = page.getByRole('dialog', { name: chrome.drawerTitle })
  await drawer
    .getByRole('group', { name: chrome.themeLabel })
    .getByRole('button', { name: chrome.themeOptions.dark })
    .click()
  expect(await background(page)).toBe(DARK_BG)
  expect(await axe(page)).toEqual([])
})

test('in the header from 64 em of its width, in the drawer below, and once on the page', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 1000 })
  await visit(page, '/')
  await expect(control(page)).toBeHidden()
  await page.getByRole('button', { name: chrome.menuButton }).click()
  await expect(
    page.getByRole('dialog', { name: chrome.drawerTitle }).getByRole('group', { name: chrome.themeLabel }),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await page.setViewportSize({ width: 1024, height: 800 })
  await expect(control(page)).toBeVisible()
  await expect(page.getByRole('group', { name: chrome.themeLabel })).toHaveCount(1)
})
