import { createContext, useContext } from 'react'
import { DEFAULT_LANG, type Lang } from '../ground/lang'

export interface PageInfo {
  /** The page's own address, as the build wrote it (`/ar/case-study/moneymind`), never a hash. */
  path: string
  lang: Lang
}

export const PageContext = createContext<PageInfo>({ path: '/', lang: DEFAULT_LANG })

export const usePage = () => useContext(PageContext)

export const useLang = () => useContext(PageContext).lang
