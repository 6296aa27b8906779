import type { ReactNode } from 'react'
import { HeadContent, Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router'
import { direction, intlLocale, langOf, localePath, withHomeSlash } from '../ground/locale'
import { homeMeta } from '../content/meta'
import { notFoundPage } from '../content/pages'
import { Layout } from '../components/frame/Layout/Layout'
import { NotFound } from '../components/pages/NotFound/NotFound'
import { RouteError } from '../components/pages/RouteError/RouteError'
import notFoundScript from '../components/pages/NotFound/not-found.script.ts?iife'
import earlyInputScript from '../early-input/script.ts?iife'
import themeScript from '../lib/theme.script.ts?iife'
import { afterFirstPaint, importScript } from '../lib/after-first-paint'
import { ariaStringsScript } from '../lib/aria-strings'
import type { PageAssets } from '../lib/page-assets'
import { PageContext } from '../lib/page-context'
import { isNotFoundMatch } from '../lib/router-internals'
import { BRAND } from '../styles/brand.mjs'
import HEADING_FACE from 'virtual:heading-faces'
import '../styles/global.css'

export const Route = createRootRouteWithContext<{ assets: PageAssets }>()({
  head: ({ match, matches }) => {
    // The deepest match names the address: `/ar/…`, known or not, is Arabic.
    const lang = langOf(matches.at(-1)?.pathname ?? '/')
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        ...(isNotFoundMatch(match)
          ? [{ title: notFoundPage[lang].metaTitle }, { name: 'robots', content: 'noindex' }]
          : [{ title: homeMeta[lang].title }, { name: 'description', content: homeMeta[lang].description }]),
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
        { rel: 'manifest', href: `${localePath(lang, '/')}manifest.webmanifest` },
        { rel: 'preload', href: HEADING_FACE[lang], as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
      ],
      // Before any content: the visitor's theme, and controls that work from the first paint.
      scripts: [
        { children: themeScript },
        { children: earlyInputScript },
        { children: ariaStringsScript(intlLocale[lang]) },
        ...(isNotFoundMatch(match) ? [{ children: notFoundScript }] : []),
      ],
    }
  },
  shellComponent: Document,
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
})

function Document({ children }: { children: ReactNode }) {
  const { assets } = Route.useRouteContext()
  const lang = langOf(useRouterState({ select: (state) => state.location.pathname }))
  return (
    <html lang={lang} dir={direction[lang]}>
      <head>
        <HeadContent />
        <meta name="theme-color" content={BRAND.ink} media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content={BRAND.night} media="(prefers-color-scheme: dark)" />
        <style dangerouslySetInnerHTML={{ __html: assets.css }} />
        <noscript>
          <link rel="stylesheet" href="/noscript.css" />
        </noscript>
      </head>
      <body>
        {children}
        {/* The client entry, once the page has painted: neither the paint nor the page's own files wait on it. */}
        <script dangerouslySetInnerHTML={{ __html: afterFirstPaint(importScript(assets.script)) }} />
      </body>
    </html>
  )
}

function Root() {
  const path = useRouterState({ select: (state) => withHomeSlash(state.location.pathname) })
  return (
    <PageContext.Provider value={{ path, lang: langOf(path) }}>
      <Layout>
        <Outlet />
      </Layout>
    </PageContext.Provider>
  )
}
