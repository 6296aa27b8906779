import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

interface ViteManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  css?: string[]
  imports?: string[]
}

type ViteManifest = Record<string, ViteManifestChunk>

/** Assets of the client entry: its script, the chunks it imports statically and every stylesheet. */
export function entryAssets(manifest: ViteManifest, base = '/') {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('prerender: the Vite manifest has no entry chunk')
  const preloads = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || preloads.has(base + chunk.file)) return
    preloads.add(base + chunk.file)
    chunk.imports?.forEach(visit)
  }
  entry.imports?.forEach(visit)
  const css = new Set<string>(entry.css?.map((file) => base + file))
  for (const chunk of Object.values(manifest)) {
    if (chunk.file.endsWith('.css')) css.add(base + chunk.file)
  }
  return { script: base + entry.file, preloads: [...preloads], css: [...css] }
}

/**
 * Render every page through the server bundle into dist/. Runs inside vite-plugin-pwa's
 * `beforeBuildServiceWorker` hook, after the client bundle is written and before Workbox
 * lists the files to precache, so every page's own HTML lands in the precache.
 */
export async function prerender({ outDir, serverEntry }: { outDir: string; serverEntry: string }) {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest
  const assets = entryAssets(manifest)
  const server = (await import(pathToFileURL(resolve(serverEntry)).href)) as typeof import('../src/entry-server')
  const routerManifest: import('../src/entry-server').ServerManifest = {
    routes: {
      __root__: {
        preloads: assets.preloads,
        css: assets.css,
        scripts: [{ attrs: { type: 'module', src: assets.script } }],
      },
    },
  }
  const { SHELL_META } = await import('../src/lib/shell.ts')
  const written: { path: string; html: string; indexable: boolean }[] = []
  for (const page of server.pages) {
    const { html, status } = await server.render(page.path, routerManifest)
    const expected = page.indexable ? 200 : 404
    if (status !== expected) throw new Error(`prerender: ${page.path} rendered with status ${status}, expected ${expected}`)
    const output = page.indexable
      ? html
      : html.replace('<head>', `<head><meta name="${SHELL_META}" content="${page.path}">`)
    const file = join(outDir, page.file)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, output)
    written.push({ path: page.path, html: output, indexable: page.indexable })
  }
  // Security and caching headers for static hosts, with each page's inline-script hashes.
  const { headersFile } = await import('./headers.mjs')
  await writeFile(join(outDir, '_headers'), headersFile(written))
  return server.pages.length
}
