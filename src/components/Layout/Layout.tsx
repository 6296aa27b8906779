import type { ReactNode } from 'react'
import { chrome } from '../../content/site'
import { Footer } from '../Footer/Footer'
import { Header } from '../Header/Header'
import { LazyNotifications } from '../Toasts/LazyNotifications'
import { RouteAnnouncer } from './RouteAnnouncer'
import { ShellRestore } from './ShellRestore'
import styles from './Layout.module.css'

/** Every page's frame: skip link first, then the header, the page in `main`, and the footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className={styles.skip}>
        {chrome.skipLink}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <RouteAnnouncer />
      <ShellRestore />
      <LazyNotifications />
    </>
  )
}
