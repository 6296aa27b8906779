/** What the build puts into every page besides its content (scripts/prerender.ts). */
export interface PageAssets {
  /** The site's one stylesheet, inlined so the first paint needs no second request. */
  css: string
  /** The client entry: the islands' scheduler. */
  script: string
}
