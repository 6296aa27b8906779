import { execFileSync } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { TestInfo } from '@playwright/test'
import { copyIn, test, expect, queuedApplications, settled, visit } from './fixtures'
import { APPLICANT } from './site'
import { createStaticServer } from '../scripts/hosting/serve.mjs'
import { fillApplication } from './cross-browser/in-page'

const { pwa, chrome, applicationForm, caseStudies } = copyIn('en')
const study = { path: `/case-study/${caseStudies[0]!.slug}`, heading: caseStudies[0]!.company }

test.use({ serviceWorkers: 'allow' })

const ROOT = join(import.meta.dirname, '..')

/** A site on its own server serving the build under test, until `deploy()` swaps in a second, real build made with `env`. */
async function twoReleases(testInfo: TestInfo, env: Record<string, string>, hubspotOrigin: string) {
  // Inside the project, so the second server bundle resolves its packages from node_modules.
  const work = testInfo.outputPath('releases')
  const site = join(work, 'site')
  cpSync(join(ROOT, 'dist'), site, { recursive: true })
  // The site alone: the content editor's build (half the time) has no part in an update.
  execFileSync('npm', ['run', 'build:site'], {
    cwd: ROOT,
    env: { ...process.env, ...env, BUILD_OUT_DIR: join(work, 'next'), SERVER_OUT_DIR: join(work, 'next-server') },
    stdio: 'ignore',
  })
  const server = createStaticServer(site, { hubspotOrigin })
  await new Promise<void>((done) => server.listen(0, 'localhost', done))
  return {
    base: `http://localhost:${(server.address() as AddressInfo).port}`,
    deploy() {
      rmSync(site, { recursive: true })
      cpSync(join(work, 'next'), site, { recursive: true })
    },
    close() {
      server.close()
      rmSync(work, { recursive: true, force: true })
    },
  }
}

test('a visitor on an old release is offered the new one, and Reload shows it, leaving the page that sent alone', async ({
  page,
  context,
  hubspot,
  allowConsole,
  site,
}, testInfo) => {
  test.setTimeout(120_000)
  const { base, deploy, close } = await twoReleases(testInfo, { APP_VERSION: 'e2e-release-2' }, site.hubspotOrigin)
  try {
    await visit(page, `${base}/`)
    await settled(page)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 })
    allowConsole(/ERR_BLOCKED_BY_CLIENT/)
    hubspot.mode = 'fail'
    const form = await context.newPage()
    await visit(form, `${base}/get-started`)
    await settled(form)
    await form.getByRole('form', { name: applicationForm.label }).waitFor()
    await form.evaluate(fillApplication, APPLICANT)

    deploy()
    await visit(page, `${base}${study.path}`)
    await settled(page)

    const toast = page.getByText(pwa.toasts.updateAvailable)
    await expect(toast).toBeVisible({ timeout: 15_000 })
    // Sent through the old release's worker, which sends first (issue 44); Reload is pressed once it has ended (docs/application.md).
    await form.getByRole('button', { name: applicationForm.submit }).click()
    await expect(form.getByRole('heading', { name: applicationForm.sentTitle })).toBeFocused()
    const formNavigated: string[] = []
    form.on('framenavigated', (frame) => frame === form.mainFrame() && formNavigated.push(frame.url()))
    const reloaded = page.waitForEvent('load', { timeout: 45_000 })
    // A toast with an action stays until it is used (Toasts.test.tsx): no race with its timer.
    await page.getByRole('button', { name: pwa.toasts.reload }).click()
    await reloaded
    expect(formNavigated).toEqual([])
    await expect(form.getByRole('heading', { name: applicationForm.sentTitle })).toBeVisible()
    expect(hubspot.attempts).toBe(1)
    expect(hubspot.submissions).toHaveLength(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.heading)
    await visit(page, `${base}/privacy`)
    await expect(page.getByRole('main')).toContainText(`${chrome.versionLabel} e2e-release-2`)
    const caches = await page.evaluate(async () => {
      const names = await window.caches.keys()
      const precache = names.filter((name) => name.includes('precache'))
      return Promise.all(
        precache.map(async (name) => (await (await window.caches.open(name)).keys()).map((request) => request.url)),
      )
    })
    expect(caches).toHaveLength(1)
  } finally {
    close()
  }
})

test('the kill-switch build removes the service worker, every cache of the site and the queue of applications', async ({
  page,
  hubspot,
  site,
}, testInfo) => {
  test.setTimeout(120_000)
  const { base, deploy, close } = await twoReleases(testInfo, { SW_KILL_SWITCH: '1' }, site.hubspotOrigin)
  // The self-destroying worker reloads the page it takes over: a read cut short by that counts as "not yet".
  const state = () =>
    page
      .evaluate(async () => ({
        workers: (await navigator.serviceWorker.getRegistrations()).length,
        caches: (await caches.keys()).length,
        controlled: navigator.serviceWorker.controller !== null,
      }))
      .catch((error: Error) => {
        if (/Execution context was destroyed|navigation/.test(error.message)) return undefined
        throw error
      })
  try {
    await visit(page, `${base}/`)
    await settled(page)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 })
    expect((await state())?.caches).toBeGreaterThan(0)
    hubspot.api = 'unreachable'
    await page.evaluate(async (values) => {
      const worker = (await navigator.serviceWorker.ready).active!
      worker.postMessage({ type: 'application', application: { id: 'waiting-1', savedAt: Date.now(), values } })
    }, APPLICANT)
    await expect.poll(() => queuedApplications(page)).toBe(1)

    deploy()
    await page.goto(`${base}${study.path}`)
    // Done once the worker has reloaded the page it controlled: the new page has no worker.
    await expect.poll(state, { timeout: 20_000 }).toEqual({ workers: 0, caches: 0, controlled: false })
    // No worker registered again, even once its settled start-up has run (the queue emptied) and the frame after.
    await page.addInitScript(() => {
      const record = window as unknown as { registered: number }
      record.registered = 0
      ServiceWorkerContainer.prototype.register = () => (
        record.registered++,
        Promise.reject(new Error('The kill switch registers no worker'))
      )
    })
    const startUp = page.waitForResponse(/\/assets\/notifications-/)
    await page.reload()
    await settled(page)
    await startUp
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.heading)
    await expect.poll(() => queuedApplications(page)).toBe(0)
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
    expect(await page.evaluate(() => (window as unknown as { registered: number }).registered)).toBe(0)
    expect(await state()).toEqual({ workers: 0, caches: 0, controlled: false })
  } finally {
    close()
  }
})
