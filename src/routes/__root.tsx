import type { ReactNode } from 'react'
import { HeadContent, Outlet, Scripts, createRootRoute } from '@tanstack/react-router'
import { I18nProvider } from 'react-aria-components'
import { homeMeta, notFoundPage } from '../content/pages'
import { Layout } from '../components/frame/Layout/Layout'
import { NotFound } from '../components/pages/NotFound/NotFound'
import { RouteError } from '../components/pages/RouteError/RouteError'
import { EARLY_INPUT_SCRIPT } from '../lib/early-input'
import { isNotFoundMatch } from '../lib/router-internals'
import { THEME_SCRIPT, themeColor, themeColorDark } from '../lib/theme'
import '../styles/global.css'

export const Route = createRootRoute({
  head: ({ match }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      // An unknown address is the root route's own not-found state.
      ...(isNotFoundMatch(match)
        ? [{ title: notFoundPage.metaTitle }, { name: 'robots', content: 'noindex' }]
        : [{ title: homeMeta.title }, { name: 'description', content: homeMeta.description }]),
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
      { rel: 'manifest', href: '/manifest.webmanifest' },
    ],
    // Before any content: the visitor's theme, and controls that work from the first paint.
    scripts: [{ children: THEME_SCRIPT }, { children: EARLY_INPUT_SCRIPT }],
  }),
  shellComponent: Document,
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
})

function Document({ children }: { children: ReactNode }) {
  return (
    // The theme script may set data-theme before hydration (lib/theme.ts).
    <html lang="en" suppressHydrationWarning>
      <head>
        <HeadContent />
        {/* Here rather than in head(), which keeps one meta per name. */}
        <meta name="theme-color" content={themeColor} media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content={themeColorDark} media="(prefers-color-scheme: dark)" />
        <noscript>
          <link rel="stylesheet" href="/noscript.css" />
        </noscript>
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function Root() {
  return (
    // Prerendered and hydrated markup agree only with one fixed locale (docs/toolchain.md).
    <I18nProvider locale="en-US">
      <Layout>
        <Outlet />
      </Layout>
    </I18nProvider>
  )
}
