/** The release, from APP_VERSION or package.json at build time. */
declare const __APP_VERSION__: string
