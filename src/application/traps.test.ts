// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { filledIn } from './fields'
import { HONEYPOT_NAME, MIN_FILL_MS } from './spam'
import { isPerson, markFirstPaint, PAINTED_ATTRIBUTE, trapsIn } from './traps'

afterEach(() => {
  document.documentElement.removeAttribute(PAINTED_ATTRIBUTE)
  document.body.replaceChildren()
  vi.useRealTimers()
})

function served(honeypot = '') {
  const form = document.createElement('form')
  form.innerHTML = `<input name="firstname" value="Ada"><div inert aria-hidden="true"><input name="${HONEYPOT_NAME}" tabindex="-1" autocomplete="off"></div>`
  form.querySelector<HTMLInputElement>(`[name="${HONEYPOT_NAME}"]`)!.value = honeypot
  document.body.append(form)
  return form
}

describe('the spam traps at Send', () => {
  it('times Send from the frame of the form’s first paint', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'requestAnimationFrame'] })
    markFirstPaint()
    expect(document.documentElement.hasAttribute(PAINTED_ATTRIBUTE)).toBe(false)
    vi.advanceTimersToNextFrame()
    const painted = Date.now()
    expect(trapsIn(served(), painted + MIN_FILL_MS)).toEqual({ elapsed: MIN_FILL_MS, honeypot: '' })
  })

  it('lets a person through after the minimum time; stops a quicker Send or a filled honeypot', () => {
    document.documentElement.setAttribute(PAINTED_ATTRIBUTE, '1000')
    expect(isPerson(trapsIn(served(), 1000 + MIN_FILL_MS))).toBe(true)
    expect(isPerson(trapsIn(served(), 1000 + MIN_FILL_MS - 1))).toBe(false)
    expect(isPerson(trapsIn(served('https://spam.example'), 60_000))).toBe(false)
  })

  it('without the head script’s mark, times Send from the page’s start, which is never later than its paint', () => {
    expect(trapsIn(served(), performance.timeOrigin + 5_000).elapsed).toBe(5_000)
  })

  it('never keeps the honeypot in the draft', () => {
    expect(filledIn(served('https://spam.example'))).toEqual({ firstname: 'Ada' })
  })
})
