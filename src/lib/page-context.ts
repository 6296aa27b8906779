import { createContext, useContext } from 'react'

export interface PageInfo {
  /** The page's own address, as the build wrote it (`/case-study/moneymind`), never a hash. */
  path: string
  locale: string
}

export const PageContext = createContext<PageInfo>({ path: '/', locale: 'en-US' })

export const usePage = () => useContext(PageContext)

/** React Aria's locale for a page's `<html lang>`. */
export function localeFor(lang: string): string {
  return lang === 'en' || !lang ? 'en-US' : lang
}
