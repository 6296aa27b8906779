import applicationFile from '../../content/pages/application.json' with { type: 'json' }
import caseStudyPageFile from '../../content/pages/case-study.json' with { type: 'json' }
import errorFile from '../../content/pages/error.json' with { type: 'json' }
import notFoundFile from '../../content/pages/not-found.json' with { type: 'json' }
import privacyFile from '../../content/pages/privacy.json' with { type: 'json' }
import { perLanguage, wordsOf } from './load.ts'

const application = wordsOf<'pages/application'>(applicationFile)

export const applicationPage = perLanguage((lang) => {
  const { form: _form, fields: _fields, consent: _consent, ...page } = application[lang]
  return page
})

export const notFoundPage = wordsOf<'pages/not-found'>(notFoundFile)
export const caseStudyPage = wordsOf<'pages/case-study'>(caseStudyPageFile)
export const errorPage = wordsOf<'pages/error'>(errorFile)
export const privacyPage = wordsOf<'pages/privacy'>(privacyFile)
