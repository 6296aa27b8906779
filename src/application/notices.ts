/** What every page says of an application waiting on the device, with no React: it hands it to the worker and tells how it ended. */
import { showToast } from '../lib/toasts'
import { APPLICATION_PATH } from '../lib/paths'
import { applicationIn, expiresSoon, KEEP_WAITING_MS, readDraft, settleDraft } from './draft'
import { handOver, onEnded } from './hand-over'
import type { Ended } from './status'

// Its own language's form (localePath spelled out: importing it costs this early code a request).
const formPath = (lang?: string) => (lang === 'ar' ? `/ar${APPLICATION_PATH}` : APPLICATION_PATH)

export function startApplicationNotices() {
  const told = new Set<string>()
  const tell = (id: string, ended: Ended) => {
    const lang = readDraft()?.lang
    settleDraft(id, ended)
    if (told.has(id) || ended.status === 'discarded') return
    told.add(id)
    if (ended.status === 'sent') return void showToast({ title: 'applicationSent', description: 'applicationSentText' })
    const problem = Object.values(ended.errors)[0]
    void showToast({
      title: problem ? 'applicationRefused' : 'applicationNotAccepted',
      description: problem ? 'applicationRefusedText' : 'applicationNotAcceptedText',
      values: problem ? { problem } : {},
      action: { label: 'openForm', onAction: () => location.assign(formPath(lang)) },
    })
  }
  let warned = false
  // Still waiting in its last days: said on every page but its form, which says so itself, with the email link.
  const warnOfExpiry = (savedAt: number, lang?: string) => {
    if (warned || !expiresSoon(savedAt) || location.pathname === formPath(document.documentElement.lang)) return
    warned = true
    const date = new Date(savedAt + KEEP_WAITING_MS).toLocaleDateString(`${document.documentElement.lang}-u-nu-latn`, { dateStyle: 'long' })
    void showToast({
      title: 'applicationExpires',
      description: 'applicationExpiresText',
      values: { date },
      action: { label: 'openForm', onAction: () => location.assign(formPath(lang)) },
    })
  }
  const offer = () => {
    const application = applicationIn(readDraft())
    if (!application) return
    void handOver(application).then(({ ended }) => (ended ? tell(application.id, ended) : warnOfExpiry(application.savedAt, application.lang)))
  }
  offer()
  addEventListener('online', offer)
  onEnded(tell)
}
