import { Suspense, type ReactNode } from 'react'
import { chrome } from '../../../content/site'
import { Footer } from '../Footer/Footer'
import { Header } from '../Header/Header'
import { HydrationMark } from './HydrationMark'
import { LazyNotifications } from '../Toasts/LazyNotifications'
import { RouteAnnouncer } from './RouteAnnouncer'
import styles from './Layout.module.css'

/** The page and the footer sit in Suspense boundaries so React hydrates them in interruptible slices after the header. */
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
