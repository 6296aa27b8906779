import applicationFile from '../../content/pages/application.json' with { type: 'json' }
import {
  applicationFieldShapes,
  applicationLanguageProperty,
  applicationSourceProperties,
  CONSENT_FIELD,
  type FieldShape,
} from './application-fields.ts'
import { perLanguage, wordsOf } from './load.ts'
import { LANGS, localePath, type Lang, type Localized } from '../ground/locale.ts'
import { site } from './site.ts'
import { APPLICATION_PATH } from '../ground/paths.ts'

interface FieldWords {
  label: string
  hint?: string
  /** The message when a required field is left empty, GOV.UK style ("Enter ..."). */
  missing?: string
  invalid?: string
  /** HubSpot's form blocks the address (a free or disposable email provider): another one is accepted. */
  blocked?: string
  options?: string[]
}

const application = wordsOf<'pages/application'>(applicationFile)
const fieldWords = perLanguage((lang) => application[lang].fields as Record<string, FieldWords>)
const consentWords = perLanguage((lang) => application[lang].consent)

export type ApplicationFormWords = (typeof application)['en']['form']

export const applicationForm: Localized<ApplicationFormWords> = perLanguage((lang) => application[lang].form)

export type FieldSpec = FieldShape & FieldWords

/** What sending an application needs in one language: the page and the service worker alike. */
export interface ApplicationText {
  lang: Lang
  fields: FieldSpec[]
  consent: { name: string; label: string; missing: string }
  /** What an application is sent with, by the language it was written in (whichever page sends it). */
  sentAs: Localized<{ consent: string; pageName: string; pagePath: string }>
  contactEmail: string
  emailSubject: string
  emailShortened: string
  checkAnswer: string
  /** An answer over its field's limit: `{label}`, `{max}`. */
  tooLong: string
  languageProperty: string | null
  sourceProperties: typeof applicationSourceProperties
}

export function applicationText(lang: Lang): ApplicationText {
  return {
    lang,
    fields: applicationFieldShapes.map((shape) => ({ ...shape, ...fieldWords[lang][shape.name] }) as FieldSpec),
    consent: { name: CONSENT_FIELD, ...consentWords[lang] },
    sentAs: Object.fromEntries(
      LANGS.map((written) => [
        written,
        {
          consent: consentWords[written].label,
          pageName: application[written].metaTitle,
          pagePath: localePath(written, APPLICATION_PATH),
        },
      ]),
    ) as ApplicationText['sentAs'],
    contactEmail: site.contactEmail,
    emailSubject: application[lang].emailSubject,
    emailShortened: applicationForm[lang].emailShortened,
    checkAnswer: applicationForm[lang].checkAnswer,
    tooLong: applicationForm[lang].tooLong,
    languageProperty: applicationLanguageProperty,
    sourceProperties: applicationSourceProperties,
  }
}
