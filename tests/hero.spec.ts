import { copyIn, test, expect, axe, visit } from './fixtures'
import { heroVideoDrawn } from './cross-browser/in-page'

const { hero: heroCopy } = copyIn('en')

test('the video has a text description of what it shows, loads nothing until played, then plays, hides the overlay, leaves no WCAG violation and can be paused', async ({
  page,
}) => {
  const videoRequests: string[] = []
  page.on('request', (request) => {
    if (/\/media\/hero\.(webm|mp4)$/.test(new URL(request.url()).pathname)) videoRequests.push(request.url())
  })
  await visit(page, '/')
  const hero = page.getByRole('figure', { name: heroCopy.videoTitle })
  await expect(hero.getByRole('img', { name: heroCopy.posterAlt })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(videoRequests).toEqual([])
  const video = hero.locator('video')
  await expect(video).toHaveAccessibleDescription(heroCopy.videoDescription)
  await expect(video).toHaveAttribute('preload', 'none')
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true)

  const poster = (await hero.getByRole('img', { name: heroCopy.posterAlt }).boundingBox())!
  await hero.getByRole('button', { name: heroCopy.playLabel }).click()
  await expect(hero.getByRole('img')).toHaveCount(0)
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0)
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0), {
      timeout: 10_000,
    })
    .toBe(true)
  const drawn = await page.evaluate(heroVideoDrawn)
  expect(drawn).toMatchObject({ hasPicture: true, onTop: true })
  expect(drawn.width).toBeGreaterThanOrEqual(Math.floor(poster.width))
  expect(drawn.height).toBeGreaterThanOrEqual(Math.floor(poster.height))

  const pause = hero.getByRole('button', { name: heroCopy.pauseLabel })
  await expect(pause).toBeVisible()
  expect(await axe(page), 'the page with the video playing').toEqual([])
  await pause.click()
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
  await expect(hero.getByRole('button', { name: heroCopy.playLabel })).toBeVisible()
})

// The largest paint is the hero's text on a phone and the poster beside it on a wide screen: hence the poster's priority.
for (const [width, height, priority] of [
  [390, 844, 'Low'],
  [1350, 940, 'High'],
] as const) {
  test(`the poster is fetched once, at ${priority.toLowerCase()} priority, ${width} px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    const posters: string[] = []
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      if (request.url.includes('/media/hero-poster-')) posters.push(request.initialPriority)
    })
    await page.goto('/')
    await expect(page.getByRole('img', { name: heroCopy.posterAlt })).toHaveJSProperty('complete', true)
    expect(posters).toEqual([priority])
  })
}
