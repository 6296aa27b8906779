import { envSuffix } from '../ground/env'
import type { Lang } from '../ground/lang'

/** The meetings page, with the applicant's name and email under the names HubSpot's page prefills (docs/toolchain.md); undefined where the site has none. */
export function meetingsUrl(
  lang: Lang,
  person: { firstname?: string; lastname?: string; email?: string },
  env: Record<string, string | undefined> = import.meta.env,
) {
  const base = env[`VITE_HUBSPOT_MEETINGS_URL${envSuffix(lang)}`] || env.VITE_HUBSPOT_MEETINGS_URL
  if (!base) return undefined
  let url: URL
  try {
    url = new URL(base)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:') return undefined
  for (const [name, value] of [
    ['firstName', person.firstname],
    ['lastName', person.lastname],
    ['email', person.email],
  ] as const) {
    if (value?.trim()) url.searchParams.set(name, value.trim())
  }
  return url.href
}
