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

/** Modules the entry imports dynamically at start-up (not on demand): preloaded with it. */
const STARTUP_IMPORTS = ['node_modules/react-dom/client.js']


/**
 * Assets of the client entry: its script, the chunks it imports statically and every stylesheet;
 * and for each route its split component's chunks, so the page's own code is fetched alongside
 * the entry instead of after it has run.
 */
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
  // React DOM's client is imported dynamically at start-up (src/entry-client.tsx), so that it is
  // evaluated in a task of its own: it is preloaded with the rest.
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
 * An inline script that runs `code` once the page has painted its first content. Every page is
 * complete HTML, readable before any script runs; the app's code (and the hydration it starts) is
 * fetched after that paint, so on a slow connection it never competes with the document and the
 * hero image for it. Where paint timing is not reported, two frames stand in; after 2 s it runs
 * regardless. The CSP allows these scripts by hash (scripts/headers.mjs hashes every inline script).
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

/** Statements that fetch these modules in parallel (`modulepreload`), without running them. */
export function preloadScript(hrefs: string[]) {
  if (hrefs.length === 0) return ''
  return `${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});`
}

/** The statement that loads and runs the app's entry module. */
export function importScript(src: string) {
  return `import(${JSON.stringify(src)});`
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
  // The stylesheet (one for the whole site, 6 KB gzip) is inlined into every page: the first
  // paint then needs no second request. The router puts it in a <style> and strips the <link>.
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
    // Each page carries its own Content-Security-Policy (scripts/headers.mjs).
    const output = withPolicyMeta(page, html)
    const file = join(outDir, page.file)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, output)
  }
  // Security and caching headers for static hosts (vercel.json is committed: Vercel reads it
  // before building), and an nginx server block beside the server bundle, not in the public folder.
  await writeFile(join(outDir, '_headers'), headersFile())
  await writeFile(join(dirname(serverEntry), 'nginx.conf'), nginxServer({ root: resolve(outDir) }))
  // The page list for the scripts that cannot read TypeScript (Lighthouse CI, the audits); beside
  // the server bundle, not in the published folder.
  await writeFile(join(dirname(serverEntry), 'pages.json'), JSON.stringify(server.pages, null, 2) + '\n')
  return server.pages.length
}
