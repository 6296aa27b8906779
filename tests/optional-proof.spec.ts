import { copyIn, test, expect, LANGS, visit } from './fixtures'

for (const lang of LANGS) {
  const { team, caseStudies, at } = copyIn(lang)

  test(`with the launch content, no page shows a founder quote or a team (${lang})`, async ({ page }) => {
    for (const path of [at('/'), at(`/case-study/${caseStudies[0]!.slug}`)]) {
      await visit(page, path)
      await expect(page.getByRole('main')).toBeVisible()
      await expect(page.locator('blockquote')).toHaveCount(0)
      await expect(page.getByRole('heading', { name: team.title })).toHaveCount(0)
      await expect(page.locator('#team')).toHaveCount(0)
    }
  })
}
