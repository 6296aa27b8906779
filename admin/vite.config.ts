/** The content editor at /admin/: Sveltia CMS from its ES module, built apart from the site (README, "The content editor"). */
import { resolve } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { cmsConfig } from '../src/content/cms-config.ts'
import { ADMIN_PATH } from '../src/lib/paths.ts'

/** As the site's build: tests build a second release elsewhere. */
const OUT_DIR = process.env.BUILD_OUT_DIR ?? 'dist'

/** The configuration the CMS fetches beside its page (README, "Editing the site"); JSON is YAML, so no YAML library. */
export function configFile(env: Record<string, string | undefined> = process.env): string {
  const config = cmsConfig({ repo: env.CMS_REPO || undefined, branch: env.CMS_BRANCH || undefined, authUrl: env.CMS_AUTH_URL, siteUrl: env.SITE_URL })
  return JSON.stringify(config, null, 2) + '\n'
}

const cmsConfigFile = (): Plugin => ({
  name: 'cms-config',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'config.yml', source: configFile() })
  },
  configureServer(server) {
    server.middlewares.use(`${ADMIN_PATH}config.yml`, (_req, res) => res.setHeader('Content-Type', 'application/yaml; charset=utf-8').end(configFile()))
  },
})

export default defineConfig({
  root: 'admin',
  base: ADMIN_PATH,
  publicDir: false,
  // Its own dependency cache: `npm run dev` runs it beside the site's server, whose cache it would replace.
  cacheDir: '../node_modules/.vite-admin',
  plugins: [cmsConfigFile()],
  // The CMS's own entry is one 2 MB module; nothing to split there.
  build: { outDir: resolve(OUT_DIR, 'admin'), emptyOutDir: true, chunkSizeWarningLimit: 2500 },
})
