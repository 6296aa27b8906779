import { createFileRoute } from '@tanstack/react-router'
import { CaseStudyDetail } from '../components/pages/CaseStudyDetail/CaseStudyDetail'
import { CaseStudyNotFound } from '../components/pages/NotFound/CaseStudyNotFound'
import { findCaseStudy } from '../content/case-studies'
import { breadcrumbNames, caseStudyMeta, caseStudyShareAlt } from '../content/meta'
import { seoHead, shareImage } from '../lib/seo'
import { breadcrumbs, caseStudyArticle } from '../lib/structured-data'

export const Route = createFileRoute('/case-study/$slug')({
  head: ({ params }) => {
    const study = findCaseStudy(params.slug)
    const meta = caseStudyMeta(study)
    if (!study) return seoHead({ title: meta.title, description: meta.description, noindex: true })
    const path = `/case-study/${study.slug}`
    const image = shareImage(`case-study/${study.slug}`, caseStudyShareAlt(study))
    return seoHead({
      title: meta.title,
      description: meta.description,
      path,
      image,
      type: 'article',
      jsonLd: [
        breadcrumbs([
          { name: breadcrumbNames.home, path: '/' },
          { name: breadcrumbNames.caseStudies, path: '/#case-studies' },
          { name: study.company, path },
        ]),
        caseStudyArticle(study, image.path),
      ],
    })
  },
  component: CaseStudyRoute,
})

function CaseStudyRoute() {
  const { slug } = Route.useParams()
  const study = findCaseStudy(slug)
  return study ? <CaseStudyDetail study={study} /> : <CaseStudyNotFound />
}
