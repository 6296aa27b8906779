import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PageAssets } from '../../src/lib/page-assets.ts'
import { deployBuild } from './deploy-check.ts'

interface ViteManifestChunk {
  file: string
  isEntry?: boolean
}

type ViteManifest = Record<string, ViteManifestChunk>

export function entryScript(manifest: ViteManifest, base = '/') {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('prerender: the Vite manifest has no entry chunk')
  return base + entry.file
}

/** The server build's stylesheet: only that build imports every component (docs/toolchain.md, "TanStack Router"). */
export async function serverStylesheet(serverDir: string) {
  const assets = join(serverDir, 'assets')
  const sheets = (await readdir(assets)).filter((name) => name.endsWith('.css'))
  if (sheets.length !== 1) throw new Error(`prerender: expected one stylesheet in ${assets}, found ${sheets.length}`)
  return readFile(join(assets, sheets[0]!), 'utf8')
}

export async function copyStylesheetFiles(css: string, serverDir: string, outDir: string) {
  const files = [...new Set([...css.matchAll(/url\(["']?\/(assets\/[^"')]+)["']?\)/g)].map((match) => match[1]!))]
  await Promise.all(files.map((file) => copyFile(join(serverDir, file), join(outDir, file))))
  return files
}

export async function prerender({ outDir, serverEntry }: { outDir: string; serverEntry: string }) {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest
  const assets: PageAssets = { script: entryScript(manifest), css: await serverStylesheet(dirname(serverEntry)) }
  await copyStylesheetFiles(assets.css, dirname(serverEntry), outDir)
  const server = (await import(pathToFileURL(resolve(serverEntry)).href)) as typeof import('../../src/entry-server')
  const { headersFile, nginxServer, redirectsFile, withPolicyMeta } = await import('../hosting/headers.mjs')
  const { analyticsUpstream } = await import('../hosting/event-proxy.mjs')
  const { hubspotSubmitOrigin } = await import('../hosting/apply-proxy.mjs')
  // nginx's proxies are written now; the Functions of Cloudflare, Netlify and Vercel read theirs when they run.
  const upstream = analyticsUpstream(process.env.ANALYTICS_UPSTREAM)
  const hubspotOrigin = hubspotSubmitOrigin(process.env.HUBSPOT_SUBMIT_ORIGIN, {
    deploy: Boolean(deployBuild(process.env)),
  })
  for (const page of server.pages) {
    const { html, status } = await server.render(page.path, assets)
    const expected = page.indexable ? 200 : 404
    if (status !== expected)
      throw new Error(`prerender: ${page.path} rendered with status ${status}, expected ${expected}`)
    const file = join(outDir, page.file)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, withPolicyMeta(page, html))
  }
  await writeFile(join(outDir, '_headers'), headersFile())
  await writeFile(join(outDir, '_redirects'), redirectsFile())
  await writeFile(
    join(dirname(serverEntry), 'nginx.conf'),
    nginxServer({ root: resolve(outDir), upstream, hubspotOrigin }),
  )
  // For the scripts that cannot read TypeScript; outside the published folder, as nginx.conf is.
  await writeFile(join(dirname(serverEntry), 'pages.json'), JSON.stringify(server.pages, null, 2) + '\n')
  return server.pages.length
}
