/** The application page, with no React (docs/application.md): HubSpot's embed, else our form. */
import { EVENTS, track } from '../lib/funnel'
import { afterLoad } from '../lib/settle'
import {
  applicationLanguageProperty,
  applicationSourceProperties,
  NOT_SURE,
  PACKAGE_FIELD,
  PACKAGE_NAMES,
} from '../content/application-fields'
import { keptSource, sourceFields } from '../lib/source'
import { pageLang } from '../ground/lang'
import { embedHubSpotForm, type FormSubmitted } from './embed'
import { packageIn } from './package'
import { applicationState, fallBack, setApplicationState } from './page-state'

export const EMBED_TARGET = 'application-form'

export function startApplicationPage(root: ParentNode = document) {
  const state = applicationState()
  if (state === 'offline') addEventListener('online', () => setApplicationState('own'), { once: true })
  // Not before load, where the head script starts HubSpot's script (embed.ts): that would hold the load event.
  else if (state === 'loading') afterLoad(() => embed(root))
}

function embed(root: ParentNode) {
  const section = root.querySelector<HTMLElement>('[data-embed]')!
  const lang = pageLang()
  const onFormSubmitted: FormSubmitted = async (_form, data) => {
    const values = data?.submissionValues ?? {}
    const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '')
    // The choice among the site's own names, as our form's event has it: nothing typed.
    const chosen = [...PACKAGE_NAMES, NOT_SURE].find((name) => name === text(PACKAGE_FIELD))
    track(EVENTS.sent, { form: 'hubspot', ...(chosen ? { package: chosen } : {}) })
    section.dataset.sent = ''
    const booking = section.querySelector<HTMLElement>('[data-booking]')
    const link = booking?.querySelector('a')
    if (!booking || !link) return
    const { meetingsUrl } = await import('./booking')
    link.href = meetingsUrl(lang, { firstname: text('firstname'), lastname: text('lastname'), email: text('email') })!
    link.addEventListener('click', () => track(EVENTS.booking, { form: 'hubspot' }), { once: true })
    booking.hidden = false
  }
  // The build's ids, on the section (ApplicationPage.tsx): this module then shares nothing with our form's.
  const { region = 'na1', portalId = '', formId = '' } = section.dataset
  // A pricing card's package, chosen in HubSpot's form as in ours (package.ts); the language and the visit's source in its hidden fields.
  const chosen = packageIn(location.search)
  const values: Record<string, string> = chosen ? { [PACKAGE_FIELD]: chosen } : {}
  if (applicationLanguageProperty) values[applicationLanguageProperty] = lang
  for (const { name, value } of sourceFields(keptSource(), applicationSourceProperties)) values[name] = value
  embedHubSpotForm({
    config: { region: region as 'na1', portalId, formId },
    target: `#${EMBED_TARGET}`,
    onFormSubmitted,
    values,
  }).then(() => {
    // Ready too late: our form is there, and may hold what the visitor typed.
    if (applicationState() !== 'loading') return
    // A landmark only once HubSpot's form is in it: an empty one tells a screen reader user nothing.
    section.setAttribute('aria-label', section.dataset.label!)
    setApplicationState('embed')
    trackStarted(section)
  }, fallBack)
}

/** The embed's first field touched: focus reaches its form, or its frame (the window loses focus to it). */
function trackStarted(section: HTMLElement) {
  const started = () => {
    section.removeEventListener('focusin', started)
    removeEventListener('blur', blurred)
    track(EVENTS.started, { form: 'hubspot' })
  }
  const blurred = () => section.contains(document.activeElement) && started()
  section.addEventListener('focusin', started)
  addEventListener('blur', blurred)
}
