import type { ManifestOptions } from 'vite-plugin-pwa'
import { direction, localePath, localePrefix, type Lang } from '../../src/ground/locale.ts'
import { pwa } from '../../src/content/pwa.ts'
import { BRAND } from '../../src/styles/brand.mjs'

const screenshotsOf = (lang: Lang) => `/screenshots${localePrefix(lang)}`

/** A language's web app manifest: the default language's written by vite-plugin-pwa, every other's (`/ar/`) by vite.config.ts. */
export const webManifest = (lang: Lang): Partial<ManifestOptions> => ({
  id: localePath(lang, '/'),
  name: pwa[lang].manifest.name,
  short_name: pwa[lang].manifest.shortName,
  description: pwa[lang].manifest.description,
  start_url: localePath(lang, '/'),
  scope: localePath(lang, '/'),
  display: 'standalone',
  lang,
  dir: direction[lang],
  // The browser UI colour, as the pages' light theme-color (src/lib/theme.ts).
  theme_color: BRAND.ink,
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    {
      src: `${screenshotsOf(lang)}/narrow.png`,
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: pwa[lang].manifest.narrowScreenshot,
    },
    {
      src: `${screenshotsOf(lang)}/wide.png`,
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: pwa[lang].manifest.wideScreenshot,
    },
  ],
})
