import { Suspense, type ReactNode } from 'react'
import { chrome } from '../../../content/site'
import { Footer } from '../Footer/Footer'
import { Header } from '../Header/Header'
import { HydrationMark } from './HydrationMark'
import { LazyNotifications } from '../Toasts/LazyNotifications'
import { RouteAnnouncer } from './RouteAnnouncer'
import styles from './Layout.module.css'

/**
 * Every page's frame: skip link first, then the header, the page in `main`, and the footer.
 *
 * The page and the footer each sit in a Suspense boundary. Hydrating a prerendered page, React
 * hydrates what is outside boundaries in one task (the header: its menu works first) and each
 * boundary later in small, interruptible slices. A tap inside a boundary not hydrated yet
 * hydrates it at once. Nothing in them suspends after that, so the empty fallbacks never show.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className={styles.skip}>
        {chrome.skipLink}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={null}>
          {children}
          <HydrationMark part="page" />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
        <HydrationMark part="footer" />
      </Suspense>
      <RouteAnnouncer />
      <LazyNotifications />
    </>
  )
}
