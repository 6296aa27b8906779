import { test, expect, copyIn, workerControls, visit } from './fixtures'
import { fillIn, openWithEmbedBlocked, send } from './own-form'
import { pages } from '../src/lib/page-list'

test.use({ serviceWorkers: 'allow' })

test('no page sets or sends a cookie: every page, an application sent through our form, then offline', async ({
  page,
  context,
  hubspot,
  allowConsole,
}) => {
  // The not-found pages are among them, and say so.
  allowConsole(/status of 404|404: no page at/)
  const seen: string[] = []
  page.on('response', async (response) => {
    const cookie = (await response.request().allHeaders())['cookie']
    const set = await response.headerValue('set-cookie')
    if (cookie || set) seen.push(`${response.url()}: ${cookie ?? ''} ${set ?? ''}`)
  })
  for (const { path } of pages) {
    await visit(page, path)
  }
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await workerControls(page)
  await fillIn(page)
  await send(page)
  await expect(page.getByRole('heading', { name: copyIn('en').applicationForm.sentTitle })).toBeFocused()

  allowConsole(/ERR_INTERNET_DISCONNECTED/)
  await context.setOffline(true)
  for (const path of ['/', '/ar/get-started']) {
    await visit(page, path)
  }
  expect(seen).toEqual([])
  expect(await context.cookies()).toEqual([])
  expect(await page.evaluate(() => document.cookie)).toBe('')
})
