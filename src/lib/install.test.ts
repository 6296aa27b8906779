// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  installOffer,
  promptInstall,
  resetInstall,
  safariPlatform,
  watchInstall,
  type BeforeInstallPromptEvent,
} from './install'

const agents = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/142.0 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
}

describe('safariPlatform', () => {
  it('knows Safari on an iPhone, on an iPad that asks for desktop pages, and on a Mac', () => {
    expect(safariPlatform({ userAgent: agents.iPhoneSafari, maxTouchPoints: 5 })).toBe('ios')
    expect(safariPlatform({ userAgent: agents.macSafari, maxTouchPoints: 5 })).toBe('ios')
    expect(safariPlatform({ userAgent: agents.macSafari, maxTouchPoints: 0 })).toBe('mac')
  })

  it('leaves out other browsers, which have their own way or none', () => {
    for (const userAgent of [agents.macChrome, agents.iPhoneChrome, agents.androidChrome]) {
      expect(safariPlatform({ userAgent, maxTouchPoints: 5 })).toBeUndefined()
    }
  })
})

describe('the install offer', () => {
  afterEach(() => resetInstall())

  it('is the prompt once offered, used once, and gone once installed', async () => {
    const onInstalled = vi.fn()
    const stop = watchInstall(onInstalled)
    const prompt = vi.fn(() => Promise.resolve())
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    }) as BeforeInstallPromptEvent
    window.dispatchEvent(offer)
    expect(offer.defaultPrevented).toBe(true)
    expect(installOffer()).toBe('prompt')
    await expect(promptInstall()).resolves.toBe('dismissed')
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(installOffer()).not.toBe('prompt')

    window.dispatchEvent(offer)
    window.dispatchEvent(new Event('appinstalled'))
    expect(onInstalled).toHaveBeenCalledTimes(1)
    expect(installOffer()).toBeUndefined()
    stop()
  })

  it('stands when the browser refuses to show its prompt (no user activation)', async () => {
    const stop = watchInstall(() => {})
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () =>
        Promise.reject(new DOMException('The prompt() method must be called with a user gesture', 'NotAllowedError')),
      userChoice: new Promise(() => {}),
    }) as BeforeInstallPromptEvent
    window.dispatchEvent(offer)
    await expect(promptInstall()).resolves.toBeUndefined()
    expect(installOffer()).toBe('prompt')
    stop()
  })
})
