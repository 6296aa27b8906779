import { Outlet, createFileRoute, notFound, rootRouteId } from '@tanstack/react-router'
import { DEFAULT_LANG, isLang } from '../../ground/locale'

/** The default language at `/`, every other under its code (`/ar/`): any other first segment is no language of the site's. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params }) => {
    if (params.locale !== undefined && (!isLang(params.locale) || params.locale === DEFAULT_LANG))
      throw notFound({ routeId: rootRouteId })
  },
  component: Outlet,
})
