/** Every call to action leads here; only this page loads the form provider (src/lib/page-list.ts). */
export const APPLICATION_PATH = '/get-started'

export const PRIVACY_PATH = '/privacy'

/** The content editor (docs/cms.md): built apart from the site, never precached or answered by its worker. */
export const ADMIN_PATH = '/admin/'

/** `/admin` and everything under `/admin/`. */
export const isAdminPath = (pathname: string) => `${pathname}/`.startsWith(ADMIN_PATH)
