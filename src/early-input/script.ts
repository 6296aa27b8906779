/** Inlined into every page's head with the islands' own helpers (`?iife`, docs/early-input.md), so it must import no React. */
import { lastSlide, scrollLeftFor, slideAtScroll, slideStep } from './carousel-track'
import { wakeIsland } from '../islands/island'
import { prefersReducedMotion } from '../lib/motion'
import type { EarlyKind } from './useEarly'

const doc = document
const closest = <T extends HTMLElement = HTMLElement>(target: EventTarget | null, selector: string) =>
  target instanceof Element ? target.closest<T>(selector) : null
const rtl = () => doc.dir === 'rtl'

function scrollTrack(within: Element, to: (shown: number) => number) {
  const carousel = within.closest('[data-early-carousel]')
  const track = carousel?.querySelector<HTMLElement>('[data-early-track]')
  if (!track) return
  const sign = rtl() ? -1 : 1
  const step = slideStep(track, sign)
  if (step <= 0) return
  const last = lastSlide(track, step)
  const target = Math.min(last, Math.max(0, to(slideAtScroll(track, step, sign))))
  track.scrollTo({ left: scrollLeftFor(track, target, sign), behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  const arrows = carousel!.querySelectorAll<HTMLButtonElement>('[data-early-step]')
  arrows.forEach((arrow, at) => {
    const atEnd = target === (Number(arrow.dataset.earlyStep) < 0 ? 0 : last)
    // A disabled arrow would drop keyboard focus on the page: the other arrow takes it.
    if (atEnd && doc.activeElement === arrow) arrows[1 - at]?.focus()
    arrow.disabled = atEnd
  })
  carousel!.querySelectorAll<HTMLElement>('[data-early-goto]').forEach((dot) => {
    if (Number(dot.dataset.earlyGoto) === target) dot.setAttribute('aria-current', 'true')
    else dot.removeAttribute('aria-current')
  })
}

const queue = (control: HTMLElement) => control.setAttribute('data-pending', 'true')

function activate(control: HTMLElement) {
  const { early, earlyStep, earlyGoto } = control.dataset
  const kind = early as EarlyKind
  if (kind === 'dialog') {
    const dialog = doc.getElementById(control.getAttribute('aria-controls')!) as HTMLDialogElement | null
    if (!dialog?.open) dialog?.showModal()
  } else if (kind === 'step' || kind === 'goto')
    scrollTrack(control, (shown) => (kind === 'goto' ? Number(earlyGoto) : shown + Number(earlyStep)))
  else if (kind === 'play') {
    const figure = control.closest<HTMLElement>('[data-early-video]')!
    const video = figure.querySelector('video')
    // Offline, the island knows whether a kept copy can play, and says so if not.
    if (!navigator.onLine || !video) return queue(control)
    figure.dataset.earlyVideo = 'started'
    video.play().catch(() => {
      figure.dataset.earlyVideo = ''
      queue(control)
    })
  } else if (control.dispatchEvent(new Event('early-press', { cancelable: true }))) queue(control)
}

// Presses on a control not yet hydrated are kept from React, which would replay half a press.
let pressed: HTMLElement | null = null
function keepFromReact(event: Event, control: HTMLElement | null) {
  const click = event.type === 'click'
  if (control) {
    event.stopImmediatePropagation()
    if (/down|start/.test(event.type)) pressed = control
  } else if (click && pressed?.contains(event.target as Node) && (event as MouseEvent).detail > 0) {
    // Hydrated mid-press: React never saw the press start, so the control is pressed for it.
    const hydrated = pressed
    event.stopImmediatePropagation()
    event.preventDefault()
    setTimeout(() => hydrated.click())
  }
  if (!click) return
  pressed = null
  if (!control) return
  event.preventDefault()
  activate(control)
}

function onKey(event: KeyboardEvent, control: HTMLElement | null, carousel: HTMLElement | null) {
  if (carousel && /^Arrow(Left|Right)$/.test(event.key)) {
    event.preventDefault()
    event.stopImmediatePropagation()
    // The arrow goes where it points: right to left, ArrowLeft is the next slide.
    scrollTrack(carousel, (shown) => shown + ((event.key === 'ArrowRight') !== rtl() ? 1 : -1))
  } else if (control) event.stopImmediatePropagation()
}

const onEvent = (event: Event) => {
  // An island a visitor reaches for hydrates now (src/islands/start.ts); first, so nothing stops it.
  const island = closest(event.target, '[data-island]')
  if (island && !island.hasAttribute('data-wake')) wakeIsland(island)
  if (/over|focus/.test(event.type)) return
  const carousel = closest(event.target, '[data-early-carousel]')
  // Touched, a carousel never starts rotating.
  carousel?.setAttribute('data-early-carousel', 'used')
  const control = closest(event.target, '[data-early]')
  if (event.type === 'keydown') onKey(event as KeyboardEvent, control, carousel)
  else keepFromReact(event, control)
}
// Passive for touches: a touch listener that could cancel would hold up scrolling.
;[
  'pointerover',
  'focusin',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'keydown',
  'keyup',
  'click',
].forEach((type) => addEventListener(type, onEvent, { capture: true, passive: /touch/.test(type) }))

// The menu's native drawer closes as one of its links is followed.
addEventListener('click', (event) => {
  const dialog = closest<HTMLDialogElement>(event.target, 'dialog[data-early-shell]')
  if (dialog?.open && (event.target === dialog || closest(event.target, 'a[href], [data-early-close]'))) dialog.close()
})
