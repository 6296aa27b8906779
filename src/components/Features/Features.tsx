import { features } from '../../content/home'
import { CardGrid } from '../Section/CardGrid'
import { Section } from '../Section/Section'

export function Features() {
  return (
    <Section id="features" title={features.title} intro={features.intro} tone="subtle">
      <CardGrid cards={features.cards} />
    </Section>
  )
}
