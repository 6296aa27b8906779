/** The last build's page list, for the scripts Node runs without TypeScript. */
import { existsSync, readFileSync } from 'node:fs'

const LIST = new URL('../../dist-server/pages.json', import.meta.url)

/** @returns {{ path: string, file: string, kind: string, lang: string, indexable: boolean, formProvider: boolean }[]} */
export function builtPages() {
  if (!existsSync(LIST) || !existsSync(new URL('../../dist/index.html', import.meta.url))) {
    console.error('There is no production build (dist/ and dist-server/pages.json). Run `npm run build` first.')
    process.exit(1)
  }
  return JSON.parse(readFileSync(LIST, 'utf8'))
}

export const auditPath = (page) => (page.kind === 'not-found' ? `/${page.file}` : page.path)

export const templates = (pages) =>
  pages.filter(
    (page, index) => pages.findIndex((other) => other.kind === page.kind && other.lang === page.lang) === index,
  )
