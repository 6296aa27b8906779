/** The track's geometry, for the carousel and the early-input script; right to left `sign` is -1 (scrollLeft runs negative). */
const slides = (track: HTMLElement) => track.children as HTMLCollectionOf<HTMLElement>

/** How far apart two slides start: a slide and its gap. */
export function slideStep(track: HTMLElement, sign: number) {
  const [first, second] = slides(track)
  if (!first) return 0
  return second ? sign * (second.offsetLeft - first.offsetLeft) : first.offsetWidth
}

export const slideAtScroll = (track: HTMLElement, step: number, sign: number) =>
  Math.round((sign * track.scrollLeft) / step)

/** The scroll position that shows slide `index` first, within the track's reach. */
export function scrollLeftFor(track: HTMLElement, index: number, sign: number) {
  const offset = slides(track)[index]!.offsetLeft - slides(track)[0]!.offsetLeft
  return sign * Math.max(0, Math.min(sign * offset, track.scrollWidth - track.clientWidth))
}

export const lastSlide = (track: HTMLElement, step: number) =>
  Math.round((track.scrollWidth - track.clientWidth) / step)
