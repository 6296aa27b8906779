/** Name of the meta tag the prerender writes into pages served for addresses other than their own. */
export const SHELL_META = 'prerendered-path'

let takeover: { shellPath: string; requested: string } | undefined

/**
 * If this document was prerendered for another path (the shared 404 page), point the history at
 * that path so hydration matches the markup, and return the address to move to afterwards.
 */
export function takeOverShell(
  doc: Pick<Document, 'querySelector'>,
  history: Pick<History, 'replaceState' | 'state'>,
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): string | undefined {
  const shellPath = doc.querySelector<HTMLMetaElement>(`meta[name="${SHELL_META}"]`)?.content
  if (!shellPath || shellPath === location.pathname) return undefined
  const requested = location.pathname + location.search + location.hash
  history.replaceState(history.state, '', shellPath)
  takeover = { shellPath, requested }
  return requested
}

/** Whether `pathname` is only the shell's own address, shown for a moment before the real one. */
export function isShellPath(pathname: string): boolean {
  return takeover?.shellPath === pathname
}

/** The address the visitor asked for, once: the app moves there right after hydration. */
export function consumeShellRestore(): string | undefined {
  const requested = takeover?.requested
  if (takeover) takeover = { ...takeover, requested: '' }
  return requested || undefined
}
