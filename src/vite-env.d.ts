/** The release, from APP_VERSION or package.json at build time. */
declare const __APP_VERSION__: string
/** The public origin of the site, from SITE_URL at build time. */
declare const __SITE_URL__: string
