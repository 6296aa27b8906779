/**
 * The site's domain at the analytics provider (README, "Measuring what brings applications").
 * Unset, the funnel is off: nothing is sent, and the build drops the code that would. Its own module,
 * so the client entry reads it without taking in the funnel. `?.`: tests under Node import it too,
 * where there is no `import.meta.env`.
 */
export const ANALYTICS_DOMAIN: string | undefined = import.meta.env?.VITE_ANALYTICS_DOMAIN || undefined
