/** The content files in the build: checked before anything is built, case studies' pictures served in development. */
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { CASE_STUDIES_DIR } from '../src/content/case-studies.ts'
import { caseStudyImageAt } from './case-study-images.ts'
import { checkContent, formatProblems } from './content-check.ts'

export function content(): Plugin {
  let building = false
  return {
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
}
