export interface PageAssets {
  /** The site's one stylesheet, inlined so the first paint needs no second request. */
  css: string
  script: string
}
