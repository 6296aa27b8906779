import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { inspect } from 'node:util'
import { resolveConfig } from 'vite'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { PLACEHOLDER_FORM_ID, PLACEHOLDER_PORTAL_ID } from '../../src/application/hubspot.ts'
import {
  SettingsRefused,
  deployBuild,
  deployProblems,
  exampleDomainProblems,
  settingsProblems,
} from './deploy-check.ts'

const SETTINGS = {
  SITE_URL: 'https://www.launchloop.io',
  CMS_REPO: 'launchloop/site',
  CMS_AUTH_URL: 'https://auth.launchloop.io',
}
const IDS = {
  VITE_HUBSPOT_PORTAL_ID: '1234567',
  VITE_HUBSPOT_FORM_ID: 'a1b2c3d4-0000-4000-8000-123456789abc',
  VITE_HUBSPOT_FORM_ID_AR: 'b1b2c3d4-0000-4000-8000-123456789abc',
  VITE_HUBSPOT_MEETINGS_URL: 'https://meetings.hubspot.com/launchloop',
  VITE_HUBSPOT_MEETINGS_URL_AR: 'https://meetings-eu1.hubspot.com/launchloop-ar',
}
const MARKERS = ['VERCEL', 'NETLIFY', 'CF_PAGES', 'WORKERS_CI', 'DEPLOY']
const PROXIES = ['HUBSPOT_SUBMIT_ORIGIN', 'ANALYTICS_UPSTREAM']
const VARIABLES = [...MARKERS, ...Object.keys(SETTINGS), ...Object.keys(IDS), ...PROXIES]

const dirs: string[] = []
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function contentDir(files: Record<string, unknown>) {
  const dir = tempDir('content-')
  for (const [file, data] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), JSON.stringify(data))
  }
  return dir
}

describe('deployBuild', () => {
  it('recognises each host by the variable it sets in its builds, and DEPLOY=1', () => {
    expect(deployBuild({ VERCEL: '1' })).toBe('Vercel build (VERCEL=1)')
    expect(deployBuild({ NETLIFY: 'true' })).toBe('Netlify build (NETLIFY=true)')
    expect(deployBuild({ CF_PAGES: '1' })).toBe('Cloudflare Pages build (CF_PAGES=1)')
    expect(deployBuild({ DEPLOY: '1' })).toBe('deploy build (DEPLOY=1)')
  })

  it('takes any other build for a local one', () => {
    expect(deployBuild({})).toBeUndefined()
    expect(
      deployBuild({ VERCEL: '', NETLIFY: 'false', CF_PAGES: '0', DEPLOY: '0', NODE_ENV: 'production', CI: 'true' }),
    ).toBeUndefined()
  })
})

describe('the settings a deploy refuses, one line each', () => {
  const refused = (env: Record<string, string | undefined>) =>
    settingsProblems({ ...SETTINGS, ...env }, { ...IDS, ...env }, true)

  it('accepts a complete set of real settings, and leaves out the optional ones', () => {
    expect(refused({})).toEqual([])
    expect(
      refused({
        VITE_HUBSPOT_FORM_ID_AR: undefined,
        VITE_HUBSPOT_MEETINGS_URL: undefined,
        VITE_HUBSPOT_MEETINGS_URL_AR: undefined,
        CMS_REPO: undefined,
        CMS_AUTH_URL: undefined,
      }),
    ).toEqual([])
  })

  it.each([
    [{ SITE_URL: undefined }, `SITE_URL: found nothing, expected the site's public address, starting with https://`],
    [
      { SITE_URL: 'launchloop.io' },
      `SITE_URL: found "launchloop.io", expected the site's public address, starting with https://`,
    ],
    [
      { SITE_URL: 'http://www.launchloop.io' },
      `SITE_URL: found "http://www.launchloop.io", expected the site's public address, starting with https://`,
    ],
    [
      { SITE_URL: 'https://www.launchloop.example' },
      `SITE_URL: found "https://www.launchloop.example", expected the site's own address, not a reserved example domain`,
    ],
    [
      { VITE_HUBSPOT_PORTAL_ID: undefined },
      `VITE_HUBSPOT_PORTAL_ID: found nothing, expected the HubSpot account's portal id, digits only (00000000 is the placeholder)`,
    ],
    [
      { VITE_HUBSPOT_PORTAL_ID: PLACEHOLDER_PORTAL_ID },
      `VITE_HUBSPOT_PORTAL_ID: found "00000000", expected the HubSpot account's portal id, digits only (00000000 is the placeholder)`,
    ],
    [
      { VITE_HUBSPOT_PORTAL_ID: 'Portal 12345' },
      `VITE_HUBSPOT_PORTAL_ID: found "Portal 12345", expected the HubSpot account's portal id, digits only`,
    ],
    [
      { VITE_HUBSPOT_FORM_ID: undefined },
      `VITE_HUBSPOT_FORM_ID: found nothing, expected the form's id from HubSpot, a UUID, 32 hexadecimal digits in groups of 8-4-4-4-12, not the placeholder`,
    ],
    [
      { VITE_HUBSPOT_FORM_ID: 'contact-form' },
      `VITE_HUBSPOT_FORM_ID: found "contact-form", expected the form's id from HubSpot, a UUID, 32 hexadecimal digits in groups of 8-4-4-4-12`,
    ],
    [
      { VITE_HUBSPOT_FORM_ID_AR: PLACEHOLDER_FORM_ID },
      `VITE_HUBSPOT_FORM_ID_AR: found "${PLACEHOLDER_FORM_ID}", expected the form's id from HubSpot, a UUID, 32 hexadecimal digits in groups of 8-4-4-4-12, not the placeholder`,
    ],
    [
      { VITE_HUBSPOT_FORM_ID_AR: 'a1b2c3d4' },
      `VITE_HUBSPOT_FORM_ID_AR: found "a1b2c3d4", expected the form's id from HubSpot, a UUID, 32 hexadecimal digits in groups of 8-4-4-4-12`,
    ],
    [
      { VITE_HUBSPOT_MEETINGS_URL: 'http://meetings.hubspot.com/launchloop' },
      `VITE_HUBSPOT_MEETINGS_URL: found "http://meetings.hubspot.com/launchloop", expected a HubSpot meetings page, https://meetings.hubspot.com/ followed by its name`,
    ],
    [
      { VITE_HUBSPOT_MEETINGS_URL_AR: 'https://calendly.com/launchloop' },
      `VITE_HUBSPOT_MEETINGS_URL_AR: found "https://calendly.com/launchloop", expected a HubSpot meetings page, https://meetings.hubspot.com/ followed by its name`,
    ],
    [
      { CMS_REPO: 'https://github.com/launchloop/site' },
      `CMS_REPO: found "https://github.com/launchloop/site", expected the GitHub repository as owner/name, as in launchloop/site`,
    ],
    [
      { CMS_AUTH_URL: 'auth.launchloop.io' },
      `CMS_AUTH_URL: found "auth.launchloop.io", expected the sign-in relay's address, starting with https://`,
    ],
    [
      { HUBSPOT_SUBMIT_ORIGIN: 'http://127.0.0.1:8125' },
      `HUBSPOT_SUBMIT_ORIGIN: found "http://127.0.0.1:8125", expected an https: origin such as https://api.hsforms.com, with no path`,
    ],
    [
      { ANALYTICS_UPSTREAM: 'plausible.io/api/event' },
      `ANALYTICS_UPSTREAM: found "plausible.io/api/event", expected a full http(s) address such as https://plausible.io/api/event, without credentials or any of ; $ " ' { } \\`,
    ],
  ])('refuses %o with its line', (wrong, line) => {
    expect(refused(wrong)).toEqual([line])
  })

  it('refuses a meetings address without a page, and an http: sign-in relay', () => {
    expect(refused({ VITE_HUBSPOT_MEETINGS_URL: 'https://meetings.hubspot.com/' })).toHaveLength(1)
    expect(refused({ CMS_AUTH_URL: 'http://auth.launchloop.io' })).toEqual([
      `CMS_AUTH_URL: found "http://auth.launchloop.io", expected the sign-in relay's address, starting with https://`,
    ])
  })
})

const exampleLine = (lang: string) =>
  `content/settings.json › ${lang} › contactEmail: found "hi@studio.example", on a reserved example domain, expected the business's own address`

describe('content on a reserved example domain', () => {
  it('names the file and the field of every address there, and leaves an example inside a sentence', () => {
    const dir = contentDir({
      'settings.json': {
        en: { contactEmail: 'hi@studio.example', linkedInUrl: 'https://www.linkedin.com/company/studio' },
        ar: { contactEmail: 'hi@studio.io' },
      },
      'pages/application.json': { en: { email: { invalid: 'Write it like name@example.com' } } },
      'case-studies/moneymind.json': { en: { links: ['https://moneymind.app', 'https://demo.example.com/moneymind'] } },
    })
    expect(exampleDomainProblems(dir)).toEqual([
      `content/case-studies/moneymind.json › English › links › 2: found "https://demo.example.com/moneymind", on a reserved example domain, expected the business's own address`,
      exampleLine('English'),
    ])
  })

  it('reads a file swapped in by CONTENT_OVERRIDES, as the build does', () => {
    const dir = contentDir({ 'settings.json': { en: { contactEmail: 'hi@studio.io' } } })
    expect(
      exampleDomainProblems(dir, contentDir({ 'settings.json': { en: { contactEmail: 'hi@studio.example' } } })),
    ).toEqual([exampleLine('English')])
  })
})

/** Every setting wrong at once, and a contact address on an example domain in both languages. */
const ALL_WRONG = {
  DEPLOY: '1',
  SITE_URL: 'launchloop.io',
  VITE_HUBSPOT_PORTAL_ID: 'Portal 12345',
  VITE_HUBSPOT_FORM_ID: PLACEHOLDER_FORM_ID,
  VITE_HUBSPOT_FORM_ID_AR: 'arabic',
  VITE_HUBSPOT_MEETINGS_URL: 'http://meetings.hubspot.com/launchloop',
  VITE_HUBSPOT_MEETINGS_URL_AR: 'meetings.hubspot.com/launchloop',
  CMS_REPO: 'launchloop',
  CMS_AUTH_URL: '/auth',
  HUBSPOT_SUBMIT_ORIGIN: 'https://api.hsforms.com/submissions',
}
const SETTING_LINES = [
  `SITE_URL: found "launchloop.io", expected the site's public address, starting with https://`,
  `VITE_HUBSPOT_PORTAL_ID: found "Portal 12345", expected the HubSpot account's portal id, digits only`,
  `VITE_HUBSPOT_FORM_ID: found "${PLACEHOLDER_FORM_ID}", expected the form's id from HubSpot, a UUID, 32 hexadecimal digits in groups of 8-4-4-4-12, not the placeholder`,
  `VITE_HUBSPOT_FORM_ID_AR: found "arabic", expected the form's id from HubSpot, a UUID, 32 hexadecimal digits in groups of 8-4-4-4-12`,
  `VITE_HUBSPOT_MEETINGS_URL: found "http://meetings.hubspot.com/launchloop", expected a HubSpot meetings page, https://meetings.hubspot.com/ followed by its name`,
  `VITE_HUBSPOT_MEETINGS_URL_AR: found "meetings.hubspot.com/launchloop", expected a HubSpot meetings page, https://meetings.hubspot.com/ followed by its name`,
  `CMS_REPO: found "launchloop", expected the GitHub repository as owner/name, as in launchloop/site`,
  `CMS_AUTH_URL: found "/auth", expected the sign-in relay's address, starting with https://`,
  `HUBSPOT_SUBMIT_ORIGIN: found "https://api.hsforms.com/submissions", expected an https: origin such as https://api.hsforms.com, with no path`,
]
/** Content overrides: the content's settings with another contact address, whatever the business has since entered. */
function settingsWithContact(contactEmail: string) {
  const settings = JSON.parse(readFileSync('content/settings.json', 'utf8')) as Record<string, { contactEmail: string }>
  for (const words of Object.values(settings)) words.contactEmail = contactEmail
  return contentDir({ 'settings.json': settings })
}

describe('deployProblems', () => {
  it('reports every wrong setting of a deploy at once, in one run', () => {
    const content = contentDir({
      'settings.json': { en: { contactEmail: 'hi@studio.example' }, ar: { contactEmail: 'hi@studio.example' } },
    })
    expect(deployProblems(ALL_WRONG, ALL_WRONG, content)).toEqual([
      ...SETTING_LINES,
      exampleLine('English'),
      exampleLine('Arabic'),
    ])
  })

  it('lets a local build keep the placeholders, example addresses and a stand-in on loopback, and refuses there only what is no address', () => {
    const local = { ...ALL_WRONG, DEPLOY: undefined, HUBSPOT_SUBMIT_ORIGIN: 'http://127.0.0.1:8125' }
    const content = settingsWithContact('hi@studio.example')
    expect(deployProblems({ ...local, SITE_URL: undefined }, local, content)).toEqual([])
    expect(deployProblems({ ...local, SITE_URL: 'http://localhost:4173' }, local, content)).toEqual([])
    expect(deployProblems(local, local, content)).toEqual([
      'SITE_URL: found "launchloop.io", expected an absolute address, starting with https:// (or http:// off a deploy)',
    ])
    expect(
      deployProblems(
        { ...local, SITE_URL: undefined, ANALYTICS_UPSTREAM: 'https://u:p@plausible.io/' },
        local,
        content,
      ),
    ).toEqual([
      `ANALYTICS_UPSTREAM: found "https://u:p@plausible.io/", expected a full http(s) address such as https://plausible.io/api/event, without credentials or any of ; $ " ' { } \\`,
    ])
  })

  it('shows its lines alone where Vite prints the error', () => {
    expect(`error during build:\n${inspect(new SettingsRefused(['one', 'two']))}`).toBe('error during build:\none\ntwo')
  })
})

describe('the build configuration', { timeout: 60_000 }, () => {
  // No `.env` file of this machine's: the ids come from the stubbed environment alone.
  const envDir = tempDir('env-')
  const stub = (env: Record<string, string>) => VARIABLES.forEach((name) => vi.stubEnv(name, env[name]))
  afterEach(() => vi.unstubAllEnvs())

  it('builds with the placeholders off a host, as `npm start` on a fresh machine does', async () => {
    stub({})
    await expect(resolveConfig({ envDir, logLevel: 'silent' }, 'build')).resolves.toBeDefined()
  })

  it("builds on a host with real settings and the business's own contact address", async () => {
    stub({ CF_PAGES: '1', ...SETTINGS, ...IDS })
    vi.stubEnv('CONTENT_OVERRIDES', settingsWithContact('hi@studio.io'))
    const config = await resolveConfig({ envDir, logLevel: 'silent' }, 'build')
    expect(config.plugins.map((plugin) => plugin.name)).toContain('deploy-check')
  })
})

/** The real `vite build` as a host runs it; its output read as the build's log shows it, without colours. */
async function viteBuild(env: Record<string, string | undefined>) {
  const out = tempDir('deploy-check-')
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => ![...VARIABLES, 'NODE_ENV', 'CONTENT_OVERRIDES'].includes(name)),
  )
  // Elsewhere than dist/, should the check ever let it through.
  const vars = {
    ...clean,
    ...env,
    NO_COLOR: '1',
    BUILD_OUT_DIR: join(out, 'dist'),
    SERVER_OUT_DIR: join(out, 'dist-server'),
  }
  const build = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--ssr', 'src/entry-server.tsx'], {
    env: vars,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  build.stdout.on('data', (chunk) => (output += chunk))
  build.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise((done) => build.on('close', done))
  return {
    code,
    output,
    shown: output.slice(output.indexOf('error during build:')).trim().split('\n'),
    bundled: existsSync(join(out, 'dist-server')),
  }
}

describe('`vite build`', { timeout: 60_000 }, () => {
  it('on a deploy with every setting wrong, exits with every refusal, one line each, before it bundles anything', async () => {
    const overrides = settingsWithContact('hi@studio.example')
    const [deploy, local] = await Promise.all([
      viteBuild({ ...ALL_WRONG, CONTENT_OVERRIDES: overrides }),
      viteBuild({ SITE_URL: 'launchloop.io' }),
    ])
    const content = exampleDomainProblems('content', overrides)
    expect(content).toEqual(expect.arrayContaining([exampleLine('English'), exampleLine('Arabic')]))
    expect(deploy.code).toBe(1)
    expect(deploy.shown).toEqual(['error during build:', ...SETTING_LINES, ...content])
    expect(deploy.bundled).toBe(false)
    // Off a deploy, an address that is none stops the build with one line, not a stack trace per page.
    expect(local.code).toBe(1)
    expect(local.shown).toEqual([
      'error during build:',
      'SITE_URL: found "launchloop.io", expected an absolute address, starting with https:// (or http:// off a deploy)',
    ])
    for (const { output } of [deploy, local]) expect(output).not.toMatch(/^\s+at |Invalid URL/m)
  })
})
