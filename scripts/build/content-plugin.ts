/** The content files in the build: checked before anything is built, case studies' pictures served in development. */
import { existsSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { CASE_STUDIES_DIR } from '../../src/content/case-studies.ts'
import { caseStudyImageAt } from './case-study-images.ts'
import { checkContent, formatProblems } from '../../src/content/check.ts'

/** Tests build the site with some content files swapped for fixtures: `content/home/team.json` is read from `<CONTENT_OVERRIDES>/home/team.json` if there is one. */
const OVERRIDES = process.env.CONTENT_OVERRIDES

/** Before Vite's own resolver, which would otherwise settle the import first. */
const overrides: Plugin = {
  name: 'content-overrides',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!OVERRIDES || !source.endsWith('.json')) return null
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
    const inContent = resolved && relative(resolve('content'), resolved.id)
    if (!inContent || inContent.startsWith('..')) return null
    const swapped = join(resolve(OVERRIDES), inContent)
    return existsSync(swapped) ? swapped : null
  },
}

export function content(): Plugin[] {
  let building = false
  const check: Plugin = {
    name: 'content',
    configResolved(config) {
      building = config.command === 'build'
    },
    async buildStart() {
      const problems = await checkContent('content', CASE_STUDIES_DIR)
      if (!problems.length) return
      if (!building) this.error(formatProblems(problems))
      // The message alone, without a stack trace: it is read by whoever edited the content.
      console.error(`\n${formatProblems(problems)}\n`)
      process.exit(1)
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const image = caseStudyImageAt(new URL(req.url ?? '/', 'http://localhost').pathname)
        if (!image) return next()
        image.then((body) => res.writeHead(200, { 'Content-Type': 'image/webp' }).end(body), next)
      })
      // Case studies are read from disk, not imported: a change to them renders every page afresh.
      const studies = resolve(CASE_STUDIES_DIR)
      server.watcher.add(studies)
      server.watcher.on('all', (_event, path) => {
        if (!path.startsWith(studies)) return
        server.environments.ssr.moduleGraph.invalidateAll()
        server.ws.send({ type: 'full-reload' })
      })
    },
  }
  return [overrides, check]
}
