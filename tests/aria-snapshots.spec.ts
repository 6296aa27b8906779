import { test, expect, hydrated, copyIn } from './fixtures'
import { ariaListsFolded, ariaTreeUnquoted, withCopyAsKeys } from './copy-template'

// The case study page's accessibility tree, recorded with its copy as keys (copy-template.ts): a
// change to it is a reviewed change (`npx playwright test tests/aria-snapshots.spec.ts
// --update-snapshots`, then read the diff). The header, drawer, carousel and pricing are recorded
// once, as a listener hears them, in transcripts.spec.ts.

test.use({ reducedMotion: 'reduce' })

const { caseStudies, at } = copyIn('en')

test('case study page', async ({ page }) => {
  await page.goto(at(`/case-study/${caseStudies[0]!.slug}`))
  await hydrated(page)
  const tree = ariaTreeUnquoted(await page.getByRole('main').ariaSnapshot())
  expect(ariaListsFolded(withCopyAsKeys(tree, 'en', ['caseStudyPage', 'caseStudies.0']))).toMatchSnapshot('case-study.aria.txt')
  // The snapshot folds a list to one item: how many there are, the content says.
  const main = page.getByRole('main')
  const { caseStudyPage: words } = copyIn('en')
  const study = caseStudies[0]!
  for (const [title, count] of [[words.featuresTitle, study.detailedFeatures.length], [words.technologiesTitle, study.technologies.length], [words.resultsTitle, study.results.length]] as const) {
    await expect(main.getByRole('region', { name: title }).getByRole('listitem'), title).toHaveCount(count)
  }
})
