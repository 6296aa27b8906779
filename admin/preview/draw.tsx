/** The preview's page: the site's sections, its stylesheet (admin/vite.config.ts gives it to the frame alone) and its language's direction. */
import { Component, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { caseStudyIn, type CaseStudyFile } from '../../src/content/case-study.ts'
import { DEFAULT_LANG, direction, LANGS, localePath, type Lang } from '../../src/ground/locale.ts'
import { IslandRoot } from '../../src/islands/IslandRoot.tsx'
import { CaseStudyDetail } from '../../src/components/pages/CaseStudyDetail/CaseStudyDetail.tsx'
import { CaseStudies } from '../../src/components/sections/CaseStudies/CaseStudies.tsx'
import { Faq } from '../../src/components/sections/Faq/Faq.tsx'
import { Features } from '../../src/components/sections/Features/Features.tsx'
import { Hero } from '../../src/components/sections/Hero/Hero.tsx'
import { PackageCards } from '../../src/components/sections/PackageCards/PackageCards.tsx'
import { Pricing } from '../../src/components/sections/Pricing/Pricing.tsx'
import { Proof } from '../../src/components/sections/Proof/Proof.tsx'
import { Team } from '../../src/components/sections/Team/Team.tsx'
import { Why } from '../../src/components/sections/Why/Why.tsx'
import { showEntry } from './store.ts'
import { PREVIEWS, type PreviewName } from './templates.ts'
import '../../src/styles/global.css'

type Words = Record<string, unknown>

function CaseStudyPage({ words, lang }: { words: Words; lang: Lang }) {
  return <CaseStudyDetail study={caseStudyIn({ [lang]: words } as unknown as CaseStudyFile, lang)} />
}

const PAGES: Record<PreviewName, (words: Words, lang: Lang) => ReactNode> = {
  'home-hero': () => <Hero />,
  'home-why': () => <Why />,
  'home-team': () => <Team />,
  'home-package': () => <PackageCards />,
  'home-features': () => <Features />,
  'home-case-studies-section': () => (
    <>
      <Proof />
      <CaseStudies />
    </>
  ),
  'home-faq': () => <Faq />,
  'home-pricing': () => <Pricing />,
  'case-studies': (words, lang) => <CaseStudyPage words={words} lang={lang} />,
}

/** A field half typed can break a component: the preview says so and draws again at the next keystroke. */
class Drawable extends Component<{ words: Words; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError = () => ({ failed: true })
  componentDidUpdate(previous: { words: Words }) {
    if (this.state.failed && previous.words !== this.props.words) this.setState({ failed: false })
  }
  render() {
    return this.state.failed ? (
      <p role="status">The preview shows this entry again once its fields are complete.</p>
    ) : (
      this.props.children
    )
  }
}

const roots = new WeakMap<Element, Root>()

export function draw(node: HTMLElement, name: PreviewName, words: Words, otherLanguages: string[]) {
  const lang = LANGS.find((candidate) => !otherLanguages.includes(candidate)) ?? DEFAULT_LANG
  // Sveltia writes the frame's language when it opens, and no direction.
  Object.assign(node.ownerDocument.documentElement, { lang, dir: direction[lang] })
  showEntry(PREVIEWS[name], lang, words)
  let root = roots.get(node)
  if (!root) roots.set(node, (root = createRoot(node)))
  const path = name === 'case-studies' ? `/case-study/${String(words.slug)}` : '/'
  root.render(
    <IslandRoot page={{ path: localePath(lang, path), lang }}>
      <Drawable words={words}>
        <main id="main">{PAGES[name](words, lang)}</main>
      </Drawable>
    </IslandRoot>,
  )
}
