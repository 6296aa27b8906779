/** Our own application form's fields, texts and mode (README, "The application form"). */
import { packages } from './pricing.ts'

/** 'fallback': this form when HubSpot's embed cannot load; 'primary': this form only. */
export const applicationFormMode: 'fallback' | 'primary' = 'fallback'

interface FieldBase {
  /** The HubSpot form property this field fills. */
  name: string
  label: string
  hint?: string
  required: boolean
  /** The message when a required field is left empty, GOV.UK style ("Enter ..."). */
  missing?: string
}

export interface TextFieldSpec extends FieldBase {
  kind: 'text'
  type: 'text' | 'email' | 'tel'
  autoComplete: string
  maxLength: number
  /** For email: the message when the address is not in the right form. */
  invalid?: string
}

export interface TextAreaSpec extends FieldBase {
  kind: 'textarea'
  maxLength: number
}

export interface ChoiceFieldSpec extends FieldBase {
  kind: 'choice'
  options: string[]
}

export type FieldSpec = TextFieldSpec | TextAreaSpec | ChoiceFieldSpec

export const applicationFields: FieldSpec[] = [
  { kind: 'text', name: 'firstname', label: 'First name', type: 'text', autoComplete: 'given-name', maxLength: 100, required: true, missing: 'Enter your first name' },
  { kind: 'text', name: 'lastname', label: 'Last name', type: 'text', autoComplete: 'family-name', maxLength: 100, required: true, missing: 'Enter your last name' },
  {
    kind: 'text',
    name: 'email',
    label: 'Email address',
    hint: 'We reply to this address within one business day.',
    type: 'email',
    autoComplete: 'email',
    maxLength: 254,
    required: true,
    missing: 'Enter your email address',
    invalid: 'Enter an email address in the correct format, like name@example.com',
  },
  { kind: 'text', name: 'phone', label: 'Phone number (optional)', type: 'tel', autoComplete: 'tel', maxLength: 40, required: false },
  {
    kind: 'text',
    name: 'company',
    label: 'Company or idea name',
    hint: 'A working name is fine.',
    type: 'text',
    autoComplete: 'organization',
    maxLength: 200,
    required: true,
    missing: 'Enter your company or idea name',
  },
  {
    kind: 'textarea',
    name: 'message',
    label: 'What do you want to build?',
    hint: 'Who it is for, the problem it solves and what the first version must do.',
    maxLength: 5000,
    required: true,
    missing: 'Tell us what you want to build',
  },
  {
    kind: 'choice',
    name: 'package_of_interest',
    label: 'Which package interests you?',
    options: [...packages.map((offer) => offer.name), 'Not sure yet'],
    required: true,
    missing: 'Choose a package, or Not sure yet',
  },
]

/** The consent checkbox: sent as HubSpot's `legalConsentOptions`, with this text. */
export const consentField = {
  name: 'consent',
  label: 'I agree to be contacted about my application.',
  missing: 'Agree to be contacted, so that we can reply to your application',
}

export const applicationForm = {
  label: 'Application form',
  intro: 'All fields are required unless marked optional.',
  privacy:
    'What you type is kept in this browser, on this device only, until you send or discard it; a day after your last change it is deleted the next time this site opens, and never filled in again. The consent box is never kept. An application waiting to be sent is kept the same way for 7 days. Nothing is sent before you press Send application.',
  submit: 'Send application',
  sending: 'Sending your application…',
  errorSummaryTitle: 'There is a problem',
  restored: 'We kept what you typed last time on this device.',
  discard: 'Discard this application',
  discardTitle: 'Discard this application?',
  discardText: 'Everything you typed is deleted from this device. This cannot be undone.',
  discardConfirm: 'Discard',
  discardCancel: 'Keep it',
  sentTitle: 'Application sent',
  sentText: 'Thank you. We read every application and reply within one business day.',
  waitingTitle: {
    offline: "You're offline",
    unreachable: "We couldn't reach our form service",
    waiting: 'Your application is waiting to be sent',
  },
  waitingText: {
    sync: 'Your application is saved on this device and will be sent by itself, even if you close this page: we try again over the next minutes, and each time you open this site.',
    worker: 'Your application is saved on this device. It will be sent the next time you open any page of this site while online.',
    page: 'Your application is kept on this device. It is tried again when this page comes back online, and when you open it again.',
    memory: 'This browser keeps nothing for this site, so your application is only on this page: keep it open. It is tried again when the page comes back online.',
  },
  emailInstead: 'Or email it to us now, in one step:',
  emailLink: 'Email your application',
  emailShortened: '(Shortened to fit an email link. We will ask you for the rest.)',
  refusedTitle: 'Our form service could not accept this application',
  refusedText: 'Nothing you typed is lost. Please email it to us instead:',
  retry: 'Try sending again',
  fallbackNote: 'The usual form could not load here, so this is our own. It goes to the same place.',
  offlineNote: "You're offline. Fill in this form as usual: it is kept on this device until it can be sent.",
}
