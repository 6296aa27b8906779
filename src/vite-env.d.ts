declare const __APP_VERSION__: string
declare const __SITE_URL__: string
/** A build whose service worker removes itself and the site's caches (SW_KILL_SWITCH=1). */
declare const __SW_KILL_SWITCH__: boolean
declare const __HERO_VIDEO_VERSION__: string
declare const __PICTURES_VERSION__: string

/** A module bundled and minified into one self-running script, to inline (scripts/build/module-plugins.ts). */
declare module '*?iife' {
  const code: string
  export default code
}
/** The locale table's languages (src/ground/locales.mjs), for code that loads with every page and must not carry the table. */
declare const __LANGS__: readonly string[]

/** Each language's preloaded heading face, resolved by the build from the locale table (scripts/build/fonts.ts). */
declare module 'virtual:heading-faces' {
  const faces: Record<import('./ground/lang').Lang, string>
  export default faces
}
