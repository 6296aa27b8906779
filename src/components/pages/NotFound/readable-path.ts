/** Malformed escapes kept as they came; control and format characters dropped, so an address cannot reorder or hide the page around it. */
export function readablePath(pathname: string): string {
  let path
  try {
    path = decodeURIComponent(pathname)
  } catch {
    path = pathname
  }
  return path.replace(/[\p{Cc}\p{Cf}]/gu, '')
}
