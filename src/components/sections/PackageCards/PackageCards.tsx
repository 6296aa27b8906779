import { packageSection } from '../../../content/home'
import { CardGrid } from '../../ui/Section/CardGrid'
import { Section } from '../../ui/Section/Section'

export function PackageCards() {
  return (
    <Section id="package" title={packageSection.title} intro={packageSection.intro}>
      <CardGrid cards={packageSection.cards} />
    </Section>
  )
}
