import { createContext, useContext } from 'react'
import type { Lang } from '../ground/locale'

export interface PageInfo {
  /** The page's own address, as the build wrote it (`/ar/case-study/moneymind`), never a hash. */
  path: string
  lang: Lang
}

export const PageContext = createContext<PageInfo>({ path: '/', lang: 'en' })

export const usePage = () => useContext(PageContext)

export const useLang = () => useContext(PageContext).lang
