/**
 * Installing the site as an app. Chromium-based browsers announce they can install it with
 * `beforeinstallprompt`: the event is kept, and the site's "Install app" button opens the
 * browser's own prompt with it. Safari has no prompt: on an iPhone, an iPad or a Mac, the same
 * button explains the steps. Nothing is offered where the site already runs installed.
 *
 * The listeners start with the app's entry (`watchInstall`), before hydration, so an early event
 * is not missed; components read the offer through `useInstallOffer`.
 */
import { useSyncExternalStore } from 'react'

/** The event Chromium fires when it can install the site (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** What the button can do: open the browser's prompt, or show Safari's steps for iOS or macOS. */
export type InstallOffer = 'prompt' | 'ios' | 'mac'

let deferred: BeforeInstallPromptEvent | undefined
let installed = false
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

/** Safari on an iPhone, iPad or Mac, which can add the site to the home screen or the Dock by hand. */
export function safariPlatform(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): 'ios' | 'mac' | undefined {
  const agent = nav.userAgent
  // Chrome, Edge, Firefox and others on Apple devices name themselves; Safari does not.
  if (!/Safari\//.test(agent) || /Chrome|Chromium|CriOS|FxiOS|EdgiOS|Edg\/|OPR|Android/.test(agent)) return undefined
  if (/iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && nav.maxTouchPoints > 1)) return 'ios'
  return /Macintosh/.test(agent) ? 'mac' : undefined
}

/** Whether the site is running as an installed app. */
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

/**
 * Starts listening for the browser's offer and for the app being installed (`onInstalled` runs
 * then: the caller says so). Returns a function that stops listening.
 */
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

/** Opens the browser's install prompt; an offer can be used once, so the button goes until the next. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | undefined> {
  const event = deferred
  if (!event) return undefined
  deferred = undefined
  changed()
  await event.prompt()
  return (await event.userChoice).outcome
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The current offer, none while prerendering or hydrating (the button appears after). */
export function useInstallOffer(): InstallOffer | undefined {
  return useSyncExternalStore(subscribe, () => installOffer(), () => undefined)
}

/** Forgets every offer and install (for tests). */
export function resetInstall() {
  deferred = undefined
  installed = false
  changed()
}
