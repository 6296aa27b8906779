import type { Page } from '@playwright/test'
import { copyIn, test, expect, axe, visit } from './fixtures'

const { chrome, installSteps, pwa } = copyIn('en')

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1'

async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      // Counted only with the tap's user activation, as Chromium shows its prompt only then.
      prompt: () => {
        if (!navigator.userActivation.isActive)
          return Promise.reject(new DOMException('A user gesture is required', 'NotAllowedError'))
        ;(window as unknown as { prompts: number }).prompts =
          ((window as unknown as { prompts?: number }).prompts ?? 0) + 1
        return Promise.resolve()
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    })
    window.dispatchEvent(event)
  })
}

const footer = (page: Page) => page.getByRole('contentinfo')

test('no install button until the browser offers to install', async ({ page }) => {
  await visit(page, '/')
  await expect(footer(page).getByRole('link', { name: chrome.linkedIn })).toBeVisible()
  await expect(page.getByRole('button', { name: chrome.installApp })).toHaveCount(0)
  // Get Started, the other language, the privacy notice and LinkedIn in the footer's list, no empty fifth.
  await expect(footer(page).getByRole('listitem')).toHaveCount(4)
})

test('the browser offers to install: the button opens its prompt, then goes, and a toast says so, reached by keyboard', async ({
  page,
}) => {
  await visit(page, '/')
  await offerInstall(page)
  const install = footer(page).getByRole('button', { name: chrome.installApp })
  await expect(install).toBeVisible()
  expect(await axe(page)).toEqual([])
  await install.click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompts?: number }).prompts)).toBe(1)
  // An offer is used once: the button goes until the browser offers again.
  await expect(install).toBeHidden()
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')))
  const region = page.getByRole('region', { name: pwa.toasts.regionLabel })
  await expect(region.getByText(pwa.toasts.appInstalled)).toBeVisible()
  await test.step('the toast is announced, reached by keyboard, has no violations and is dismissed', async () => {
    // Focus in the toast region (after the footer) holds the toast's 4-second timer: the checks below do not race it.
    await page.getByRole('link', { name: `${chrome.linkedIn} ${chrome.newTabHint}` }).focus()
    await page.keyboard.press('Tab')
    await expect(region.locator(':focus')).toHaveCount(1)
    await expect(region.getByRole('alertdialog', { name: pwa.toasts.appInstalled })).toBeVisible()
    expect(await axe(page)).toEqual([])
    await expect(region.getByText(pwa.toasts.appInstalled)).toBeVisible()
    await page.getByRole('button', { name: pwa.toasts.dismiss }).press('Enter')
    await expect(region.getByText(pwa.toasts.appInstalled)).toBeHidden()
  })
  await offerInstall(page)
  await expect(page.getByRole('button', { name: chrome.installApp })).toHaveCount(0)
})

test('on a phone the drawer offers it too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await visit(page, '/')
  await offerInstall(page)
  await page.getByRole('button', { name: chrome.menuButton }).click()
  const drawer = page.getByRole('dialog', { name: chrome.drawerTitle })
  await drawer.getByRole('button', { name: chrome.installApp }).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompts?: number }).prompts)).toBe(1)
})

test.describe('Safari, which has no install prompt', () => {
  test.use({ userAgent: IPHONE_SAFARI, viewport: { width: 390, height: 844 } })

  test('the button shows the steps to add the site to the Home Screen', async ({ page }) => {
    await page.addInitScript(() => {
      // Safari has no `onbeforeinstallprompt`.
      delete (Window.prototype as unknown as Record<string, unknown>).onbeforeinstallprompt
      delete (window as unknown as Record<string, unknown>).onbeforeinstallprompt
    })
    await visit(page, '/')
    const install = footer(page).getByRole('button', { name: chrome.installApp })
    await install.click()
    const dialog = page.getByRole('dialog', { name: installSteps.title })
    await expect(dialog.getByRole('listitem')).toHaveText(installSteps.ios.steps)
    expect(await axe(page)).toEqual([])
    await dialog.getByRole('button', { name: installSteps.close }).click()
    await expect(dialog).toBeHidden()
    await expect(install).toBeFocused()
  })
})

test('nothing is offered when the site already runs installed', async ({ page }) => {
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window)
    window.matchMedia = (query: string) =>
      query === '(display-mode: standalone)'
        ? ({ ...matchMedia(query), matches: true, media: query } as MediaQueryList)
        : matchMedia(query)
  })
  await visit(page, '/')
  await offerInstall(page)
  await expect(footer(page).getByRole('link', { name: chrome.linkedIn })).toBeVisible()
  await expect(page.getByRole('button', { name: chrome.installApp })).toHaveCount(0)
})
