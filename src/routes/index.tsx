import { createFileRoute } from '@tanstack/react-router'
import { CaseStudies } from '../components/CaseStudies/CaseStudies'
import { Features } from '../components/Features/Features'
import { Hero } from '../components/Hero/Hero'
import { PackageCards } from '../components/PackageCards/PackageCards'
import { Pricing } from '../components/Pricing/Pricing'
import { Why } from '../components/Why/Why'

export const Route = createFileRoute('/')({
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
