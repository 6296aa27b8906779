import { readdirSync, readFileSync, type Dirent } from 'node:fs'
import { join, relative } from 'node:path'
import type { FrameLocator, Locator, Page } from '@playwright/test'
import { test as base, expect } from './fixtures'

export { expect }

/** The test repository's folder in the origin private file system: `TEST_BACKEND_ROOT_DIR_NAME` (src/lib/services/backends/fs/test.js in sveltia/sveltia-cms). */
export const TEST_REPO = 'sveltia-cms-test'

export type RepoFile = string | Buffer

/** Sveltia UI also names its fonts on a CDN, which the editor's policy refuses before any request leaves (docs/toolchain.md). */
const CDN_FONT = String.raw`https://cdn\.jsdelivr\.net/fontsource/fonts/(?:source-sans-3:vf@5\.3\.0|noto-mono@5\.3\.0|material-symbols-outlined:vf@5\.3\.7)/latin-[\w-]+\.woff2`
const CDN_FONT_VIOLATION = new RegExp(`^font-src ${CDN_FONT}$`)
export const CDN_FONT_CONSOLE = new RegExp(
  `^error: Loading the font '${CDN_FONT}' violates the following Content Security Policy directive: "font-src 'self'"`,
)

const OUTSIDE = /^https?:\/\/(?!(?:localhost|127\.0\.0\.1|\[::1\])[:/])/

const CONTENT = join(import.meta.dirname, '..', 'content')

/** The site's content as committed, to seed the test repository with. */
export const contentFiles = (): Record<string, RepoFile> =>
  Object.fromEntries(
    (readdirSync(CONTENT, { recursive: true, withFileTypes: true }) as Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name)
        return [
          `content/${relative(CONTENT, path)}`,
          /\.json$/.test(entry.name) ? readFileSync(path, 'utf8') : readFileSync(path),
        ]
      }),
  )

/** Writes files into the test repository; the page must be on the editor's origin, before sign-in reads them. */
export async function seedRepo(page: Page, files: Record<string, RepoFile>) {
  const entries = Object.entries(files).map(
    ([path, content]) =>
      [path, typeof content === 'string' ? content : { base64: content.toString('base64') }] as const,
  )
  await page.evaluate(
    async ({ repo, entries }) => {
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(repo, { create: true })
      for (const [path, content] of entries) {
        const parts = path.split('/')
        const name = parts.pop()!
        let folder = root
        for (const part of parts) folder = await folder.getDirectoryHandle(part, { create: true })
        const writable = await (await folder.getFileHandle(name, { create: true })).createWritable()
        await writable.write(
          typeof content === 'string' ? content : Uint8Array.from(atob(content.base64), (char) => char.charCodeAt(0)),
        )
        await writable.close()
      }
    },
    { repo: TEST_REPO, entries },
  )
}

/** A file of the test repository once the CMS has finished writing (to a `.sveltia-tmp-*` file, then moved into place). */
export async function readRepoFile(page: Page, path: string): Promise<Buffer | undefined> {
  let found: { writing: boolean; base64?: string } = { writing: true }
  await expect
    .poll(
      async () =>
        (found = await page.evaluate(
          async ({ repo, path }) => {
            const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(repo)
            const writing = async (folder: FileSystemDirectoryHandle): Promise<boolean> => {
              for await (const handle of (
                folder as unknown as { values(): AsyncIterable<FileSystemHandle> }
              ).values()) {
                if (
                  handle.name.startsWith('.sveltia-tmp-') ||
                  (handle.kind === 'directory' && (await writing(handle as FileSystemDirectoryHandle)))
                )
                  return true
              }
              return false
            }
            if (await writing(root)) return { writing: true }
            try {
              const parts = path.split('/')
              const name = parts.pop()!
              let folder = root
              for (const part of parts) folder = await folder.getDirectoryHandle(part)
              const bytes = new Uint8Array(await (await (await folder.getFileHandle(name)).getFile()).arrayBuffer())
              let binary = ''
              for (const byte of bytes) binary += String.fromCharCode(byte)
              return { writing: false, base64: btoa(binary) }
            } catch {
              return { writing: false }
            }
          },
          { repo: TEST_REPO, path },
        )).writing,
      { message: `the CMS to finish writing before ${path} is read` },
    )
    .toBe(false)
  return found.base64 === undefined ? undefined : Buffer.from(found.base64, 'base64')
}

export async function readRepoFolder(page: Page, folder: string): Promise<Record<string, Buffer>> {
  await readRepoFile(page, folder)
  const paths = await page.evaluate(async (repo) => {
    const found: string[] = []
    const walk = async (handle: FileSystemDirectoryHandle, prefix: string) => {
      for await (const child of (handle as unknown as { values(): AsyncIterable<FileSystemHandle> }).values()) {
        if (child.kind === 'directory') await walk(child as FileSystemDirectoryHandle, `${prefix}${child.name}/`)
        else found.push(`${prefix}${child.name}`)
      }
    }
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(repo), '')
    return found
  }, TEST_REPO)
  const files = paths.filter((path) => path.startsWith(folder))
  return Object.fromEntries(
    await Promise.all(files.map(async (path) => [path, (await readRepoFile(page, path))!] as const)),
  )
}

// content/README.md, "Previewing and publishing": the editor's preview draws the entry with the site's own components and stylesheet.

/** What the site's stylesheet draws a box with. */
export const drawn = (box: Locator) =>
  box.evaluate((element) => {
    const style = getComputedStyle(element)
    return {
      background: style.backgroundColor,
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      radius: style.borderStartStartRadius,
      padding: style.paddingBlockStart,
    }
  })

export const preview = (page: Page): FrameLocator => page.frameLocator('iframe[title="Content Preview"]')

/** The site's components load when a preview first opens: 0.4 MB, seconds on a busy machine (the editor alone takes a minute there, as in cms.spec.ts). */
export const FIRST_DRAWING = 30_000

interface Cms {
  open: () => Promise<import('@playwright/test').Response | null>
  seed: (files: Record<string, RepoFile>) => Promise<void>
  /** Signs in to the test repository. Never reload after it: the CMS would sign in anew from the repository. */
  signIn: () => Promise<void>
  readAll: (folder: string) => Promise<Record<string, Buffer>>
}

/** The editor at /admin/ as built, the `test-repo` backend in place of GitHub; fails on any request leaving this machine or breach of its policy. */
export const test = base.extend<{ cms: Cms }>({
  cms: async ({ page, allowConsole }, use) => {
    const context = page.context()
    const outside: string[] = []
    // After the fixtures' own refusal, so this one decides.
    await context.route(OUTSIDE, (route) => {
      outside.push(route.request().url())
      return route.abort('blockedbyclient')
    })
    // The CMS asks for it with a query that defeats caches.
    await context.route('**/admin/config.yml*', async (route) => {
      const response = await route.fetch()
      const config = (await response.json()) as Record<string, unknown>
      await route.fulfill({ response, json: { ...config, backend: { name: 'test-repo' } } })
    })
    await context.addInitScript(() => {
      const violations: string[] = []
      ;(window as unknown as { __csp: string[] }).__csp = violations
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      )
    })
    allowConsole(CDN_FONT_CONSOLE)
    // Its preview's frame, sandboxed yet given scripts and this origin, as the preview needs.
    allowConsole(
      /^warning: An iframe which has both allow-scripts and allow-same-origin for its sandbox attribute can escape its sandboxing\./,
    )
    // The real configuration's workflow needs GitHub; the test backend commits directly instead.
    allowConsole(/^warning: Editorial Workflow is currently supported only with the GitHub and GitLab backends\./)
    const signInButton = page.getByRole('button', { name: 'Work with Test Repository' })
    await use({
      open: async () => {
        const response = await page.goto('/admin/')
        await expect(signInButton).toBeVisible()
        return response
      },
      seed: (files) => seedRepo(page, files),
      signIn: async () => {
        await signInButton.click()
        await expect(page.getByRole('button', { name: 'Show Account Menu' })).toBeVisible()
      },
      readAll: (folder) => readRepoFolder(page, folder),
    })
    expect(outside, 'requests that would have left this machine').toEqual([])
    const violations = page.url().includes('/admin/')
      ? await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)
      : []
    expect(
      violations.filter((violation) => !CDN_FONT_VIOLATION.test(violation)),
      "breaches of the editor's policy",
    ).toEqual([])
  },
})
