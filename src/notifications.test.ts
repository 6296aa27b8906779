// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ToastMessage } from './ui/Toasts/toast-queue'
import { startNotifications } from './notifications'

const register = vi.hoisted(() => ({
  options: undefined as undefined | { onNeedRefresh?: () => void; onOfflineReady?: () => void },
}))
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: typeof register.options) => {
    register.options = options
    return () => Promise.resolve()
  },
}))
const showToast = vi.hoisted(() => vi.fn((_message: ToastMessage) => Promise.resolve('toast')))
vi.mock('./ui/Toasts/toasts', () => ({ showToast }))
vi.mock('./lib/video-cache', () => ({ dropOldVideoCaches: () => Promise.resolve() }))

function serviceWorkers(controller: object | null) {
  const container = Object.assign(new EventTarget(), { controller })
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  return container
}

describe('the service worker told to the visitor', () => {
  afterEach(() => {
    showToast.mockClear()
    register.options = undefined
    Reflect.deleteProperty(navigator, 'serviceWorker')
    document.body.innerHTML = ''
    localStorage.clear()
    vi.unstubAllGlobals()
  })

  it('offers a new version to a page the current worker controls', () => {
    serviceWorkers({})
    startNotifications()
    register.options?.onNeedRefresh?.()
    register.options?.onNeedRefresh?.()
    expect(showToast).toHaveBeenCalledTimes(1)
    expect(showToast.mock.calls[0]).toMatchObject([{ title: 'updateAvailable' }])
  })

  it('says at once that a page the worker already controls works offline', () => {
    document.body.innerHTML = '<p role="status" data-offline-status="Ready offline"></p>'
    serviceWorkers({})
    startNotifications()
    expect(document.querySelector('[role=status]')?.textContent).toBe('Ready offline')
  })

  it('offers none while the first worker, begun on an earlier page, installs, and says when the site works offline', () => {
    document.body.innerHTML = '<p role="status" data-offline-status="Ready offline"></p>'
    const container = serviceWorkers(null)
    startNotifications()
    // workbox-window reports another page's installing worker as an external one, "installed".
    register.options?.onNeedRefresh?.()
    expect(showToast).not.toHaveBeenCalled()
    container.controller = {}
    container.dispatchEvent(new Event('controllerchange'))
    expect(document.querySelector('[role=status]')?.textContent).toBe('Ready offline')
  })
})
