import { packageSection as packageSectionCopy } from '../../../content/home'
import { CardGrid } from '../../../ui/Section/CardGrid'
import { useLang } from '../../../lib/page-context'
import { Section } from '../../../ui/Section/Section'

export function PackageCards() {
  const lang = useLang()
  const packageSection = packageSectionCopy[lang]
  return (
    <Section id="package" title={packageSection.title} intro={packageSection.intro}>
      <CardGrid cards={packageSection.cards} />
    </Section>
  )
}
