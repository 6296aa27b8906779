/** Not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export type InstallOffer = 'prompt' | 'ios' | 'mac'

let deferred: BeforeInstallPromptEvent | undefined
let installed = false
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

export function safariPlatform(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): 'ios' | 'mac' | undefined {
  const agent = nav.userAgent
  // Chrome, Edge, Firefox and others on Apple devices name themselves; Safari does not.
  if (!/Safari\//.test(agent) || /Chrome|Chromium|CriOS|FxiOS|EdgiOS|Edg\/|OPR|Android/.test(agent)) return undefined
  if (/iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && nav.maxTouchPoints > 1)) return 'ios'
  return /Macintosh/.test(agent) ? 'mac' : undefined
}

export function runsInstalled(win: Window = window): boolean {
  return (
    (typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches) ||
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

export function installOffer(win: Window = window): InstallOffer | undefined {
  if (installed || runsInstalled(win)) return undefined
  if (deferred) return 'prompt'
  return 'onbeforeinstallprompt' in win ? undefined : safariPlatform(win.navigator)
}

export function watchInstall(onInstalled: () => void, win: Window = window): () => void {
  const offered = (event: Event) => {
    // The browser's own mini-infobar would duplicate the site's button.
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    changed()
  }
  const done = () => {
    deferred = undefined
    installed = true
    changed()
    onInstalled()
  }
  win.addEventListener('beforeinstallprompt', offered)
  win.addEventListener('appinstalled', done)
  return () => {
    win.removeEventListener('beforeinstallprompt', offered)
    win.removeEventListener('appinstalled', done)
  }
}

/** An offer can be used once, so the button goes until the next. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | undefined> {
  const event = deferred
  if (!event) return undefined
  deferred = undefined
  changed()
  try {
    await event.prompt()
  } catch {
    // Refused (no user activation): the offer stands, and so does the button.
    deferred = event
    changed()
    return undefined
  }
  return (await event.userChoice).outcome
}

export function onInstallOfferChange(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** For tests. */
export function resetInstall() {
  deferred = undefined
  installed = false
  changed()
}
