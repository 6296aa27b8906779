import type { SourceKey } from '../ground/source-keys.ts'

/** 'fallback': this form when HubSpot's embed cannot load; 'primary': this form only. */
export const applicationFormMode: 'fallback' | 'primary' = 'fallback'

/** Each must be a hidden field on both HubSpot forms, which refuse a field they lack; `null` sends none (docs/deployment.md, "HubSpot's hidden fields"). */
export const applicationLanguageProperty: string | null = 'site_language'

/** Where the visit began (src/lib/source.ts), as hidden fields the same way (docs/measuring.md). */
export const applicationSourceProperties: Record<SourceKey, string | null> = {
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
  utm_term: 'utm_term',
  utm_content: 'utm_content',
  referrer: 'referrer_host',
  landing: 'landing_page',
}

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
  values: string[]
}

export type FieldShape = TextFieldShape | TextAreaShape | ChoiceFieldShape

export const NOT_SURE = 'Not sure yet'

export const PACKAGE_NAMES = ['PRODUCT DISCOVERY', 'STANDARD MVP', 'ADVANCED MVP'] as const

export const PACKAGE_FIELD = 'package_of_interest'

export const applicationFieldShapes: FieldShape[] = [
  { kind: 'text', name: 'firstname', type: 'text', autoComplete: 'given-name', maxLength: 100, required: true },
  { kind: 'text', name: 'lastname', type: 'text', autoComplete: 'family-name', maxLength: 100, required: true },
  { kind: 'text', name: 'email', type: 'email', autoComplete: 'email', maxLength: 254, required: true },
  { kind: 'text', name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: 40, required: false },
  { kind: 'text', name: 'company', type: 'text', autoComplete: 'organization', maxLength: 200, required: true },
  { kind: 'textarea', name: 'message', maxLength: 5000, required: true },
  { kind: 'choice', name: PACKAGE_FIELD, values: [...PACKAGE_NAMES, NOT_SURE], required: true },
]

/** The consent checkbox: sent as HubSpot's `legalConsentOptions`, with its text in the visitor's language. */
export const CONSENT_FIELD = 'consent'
