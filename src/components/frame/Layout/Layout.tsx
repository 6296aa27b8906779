import type { ReactNode } from 'react'
import { chrome } from '../../../content/site'
import { pwa } from '../../../content/pwa'
import { Island } from '../../../islands/Island.server'
import { Toasts } from '../Toasts/Toasts.island'
import { useLang } from '../../../lib/page-context'
import { Footer } from '../Footer/Footer'
import { Header } from '../Header/Header'
import styles from './Layout.module.css'

export function Layout({ children }: { children: ReactNode }) {
  const lang = useLang()
  return (
    <>
      <a href="#main" className={styles.skip}>
        {chrome[lang].skipLink}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <Island component={Toasts} hydrate="client" props={{ copy: pwa[lang].toasts }} />
    </>
  )
}
