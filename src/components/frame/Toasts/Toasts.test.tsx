// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toasts } from './Toasts.island'
import { TOAST_TIMEOUT_MS, addToast, toastQueue, type ToastText } from '../../../ui/Toasts/toast-queue'
import { pwa as pwaIn } from '../../../content/pwa'
import { fill } from '../../../ground/fill'

const pwa = pwaIn.en

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  act(() => toastQueue.clear())
  vi.useRealTimers()
})

describe('Toasts', () => {
  it('shows an informational toast for 4000 ms, in a labelled region', () => {
    render(<Toasts copy={pwa.toasts} />)
    act(() => void addToast({ title: 'appInstalled' }))
    const region = screen.getByRole('region', { name: pwa.toasts.regionLabel })
    expect(region.textContent).toContain(pwa.toasts.appInstalled)
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1))
    expect(screen.queryByText(pwa.toasts.appInstalled)).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText(pwa.toasts.appInstalled)).toBeNull()
  })

  it('fills in the placeholders of a toast’s words', () => {
    render(<Toasts copy={pwa.toasts} />)
    act(
      () =>
        void addToast({
          title: 'applicationRefused',
          description: 'applicationRefusedText',
          values: { problem: 'PROBLEM' },
        }),
    )
    expect(screen.getByText(fill(pwa.toasts.applicationRefusedText, { problem: 'PROBLEM' }))).toBeTruthy()
  })

  it('keeps a toast with an action until it is used', () => {
    const onAction = vi.fn()
    render(<Toasts copy={pwa.toasts} />)
    act(() => void addToast({ title: 'updateAvailable', action: { label: 'reload', onAction } }))
    act(() => vi.advanceTimersByTime(60_000))
    const reload = screen.getByRole('button', { name: pwa.toasts.reload })
    act(() => reload.click())
    expect(onAction).toHaveBeenCalledOnce()
  })

  it('shows at most three at once and can dismiss each', () => {
    const titles: ToastText[] = [
      'applicationSent',
      'applicationRefused',
      'applicationNotAccepted',
      'applicationExpires',
    ]
    render(<Toasts copy={pwa.toasts} />)
    act(() => {
      for (const title of titles) addToast({ title, action: { label: 'openForm', onAction: () => {} } })
    })
    const shown = () => titles.map((title) => pwa.toasts[title]).filter((text) => screen.queryByText(text))
    const first = shown()
    expect(first).toHaveLength(3)
    const dismissed = screen.getByText(first[0]!).closest('[role="alertdialog"]')!
    const dismiss = [...dismissed.querySelectorAll('button')].find(
      (button) => button.getAttribute('aria-label') === pwa.toasts.dismiss,
    )!
    act(() => dismiss.click())
    expect(shown()).toEqual(titles.map((title) => pwa.toasts[title]).filter((text) => text !== first[0]))
    while (screen.queryAllByRole('button', { name: pwa.toasts.dismiss }).length > 0) {
      act(() => screen.getAllByRole('button', { name: pwa.toasts.dismiss })[0]!.click())
    }
    expect(shown()).toEqual([])
  })
})
