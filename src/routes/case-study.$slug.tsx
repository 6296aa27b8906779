import { createFileRoute } from '@tanstack/react-router'
import { CaseStudyDetail } from '../components/CaseStudyDetail/CaseStudyDetail'
import { CaseStudyNotFound } from '../components/NotFound/CaseStudyNotFound'
import { findCaseStudy } from '../content/case-studies'
import { caseStudyMeta } from '../content/meta'

export const Route = createFileRoute('/case-study/$slug')({
  head: ({ params }) => {
    const meta = caseStudyMeta(findCaseStudy(params.slug))
    return {
      meta: [
        { title: meta.title },
        { name: 'description', content: meta.description },
        ...(meta.indexable ? [] : [{ name: 'robots', content: 'noindex' }]),
      ],
    }
  },
  component: CaseStudyRoute,
})

function CaseStudyRoute() {
  const { slug } = Route.useParams()
  const study = findCaseStudy(slug)
  return study ? <CaseStudyDetail study={study} /> : <CaseStudyNotFound />
}
