import type { ManifestOptions } from 'vite-plugin-pwa'
import { pwa } from '../src/content/pwa.ts'
import { BRAND } from '../src/styles/brand.mjs'

/** The web app manifest, from the content modules. Screenshots come from scripts/screenshots.mjs. */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: pwa.manifest.name,
  short_name: pwa.manifest.shortName,
  description: pwa.manifest.description,
  start_url: '/',
  scope: '/',
  display: 'standalone',
  lang: 'en',
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
      src: '/screenshots/narrow.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'The home page on a phone',
    },
    {
      src: '/screenshots/wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'The home page on a desktop',
    },
  ],
}
