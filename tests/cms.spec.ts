import { HEADER_RULES } from '../scripts/headers.mjs'
import { test, expect } from './cms'

/** README, "Editing content": the built editor, its real bundle, with a repository in the browser in place of GitHub. */
test('an editor changes the spots this month and saves: the repository holds the new number, in both languages', async ({ page, cms }) => {
  const response = await cms.open()
  // The policy the test holds the editor to is the one every host sends.
  expect(response!.headers()['content-security-policy']).toBe(Object.fromEntries(HEADER_RULES)['/admin/*']!['Content-Security-Policy'])
  await cms.seed({ 'content/site.json': JSON.stringify({ en: { spotsPerMonth: 8 }, ar: { spotsPerMonth: 8 } }) })
  await cms.signIn()

  await page.getByRole('grid', { name: 'Files' }).getByRole('row', { name: 'Site' }).click()
  const spots = page.getByRole('spinbutton', { name: 'Spots this month' })
  await expect(spots).toHaveValue('8')
  await spots.fill('12')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved' })).toBeVisible()

  expect(JSON.parse(await cms.readText('content/site.json'))).toEqual({ en: { spotsPerMonth: 12 }, ar: { spotsPerMonth: 12 } })
})
