import { createFileRoute } from '@tanstack/react-router'
import { Privacy } from '../../components/pages/Privacy/Privacy'
import { langOfParam, localePath } from '../../ground/locale'
import { meta } from '../../content/meta'
import { privacyPage } from '../../content/pages'
import { PRIVACY_PATH } from '../../ground/paths'
import { seoHead, shareImage } from '../../lib/seo'
import { breadcrumbs, webPage } from '../../lib/structured-data'

export const Route = createFileRoute('/{-$locale}/privacy')({
  head: ({ params }) => {
    const lang = langOfParam(params.locale)
    const copy = privacyPage[lang]
    return seoHead({
      title: copy.metaTitle,
      description: copy.metaDescription,
      lang,
      path: PRIVACY_PATH,
      image: shareImage('site', meta[lang].siteShareAlt, lang),
      jsonLd: [
        webPage(lang, PRIVACY_PATH, copy.metaTitle),
        breadcrumbs([
          { name: meta[lang].breadcrumbNames.home, path: localePath(lang, '/') },
          { name: copy.title, path: localePath(lang, PRIVACY_PATH) },
        ]),
      ],
    })
  },
  component: () => <Privacy />,
})
