// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ToastMessage } from '../ui/Toasts/toast-queue'
import { localePath } from '../ground/locale'
import { APPLICATION_PATH } from '../ground/paths'
import { saveDraft } from './draft'
import { startApplicationNotices } from './notices'
import type { Ended } from './status'

const showToast = vi.hoisted(() => vi.fn((_message: ToastMessage) => Promise.resolve('toast')))
vi.mock('../ui/Toasts/toasts', () => ({ showToast }))
const outcomes = vi.hoisted(() => ({ listener: undefined as undefined | ((id: string, outcome: Ended) => void) }))
vi.mock('./hand-over', () => ({
  handOver: () => new Promise(() => undefined),
  tellEnded: () => Promise.resolve(),
  onEnded: (listener: typeof outcomes.listener) => (outcomes.listener = listener),
}))

describe('an application told on every page', () => {
  afterEach(() => {
    showToast.mockClear()
    localStorage.clear()
    vi.unstubAllGlobals()
  })

  it('opens the form in the language a refused application was written in', () => {
    saveDraft({ id: 'from-arabic', savedAt: Date.now(), values: { firstname: 'Ada' }, lang: 'ar' })
    startApplicationNotices()
    outcomes.listener?.('from-arabic', { status: 'refused', errors: {} })
    const assign = vi.fn()
    vi.stubGlobal('location', { assign })
    showToast.mock.calls[0]?.[0].action?.onAction()
    expect(assign).toHaveBeenCalledWith(localePath('ar', APPLICATION_PATH))
  })
})
