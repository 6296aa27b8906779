import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { SPLIT_ROUTE, routeIdOf, type ServerManifest } from '../src/lib/router-internals.ts'

interface ViteManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
}

type ViteManifest = Record<string, ViteManifestChunk>

/** Imported dynamically at start-up (src/entry-client.tsx), so preloaded with the entry. */
const STARTUP_IMPORTS = ['node_modules/react-dom/client.js']


/** The entry's script, chunks and stylesheets, and each route's own chunks, fetched beside the entry rather than after it. */
export function entryAssets(manifest: ViteManifest, base = '/') {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('prerender: the Vite manifest has no entry chunk')
  const closure = (keys: string[] = [], skip = new Set<string>()) => {
    const files = new Set<string>()
    const visit = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || chunk.isEntry || skip.has(base + chunk.file) || files.has(base + chunk.file)) return
      files.add(base + chunk.file)
      chunk.imports?.forEach(visit)
    }
    keys.forEach(visit)
    return files
  }
  const startup = entry.dynamicImports?.filter((key) => STARTUP_IMPORTS.includes(key)) ?? []
  if (startup.length !== STARTUP_IMPORTS.length) throw new Error(`prerender: the entry no longer imports ${STARTUP_IMPORTS.join(', ')} dynamically`)
  const preloads = closure([...(entry.imports ?? []), ...startup])
  const routes: Record<string, string[]> = {}
  for (const key of Object.keys(manifest)) {
    const match = SPLIT_ROUTE.exec(key)
    if (match) routes[routeIdOf(match[1]!)] = [...closure([key], preloads)]
  }
  const css = new Set<string>(entry.css?.map((file) => base + file))
  for (const chunk of Object.values(manifest)) {
    if (chunk.file.endsWith('.css')) css.add(base + chunk.file)
  }
  return { script: base + entry.file, preloads: [...preloads], css: [...css], routes }
}

/**
 * Runs `code` once the page has painted, so on a slow connection the app's code never competes with
 * the document and the hero image; two frames stand in where paint timing is missing, 2 s at most.
 */
export function afterFirstPaint(code: string) {
  return (
    '(function(go){var done=0,run=function(){if(!done){done=1;go()}};setTimeout(run,2000);' +
    'if(performance.getEntriesByName("first-contentful-paint").length)return run();' +
    'if((PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0)new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)run()}).observe({type:"paint"});' +
    'else requestAnimationFrame(function(){requestAnimationFrame(run)})' +
    `})(function(){${code}})`
  )
}

export function preloadScript(hrefs: string[]) {
  if (hrefs.length === 0) return ''
  return `${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});`
}

export function importScript(src: string) {
  return `import(${JSON.stringify(src)});`
}

/** Every page through the server bundle into dist/, before Workbox lists what to precache. */
export async function prerender({ outDir, serverEntry }: { outDir: string; serverEntry: string }) {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest
  const assets = entryAssets(manifest)
  const server = (await import(pathToFileURL(resolve(serverEntry)).href)) as typeof import('../src/entry-server')
  // The one stylesheet is inlined into every page, so the first paint needs no second request.
  const styles: Record<string, string> = {}
  for (const href of assets.css) styles[href] = await readFile(join(outDir, href), 'utf8')
  const routerManifest: ServerManifest = {
    inlineCss: { styles },
    routes: {
      __root__: {
        css: assets.css,
        scripts: [{ children: afterFirstPaint(preloadScript(assets.preloads) + importScript(assets.script)) }],
      },
      ...Object.fromEntries(
        Object.entries(assets.routes).map(([id, chunks]) => [id, { scripts: [{ children: afterFirstPaint(preloadScript(chunks)) }] }]),
      ),
    },
  }
  const { headersFile, nginxServer, withPolicyMeta } = await import('./headers.mjs')
  for (const page of server.pages) {
    const { html, status } = await server.render(page.path, routerManifest)
    const expected = page.indexable ? 200 : 404
    if (status !== expected) throw new Error(`prerender: ${page.path} rendered with status ${status}, expected ${expected}`)
    const output = withPolicyMeta(page, html)
    const file = join(outDir, page.file)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, output)
  }
  await writeFile(join(outDir, '_headers'), headersFile())
  await writeFile(join(dirname(serverEntry), 'nginx.conf'), nginxServer({ root: resolve(outDir) }))
  // For the scripts that cannot read TypeScript; outside the published folder, as nginx.conf is.
  await writeFile(join(dirname(serverEntry), 'pages.json'), JSON.stringify(server.pages, null, 2) + '\n')
  return server.pages.length
}
