import { createFileRoute } from '@tanstack/react-router'
import { CaseStudies } from '../../components/sections/CaseStudies/CaseStudies'
import { Faq } from '../../components/sections/Faq/Faq'
import { Features } from '../../components/sections/Features/Features'
import { Hero } from '../../components/sections/Hero/Hero'
import { PackageCards } from '../../components/sections/PackageCards/PackageCards'
import { Pricing } from '../../components/sections/Pricing/Pricing'
import { Proof } from '../../components/sections/Proof/Proof'
import { Team } from '../../components/sections/Team/Team'
import { Why } from '../../components/sections/Why/Why'
import { langOfParam } from '../../ground/locale'
import { homeMeta, meta } from '../../content/meta'
import { seoHead, shareImage } from '../../lib/seo'
import { faqPage, organization, service, webPage, website } from '../../lib/structured-data'
import { heroPosterPreload } from '../../lib/media'

export const Route = createFileRoute('/{-$locale}/')({
  head: ({ params }) => {
    const lang = langOfParam(params.locale)
    const head = seoHead({
      ...homeMeta[lang],
      lang,
      path: '/',
      image: shareImage('site', meta[lang].siteShareAlt, lang),
      jsonLd: [organization(), website(lang), webPage(lang, '/', homeMeta[lang].title), service(lang), faqPage(lang)],
    })
    return { ...head, links: [...(head.links ?? []), heroPosterPreload] }
  },
  component: Home,
})

function Home() {
  return (
    <>
      <Hero />
      <Proof />
      <Why />
      <Team />
      <PackageCards />
      <Features />
      <CaseStudies />
      <Faq />
      <Pricing />
    </>
  )
}
