/** A deploy refuses every wrong setting before anything is bundled, one line each (docs/deployment.md, "What a deploy refuses"). */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { inspect } from 'node:util'
import type { Plugin } from 'vite'
import { PLACEHOLDER_FORM_ID, PLACEHOLDER_PORTAL_ID } from '../../src/application/hubspot.ts'
import { DEFAULT_LANG, envSuffix, LANGS } from '../../src/ground/locale.ts'
import { formatProblem } from '../../src/content/check.ts'
import { hubspotSubmitOrigin } from '../hosting/apply-proxy.mjs'
import { analyticsUpstream } from '../hosting/event-proxy.mjs'

type Env = Record<string, string | undefined>

const DEPLOY_MARKERS: [name: string, value: string, label: string][] = [
  ['VERCEL', '1', 'Vercel'],
  ['NETLIFY', 'true', 'Netlify'],
  ['CF_PAGES', '1', 'Cloudflare Pages'],
  ['WORKERS_CI', '1', 'Cloudflare Workers'],
  ['DEPLOY', '1', 'deploy'],
]

export function deployBuild(env: Env): string | undefined {
  const marker = DEPLOY_MARKERS.find(([name, value]) => env[name] === value)
  return marker && `${marker[2]} build (${marker[0]}=${marker[1]})`
}

const refusal = (where: string, found: string | undefined, expected: string) =>
  `${where}: found ${found ? JSON.stringify(found) : 'nothing'}, expected ${expected}`

const parsed = (value: string) => (URL.canParse(value) ? new URL(value) : undefined)

/** RFC 2606's names for examples: nothing the business's visitors use can live there. */
export const reservedHost = (host: string) => /(^|\.)example(\.com|\.org|\.net)?\.?$/i.test(host)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const UUID_WORDS = 'a UUID, 32 hexadecimal digits in groups of 8-4-4-4-12'
const MEETINGS_HOST = /^meetings(-[a-z]+\d+)?\.hubspot\.com$/
const GITHUB_REPO = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/(?!.*\.git$)[\w.-]+$/

function siteUrl(value: string | undefined, deploy: boolean) {
  const expected = deploy
    ? "the site's public address, starting with https://"
    : 'an absolute address, starting with https:// (or http:// off a deploy)'
  if (!value) return deploy ? refusal('SITE_URL', value, expected) : undefined
  const url = /^https?:\/\//i.test(value) ? parsed(value) : undefined
  if (!url || (deploy && url.protocol !== 'https:')) return refusal('SITE_URL', value, expected)
  if (deploy && reservedHost(url.hostname))
    return refusal('SITE_URL', value, "the site's own address, not a reserved example domain")
}

function portalId(value: string | undefined) {
  const expected = "the HubSpot account's portal id, digits only"
  if (!value || value === PLACEHOLDER_PORTAL_ID)
    return refusal('VITE_HUBSPOT_PORTAL_ID', value, `${expected} (${PLACEHOLDER_PORTAL_ID} is the placeholder)`)
  if (!/^\d+$/.test(value)) return refusal('VITE_HUBSPOT_PORTAL_ID', value, expected)
}

/** Unset, the Arabic page uses the English form: only a wrong value of its own is refused. */
function formId(name: string, value: string | undefined, required: boolean) {
  if (!value && !required) return undefined
  if (!value || value === PLACEHOLDER_FORM_ID)
    return refusal(name, value, `the form's id from HubSpot, ${UUID_WORDS}, not the placeholder`)
  if (!UUID.test(value)) return refusal(name, value, `the form's id from HubSpot, ${UUID_WORDS}`)
}

/** An address that is not a meetings page is otherwise dropped where the page would offer booking. */
function meetings(name: string, value: string | undefined) {
  if (!value) return undefined
  const url = parsed(value)
  if (url?.protocol === 'https:' && MEETINGS_HOST.test(url.hostname) && url.pathname.length > 1) return undefined
  return refusal(name, value, 'a HubSpot meetings page, https://meetings.hubspot.com/ followed by its name')
}

function cmsRepo(value: string | undefined) {
  if (value && !GITHUB_REPO.test(value))
    return refusal('CMS_REPO', value, 'the GitHub repository as owner/name, as in launchloop/site')
}

function cmsAuthUrl(value: string | undefined) {
  if (!value) return undefined
  const url = parsed(value)
  if (url?.protocol !== 'https:' || reservedHost(url.hostname))
    return refusal('CMS_AUTH_URL', value, "the sign-in relay's address, starting with https://")
}

/** The proxies' own rules, read here so that a wrong value stops the build before bundling, not once the pages are written. */
function refusedBy(check: () => unknown) {
  try {
    check()
  } catch (error) {
    return (error as Error).message
  }
}

/** Where nginx's proxies send applications and events (the host Functions read the same when they run). */
const proxies = (env: Env, deploy: boolean) => [
  refusedBy(() => hubspotSubmitOrigin(env.HUBSPOT_SUBMIT_ORIGIN, { deploy })),
  refusedBy(() => analyticsUpstream(env.ANALYTICS_UPSTREAM)),
]

/** The settings a build reads: VITE_ ones as Vite loaded them (its .env files too), the rest from the process. */
export function settingsProblems(env: Env, viteEnv: Env, deploy: boolean): string[] {
  if (!deploy) return [siteUrl(env.SITE_URL, false), ...proxies(env, false)].filter((line) => line !== undefined)
  return [
    siteUrl(env.SITE_URL, true),
    portalId(viteEnv.VITE_HUBSPOT_PORTAL_ID),
    ...LANGS.map((lang) => {
      const name = `VITE_HUBSPOT_FORM_ID${envSuffix(lang)}`
      return formId(name, viteEnv[name], lang === DEFAULT_LANG)
    }),
    ...LANGS.map((lang) => {
      const name = `VITE_HUBSPOT_MEETINGS_URL${envSuffix(lang)}`
      return meetings(name, viteEnv[name])
    }),
    cmsRepo(env.CMS_REPO),
    cmsAuthUrl(env.CMS_AUTH_URL),
    ...proxies(env, true),
  ].filter((line) => line !== undefined)
}

/** The host of a value that is an address, an email's or a link's; an example inside a sentence is text. */
function addressHost(value: string) {
  const email = /^(?:mailto:)?[^\s@/:]+@([^\s@/]+)$/i.exec(value)
  if (email) return email[1]
  return /^[a-z][\w+.-]*:\/\//i.test(value) ? parsed(value)?.hostname : undefined
}

function exampleValues(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; value: string }[] {
  if (typeof value === 'string') return reservedHost(addressHost(value) ?? '') ? [{ path, value }] : []
  if (Array.isArray(value)) return value.flatMap((item, index) => exampleValues(item, [...path, index + 1]))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => exampleValues(item, [...path, key]))
  return []
}

const jsonFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? jsonFiles(join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [join(dir, entry.name)]
        : [],
  )

/** Every content value on a reserved example domain, read as the build reads it (a test's CONTENT_OVERRIDES included). */
export function exampleDomainProblems(dir = 'content', overrides = process.env.CONTENT_OVERRIDES): string[] {
  return jsonFiles(dir)
    .sort()
    .flatMap((file) => {
      const swapped = overrides && join(overrides, relative(dir, file))
      const data: unknown = JSON.parse(readFileSync(swapped && existsSync(swapped) ? swapped : file, 'utf8'))
      return exampleValues(data).map(({ path, value }) => {
        const lang = LANGS.find((name) => name === path[0])
        const message = `found ${JSON.stringify(value)}, on a reserved example domain, expected the business's own address`
        return formatProblem({
          file: join('content', relative(dir, file)),
          lang,
          path: lang ? path.slice(1) : path,
          message,
        })
      })
    })
}

export function deployProblems(env: Env, viteEnv: Env, contentDir = 'content'): string[] {
  const deploy = Boolean(deployBuild(env))
  return [...settingsProblems(env, viteEnv, deploy), ...(deploy ? exampleDomainProblems(contentDir) : [])]
}

/** Vite prints a failed build's error with `inspect`: this one shows its lines alone, without a stack. */
export class SettingsRefused extends Error {
  constructor(lines: string[]) {
    super(lines.join('\n'))
  }

  [inspect.custom]() {
    return this.message
  }
}

/** Fails `vite build` as soon as the configuration is known, before anything is bundled or emptied. */
export function deployCheck(): Plugin {
  return {
    name: 'deploy-check',
    apply: 'build',
    configResolved(config) {
      const lines = deployProblems(process.env, config.env)
      if (lines.length) throw new SettingsRefused(lines)
    },
  }
}
