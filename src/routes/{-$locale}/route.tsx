import { Outlet, createFileRoute, notFound, rootRouteId } from '@tanstack/react-router'
import { isLang } from '../../ground/locale'

/** English at `/`, Arabic under `/ar/`: any other first segment is no language of the site's. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params }) => {
    if (params.locale !== undefined && (!isLang(params.locale) || params.locale === 'en'))
      throw notFound({ routeId: rootRouteId })
  },
  component: Outlet,
})
