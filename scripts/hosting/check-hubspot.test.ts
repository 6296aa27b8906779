/** `npm run check:hubspot` against a stand-in of HubSpot's Forms API v3 (GET /marketing/v3/forms/{formId}). */
import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applicationFieldShapes, PACKAGE_FIELD } from '../../src/content/application-fields.ts'
import { main, sentFields, type FormDefinition } from './check-hubspot.ts'

const TOKEN = 'pat-na1-secret-0000'
const FORMS = {
  complete: 'a1b2c3d4-0000-4000-8000-000000000001',
  missing: 'a1b2c3d4-0000-4000-8000-000000000002',
  options: 'a1b2c3d4-0000-4000-8000-000000000003',
  captcha: 'a1b2c3d4-0000-4000-8000-000000000004',
}
const packages = (applicationFieldShapes.find((field) => field.name === PACKAGE_FIELD) as { values: string[] }).values

function definition({
  without,
  options = packages,
  recaptchaEnabled = false,
  notifyRecipients = ['12345'],
}: {
  without?: string
  options?: string[]
  recaptchaEnabled?: boolean
  notifyRecipients?: string[]
} = {}): FormDefinition {
  const fields = sentFields()
    .filter((name) => name !== without)
    .map((name) => ({
      name,
      required: false,
      ...(name === PACKAGE_FIELD ? { options: options.map((value) => ({ value, label: value })) } : {}),
    }))
  return {
    name: 'Apply',
    fieldGroups: [{ fields: fields.slice(0, 3) }, { fields: fields.slice(3) }],
    configuration: { recaptchaEnabled, notifyRecipients, notifyContactOwner: false },
  }
}

const DEFINITIONS: Record<string, FormDefinition> = {
  [FORMS.complete]: definition(),
  [FORMS.missing]: definition({ without: 'utm_campaign', notifyRecipients: [] }),
  [FORMS.options]: definition({ options: [...packages.slice(1), 'ENTERPRISE'] }),
  [FORMS.captcha]: definition({ recaptchaEnabled: true }),
}

let server: Server
let api: string
beforeAll(async () => {
  server = createServer((request, response) => {
    const id = /^\/marketing\/v3\/forms\/([\w-]+)$/.exec(request.url ?? '')?.[1]
    if (request.headers.authorization !== `Bearer ${TOKEN}`)
      return response
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"status":"error","category":"INVALID_AUTHENTICATION"}')
    const found = id && DEFINITIONS[id]
    response
      .writeHead(found ? 200 : 404, { 'content-type': 'application/json' })
      .end(JSON.stringify(found || { status: 'error', category: 'OBJECT_NOT_FOUND' }))
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((closed) => server.close(closed)))

async function check(formId: string, env: Record<string, string> = {}) {
  const lines: string[] = []
  const code = await main(
    {
      HUBSPOT_TOKEN: TOKEN,
      HUBSPOT_API_URL: api,
      VITE_HUBSPOT_PORTAL_ID: '1234567',
      VITE_HUBSPOT_FORM_ID: formId,
      ...env,
    },
    (line) => lines.push(line),
  )
  return {
    code,
    lines,
    failures: lines.filter((line) => line.trimStart().startsWith('FAIL')).map((line) => line.trim()),
  }
}

describe('npm run check:hubspot', () => {
  it('passes a complete form: every field the site sends, the packages as options, no CAPTCHA, someone notified', async () => {
    const { code, lines, failures } = await check(FORMS.complete)
    expect(failures).toEqual([])
    expect(code).toBe(0)
    for (const name of sentFields()) expect(lines).toContain(`  ok    field ${name}: on the form`)
    expect(sentFields()).toEqual(
      expect.arrayContaining(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']),
    )
    expect(lines.at(-1)).toBe('HubSpot is set up for the site.')
  })

  it('names a field the form lacks, and no one notified', async () => {
    const { code, failures } = await check(FORMS.missing)
    expect(code).toBe(1)
    expect(failures).toEqual([
      expect.stringMatching(/^FAIL {2}field utm_campaign: not on the form/),
      expect.stringMatching(/^FAIL {2}notifications: no one is emailed/),
    ])
  })

  it("names the package options that differ from the packages' names", async () => {
    const { code, failures } = await check(FORMS.options)
    expect(code).toBe(1)
    expect(failures).toEqual([
      `FAIL  package options: expected ${packages.map((value) => `"${value}"`).join(', ')}; missing "${packages[0]}", which HubSpot refuses; not on the site "ENTERPRISE"`,
    ])
  })

  it('says CAPTCHA is on, which refuses every application from our form', async () => {
    const { code, failures } = await check(FORMS.captcha)
    expect(code).toBe(1)
    expect(failures).toEqual([expect.stringMatching(/^FAIL {2}CAPTCHA: on, so HubSpot refuses every application/)])
  })

  it('checks the Arabic form too where it has its own, and says in one line what it cannot read, never printing the token', async () => {
    const { code, lines, failures } = await check(FORMS.complete, {
      VITE_HUBSPOT_FORM_ID_AR: 'a1b2c3d4-0000-4000-8000-0000000000ff',
    })
    expect(code).toBe(1)
    expect(failures).toEqual(['FAIL  no form a1b2c3d4-0000-4000-8000-0000000000ff in the account the token belongs to'])
    const refused = await check(FORMS.complete, { HUBSPOT_TOKEN: 'pat-na1-wrong' })
    expect(refused.failures).toEqual([expect.stringMatching(/^FAIL {2}HubSpot refused the token \(401\)/)])
    expect([...lines, ...refused.lines].join('\n')).not.toMatch(/pat-na1/)
    expect((await check(FORMS.complete, { HUBSPOT_TOKEN: '' })).code).toBe(1)
  })

  it('runs as `npm run check:hubspot`: one line a check, a failing exit code, no stack trace', async () => {
    const run = spawn('npm', ['run', '-s', 'check:hubspot'], {
      env: {
        ...process.env,
        HUBSPOT_TOKEN: TOKEN,
        HUBSPOT_API_URL: api,
        VITE_HUBSPOT_PORTAL_ID: '1234567',
        VITE_HUBSPOT_FORM_ID: FORMS.captcha,
        VITE_HUBSPOT_FORM_ID_AR: '',
      },
    })
    let output = ''
    run.stdout.on('data', (chunk) => (output += chunk))
    run.stderr.on('data', (chunk) => (output += chunk))
    const code = await new Promise((done) => run.on('close', done))
    expect(code).toBe(1)
    expect(output).toMatch(/FAIL {2}CAPTCHA: on/)
    expect(output).not.toMatch(/\n\s+at |pat-na1/)
  }, 60_000)
})
