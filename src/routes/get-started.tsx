import { createFileRoute } from '@tanstack/react-router'
import { ApplicationPage } from '../components/pages/ApplicationForm/ApplicationPage'
import { breadcrumbNames, siteShareAlt } from '../content/meta'
import { applicationPage } from '../content/pages'
import { seoHead, shareImage } from '../lib/seo'
import { breadcrumbs } from '../lib/structured-data'

export const Route = createFileRoute('/get-started')({
  head: () =>
    seoHead({
      title: applicationPage.metaTitle,
      description: applicationPage.metaDescription,
      path: '/get-started',
      image: shareImage('site', siteShareAlt),
      jsonLd: [
        breadcrumbs([
          { name: breadcrumbNames.home, path: '/' },
          { name: breadcrumbNames.apply, path: '/get-started' },
        ]),
      ],
    }),
  component: ApplicationPage,
})
