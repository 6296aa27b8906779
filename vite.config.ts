/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { VitePWA } from 'vite-plugin-pwa'
import { prerender } from './scripts/prerender.ts'
import { webManifest } from './scripts/manifest.ts'
import { writeShareImages } from './scripts/share-images.ts'
import { writeSeoFiles } from './scripts/seo-files.ts'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { INLINE_CSS_FLAG } from './src/lib/router-internals.ts'

/** Output folders; tests build a second release elsewhere to exercise the update flow. */
const OUT_DIR = process.env.BUILD_OUT_DIR ?? 'dist'
const SERVER_OUT_DIR = process.env.SERVER_OUT_DIR ?? 'dist-server'
/** Shown in the footer, so a visitor (and a test) can tell which release is running. */
const APP_VERSION = process.env.APP_VERSION ?? process.env.npm_package_version ?? 'dev'
/**
 * The way out of a broken service worker (README, "Offline use and updates"): `SW_KILL_SWITCH=1`
 * builds a site whose `sw.js` unregisters itself and deletes this site's caches, and whose pages
 * register no worker.
 */
const SW_KILL_SWITCH = process.env.SW_KILL_SWITCH === '1'
/** The hero video's cache is named after its files' content: a changed video replaces the old one. */
const HERO_VIDEO_VERSION = createHash('sha256')
  .update(readFileSync('public/media/hero.webm'))
  .update(readFileSync('public/media/hero.mp4'))
  .digest('hex')
  .slice(0, 10)

/** Public origin for canonical URLs, share images and the sitemap. */
export const SITE_URL = process.env.SITE_URL ?? 'https://www.launchloop.example'

/** Every prerendered page, the share images, sitemap.xml and robots.txt, into the build folder. */
async function writePages() {
  const count = await prerender({ outDir: OUT_DIR, serverEntry: `${SERVER_OUT_DIR}/entry-server.js` })
  const images = await writeShareImages(OUT_DIR)
  await writeSeoFiles(OUT_DIR, SITE_URL)
  console.log(`prerendered ${count} pages, ${images.length} share images, sitemap.xml and robots.txt`)
}

export default defineConfig(({ isSsrBuild }) => ({
  define: {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
    __SITE_URL__: JSON.stringify(SITE_URL),
    __SW_KILL_SWITCH__: JSON.stringify(SW_KILL_SWITCH),
    __HERO_VIDEO_VERSION__: JSON.stringify(HERO_VIDEO_VERSION),
  },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    {
      // The prerendered pages carry the stylesheet inline (scripts/prerender.ts), so the router's
      // client must keep that <style> when hydrating. The router plugin defines this flag as "false"
      // in its own config hook; this one runs after it.
      name: 'inline-css-enabled',
      config: () => ({ define: { [INLINE_CSS_FLAG]: JSON.stringify('true') } }),
    },
    react(),
    // The site is English only (I18nProvider en-US): keep React Aria's strings for that locale alone.
    { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' as const },
    VitePWA({
      // The server build only needs the virtual modules to resolve; the worker comes from the client build.
      disable: Boolean(isSsrBuild),
      injectRegister: false,
      selfDestroying: SW_KILL_SWITCH,
      registerType: 'prompt',
      manifest: webManifest,
      includeManifestIcons: true,
      // Our own worker (src/sw.ts: the routes, and the outbox for applications), with the build's
      // files listed in by Workbox.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,webmanifest}'],
        // The site's stylesheet is inlined into every page (scripts/prerender.ts): no need to keep the file.
        globIgnores: ['screenshots/**', 'og/**', '.vite/**', 'assets/*.css'],
      },
      // Pages are written just before Workbox lists the files to precache.
      integration: { beforeBuildServiceWorker: writePages },
    }),
    {
      // A self-destroying worker skips the hook above: write the pages once the bundle is out.
      name: 'pages-without-worker',
      apply: 'build',
      closeBundle: SW_KILL_SWITCH && !isSsrBuild ? writePages : undefined,
    },
  ],
  build: isSsrBuild
    ? { outDir: SERVER_OUT_DIR, emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: OUT_DIR,
        emptyOutDir: true,
        manifest: true,
        // One stylesheet for the whole site: every prerendered page links it, so no route's
        // styles arrive late with its code-split chunk.
        cssCodeSplit: false,
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          output: {
            // React with React DOM, the router, and the code several chunks share, each in one
            // file, rather than spread over a dozen small shared chunks.
            codeSplitting: {
              groups: [
                { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'router', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
                // Code several chunks share, in three files: what the entry imports; our own small
                // parts the pages' routes share (both load at start); and what only lazily loaded
                // parts share (the drawer, the toasts, the application page and its own form),
                // which no other page loads at start. One 'shared' for all put the application
                // form's React Aria code in every page's start-up (+5 KB gzip on home).
                { name: 'shared', minShareCount: 2, tags: ['$initial'] },
                // The application page's own modules, which its route and its form share.
                {
                  name: 'application',
                  minShareCount: 2,
                  test: /[\\/]src[\\/](content[\\/]application|lib[\\/](hubspot|application))\.ts$/,
                  includeDependenciesRecursively: false,
                },
                // What only the drawer and the dialogs share (React Aria's overlay code, less the
                // portal context the toasts use too, and our ModalDialog), and what only the
                // application form and the share dialog share (its field code): in 'lazy-shared'
                // they would load on every page with the toasts' code (Lighthouse CI's script
                // ceiling failed at 164-172 KB).
                {
                  name: 'overlays',
                  minShareCount: 2,
                  test: /[\\/]src[\\/]components[\\/]ui[\\/]ModalDialog[\\/]|[\\/]react-(aria|stately|aria-components)[\\/]dist[\\/]private[\\/](overlays[\\/](?!PortalProvider)|dialog[\\/]|intl[\\/]overlays[\\/]|Modal|Dialog|Heading|interactions[\\/](useInteractOutside|PressResponder)|utils[\\/](runAfterKeyboard|animation|useViewportSize|isScrollable|getScrollParent))/,
                  includeDependenciesRecursively: false,
                },
                // Focus containment, which all three of them use (the form to focus the first field
                // in error) and the toasts do not.
                {
                  name: 'focus',
                  minShareCount: 2,
                  test: /[\\/]react-aria[\\/]dist[\\/]private[\\/](focus[\\/]FocusScope|utils[\\/]shadowdom)/,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'fields',
                  minShareCount: 2,
                  test: /[\\/]react-(aria|stately|aria-components)[\\/]dist[\\/]private[\\/](Autocomplete|TextField|TextArea|Input|Group|Form|FieldError|textfield[\\/]|label[\\/]|form[\\/]|utils[\\/]useFormReset)/,
                  includeDependenciesRecursively: false,
                },
                // Our own modules the routes share, less those only lazily loaded parts use (the
                // toast queue, which a share or an install also shows a toast on, +0.6 KB on every
                // page's start-up if here).
                { name: 'shared-own', minShareCount: 2, test: /[\\/]src[\\/](?!content[\\/]application|lib[\\/](hubspot|application|draft-store)|components[\\/](ui[\\/]ModalDialog|frame[\\/]Toasts))/ },
                { name: 'lazy-shared', minShareCount: 2 },
              ],
            },
          },
        },
      },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    // Every core: the server fault tests mostly wait on sockets and timers.
    maxWorkers: '100%',
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
}))
