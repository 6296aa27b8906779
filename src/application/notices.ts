/** What every page says of an application waiting on the device, with no React: it hands it to the worker and tells how it ended. */
import { showToast } from '../ui/Toasts/toasts'
import { DEFAULT_LANG, localePath, pageLang, type Lang } from '../ground/lang'
import { APPLICATION_PATH } from '../ground/paths'
import { applicationIn, expiresSoon, KEEP_WAITING_MS, readDraft, settleDraft } from './draft'
import { handOver, onEnded, tellEnded } from './hand-over'
import type { ApplicationValues, Ended } from './status'

// Its own language's form.
const formPath = (lang: Lang = DEFAULT_LANG) => localePath(lang, APPLICATION_PATH)

export function startApplicationNotices() {
  const told = new Set<string>()
  /** `values`: a refused application's fields, from the worker where the draft has none (it held them). */
  const tell = (id: string, ended: Ended, values?: ApplicationValues) => {
    const lang = readDraft()?.lang
    // Its fields now in the draft to correct: the worker's copy goes.
    if (settleDraft(id, ended, Date.now(), values) && values) void tellEnded(id)
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
  const warnOfExpiry = (savedAt: number, lang?: Lang) => {
    if (warned || !expiresSoon(savedAt) || location.pathname === formPath(pageLang())) return
    warned = true
    const date = new Date(savedAt + KEEP_WAITING_MS).toLocaleDateString(`${pageLang()}-u-nu-latn`, {
      dateStyle: 'long',
    })
    void showToast({
      title: 'applicationExpires',
      description: 'applicationExpiresText',
      values: { date },
      action: { label: 'openForm', onAction: () => location.assign(formPath(lang)) },
    })
  }
  const offer = () => {
    const draft = readDraft()
    const application = applicationIn(draft)
    if (!application) return
    void handOver(application, { held: draft?.held }).then(({ ended, application: copy }) =>
      ended ? tell(application.id, ended, copy?.values) : warnOfExpiry(application.savedAt, application.lang),
    )
  }
  offer()
  addEventListener('online', offer)
  onEnded(tell)
}
