import { test, expect, copyIn, visit } from './fixtures'
import { ariaListsFolded, ariaTreeUnquoted, withCopyAsKeys } from './copy-template'

// Copy as keys (copy-template.ts); after a change, `--update-snapshots` and read the diff. The rest is heard in transcripts.spec.ts.

test.use({ reducedMotion: 'reduce' })

const { caseStudies, at } = copyIn('en')

test('case study page', async ({ page }) => {
  await visit(page, at(`/case-study/${caseStudies[0]!.slug}`))
  const tree = ariaTreeUnquoted(await page.getByRole('main').ariaSnapshot())
  expect(ariaListsFolded(withCopyAsKeys(tree, 'en', ['caseStudyPage', 'caseStudies.0']))).toMatchSnapshot(
    'case-study.aria.txt',
  )
  // The snapshot folds a list to one item: how many there are, the content says.
  const main = page.getByRole('main')
  const { caseStudyPage: words } = copyIn('en')
  const study = caseStudies[0]!
  for (const [title, count] of [
    [words.featuresTitle, study.detailedFeatures.length],
    [words.technologiesTitle, study.technologies.length],
    [words.resultsTitle, study.results.length],
  ] as const) {
    await expect(main.getByRole('region', { name: title }).getByRole('listitem'), title).toHaveCount(count)
  }
})
