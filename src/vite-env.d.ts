declare const __APP_VERSION__: string
declare const __SITE_URL__: string
/** A build whose service worker removes itself and the site's caches (SW_KILL_SWITCH=1). */
declare const __SW_KILL_SWITCH__: boolean
declare const __HERO_VIDEO_VERSION__: string

/** A module bundled and minified into one self-running script, to inline (scripts/build/module-plugins.ts). */
declare module '*?iife' {
  const code: string
  export default code
}
