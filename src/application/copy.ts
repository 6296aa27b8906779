import { applicationForm, applicationText } from '../content/application'
import type { Lang } from '../ground/locale'
import { applicationPage } from '../content/pages'
import { chrome } from '../content/site'
import { pathTo } from '../ui/Link/Link'
import type { ApplicationCopy } from './copy-context'

/** The form's words in one language, for the page to hand to its island (never imported by the island itself). */
export function applicationCopy(lang: Lang): ApplicationCopy {
  const { loading, emailPrefix, formLabel, privacyLink } = applicationPage[lang]
  const privacyPath = pathTo({ to: '/privacy', lang })
  return {
    text: applicationText(lang),
    form: applicationForm[lang],
    page: { loading, emailPrefix, formLabel, privacyLink, privacyPath, newTabHint: chrome[lang].newTabHint },
  }
}
