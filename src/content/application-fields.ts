/**
 * Our own application form's fields as HubSpot knows them, the same in every language (their words
 * are in application.ts). README, "The application form".
 */

/** 'fallback': this form when HubSpot's embed cannot load; 'primary': this form only. */
export const applicationFormMode: 'fallback' | 'primary' = 'fallback'

/**
 * The HubSpot contact property our form fills with the visitor's language (`en` or `ar`), or null
 * to send none. Set it only once the HubSpot form has that property: HubSpot refuses a
 * submission with a field its form does not have (README, "Arabic").
 */
export const applicationLanguageProperty: string | null = null

interface FieldBase {
  name: string
  required: boolean
}

export interface TextFieldShape extends FieldBase {
  kind: 'text'
  type: 'text' | 'email' | 'tel'
  autoComplete: string
  maxLength: number
}

export interface TextAreaShape extends FieldBase {
  kind: 'textarea'
  maxLength: number
}

export interface ChoiceFieldShape extends FieldBase {
  kind: 'choice'
  /** What HubSpot receives for each option, in every language. */
  values: string[]
}

export type FieldShape = TextFieldShape | TextAreaShape | ChoiceFieldShape

/** Not one of the packages: the value sent, whatever the visitor's language. */
export const NOT_SURE = 'Not sure yet'

export const PACKAGE_NAMES = ['PRODUCT DISCOVERY', 'STANDARD MVP', 'ADVANCED MVP']

export const applicationFieldShapes: FieldShape[] = [
  { kind: 'text', name: 'firstname', type: 'text', autoComplete: 'given-name', maxLength: 100, required: true },
  { kind: 'text', name: 'lastname', type: 'text', autoComplete: 'family-name', maxLength: 100, required: true },
  { kind: 'text', name: 'email', type: 'email', autoComplete: 'email', maxLength: 254, required: true },
  { kind: 'text', name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: 40, required: false },
  { kind: 'text', name: 'company', type: 'text', autoComplete: 'organization', maxLength: 200, required: true },
  { kind: 'textarea', name: 'message', maxLength: 5000, required: true },
  { kind: 'choice', name: 'package_of_interest', values: [...PACKAGE_NAMES, NOT_SURE], required: true },
]

/** The consent checkbox: sent as HubSpot's `legalConsentOptions`, with its text in the visitor's language. */
export const CONSENT_FIELD = 'consent'
