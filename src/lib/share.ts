/**
 * Sharing a page: the system share sheet (Web Share API) where the browser has one, else the link
 * copied to the clipboard, else nothing the browser allows (the caller shows the link to copy).
 */
export interface ShareData {
  title: string
  text: string
  url: string
}

/** How a share ended: shared, cancelled by the visitor (say nothing), copied, or to copy by hand. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'manual'

export async function sharePage(data: ShareData, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (!nav.canShare || nav.canShare(data))) {
    try {
      await nav.share(data)
      return 'shared'
    } catch (error) {
      if ((error as Error).name === 'AbortError') return 'cancelled'
      // Refused (no user activation, policy): copying may still work.
    }
  }
  try {
    await nav.clipboard.writeText(data.url)
    return 'copied'
  } catch {
    return 'manual'
  }
}
