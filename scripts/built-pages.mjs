/**
 * The page list of the last build (src/lib/page-list.ts, written beside the server bundle by
 * scripts/prerender.ts), for the scripts Node runs without TypeScript.
 */
import { existsSync, readFileSync } from 'node:fs'

const LIST = new URL('../dist-server/pages.json', import.meta.url)

/** @returns {{ path: string, file: string, kind: string, indexable: boolean, formProvider: boolean, formEndpoint: boolean }[]} */
export function builtPages() {
  if (!existsSync(LIST) || !existsSync(new URL('../dist/index.html', import.meta.url))) {
    console.error('There is no production build (dist/ and dist-server/pages.json). Run `npm run build` first.')
    process.exit(1)
  }
  return JSON.parse(readFileSync(LIST, 'utf8'))
}

/** The address that audits a page: its own, or for the shared not-found page its file. */
export const auditPath = (page) => (page.kind === 'not-found' ? `/${page.file}` : page.path)

/** The first page of each kind: the templates, which share a route, a layout and a budget. */
export const templates = (pages) => pages.filter((page, index) => pages.findIndex((other) => other.kind === page.kind) === index)
