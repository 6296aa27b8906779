import { createFileRoute, notFound, rootRouteId } from '@tanstack/react-router'
import { CaseStudyDetail } from '../components/pages/CaseStudyDetail/CaseStudyDetail'
import { findCaseStudy } from '../content/case-studies'
import { breadcrumbNames, caseStudyMeta, caseStudyShareAlt } from '../content/meta'
import { seoHead, shareImage } from '../lib/seo'
import { breadcrumbs, caseStudyArticle } from '../lib/structured-data'

export const Route = createFileRoute('/case-study/$slug')({
  // An unknown case study is the site's not-found page (the root's), as any unknown address is:
  // one prerendered 404 document serves them all (components/pages/NotFound).
  beforeLoad: ({ params }) => {
    if (!findCaseStudy(params.slug)) throw notFound({ routeId: rootRouteId })
  },
  head: ({ params }) => {
    const study = findCaseStudy(params.slug)
    if (!study) return {}
    const meta = caseStudyMeta(study)
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
  return study ? <CaseStudyDetail study={study} /> : null
}
