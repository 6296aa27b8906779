/** The content editor at /admin/: Sveltia CMS from its ES module, built apart from the site (README, "Editing content"). */
import { resolve } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { cmsConfig } from '../src/content/cms-config.ts'
import { ADMIN_PATH } from '../src/lib/paths.ts'

/** As the site's build: tests build a second release elsewhere. */
const OUT_DIR = process.env.BUILD_OUT_DIR ?? 'dist'

/** The configuration the CMS fetches beside its page; JSON is YAML, so no YAML library. */
export function configFile(config: object = cmsConfig()): string {
  const { backend, ...rest } = config as { backend?: Record<string, unknown> }
  // No relay set: the CMS's own default (Netlify's), never an empty address.
  const { base_url, ...withoutRelay } = backend ?? {}
  return JSON.stringify({ backend: base_url ? backend : withoutRelay, ...rest }, null, 2) + '\n'
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
