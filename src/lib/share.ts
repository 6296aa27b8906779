export interface ShareData {
  title: string
  text: string
  url: string
}

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
