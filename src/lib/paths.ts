/**
 * The application page's address: every call to action leads there. It alone loads the form
 * provider (src/lib/page-list.ts), so links load it as a new document (components/ui/Link).
 */
export const APPLICATION_PATH = '/get-started'

/** The privacy notice, linked from every page's footer and beside the application form. */
export const PRIVACY_PATH = '/privacy'

/** The content editor (README, "The content editor"): built apart from the site, never precached or answered by its worker. */
export const ADMIN_PATH = '/admin/'

/** `/admin` and everything under `/admin/`. */
export const isAdminPath = (pathname: string) => `${pathname}/`.startsWith(ADMIN_PATH)
