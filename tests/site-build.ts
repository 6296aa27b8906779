import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..')

/**
 * Builds the site (server, then client; not the content editor) into `work`'s `dist/` and
 * `server/` with `env` added. `work` must be inside the project, so the server bundle resolves its
 * packages from node_modules. Returns the built `dist/`.
 */
export function buildSite(work: string, env: Record<string, string>) {
  for (const ssr of [['--ssr', 'src/entry-server.tsx'], []]) {
    execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', ...ssr], {
      cwd: ROOT,
      env: { ...process.env, ...env, BUILD_OUT_DIR: join(work, 'dist'), SERVER_OUT_DIR: join(work, 'server') },
      // Its output in the failure's message, should it fail.
      maxBuffer: 64 * 1024 * 1024,
    })
  }
  return join(work, 'dist')
}
