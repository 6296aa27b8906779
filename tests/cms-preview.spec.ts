import type { Page } from '@playwright/test'
import { contentFiles, drawn, FIRST_DRAWING, preview, test, expect } from './cms'
import { copyIn } from './site'

// content/README.md, "Previewing and publishing". The pricing section's preview and the sign-in screen are checked on
// cms.spec's journey, which opens both anyway.

test("a case study's preview is its page as the site draws it, with the entry's words", async ({ page, cms }) => {
  test.setTimeout(150_000)
  const [study] = copyIn('en').caseStudies
  const words = copyIn('en').caseStudyPage
  await page.goto(`/case-study/${study!.slug}`)
  const challenge = (root: Page | ReturnType<typeof preview>) => root.getByRole('region', { name: words.challenge })
  const site = await drawn(challenge(page))

  await cms.open()
  await cms.seed(contentFiles())
  await cms.signIn()
  await page.getByRole('treeitem', { name: 'Case studies' }).click()
  await page.getByRole('row', { name: study!.company }).click()
  const frame = preview(page)
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(study!.company, { timeout: FIRST_DRAWING })
  await expect(challenge(frame)).toContainText(study!.challenge)
  expect(await drawn(challenge(frame))).toEqual(site)
  await expect(frame.getByRole('img', { name: study!.image.alt })).toBeVisible()

  const company = `${study!.company} Labs`
  await page
    .getByRole('group', { name: /^Edit.*English.*Content$/ })
    .getByRole('textbox', { name: 'Company' })
    .fill(company)
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(company)
})
