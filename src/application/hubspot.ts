import { envSuffix } from '../ground/env.ts'
import { DEFAULT_LANG, type Lang } from '../ground/lang.ts'
import { LANGS } from '../ground/locale.ts'

/** HubSpot's form: the build's ids (docs/deployment.md, "Configuration") and our address for its Forms API; its embed is embed.ts. */
export interface HubSpotFormConfig {
  region: 'na1'
  portalId: string
  formId: string
}

/** Placeholders so the site builds and runs out of the box; set real ids through the environment. */
export const PLACEHOLDER_PORTAL_ID = '00000000'
export const PLACEHOLDER_FORM_ID = '00000000-0000-4000-8000-000000000000'

export function hubspotConfig(
  env: Record<string, string | undefined> = import.meta.env,
  lang: Lang = DEFAULT_LANG,
): HubSpotFormConfig {
  const english = env.VITE_HUBSPOT_FORM_ID || PLACEHOLDER_FORM_ID
  return {
    region: 'na1',
    portalId: env.VITE_HUBSPOT_PORTAL_ID || PLACEHOLDER_PORTAL_ID,
    formId: env[`VITE_HUBSPOT_FORM_ID${envSuffix(lang)}`] || english,
  }
}

export const formConfig = (lang: Lang = DEFAULT_LANG) => hubspotConfig(import.meta.env, lang)

/** The site's own address that passes an application to HubSpot's Forms API (scripts/hosting/apply-proxy.mjs). */
export const APPLY_PATH = '/api/apply'

export function submissionUrl({ portalId, formId }: Pick<HubSpotFormConfig, 'portalId' | 'formId'>, origin: string) {
  return new URL(`${APPLY_PATH}/${encodeURIComponent(portalId)}/${encodeURIComponent(formId)}`, origin).href
}

export function placeholderVariables(env: Record<string, string | undefined>): string[] {
  const english = hubspotConfig(env, DEFAULT_LANG)
  return [
    english.portalId === PLACEHOLDER_PORTAL_ID && 'VITE_HUBSPOT_PORTAL_ID',
    english.formId === PLACEHOLDER_FORM_ID && 'VITE_HUBSPOT_FORM_ID',
    // Unset, another language's form is the English one; only a placeholder of its own is wrong.
    ...LANGS.filter((lang) => lang !== DEFAULT_LANG).map(
      (lang) =>
        hubspotConfig(env, lang).formId === PLACEHOLDER_FORM_ID &&
        english.formId !== PLACEHOLDER_FORM_ID &&
        `VITE_HUBSPOT_FORM_ID${envSuffix(lang)}`,
    ),
  ].filter((name): name is string => Boolean(name))
}
