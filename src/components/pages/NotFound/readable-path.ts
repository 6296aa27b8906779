/**
 * The path as the visitor typed it, shown as text only: malformed escapes are kept as they came, and control
 * and format characters (bidirectional overrides among them) are dropped, so an address cannot reorder or hide
 * what the page shows around it.
 */
export function readablePath(pathname: string): string {
  let path
  try {
    path = decodeURIComponent(pathname)
  } catch {
    path = pathname
  }
  return path.replace(/[\p{Cc}\p{Cf}]/gu, '')
}
