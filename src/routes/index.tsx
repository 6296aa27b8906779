import { createFileRoute } from '@tanstack/react-router'
import { CaseStudies } from '../components/CaseStudies/CaseStudies'
import { Features } from '../components/Features/Features'
import { Hero } from '../components/Hero/Hero'
import { PackageCards } from '../components/PackageCards/PackageCards'
import { Pricing } from '../components/Pricing/Pricing'
import { Why } from '../components/Why/Why'
import { siteShareAlt } from '../content/meta'
import { homeMeta } from '../content/pages'
import { seoHead, shareImage } from '../lib/seo'
import { organization, service, website } from '../lib/structured-data'

export const Route = createFileRoute('/')({
  head: () =>
    seoHead({
      ...homeMeta,
      path: '/',
      image: shareImage('site', siteShareAlt),
      jsonLd: [organization(), website(), service()],
    }),
  component: Home,
})

function Home() {
  return (
    <>
      <Hero />
      <Why />
      <PackageCards />
      <Features />
      <CaseStudies />
      <Pricing />
    </>
  )
}
