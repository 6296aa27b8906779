import { test, expect, hydrated } from './fixtures'

test('the video loads nothing until played, then plays, hides the overlay and can be paused', async ({ page }) => {
  const videoRequests: string[] = []
  page.on('request', (request) => {
    if (/\/media\/hero\.(webm|mp4)$/.test(new URL(request.url()).pathname)) videoRequests.push(request.url())
  })
  await page.goto('/')
  await hydrated(page)
  const hero = page.getByRole('figure', { name: 'How a LaunchLoop MVP comes together' })
  await expect(hero.getByRole('img', { name: /finished product dashboard/ })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(videoRequests).toEqual([])

  await hero.getByRole('button', { name: 'Play video' }).click()
  await expect(hero.getByRole('img')).toHaveCount(0)
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0)
  const video = hero.locator('video')
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0), { timeout: 10_000 }).toBe(true)

  const pause = hero.getByRole('button', { name: 'Pause video' })
  await pause.click()
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
  await expect(hero.getByRole('button', { name: 'Play video' })).toBeVisible()
})

test('the video has a text description of what it shows', async ({ page }) => {
  await page.goto('/')
  const video = page.locator('video')
  await expect(video).toHaveAccessibleDescription(/silent animation: a blank screen fills with the building blocks/)
  await expect(video).toHaveAttribute('preload', 'none')
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true)
})
