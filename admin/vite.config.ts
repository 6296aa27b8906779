/** The content editor at /admin/: Sveltia CMS from its ES module, built apart from the site (docs/cms.md). */
import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { cmsConfig } from '../src/content/cms-config.ts'
import { ADMIN_PATH } from '../src/ground/paths.ts'

/** As the site's build: tests build a second release elsewhere. */
const OUT_DIR = process.env.BUILD_OUT_DIR ?? 'dist'

/** The configuration the CMS fetches beside its page (docs/cms.md); JSON is YAML, so no YAML library. */
export function configFile(env: Record<string, string | undefined> = process.env): string {
  const config = cmsConfig({
    repo: env.CMS_REPO || undefined,
    branch: env.CMS_BRANCH || undefined,
    authUrl: env.CMS_AUTH_URL,
    siteUrl: env.SITE_URL,
  })
  return JSON.stringify(config, null, 2) + '\n'
}

const cmsConfigFile = (): Plugin => ({
  name: 'cms-config',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'config.yml', source: configFile() })
  },
  configureServer(server) {
    server.middlewares.use(`${ADMIN_PATH}config.yml`, (_req, res) =>
      res.setHeader('Content-Type', 'application/yaml; charset=utf-8').end(configFile()),
    )
  },
})

const ROOT = resolve(import.meta.dirname, '..')
const PREVIEW = resolve(import.meta.dirname, 'preview')

/** The site's modules the preview replaces: one reads the disk, one renders on the server, one reads content once. */
const REPLACED: Record<string, string> = {
  'src/content/load.ts': 'load.ts',
  'src/content/case-studies.ts': 'case-studies.ts',
  'src/islands/Island.server.tsx': 'Island.tsx',
}

const LIVE = '\0live-content:'

/** The site's components in the preview read the entry being edited in place of its committed file (preview/store.ts). */
const previewContent = (): Plugin => ({
  name: 'preview-content',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || importer.startsWith('\0')) return null
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
    if (!resolved) return null
    const path = relative(ROOT, resolved.id)
    const replacement = REPLACED[path] && resolve(PREVIEW, REPLACED[path])
    if (replacement) return replacement === importer ? null : replacement
    if (path.startsWith('content/') && path.endsWith('.json') && dirname(importer) !== PREVIEW)
      return `${LIVE}${path.slice('content/'.length)}.js`
    return null
  },
  load(id) {
    if (!id.startsWith(LIVE)) return null
    // `.js` after the file's name: Vite's own JSON plugin would read the module as JSON.
    const file = id.slice(LIVE.length, -'.js'.length)
    return `import { live } from ${JSON.stringify(resolve(PREVIEW, 'store.ts'))}\nexport default live(${JSON.stringify(file)}, ${readFileSync(resolve(ROOT, 'content', file), 'utf8')})`
  },
})

/** The site's stylesheet, built from its components, is the preview frame's alone: named in a meta tag, never linked on the editor's page. */
const previewStyle = (): Plugin => ({
  name: 'preview-style',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(/<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/, '<meta name="preview-style" content="$1" />'),
  },
})

export default defineConfig({
  root: 'admin',
  base: ADMIN_PATH,
  publicDir: false,
  // Its own dependency cache: `npm run dev` runs it beside the site's server, whose cache it would replace.
  cacheDir: '../node_modules/.vite-admin',
  plugins: [cmsConfigFile(), previewContent(), react(), previewStyle()],
  define: {
    __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? 'https://www.launchloop.example'),
    __HERO_VIDEO_VERSION__: JSON.stringify('preview'),
  },
  // The CMS's own entry is one 2 MB module; nothing to split there. One stylesheet, the preview's.
  build: { outDir: resolve(OUT_DIR, 'admin'), emptyOutDir: true, chunkSizeWarningLimit: 2500, cssCodeSplit: false },
})
