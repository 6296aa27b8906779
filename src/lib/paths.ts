/**
 * The application page's address: every call to action leads there. It alone loads the form
 * provider (src/lib/page-list.ts), so links load it as a new document (components/ui/Link).
 */
export const APPLICATION_PATH = '/get-started'
