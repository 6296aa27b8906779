/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { VitePWA } from 'vite-plugin-pwa'
import { prerender } from './scripts/build/prerender.ts'
import { webManifest } from './scripts/build/manifest.ts'
import { answeredByEveryHost } from './scripts/hosting/hosts.mjs'
import { deployCheck } from './scripts/build/deploy-check.ts'
import { content } from './scripts/build/content-plugin.ts'
import { iife, serverOnly } from './scripts/build/module-plugins.ts'
import { fontFallbacks, headingFaces } from './scripts/build/fonts.ts'
import { DEFAULT_LANG, LANGS, intlLocale, localePath } from './src/ground/locale.ts'
import { CASE_STUDY_MEDIA, media, PRECACHED_WIDTH } from './src/lib/media.ts'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { rename, rm, writeFile } from 'node:fs/promises'

/** Tests build a second release elsewhere to exercise the update flow. */
const OUT_DIR = process.env.BUILD_OUT_DIR ?? 'dist'
const SERVER_OUT_DIR = process.env.SERVER_OUT_DIR ?? 'dist-server'
const APP_VERSION = process.env.APP_VERSION ?? process.env.npm_package_version ?? 'dev'
/** docs/pages.md, "Offline use and updates": a worker that unregisters itself and clears the caches. */
const SW_KILL_SWITCH = process.env.SW_KILL_SWITCH === '1'
/** Names the hero video's cache, so a changed video replaces the old one. */
const HERO_VIDEO_VERSION = createHash('sha256')
  .update(readFileSync('public/media/hero.webm'))
  .update(readFileSync('public/media/hero.mp4'))
  .digest('hex')
  .slice(0, 10)

/** Kept once drawn instead of precached (docs/pages.md): the other widths and the dark versions. */
const UNPRECACHED_PICTURES = [
  ...media.caseStudyWidths.filter((width) => width !== PRECACHED_WIDTH).map((width) => `*-${width}.webp`),
  '*.dark-*.webp',
].map((glob) => `${CASE_STUDY_MEDIA.slice(1)}${glob}`)
/** Names the cache of those pictures: the case studies' picture files and the fields naming them. */
const PICTURES_VERSION = (() => {
  const hash = createHash('sha256').update(JSON.stringify(media.caseStudyWidths))
  const dir = 'content/case-studies'
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith('.json')) {
      const { slug, image, imageArabic, imageDark, imageArabicDark } = JSON.parse(
        readFileSync(join(dir, name), 'utf8'),
      ).en
      hash.update(JSON.stringify([slug, image, imageArabic, imageDark, imageArabicDark]))
    } else hash.update(name).update(readFileSync(join(dir, name)))
  }
  return hash.digest('hex').slice(0, 10)
})()

export const SITE_URL = process.env.SITE_URL || 'https://www.launchloop.example'

async function writePages() {
  // Imported here, not above: they read the content, which the content plugin checks first.
  const [{ writeShareImages }, { writeSeoFiles }, { writeCaseStudyImages }] = await Promise.all([
    import('./scripts/build/share-images.ts'),
    import('./scripts/build/seo-files.ts'),
    import('./scripts/build/case-study-images.ts'),
  ])
  const count = await prerender({ outDir: OUT_DIR, serverEntry: `${SERVER_OUT_DIR}/entry-server.js` })
  // Read by the prerender only: some hosts would serve a dotfile folder.
  await rename(`${OUT_DIR}/.vite/manifest.json`, `${SERVER_OUT_DIR}/client-manifest.json`)
  await rm(`${OUT_DIR}/.vite`, { recursive: true })
  // vite-plugin-pwa writes the default language's manifest; every other language's pages link theirs.
  for (const lang of LANGS.filter((lang) => lang !== DEFAULT_LANG))
    await writeFile(`${OUT_DIR}${localePath(lang, '/')}manifest.webmanifest`, JSON.stringify(webManifest(lang)))
  const images = await writeShareImages(OUT_DIR)
  await writeCaseStudyImages(OUT_DIR)
  await writeSeoFiles(OUT_DIR, SITE_URL)
  console.log(`prerendered ${count} pages, ${images.length} share images, sitemap.xml and robots.txt`)
}

export default defineConfig(({ command, isSsrBuild }) => ({
  define: {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
    __SITE_URL__: JSON.stringify(SITE_URL),
    __SW_KILL_SWITCH__: JSON.stringify(SW_KILL_SWITCH),
    __HERO_VIDEO_VERSION__: JSON.stringify(HERO_VIDEO_VERSION),
    __PICTURES_VERSION__: JSON.stringify(PICTURES_VERSION),
    __LANGS__: JSON.stringify(LANGS),
  },
  plugins: [
    deployCheck(),
    content(),
    iife(),
    serverOnly(),
    tanstackRouter({ target: 'react' }),
    react(),
    fontFallbacks(),
    headingFaces(),
    // The browser's build carries none of React Aria's words: each page brings its own language's (src/lib/aria-strings.ts).
    {
      ...optimizeLocales.vite({
        locales: command === 'build' ? [] : LANGS.map((lang) => new Intl.Locale(intlLocale[lang]).baseName),
      }),
      enforce: 'pre' as const,
    },
    VitePWA({
      disable: Boolean(isSsrBuild),
      injectRegister: false,
      selfDestroying: SW_KILL_SWITCH,
      registerType: 'prompt',
      manifest: webManifest(DEFAULT_LANG),
      includeManifestIcons: true,
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,webmanifest,woff2}'],
        // admin/ is built after this list is made; ignored too, should that order ever change.
        globIgnores: ['screenshots/**', 'og/**', '.vite/**', 'assets/*.css', 'admin/**', ...UNPRECACHED_PICTURES],
        // A host that answers one of these with other than 200 fails the worker's whole install there.
        manifestTransforms: [answeredByEveryHost(OUT_DIR)],
      },
      // Pages must exist before Workbox lists what to precache.
      integration: { beforeBuildServiceWorker: writePages },
    }),
    {
      name: 'pages-without-worker',
      apply: 'build',
      closeBundle: SW_KILL_SWITCH && !isSsrBuild ? writePages : undefined,
    },
  ],
  build: isSsrBuild
    ? // Its stylesheet is every page's: the server renders every component, the browser hydrates only islands.
      { outDir: SERVER_OUT_DIR, emptyOutDir: true, copyPublicDir: false, ssrEmitAssets: true, cssCodeSplit: false }
    : {
        outDir: OUT_DIR,
        emptyOutDir: true,
        manifest: true,
        cssCodeSplit: false,
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          // The ground floor has no side effects: its language helpers join the entry's code, not a chunk of their own.
          treeshake: { moduleSideEffects: (id: string) => !id.includes('/src/ground/') },
          // What every page loads once settled (src/notifications.ts), some of it shared with islands: one
          // request, not five. Only these modules: with their dependencies the entry's helpers would move here.
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                {
                  name: 'notifications',
                  test: /src\/(notifications|ui\/Toasts\/toasts|lib\/(video-cache|media)|ground\/paths)\.ts|src\/application\/(sending-lock|notices|hand-over|draft|status)\.ts|workbox-window|pwa-register/,
                },
              ],
            },
          },
        },
      },
  test: {
    // A file that needs a DOM says `// @vitest-environment jsdom`: jsdom costs every other file a second or so.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts', 'admin/**/*.test.ts'],
    setupFiles: ['tests/unit/setup.ts'],
    maxWorkers: '100%',
    // jsdom renders whole pages: a second or two quiet, over 5 s at a load of 12.
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
}))
