import { createContext, useContext } from 'react'
import type { ApplicationFormWords, ApplicationText } from '../content/application'

/** Every word of the application form in the page's language: the island's props, so no other language ships. */
export interface ApplicationCopy {
  text: ApplicationText
  form: ApplicationFormWords
  page: {
    loading: string
    emailPrefix: string
    formLabel: string
    privacyLink: string
    privacyPath: string
    newTabHint: string
  }
}

export const ApplicationCopyContext = createContext<ApplicationCopy | null>(null)

export function useApplicationCopy(): ApplicationCopy {
  const copy = useContext(ApplicationCopyContext)
  if (!copy) throw new Error('useApplicationCopy must be used within the application form')
  return copy
}
