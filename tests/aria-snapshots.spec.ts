import { test, expect, hydrated } from './fixtures'

// The case study page's accessibility tree, recorded: a change to it is a reviewed change
// (`npx playwright test tests/aria-snapshots.spec.ts --update-snapshots`, then read the diff).
// The header, drawer, carousel and pricing are recorded once, as a listener hears them, in
// transcripts.spec.ts.

test.use({ reducedMotion: 'reduce' })

test('case study page', async ({ page }) => {
  await page.goto('/case-study/moneymind')
  await hydrated(page)
  await expect(page.getByRole('main')).toMatchAriaSnapshot({ name: 'case-study.aria.yml' })
})
