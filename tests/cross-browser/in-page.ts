// Run inside the page, sent as their source: each uses nothing from outside.
import { chrome } from '../../src/content/site'

export function fullyVisibleSlides() {
  const slides = [...document.querySelectorAll('[data-carousel] [data-early-track] > [aria-roledescription]')]
  const track = slides[0]!.parentElement!.getBoundingClientRect()
  return slides
    .filter((slide) => {
      const box = slide.getBoundingClientRect()
      return box.left >= track.left - 2 && box.right <= track.right + 2
    })
    .map((slide) => slide.getAttribute('aria-label'))
}

/** The hero's video once played: its size against the poster's frame, whether it draws a frame and is what shows at its centre (not a cover). */
export function heroVideoDrawn() {
  const video = document.querySelector<HTMLVideoElement>('figure video')!
  const box = video.getBoundingClientRect()
  // Inside its border, where the poster was drawn.
  const frame = video.parentElement!
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
  return {
    width: Math.round(box.width),
    height: Math.round(box.height),
    frameWidth: frame.clientWidth,
    frameHeight: frame.clientHeight,
    hasPicture: video.videoWidth > 0 && video.readyState >= 2,
    onTop: top === video,
  }
}

/** Whether a picture has drawn one of `srcSet`'s files: loaded, with pixels, from that set. */
export function drawnFrom(img: Element, srcSet: string) {
  const image = img as HTMLImageElement
  return image.complete && image.naturalWidth > 0 && srcSet.includes(`${new URL(image.currentSrc).pathname} `)
}

/** Every element shown whose own text is cut off by its box or ends in an ellipsis, with its words. */
export function clippedText() {
  return [...document.querySelectorAll<HTMLElement>('body *')]
    .filter((element) => {
      if (!element.checkVisibility({ visibilityProperty: true })) return false
      if (![...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()))
        return false
      const style = getComputedStyle(element)
      // Out of sight on purpose: read by assistive technology only.
      if (style.clipPath.startsWith('inset(50%')) return false
      const sideways =
        element.scrollWidth > element.clientWidth + 1 &&
        (style.overflowX !== 'visible' || style.textOverflow === 'ellipsis')
      const downwards = element.scrollHeight > element.clientHeight + 1 && ['hidden', 'clip'].includes(style.overflowY)
      return sideways || downwards
    })
    .map((element) => element.textContent!.trim().slice(0, 60))
}

/** What has focus, whether it is on screen and uncovered (else what covers it); null when nothing has. */
export function focusedStop() {
  const element = document.activeElement as HTMLElement | null
  if (!element || element === document.body) return null
  const box = element.getBoundingClientRect()
  // The middle of what is on screen of it: a carousel's track can be taller than the room below the header.
  const x = Math.min((Math.max(box.left, 0) + Math.min(box.right, innerWidth)) / 2, innerWidth - 1)
  const y = Math.min((Math.max(box.top, 0) + Math.min(box.bottom, innerHeight)) / 2, innerHeight - 1)
  const top = document.elementFromPoint(x, y)
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''
  const uncovered = Boolean(top && (top === element || element.contains(top) || top.contains(element)))
  return {
    what: `${element.tagName.toLowerCase()} "${name}"`,
    ...(uncovered || !top
      ? {}
      : { cover: `${top.tagName.toLowerCase()}.${top.className} at ${Math.round(y)}/${innerHeight}` }),
    visible: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight,
    uncovered,
  }
}

export function fillApplication(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const control = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!
    if (control.type === 'radio') {
      document.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!.click()
      continue
    }
    // React reads the value through the element's own setter, then the input event.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!.call(control, value)
    control.dispatchEvent(new Event('input', { bubbles: true }))
  }
  document.querySelector<HTMLInputElement>('input[name="consent"]')!.click()
}

/** Whether a person's minimum time from the form's first paint to Send has passed (src/application/spam.ts): `[attribute, ms]`. */
export function tookAPersonsTime([attribute, min]: readonly [string, number]) {
  return Date.now() - Number(document.documentElement.getAttribute(attribute)) >= min
}

export function queuedApplications() {
  return new Promise<number>((resolve, reject) => {
    const open = indexedDB.open('workbox-background-sync')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      // Closed at once: an open connection would hold up the worker's own (version) upgrade.
      const db = open.result
      if (!db.objectStoreNames.contains('requests')) return resolve(db.close() ?? 0)
      const count = db.transaction('requests').objectStore('requests').count()
      count.onsuccess = () => resolve(count.result)
      db.close()
    }
  })
}

// Source text, not functions: the test runners rewrite a function's `import()` for Node.

/** Waits until the drawer's code, fetched on the menu button's hover, focus or press, has run. */
const AWAIT_DRAWER_CODE = `
  const drawerCode = () => performance.getEntriesByType('resource').find((entry) => entry.name.includes('/MobileMenuDrawer-'))?.name
  while (!drawerCode()) await new Promise((done) => setTimeout(done, 5))
  await import(drawerCode())`

/** Resolves once the drawer's code has arrived and the app's own callbacks on it have run. */
export const DRAWER_CODE_ARRIVED = `(async () => {${AWAIT_DRAWER_CODE}
  await new Promise((done) => setTimeout(done))
})()`

/** Presses the menu button as the drawer's code arrives, before React renders: the native drawer it opens must not be lost. */
export const PRESS_MENU_AS_DRAWER_CODE_ARRIVES = `(async () => {
  const button = document.querySelector(${JSON.stringify(`button[aria-label="${chrome.en.menuButton}"]`)})
  button.focus()${AWAIT_DRAWER_CODE}
  // The app's own callbacks on the code's arrival run first; React renders in a later task.
  for (let hop = 0; hop < 20; hop++) await Promise.resolve()
  button.click()
  // What a visitor then has, once it is the open menu with focus inside, or after 10 s.
  const seen = () => {
    const dialog = document.querySelector('[role="dialog"]')
    return { menuShows: Boolean(dialog?.textContent?.includes('Pricing')), focusInside: Boolean(dialog?.contains(document.activeElement)) }
  }
  for (const start = performance.now(); performance.now() - start < 10000 && !(seen().menuShows && seen().focusInside); ) {
    await new Promise((done) => requestAnimationFrame(done))
  }
  return seen()
})()`

/** The header as a visitor sees it: its size, sideways scrolling, and each control's box, lines and whether its words are cut off. */
export function headerRow() {
  const header = document.querySelector('header')!
  const frame = header.getBoundingClientRect()
  const controls = [...header.querySelectorAll<HTMLElement>('a[href], button')]
    .filter((control) => control.checkVisibility({ visibilityProperty: true }))
    .map((control) => {
      const box = control.getBoundingClientRect()
      const tops = new Set<number>()
      let cut = false
      const words = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
      for (let text = words.nextNode(); text; text = words.nextNode()) {
        if (!text.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(text)
        for (const line of range.getClientRects()) tops.add(Math.round(line.top))
        const drawn = range.getBoundingClientRect()
        const holder = text.parentElement!.getBoundingClientRect()
        cut ||= drawn.left < holder.left - 1 || drawn.right > holder.right + 1
      }
      return {
        name: (control.getAttribute('aria-label') ?? control.textContent ?? '').trim(),
        top: box.top - frame.top,
        bottom: box.bottom - frame.top,
        left: box.left,
        right: box.right,
        lines: tops.size,
        cut,
      }
    })
  return {
    width: frame.width,
    height: frame.height,
    sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    controls,
  }
}

/** Whether a link to the other language is shown in the header's row, and in an open drawer. */
export function languageLinkShown() {
  const shown = [...document.querySelectorAll('a[hreflang]')].filter((link) =>
    link.checkVisibility({ visibilityProperty: true }),
  )
  return {
    row: shown.some((link) => link.closest('header') && !link.closest('dialog, [role="dialog"]')),
    drawer: shown.some((link) => link.closest('dialog, [role="dialog"]')),
  }
}

/** Ends every rest the ledger holds, as if its backoff were over: a test cannot move the worker's clock. */
export function endRests() {
  return new Promise<number>((resolve, reject) => {
    const open = indexedDB.open('launchloop-applications')
    // Never created here: the site's own code creates it, with its store.
    open.onupgradeneeded = () => open.transaction!.abort()
    open.onerror = () => resolve(0)
    open.onsuccess = () => {
      const db = open.result
      let ended = 0
      const tx = db.transaction('applications', 'readwrite')
      tx.objectStore('applications').openCursor().onsuccess = ({ target }) => {
        const cursor = (target as IDBRequest<IDBCursorWithValue | null>).result
        if (!cursor) return
        if (cursor.value.status === 'resting') {
          ended++
          cursor.update({ ...cursor.value, until: 0 })
        }
        cursor.continue()
      }
      tx.oncomplete = () => (db.close(), resolve(ended))
      tx.onerror = () => (db.close(), reject(tx.error))
    }
  })
}
