/** Unset, the funnel is off and the build drops its code; a module of its own so the client entry reads it alone. `?.`: Node has no `import.meta.env`. */
export const ANALYTICS_DOMAIN: string | undefined = import.meta.env?.VITE_ANALYTICS_DOMAIN || undefined
