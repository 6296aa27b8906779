import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..')

/** The site's server and client builds (not the content editor's) into `work`, which must be inside the project for the server bundle's packages. */
export function buildSite(work: string, env: Record<string, string>) {
  for (const ssr of [['--ssr', 'src/entry-server.tsx'], []]) {
    execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', ...ssr], {
      cwd: ROOT,
      env: { ...process.env, ...env, BUILD_OUT_DIR: join(work, 'dist'), SERVER_OUT_DIR: join(work, 'server') },
      maxBuffer: 64 * 1024 * 1024,
    })
  }
  return join(work, 'dist')
}
