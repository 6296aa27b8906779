import { createFileRoute } from '@tanstack/react-router'
import { ApplicationPage } from '../../application/ApplicationPage'
import { packageSearch } from '../../application/package'
import applicationScript from '../../application/application.script.ts?iife'
import { langOfParam, localePath } from '../../ground/locale'
import { meta } from '../../content/meta'
import { applicationPage } from '../../content/pages'
import { seoHead, shareImage } from '../../lib/seo'
import { breadcrumbs, webPage } from '../../lib/structured-data'

export const Route = createFileRoute('/{-$locale}/get-started')({
  // A pricing card's package, preselected in the browser (application.script.ts); the canonical address has none.
  validateSearch: packageSearch,
  head: ({ params }) => {
    const lang = langOfParam(params.locale)
    const copy = applicationPage[lang]
    const head = seoHead({
      title: copy.metaTitle,
      description: copy.metaDescription,
      lang,
      path: '/get-started',
      image: shareImage('site', meta[lang].siteShareAlt, lang),
      jsonLd: [
        webPage(lang, '/get-started', copy.metaTitle),
        breadcrumbs([
          { name: meta[lang].breadcrumbNames.home, path: localePath(lang, '/') },
          { name: meta[lang].breadcrumbNames.apply, path: localePath(lang, '/get-started') },
        ]),
      ],
    })
    // Before the first paint, which form shows (src/application/page-state.ts).
    return { ...head, scripts: [...(head.scripts ?? []), { children: applicationScript }] }
  },
  component: ApplicationPage,
})
