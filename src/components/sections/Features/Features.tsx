import { features } from '../../../content/home'
import { CardGrid } from '../../ui/Section/CardGrid'
import { Section } from '../../ui/Section/Section'

export function Features() {
  return (
    <Section id="features" title={features.title} intro={features.intro} tone="subtle">
      <CardGrid cards={features.cards} />
    </Section>
  )
}
