import { applicationForm, applicationText } from '../../../content/application'
import type { Lang } from '../../../content/locale'
import { applicationPage } from '../../../content/pages'
import { chrome } from '../../../content/site'
import type { ApplicationCopy } from './application-copy'

/** The form's words in one language, for the page to hand to its island (never imported by the island itself). */
export function applicationCopy(lang: Lang): ApplicationCopy {
  const { loading, emailPrefix, formLabel } = applicationPage[lang]
  return { text: applicationText(lang), form: applicationForm[lang], page: { loading, emailPrefix, formLabel, newTabHint: chrome[lang].newTabHint } }
}
