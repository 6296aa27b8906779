// @vitest-environment jsdom
import { act } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { HeroVideo } from '../components/sections/Hero/HeroVideo.island'
import { Button } from '../ui/Button/Button'
import { hero } from '../content/home'
import { pwa } from '../content/pwa'
import earlyInputScript from './script.ts?iife'
import { useEarly, type EarlyKind } from './useEarly'

// The script listens on the window for the whole test file, as it does on a page.
beforeAll(() => {
  // jsdom has no modal dialogs: record the call instead.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
  window.matchMedia ??= (() => ({ matches: false })) as unknown as typeof window.matchMedia
  new Function(earlyInputScript)()
})

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

function Probe({ kind, onPress }: { kind: EarlyKind; onPress: () => void }) {
  const early = useEarly(kind)
  return (
    <Button ref={early.ref} {...early.props} onPress={onPress}>
      Start
    </Button>
  )
}

/** Puts the server's markup in the page, as the prerender does; returns the container. */
function prerendered(kind: EarlyKind) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Probe kind={kind} onPress={() => {}} />)
  document.body.append(container)
  return container
}

describe('a control used before hydration', () => {
  it('keeps a queued press from React, shows it pending, and performs it once after hydrating', async () => {
    const container = prerendered('queue')
    const button = container.querySelector('button')!
    const reactSaw = vi.fn()
    document.addEventListener('click', reactSaw)

    button.click()
    button.click()
    expect(button.getAttribute('data-pending')).toBe('true')
    expect(reactSaw).not.toHaveBeenCalled()
    document.removeEventListener('click', reactSaw)

    const onPress = vi.fn()
    await act(async () => {
      root = hydrateRoot(container, <Probe kind="queue" onPress={onPress} />)
    })
    await vi.waitFor(() => expect(onPress).toHaveBeenCalledTimes(1))
    expect(button.hasAttribute('data-pending')).toBe(false)
    expect(button.hasAttribute('data-early')).toBe(false)
  })

  it('lets presses through once hydrated', async () => {
    const container = prerendered('queue')
    const onPress = vi.fn()
    await act(async () => {
      root = hydrateRoot(container, <Probe kind="queue" onPress={onPress} />)
    })
    act(() => container.querySelector('button')!.click())
    expect(onPress).toHaveBeenCalledTimes(1)
  })
})

/** Presses Play as the hydration commits, before React has taken the control from the early-input script. */
function PressPlayAsHydrationCommits() {
  useLayoutEffect(() => document.querySelector<HTMLButtonElement>('[data-early="play"]')?.click(), [])
  return null
}

describe('a video the script started', () => {
  it('while the island hydrates gets its pause control, with keyboard focus on it', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    const tree = (
      <>
        <HeroVideo copy={hero.en} offline={pwa.en.video} />
        <PressPlayAsHydrationCommits />
      </>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(tree)
    document.body.append(container)
    container.querySelector('button')!.focus()

    await act(async () => {
      root = hydrateRoot(container, tree)
    })
    // As a browser does once the video plays.
    act(() => container.querySelector('video')!.dispatchEvent(new Event('play')))

    const pause = [...container.querySelectorAll('button')].find((button) => button.textContent === hero.en.pauseLabel)
    expect(pause).toBeDefined()
    expect(document.activeElement).toBe(pause)
  })
})

describe('the early-input script', () => {
  it('is inlined minified, within 3 KB, with no React in it', () => {
    expect(earlyInputScript.length).toBeLessThanOrEqual(3 * 1024)
    expect(earlyInputScript).not.toMatch(/react/i)
    expect(earlyInputScript).not.toMatch(/\n\s*\/\//)
  })

  it('opens the dialog a menu button controls, and closes it when one of its links is followed', () => {
    document.body.innerHTML = `
      <button data-early="dialog" aria-controls="shell">Menu</button>
      <dialog id="shell" data-early-shell><a href="#why">Why</a><button data-early-close>Close</button></dialog>`
    const dialog = document.querySelector('dialog')!
    document.querySelector<HTMLButtonElement>('[data-early]')!.click()
    expect(dialog.open).toBe(true)
    document.querySelector('a')!.click()
    expect(dialog.open).toBe(false)
    document.querySelector<HTMLButtonElement>('[data-early]')!.click()
    document.querySelector<HTMLButtonElement>('[data-early-close]')!.click()
    expect(dialog.open).toBe(false)
  })

  it('plays the video and marks it started', () => {
    document.body.innerHTML = `<figure data-early-video><video></video><button data-early="play">Play</button></figure>`
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    document.querySelector('button')!.click()
    expect(play).toHaveBeenCalledTimes(1)
    expect(document.querySelector('figure')!.getAttribute('data-early-video')).toBe('started')
    play.mockRestore()
  })

  it('moves a carousel by a slide with its arrows and arrow keys, to a slide with its dots, and marks it used', () => {
    document.body.innerHTML = `
      <section data-early-carousel>
        <button data-early="step" data-early-step="-1" disabled>Previous</button>
        <button data-early="step" data-early-step="1">Next</button>
        <button data-early="goto" data-early-goto="0" aria-current="true">1</button>
        <button data-early="goto" data-early-goto="3">4</button>
        <div data-early-track><a href="#a">A</a><a href="#b">B</a><a href="#c">C</a><a href="#d">D</a></div>
      </section>`
    const track = document.querySelector<HTMLElement>('[data-early-track]')!
    // One slide is 300 px wide with its gap; four slides, one in view.
    Array.from(track.children).forEach((slide, index) =>
      Object.defineProperty(slide, 'offsetLeft', { value: index * 300 }),
    )
    Object.defineProperty(track, 'scrollWidth', { value: 1200 })
    Object.defineProperty(track, 'clientWidth', { value: 300 })
    const positions: number[] = []
    track.scrollTo = ((options: ScrollToOptions) => {
      track.scrollLeft = options.left!
      positions.push(options.left!)
    }) as typeof track.scrollTo
    const [previous, next, first, last] = Array.from(document.querySelectorAll<HTMLButtonElement>('button'))

    next!.click()
    expect(positions).toEqual([300])
    expect(previous!.disabled).toBe(false)
    expect(first!.hasAttribute('aria-current')).toBe(false)
    track.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    expect(positions).toEqual([300, 600])
    last!.click()
    expect(positions).toEqual([300, 600, 900])
    expect(next!.disabled).toBe(true)
    expect(last!.getAttribute('aria-current')).toBe('true')
    expect(document.querySelector('section')!.getAttribute('data-early-carousel')).toBe('used')
  })
})
