// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UNAVAILABLE_EVENT, unavailable, type Unavailable } from './island'

function islandWithPress() {
  document.body.innerHTML = '<div data-island="Form"><button data-early="queue" data-pending="true">Send</button></div>'
  const island = document.querySelector<HTMLElement>('[data-island]')!
  const heard: Unavailable[] = []
  document.addEventListener(UNAVAILABLE_EVENT, (event) => heard.push((event as CustomEvent<Unavailable>).detail), {
    once: true,
  })
  return { island, button: island.querySelector('button')!, heard }
}

describe('an island whose code cannot load', () => {
  afterEach(() => vi.restoreAllMocks())

  it('online, drops the press kept for it, so its control stops showing it pending, and tells the page', () => {
    const { island, button, heard } = islandWithPress()
    unavailable(island)
    expect(button.hasAttribute('data-pending')).toBe(false)
    expect(heard).toEqual([{ offline: false, pressed: true }])
  })

  it('offline, keeps the press for when its code comes, and tells the page', () => {
    const { island, button, heard } = islandWithPress()
    unavailable(island, true)
    expect(button.getAttribute('data-pending')).toBe('true')
    expect(heard).toEqual([{ offline: true, pressed: true }])
  })

  it('says when no press was kept for it', () => {
    const { island, button, heard } = islandWithPress()
    button.removeAttribute('data-pending')
    unavailable(island)
    expect(heard).toEqual([{ offline: false, pressed: false }])
  })
})
