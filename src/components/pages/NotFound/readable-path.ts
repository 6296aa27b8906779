/** The path as the visitor typed it; malformed escapes are kept as they came. Shown as text only. */
export function readablePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}
