import { createContext, useContext } from 'react'
import { applicationForm, applicationText, type ApplicationFormWords, type ApplicationText } from '../../../content/application'
import type { Lang } from '../../../content/locale'
import { applicationPage } from '../../../content/pages'

/** Every word of the application form in the page's language: the island's props, so no other language ships. */
export interface ApplicationCopy {
  text: ApplicationText
  form: ApplicationFormWords
  page: { loading: string; emailPrefix: string; formLabel: string }
}

export function applicationCopy(lang: Lang): ApplicationCopy {
  const { loading, emailPrefix, formLabel } = applicationPage[lang]
  return { text: applicationText(lang), form: applicationForm[lang], page: { loading, emailPrefix, formLabel } }
}

export const ApplicationCopyContext = createContext<ApplicationCopy | null>(null)

export function useApplicationCopy(): ApplicationCopy {
  const copy = useContext(ApplicationCopyContext)
  if (!copy) throw new Error('useApplicationCopy must be used within the application form')
  return copy
}
