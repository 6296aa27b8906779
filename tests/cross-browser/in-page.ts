/**
 * Functions the cross-browser journeys run inside the page (Puppeteer's `page.evaluate` in
 * Firefox, `evaluate` in webkit.ts): each is sent as its source, so it uses nothing from outside.
 */

/** Labels of the carousel's slides whose whole box lies within its track. */
export function fullyVisibleSlides() {
  const slides = [...document.querySelectorAll('[aria-roledescription="carousel"] [aria-roledescription="slide"]')]
  const track = slides[0]!.parentElement!.getBoundingClientRect()
  return slides
    .filter((slide) => {
      const box = slide.getBoundingClientRect()
      return box.left >= track.left - 2 && box.right <= track.right + 2
    })
    .map((slide) => slide.getAttribute('aria-label'))
}

/**
 * What has focus: its tag and name, whether it is on screen and whether it is the topmost thing
 * where it is (and if not, what covers it); null when nothing in the page has focus.
 */
export function focusedStop() {
  const element = document.activeElement as HTMLElement | null
  if (!element || element === document.body) return null
  const box = element.getBoundingClientRect()
  const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1)
  const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1)
  const top = document.elementFromPoint(x, y)
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''
  const uncovered = Boolean(top && (top === element || element.contains(top) || top.contains(element)))
  return {
    what: `${element.tagName.toLowerCase()} "${name}"`,
    ...(uncovered || !top ? {} : { cover: `${top.tagName.toLowerCase()}.${top.className} at ${Math.round(y)}/${innerHeight}` }),
    visible: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight,
    uncovered,
  }
}
