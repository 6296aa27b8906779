import { createFileRoute, notFound, rootRouteId } from '@tanstack/react-router'
import { CaseStudyDetail } from '../../components/pages/CaseStudyDetail/CaseStudyDetail'
import { findCaseStudy } from '../../content/case-studies'
import { langOfParam, localePath } from '../../ground/locale'
import { caseStudyMeta, caseStudyShareAlt, meta } from '../../content/meta'
import { seoHead, shareImage } from '../../lib/seo'
import { breadcrumbs, caseStudyArticle, webPage } from '../../lib/structured-data'

export const Route = createFileRoute('/{-$locale}/case-study/$slug')({
  // One prerendered 404 document per language serves every unknown address (components/pages/NotFound).
  beforeLoad: ({ params }) => {
    if (!findCaseStudy(params.slug)) throw notFound({ routeId: rootRouteId })
  },
  head: ({ params }) => {
    const lang = langOfParam(params.locale)
    const study = findCaseStudy(params.slug, lang)
    if (!study) return {}
    const words = meta[lang]
    const page = caseStudyMeta(study, lang)
    const path = `/case-study/${study.slug}`
    const image = shareImage(`case-study/${study.slug}`, caseStudyShareAlt(study, lang), lang)
    return seoHead({
      title: page.title,
      description: page.description,
      lang,
      path,
      image,
      type: 'article',
      jsonLd: [
        webPage(lang, path, page.title),
        breadcrumbs([
          { name: words.breadcrumbNames.home, path: localePath(lang, '/') },
          { name: words.breadcrumbNames.caseStudies, path: `${localePath(lang, '/')}#case-studies` },
          { name: study.company, path: localePath(lang, path) },
        ]),
        caseStudyArticle(study, image.path, lang),
      ],
    })
  },
  component: CaseStudyRoute,
})

function CaseStudyRoute() {
  const { slug, locale } = Route.useParams()
  const study = findCaseStudy(slug, langOfParam(locale))
  return study ? <CaseStudyDetail study={study} /> : null
}
