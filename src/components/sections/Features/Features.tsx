import { features as featuresCopy } from '../../../content/home'
import { CardGrid } from '../../../ui/Section/CardGrid'
import { useLang } from '../../../lib/page-context'
import { Section } from '../../../ui/Section/Section'

export function Features() {
  const lang = useLang()
  const features = featuresCopy[lang]
  return (
    <Section id="features" title={features.title} intro={features.intro} tone="subtle">
      <CardGrid cards={features.cards} />
    </Section>
  )
}
