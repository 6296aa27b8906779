/** `npm run check:hubspot` (docs/deployment.md, "Checking HubSpot's form"): reads the build's HubSpot forms through the Forms API and says what would refuse or lose an application. */
import {
  applicationFieldShapes,
  applicationLanguageProperty,
  PACKAGE_FIELD,
  applicationSourceProperties,
} from '../../src/content/application-fields.ts'
import { hubspotConfig, placeholderVariables } from '../../src/application/hubspot.ts'
import { DEFAULT_LANG, envSuffix, LANGS } from '../../src/ground/locale.ts'

type Env = Record<string, string | undefined>

/** The hidden fields that say where a visit began (issue 45), as the site sends them; to point at the site's own list once it has one. */
export const SOURCE_PROPERTIES: readonly string[] = Object.values(applicationSourceProperties).filter(
  (name): name is string => Boolean(name),
)

export const HUBSPOT_API = 'https://api.hubapi.com'

interface FormField {
  name?: string
  required?: boolean
  hidden?: boolean
  options?: { value?: string; label?: string }[]
  dependentFields?: { dependentField?: FormField }[]
}

/** The parts of HubSpot's form definition (GET /marketing/v3/forms/{formId}) read here. */
export interface FormDefinition {
  name?: string
  fieldGroups?: { fields?: FormField[] }[]
  configuration?: { recaptchaEnabled?: boolean; notifyRecipients?: string[]; notifyContactOwner?: boolean }
}

export interface Check {
  ok: boolean
  line: string
}

const pass = (line: string): Check => ({ ok: true, line })
const fail = (line: string): Check => ({ ok: false, line })

/** Every field the site sends, each once: the form's, its language and where the visit began. */
export function sentFields(languageProperty = applicationLanguageProperty, source = SOURCE_PROPERTIES) {
  return [
    ...new Set([
      ...applicationFieldShapes.map((field) => field.name),
      ...(languageProperty ? [languageProperty] : []),
      ...source,
    ]),
  ]
}

function fieldsOf(definition: FormDefinition) {
  const all: FormField[] = []
  const add = (field: FormField) => {
    all.push(field)
    for (const dependent of field.dependentFields ?? []) if (dependent.dependentField) add(dependent.dependentField)
  }
  for (const group of definition.fieldGroups ?? []) for (const field of group.fields ?? []) add(field)
  return new Map(all.filter((field) => field.name).map((field) => [field.name!, field]))
}

const listed = (values: string[]) => values.map((value) => `"${value}"`).join(', ')

export function checkForm(definition: FormDefinition, sent = sentFields()): Check[] {
  const fields = fieldsOf(definition)
  const checks = sent.map((name) =>
    fields.has(name)
      ? pass(`field ${name}: on the form`)
      : fail(
          `field ${name}: not on the form, so HubSpot refuses every application from our form; add the property to the form (a hidden field if visitors do not fill it)`,
        ),
  )
  for (const [name, field] of fields) {
    if (field.required && !sent.includes(name))
      checks.push(
        fail(
          `field ${name}: required by the form, and never sent by the site, so HubSpot refuses every application from our form; make it optional or remove it`,
        ),
      )
  }
  const choice = applicationFieldShapes.find((field) => field.name === PACKAGE_FIELD)
  const options = fields.get(PACKAGE_FIELD)?.options?.map((option) => option.value ?? '')
  if (choice?.kind === 'choice' && options) {
    const missing = choice.values.filter((value) => !options.includes(value))
    const extra = options.filter((value) => !choice.values.includes(value))
    checks.push(
      missing.length + extra.length === 0
        ? pass(`package options: the packages' names, ${listed(choice.values)}`)
        : fail(
            `package options: expected ${listed(choice.values)}${missing.length ? `; missing ${listed(missing)}, which HubSpot refuses` : ''}${extra.length ? `; not on the site ${listed(extra)}` : ''}`,
          ),
    )
  }
  const configuration = definition.configuration ?? {}
  checks.push(
    configuration.recaptchaEnabled
      ? fail(
          "CAPTCHA: on, so HubSpot refuses every application from our form; turn off the form's CAPTCHA (spam prevention) option",
        )
      : pass('CAPTCHA: off, as our form needs'),
  )
  const recipients = configuration.notifyRecipients?.length ?? 0
  checks.push(
    recipients > 0
      ? pass(`notifications: each new submission is emailed to ${recipients} ${recipients === 1 ? 'person' : 'people'}`)
      : fail(
          `notifications: no one is emailed a new submission${configuration.notifyContactOwner ? ' (only a contact owner, whom a new contact does not have)' : ''}; add recipients in the form's options`,
        ),
  )
  return checks
}

/** One line per failure to read the form, never the token. */
async function readForm(
  api: string,
  token: string,
  formId: string,
  fetcher: typeof fetch,
): Promise<FormDefinition | string> {
  let response: Response
  try {
    response = await fetcher(`${api}/marketing/v3/forms/${encodeURIComponent(formId)}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    })
  } catch {
    return `could not reach HubSpot's API at ${api}`
  }
  if (response.status === 401 || response.status === 403)
    return `HubSpot refused the token (${response.status}): HUBSPOT_TOKEN must be a private app's access token with the "forms" scope`
  if (response.status === 404) return `no form ${formId} in the account the token belongs to`
  if (!response.ok) return `HubSpot's API answered ${response.status}`
  const definition = (await response.json().catch(() => undefined)) as FormDefinition | undefined
  return typeof definition === 'object' && definition ? definition : "HubSpot's API answered with no form definition"
}

/** Prints a line per check; answers the exit code: 0 when every check passes. */
export async function main(env: Env, print: (line: string) => void, fetcher: typeof fetch = fetch): Promise<number> {
  const token = env.HUBSPOT_TOKEN?.trim()
  if (!token) {
    print(
      'HUBSPOT_TOKEN is not set: create a private app in HubSpot (Settings > Integrations > Private apps) with the "forms" scope, and set its access token',
    )
    return 1
  }
  const placeholders = placeholderVariables(env)
  if (placeholders.length > 0) {
    print(
      `${placeholders.join(' and ')}: missing or the placeholder; set the build's HubSpot ids (docs/deployment.md, "Configuration")`,
    )
    return 1
  }
  const english = hubspotConfig(env, DEFAULT_LANG)
  const inEnglish = new Intl.DisplayNames(['en'], { type: 'language' })
  const forms = LANGS.flatMap((lang) => {
    const { formId } = hubspotConfig(env, lang)
    return lang === DEFAULT_LANG || formId !== english.formId
      ? [{ label: `${inEnglish.of(lang)} form (VITE_HUBSPOT_FORM_ID${envSuffix(lang)})`, id: formId }]
      : []
  })
  let failed = false
  for (const form of forms) {
    const definition = await readForm(env.HUBSPOT_API_URL || HUBSPOT_API, token, form.id, fetcher)
    print(
      `${form.label} ${form.id}${typeof definition === 'object' && definition.name ? ` "${definition.name}"` : ''}:`,
    )
    const checks = typeof definition === 'string' ? [fail(definition)] : checkForm(definition)
    for (const check of checks) print(`  ${check.ok ? 'ok  ' : 'FAIL'}  ${check.line}`)
    failed ||= checks.some((check) => !check.ok)
  }
  print(
    failed
      ? 'HubSpot is not set up for the site: fix each FAIL above, then run this again.'
      : 'HubSpot is set up for the site.',
  )
  return failed ? 1 : 0
}
