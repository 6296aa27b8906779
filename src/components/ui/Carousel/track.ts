/**
 * Where the scroll track stands, read from the DOM: the carousel and the early-input script (before
 * hydration) both move it with these. Right to left the slides run leftwards and scrollLeft goes
 * from 0 down to negative: `sign` is -1 there.
 */
const slides = (track: HTMLElement) => track.children as HTMLCollectionOf<HTMLElement>

/** How far apart two slides start: a slide and its gap. */
export function slideStep(track: HTMLElement, sign: number) {
  const [first, second] = slides(track)
  if (!first) return 0
  return second ? sign * (second.offsetLeft - first.offsetLeft) : first.offsetWidth
}

/** The slide the track's scroll position shows first. */
export const slideAtScroll = (track: HTMLElement, step: number, sign: number) => Math.round((sign * track.scrollLeft) / step)

/** The scroll position that shows slide `index` first, within the track's reach. */
export function scrollLeftFor(track: HTMLElement, index: number, sign: number) {
  const offset = slides(track)[index]!.offsetLeft - slides(track)[0]!.offsetLeft
  return sign * Math.max(0, Math.min(sign * offset, track.scrollWidth - track.clientWidth))
}

/** The last slide the track can show first: the end of its scroll. */
export const lastSlide = (track: HTMLElement, step: number) => Math.round((track.scrollWidth - track.clientWidth) / step)
