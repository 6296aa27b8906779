export interface ShareData {
  title: string
  text: string
  url: string
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'manual'

/** Shares, else copies the address and says so in a toast; 'manual' leaves the address for the visitor to copy. */
export async function shareOrCopy(data: ShareData): Promise<ShareOutcome> {
  const outcome = await sharePage(data)
  if (outcome === 'copied')
    void import('../../../ui/Toasts/toasts').then(({ showToast }) => showToast({ title: 'linkCopied' }))
  return outcome
}

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
