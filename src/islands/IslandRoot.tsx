import { useEffect, type ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components'
import { intlLocale } from '../ground/locale'
import { PageContext, type PageInfo } from '../lib/page-context'

/** What surrounds every island, on the server and in the browser alike, so both render the same. */
export function IslandRoot({
  page,
  onCommit,
  children,
}: {
  page: PageInfo
  onCommit?: () => void
  children: ReactNode
}) {
  return (
    <I18nProvider locale={intlLocale[page.lang]}>
      <PageContext.Provider value={page}>
        {children}
        {onCommit ? <Committed onCommit={onCommit} /> : null}
      </PageContext.Provider>
    </I18nProvider>
  )
}

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit])
  return null
}

/** In the browser, the server's HTML, which React leaves alone when hydrating: the child's components never ship. */
export function IslandSlot({ children, html }: { children?: ReactNode; html?: string }) {
  if (html === undefined) return <div data-slot="">{children}</div>
  return <div data-slot="" dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
}
