// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Carousel } from './Carousel'
import { CarouselNext, CarouselPicker, CarouselPrevious, CarouselRotationControl, CarouselTrack } from './CarouselParts'
import { useCarousel } from './CarouselContext'

const labels = {
  carouselRole: 'slide show',
  slideRole: 'picture',
  carouselLabel: 'Slides',
  previous: 'Previous',
  next: 'Next',
  stopRotation: 'Stop rotating',
  startRotation: 'Start rotating',
  pickerLabel: 'Choose a slide',
  slideLabel: '{n} / {total}',
}
const names = ['Alpha', 'Beta', 'Gamma', 'Delta']

function carouselTree() {
  return (
    <>
      <button type="button">Outside</button>
      <Carousel count={names.length} labels={labels}>
        <CarouselRotationControl />
        <CarouselPicker names={names} label={(n, name) => `Show ${n}: ${name}`} />
        <CarouselPrevious />
        <CarouselNext />
        <CarouselTrack
          slides={names.map((name) => (
            <a key={name} href={`#${name}`}>
              {name}
            </a>
          ))}
        />
      </Carousel>
    </>
  )
}

function renderCarousel() {
  return render(carouselTree())
}

/** The slide in view, read from the accessibility tree: the only slide not made inert. */
function visibleSlides() {
  return screen
    .getAllByRole('group', { name: / \/ 4$/ })
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.getAttribute('aria-label'))
}

function stubViewport(perView: 1 | 2 | 3, reducedMotion = false) {
  const matches = (query: string) =>
    (query === '(min-width: 48em)' && perView >= 2) ||
    (query === '(min-width: 64em)' && perView === 3) ||
    (query === '(prefers-reduced-motion: reduce)' && reducedMotion)
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

beforeEach(() => {
  vi.useFakeTimers()
  stubViewport(1)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms))
/** A press as assistive technology or the keyboard makes it (React Aria treats a detail-0 click as one). */
const press = (element: HTMLElement) => act(() => element.click())

describe('Carousel', () => {
  it("is a labelled carousel region of slides named 'n / 4', its roles named in the page's words", () => {
    renderCarousel()
    const region = screen.getByRole('region', { name: labels.carouselLabel })
    expect(region.getAttribute('aria-roledescription')).toBe(labels.carouselRole)
    const slides = within(region).getAllByRole('group', { name: / \/ 4$/ })
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 / 4', '2 / 4', '3 / 4', '4 / 4'])
    for (const slide of slides) expect(slide.getAttribute('aria-roledescription')).toBe(labels.slideRole)
  })

  it('advances every 4000 ms and wraps from the last slide to the first', () => {
    renderCarousel()
    expect(visibleSlides()).toEqual(['1 / 4'])
    tick(3999)
    expect(visibleSlides()).toEqual(['1 / 4'])
    tick(1)
    expect(visibleSlides()).toEqual(['2 / 4'])
    tick(8000)
    expect(visibleSlides()).toEqual(['4 / 4'])
    tick(4000)
    expect(visibleSlides()).toEqual(['1 / 4'])
  })

  it('keeps live announcements off while rotating and polite once stopped', () => {
    const { container } = renderCarousel()
    const track = container.querySelector('[aria-live]')!
    expect(track.getAttribute('aria-live')).toBe('off')
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Alpha' }))
    expect(track.getAttribute('aria-live')).toBe('polite')
  })

  it.each([
    ['a pointer down on a slide', () => fireEvent.pointerDown(screen.getByRole('link', { name: 'Alpha' }))],
    ['a key press inside', () => fireEvent.keyDown(screen.getByRole('link', { name: 'Alpha' }), { key: 'Tab' })],
    ['focus moving into it', () => act(() => screen.getByRole('link', { name: 'Alpha' }).focus())],
    [
      'keyboard focus reaching the rotation control',
      () => act(() => screen.getByRole('button', { name: labels.stopRotation }).focus()),
    ],
  ])('stops for good at the first interaction: %s', (_name, interact) => {
    renderCarousel()
    tick(4000)
    expect(visibleSlides()).toEqual(['2 / 4'])
    interact()
    tick(40_000)
    expect(visibleSlides()).toEqual(['2 / 4'])
    expect(screen.queryByRole('button', { name: labels.startRotation })).not.toBeNull()
  })

  it('pauses while a mouse pointer is over it and resumes when it leaves', () => {
    renderCarousel()
    const region = screen.getByRole('region', { name: labels.carouselLabel })
    fireEvent.pointerEnter(region, { pointerType: 'mouse' })
    tick(12_000)
    expect(visibleSlides()).toEqual(['1 / 4'])
    fireEvent.pointerLeave(region, { pointerType: 'mouse' })
    tick(4000)
    expect(visibleSlides()).toEqual(['2 / 4'])
  })

  it('turns only while all of it is on screen below the header, which it measures from the page', () => {
    const observers: { notify: (ratio: number) => void; options?: IntersectionObserverInit }[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({
            options,
            notify: (ratio) =>
              act(() => callback([{ intersectionRatio: ratio } as IntersectionObserverEntry], this as never)),
          })
        }
        observe() {}
        disconnect() {}
      },
    )
    document.documentElement.style.scrollPaddingTop = '80px'
    renderCarousel()
    const [observer] = observers
    expect(observer!.options).toEqual({ threshold: 1, rootMargin: '-80px 0px 0px 0px' })
    tick(12_000)
    expect(visibleSlides()).toEqual(['1 / 4'])
    observer!.notify(1)
    tick(4000)
    expect(visibleSlides()).toEqual(['2 / 4'])
    observer!.notify(0.8)
    tick(12_000)
    expect(visibleSlides()).toEqual(['2 / 4'])
    observer!.notify(1)
    tick(4000)
    expect(visibleSlides()).toEqual(['3 / 4'])
    document.documentElement.style.scrollPaddingTop = ''
  })

  it('restarted from its control, waits while focus is elsewhere inside and turns again when focus leaves (APG)', () => {
    renderCarousel()
    act(() => screen.getByRole('button', { name: labels.stopRotation }).focus())
    press(screen.getByRole('button', { name: labels.startRotation }))
    const track = document.querySelector('[aria-live]')!
    expect(track.getAttribute('aria-live')).toBe('off')
    act(() => screen.getByRole('button', { name: 'Next' }).focus())
    expect(track.getAttribute('aria-live')).toBe('polite')
    tick(12_000)
    expect(visibleSlides()).toEqual(['1 / 4'])
    act(() => screen.getByRole('button', { name: 'Outside' }).focus())
    expect(track.getAttribute('aria-live')).toBe('off')
    tick(4000)
    expect(visibleSlides()).toEqual(['2 / 4'])
  })

  it('does not autoplay when the visitor prefers reduced motion', () => {
    stubViewport(1, true)
    renderCarousel()
    expect(screen.queryByRole('button', { name: labels.startRotation })).not.toBeNull()
    tick(20_000)
    expect(visibleSlides()).toEqual(['1 / 4'])
  })

  it('stops and starts rotation from its control', () => {
    renderCarousel()
    press(screen.getByRole('button', { name: labels.stopRotation }))
    tick(12_000)
    expect(visibleSlides()).toEqual(['1 / 4'])
    press(screen.getByRole('button', { name: labels.startRotation }))
    tick(4000)
    expect(visibleSlides()).toEqual(['2 / 4'])
  })

  it('moves with the previous and next buttons, which are disabled at the ends', () => {
    stubViewport(3)
    renderCarousel()
    const previous = screen.getByRole('button', { name: 'Previous' })
    const next = screen.getByRole('button', { name: 'Next' })
    expect(visibleSlides()).toEqual(['1 / 4', '2 / 4', '3 / 4'])
    expect(previous.hasAttribute('disabled')).toBe(true)
    press(next)
    expect(visibleSlides()).toEqual(['2 / 4', '3 / 4', '4 / 4'])
    expect(next.hasAttribute('disabled')).toBe(true)
    expect(previous.hasAttribute('disabled')).toBe(false)
    tick(20_000)
    expect(visibleSlides()).toEqual(['2 / 4', '3 / 4', '4 / 4'])
    press(previous)
    expect(visibleSlides()).toEqual(['1 / 4', '2 / 4', '3 / 4'])
  })

  it('hands focus to the other arrow when the focused one becomes disabled at an end', () => {
    stubViewport(3)
    renderCarousel()
    const next = screen.getByRole('button', { name: 'Next' })
    act(() => next.focus())
    press(next)
    expect(next.hasAttribute('disabled')).toBe(true)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous' }))
  })

  it('shows two cards per view on medium screens', () => {
    stubViewport(2)
    renderCarousel()
    expect(visibleSlides()).toEqual(['1 / 4', '2 / 4'])
  })

  it('moves with the left and right arrow keys when focus is inside', () => {
    renderCarousel()
    const link = screen.getByRole('link', { name: 'Alpha' })
    fireEvent.keyDown(link, { key: 'ArrowRight' })
    fireEvent.keyDown(link, { key: 'ArrowRight' })
    expect(visibleSlides()).toEqual(['3 / 4'])
    fireEvent.keyDown(link, { key: 'ArrowLeft' })
    expect(visibleSlides()).toEqual(['2 / 4'])
    fireEvent.keyDown(screen.getByRole('button', { name: 'Outside' }), { key: 'ArrowRight' })
    expect(visibleSlides()).toEqual(['2 / 4'])
  })

  it('keeps focus in view when the focused slide moves out of it', () => {
    renderCarousel()
    const alpha = screen.getByRole('link', { name: 'Alpha' })
    act(() => alpha.focus())
    fireEvent.keyDown(alpha, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Beta' }))
  })

  it('picks a slide with a single tap on its picker button', () => {
    renderCarousel()
    press(screen.getByRole('button', { name: 'Show 4: Delta' }))
    expect(visibleSlides()).toEqual(['4 / 4'])
    expect(screen.getByRole('button', { name: 'Show 4: Delta' }).getAttribute('aria-current')).toBe('true')
  })
})

describe('Carousel hydrating prerendered HTML', () => {
  /** Prerenders the carousel, lets `before` act on the plain HTML, then hydrates it. */
  async function hydrateCarousel(before: (container: HTMLElement) => void) {
    const { renderToString } = await import('react-dom/server')
    const { hydrateRoot } = await import('react-dom/client')
    const container = document.createElement('div')
    container.innerHTML = renderToString(carouselTree())
    document.body.append(container)
    before(container)
    const root = await act(async () => hydrateRoot(container, carouselTree()))
    return { container, unmount: () => act(() => root.unmount()) }
  }

  it('starts rotating once hydrated', async () => {
    const { container, unmount } = await hydrateCarousel(() => {})
    expect(within(container).queryByRole('button', { name: labels.stopRotation })).not.toBeNull()
    tick(4000)
    expect(visibleSlides()).toEqual(['2 / 4'])
    unmount()
    container.remove()
  })

  it('does not start rotating when keyboard focus went inside before it hydrated', async () => {
    const { container, unmount } = await hydrateCarousel((html) => {
      within(html).getByRole('button', { name: labels.startRotation }).focus()
    })
    const control = within(container).getByRole('button', { name: labels.startRotation })
    expect(document.activeElement).toBe(control)
    tick(8000)
    expect(visibleSlides()).toEqual(['1 / 4'])
    unmount()
    container.remove()
  })
})

describe('Carousel, its smooth moves', () => {
  /** The layout jsdom does not do: the test sets the scroll position, as a smooth move would, and scrollTo only records. */
  function layOut() {
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement?.hasAttribute('data-early-track')
        ? Array.from(this.parentElement.children).indexOf(this) * 100
        : 0
    })
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100)
    const track = document.querySelector<HTMLElement>('[data-early-track]')!
    let position = 0
    Object.defineProperties(track, {
      scrollLeft: { get: () => position, configurable: true },
      scrollWidth: { value: 400, configurable: true },
      clientWidth: { value: 100, configurable: true },
    })
    const scrollTo = vi.fn()
    track.scrollTo = scrollTo as typeof track.scrollTo
    /** The track is at `left` and says so, as during or at the end of a move. */
    const at = (left: number) =>
      act(() => {
        position = left
        fireEvent.scroll(track)
      })
    return { track, scrollTo, at }
  }

  it('counts a press from where a move is going, not from where it passes', () => {
    renderCarousel()
    const { scrollTo, at } = layOut()
    press(screen.getByRole('button', { name: 'Next' }))
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 100, behavior: 'smooth' })
    // Half-way through: still going to the second slide.
    at(30)
    expect(visibleSlides()).toEqual(['2 / 4'])
    // Previous right then goes back to the first.
    press(screen.getByRole('button', { name: 'Previous' }))
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' })
    at(60)
    expect(visibleSlides()).toEqual(['1 / 4'])
    at(0)
    expect(visibleSlides()).toEqual(['1 / 4'])
    // At rest, the track's position is the visitor's again: a swipe moves the carousel.
    at(200)
    expect(visibleSlides()).toEqual(['3 / 4'])
  })

  it('follows the track where the visitor takes it over, or where a move comes to rest', () => {
    renderCarousel()
    const { track, at } = layOut()
    press(screen.getByRole('button', { name: 'Next' }))
    at(40)
    // A finger on the track stops the move where it is.
    act(() => void fireEvent.pointerDown(track))
    expect(visibleSlides()).toEqual(['1 / 4'])
    press(screen.getByRole('button', { name: 'Next' }))
    at(300)
    expect(visibleSlides()).toEqual(['2 / 4'])
    // The move ended elsewhere (the browser snapped it further): the carousel follows.
    act(() => void track.dispatchEvent(new Event('scrollend')))
    expect(visibleSlides()).toEqual(['4 / 4'])
  })

  it('keeps a quick second press when the first move ends late', () => {
    renderCarousel()
    const { track, scrollTo, at } = layOut()
    press(screen.getByRole('button', { name: 'Next' }))
    at(100)
    // The first move is there, its scrollend not yet delivered, when Next is pressed again.
    press(screen.getByRole('button', { name: 'Next' }))
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 200, behavior: 'smooth' })
    act(() => void track.dispatchEvent(new Event('scrollend')))
    expect(visibleSlides()).toEqual(['3 / 4'])
    at(200)
    act(() => void track.dispatchEvent(new Event('scrollend')))
    expect(visibleSlides()).toEqual(['3 / 4'])
  })
})

describe('useCarousel', () => {
  it('throws when used outside a carousel', () => {
    function Orphan() {
      useCarousel()
      return null
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Orphan />)).toThrow('useCarousel must be used within a <Carousel />')
  })
})
