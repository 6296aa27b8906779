import { test, expect, hydrated } from './fixtures'

// What a screen reader hears, recorded: a change to any of these is a reviewed change
// (`npx playwright test tests/aria-snapshots.spec.ts --update-snapshots`, then read the diff).

test.use({ reducedMotion: 'reduce' })

test('header', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await expect(page.getByRole('banner')).toMatchAriaSnapshot({ name: 'header.aria.yml' })
})

test('drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toMatchAriaSnapshot({ name: 'drawer.aria.yml' })
})

test('carousel', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await hydrated(page)
  await expect(page.getByRole('region', { name: 'Case studies' })).toMatchAriaSnapshot({ name: 'carousel.aria.yml' })
})

test('pricing', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await expect(page.locator('#pricing')).toMatchAriaSnapshot({ name: 'pricing.aria.yml' })
})

test('case study page', async ({ page }) => {
  await page.goto('/case-study/moneymind')
  await hydrated(page)
  await expect(page.getByRole('main')).toMatchAriaSnapshot({ name: 'case-study.aria.yml' })
})
