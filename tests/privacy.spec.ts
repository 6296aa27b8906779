import type { Page } from '@playwright/test'
import { copyIn, test, expect, LANGS, visit } from './fixtures'
import { pages } from '../src/lib/page-list'
import { DRAFT_KEY, KEEP_DRAFT_MS } from '../src/application/draft'

const addressOf = ({ path, kind, lang }: (typeof pages)[number]) =>
  kind === 'not-found' ? copyIn(lang).at('/no/such/page') : path

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of LANGS) {
    const { chrome, privacyPage: copy, at } = copyIn(lang)

    test(`every ${lang} page's footer links the privacy notice in that language, and ${at('/privacy')} is whole as the server sent it: every heading in order, the figures filled in`, async ({
      page,
      allowConsole,
    }) => {
      allowConsole(/404 \(Not Found\)/)
      for (const visited of pages.filter((candidate) => candidate.lang === lang)) {
        await page.goto(addressOf(visited), { waitUntil: 'commit' })
        await expect(
          page.getByRole('contentinfo').getByRole('link', { name: chrome.privacy }),
          visited.path,
        ).toHaveAttribute('href', at('/privacy'))
        if (visited.kind === 'privacy') await test.step('the notice, whole', () => expectWholeNotice(page))
      }
    })

    async function expectWholeNotice(page: Page) {
      await page.waitForLoadState('load')
      const main = page.getByRole('main')
      const levels = await main
        .locator('h1, h2, h3, h4')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])))
      expect(levels[0]).toBe(1)
      levels.slice(1).forEach((level, index) => expect(level).toBeLessThanOrEqual(levels[index]! + 1))
      for (const title of [
        copy.who.title,
        copy.collected.title,
        copy.hubspot.title,
        copy.keeping.title,
        copy.device.title,
        copy.cookies.title,
        copy.rights.title,
      ]) {
        await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible()
      }
      const draft = main.getByRole('heading', { level: 3, name: copy.device.draft.title }).locator('..')
      await expect(draft).toContainText(DRAFT_KEY)
      await expect(draft).toContainText(String(KEEP_DRAFT_MS / 3_600_000))
      await expect(main).not.toContainText(/\{\w+\}/)
    }
  }
})

for (const lang of LANGS) {
  const { applicationPage, privacyPage, at } = copyIn(lang)

  test(`our own form links the privacy notice in its language (${lang})`, async ({ page, hubspot, allowConsole }) => {
    allowConsole(/ERR_BLOCKED_BY_CLIENT/)
    hubspot.mode = 'fail'
    await visit(page, at('/get-started'))
    const form = page.getByRole('form', { name: copyIn(lang).applicationForm.label })
    await form.getByRole('link', { name: applicationPage.privacyLink }).click()
    await expect(page).toHaveURL(new RegExp(`${at('/privacy')}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPage.title)
  })
}

test("beside HubSpot's form, a link to the privacy notice, shown with the form", async ({ page, hubspot }) => {
  const { applicationPage, privacyPage } = copyIn('en')
  hubspot.mode = 'stand-in'
  await visit(page, '/get-started')
  const embed = page.getByRole('form', { name: 'Stand-in HubSpot form' })
  await expect(embed).toBeVisible()
  const link = page.getByRole('main').getByRole('link', { name: applicationPage.privacyLink })
  await expect(link).toBeVisible()
  expect((await link.boundingBox())!.y).toBeLessThan((await embed.boundingBox())!.y)
  await link.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPage.title)
})
