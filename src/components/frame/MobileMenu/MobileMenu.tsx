import { useEffect, useRef, useState, type ComponentType } from 'react'
import { flushSync } from 'react-dom'
import { chrome, navigation } from '../../../content/site'
import { useEarly } from '../../../lib/early-input'
import { Button } from '../../ui/Button/Button'
import { NavLinks } from '../Header/NavLinks'
import { Icon } from '../../ui/Icon/Icon'
import { Link } from '../../ui/Link/Link'
import type { MobileMenuDrawerProps } from './MobileMenuDrawer'
import styles from './MobileMenu.module.css'

const SHELL_ID = 'menu-shell'
const loadDrawer = () => import('./MobileMenuDrawer').then((module) => module.MobileMenuDrawer)
type DrawerComponent = ComponentType<MobileMenuDrawerProps>

/**
 * The small-screen menu button and its drawer, React Aria's modal dialog. The drawer's code is
 * not on the first load: it is fetched when the button is hovered, focused or pressed.
 *
 * Until that code is here, a native `<dialog>` with the same links stands in, so the menu opens at
 * the first tap: before hydration the early-input script (or invoker commands) opens it; after,
 * this component does. Once the code has arrived, the React Aria drawer takes its place, open if
 * the native one was.
 */
export function MobileMenu() {
  const [drawer, setDrawer] = useState<{ component: DrawerComponent } | null>(null)
  const [isOpen, setOpen] = useState(false)
  const [instant, setInstant] = useState(false)
  const early = useEarly('dialog', { 'aria-controls': SHELL_ID })
  const shell = useRef<HTMLDialogElement>(null)

  const handOver = () =>
    loadDrawer().then((component) => {
      const fromShell = Boolean(shell.current?.open)
      const focused = fromShell ? focusKey(shell.current!) : undefined
      // The native dialog is modal: it must be gone before React Aria's can take focus. It is not
      // closed but removed (React unmounts it below): closing would put focus back on the menu
      // button on the way, and a screen reader would say so between the two drawers.
      flushSync(() => {
        setInstant(fromShell)
        setDrawer({ component })
        setOpen(fromShell)
      })
      // A keyboard user keeps their place: focus goes to the same link or button in the new drawer.
      if (focused) document.querySelector(`[data-menu-drawer]`)?.querySelector<HTMLElement>(focused)?.focus()
    })

  // Opened before hydration: hand over as soon as the drawer's code is here.
  useEffect(() => {
    if (shell.current?.open) void handOver()
  }, [])

  // Fetched on hover, focus or press start, and only kept: a press opens React Aria's drawer directly
  // once its code is here, not the native one first. Nothing renders on arrival: a render then
  // could remove the native drawer a press had just opened, and lose that press.
  const loaded = useRef<DrawerComponent | null>(null)
  const prepare = () => void loadDrawer().then((component) => (loaded.current = component))

  const show = () => {
    if (drawer) return setOpen(true)
    if (loaded.current) {
      setDrawer({ component: loaded.current })
      return setOpen(true)
    }
    shell.current?.showModal()
    void handOver()
  }

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    setInstant(false)
    if (next) return
    // Focus goes back to the button that opened the drawer. React Aria puts it back where it was
    // when its drawer opened, which after a handover was inside the native drawer, now gone: once
    // the drawer has left, the button gets it if nothing has. (Not at once: the drawer still holds
    // focus inside it until it has gone.)
    const button = early.ref.current
    const settle = (frames: number) =>
      requestAnimationFrame(() => {
        if (document.querySelector('[data-menu-drawer]') && frames > 0) return settle(frames - 1)
        if (!document.activeElement || document.activeElement === document.body) button?.focus()
      })
    settle(60)
  }

  return (
    <>
      <Button
        ref={early.ref}
        {...early.props}
        variant="icon"
        aria-label={chrome.menuButton}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onHoverStart={prepare}
        onFocus={prepare}
        onPressStart={prepare}
        onPress={show}
        render={early.hydrated ? undefined : (props) => <button {...props} {...invoker(SHELL_ID, 'show-modal')} />}
      >
        <Icon name="menu" />
      </Button>
      {drawer ? (
        <drawer.component isOpen={isOpen} onOpenChange={onOpenChange} instant={instant} />
      ) : (
        <MenuShell ref={shell} />
      )}
    </>
  )
}

/** A selector for the focused link or close button of the native drawer, to find its twin. */
function focusKey(shell: HTMLDialogElement) {
  const active = document.activeElement
  if (!active || !shell.contains(active)) return undefined
  if (active.hasAttribute('data-early-close')) return '[slot="close"]'
  const href = active.getAttribute('href')
  return href ? `a[href="${CSS.escape(href)}"]` : undefined
}

/** Invoker-command attributes (`commandfor`, `command`): a dialog opens and closes without script. */
function invoker(target: string, command: 'show-modal' | 'close') {
  return { commandfor: target, command } as Record<string, string>
}

/** The drawer before hydration: a native modal dialog with the same links, closed by any of them. */
function MenuShell({ ref }: { ref: React.Ref<HTMLDialogElement> }) {
  return (
    <dialog
      ref={ref}
      id={SHELL_ID}
      className={styles.shell}
      aria-labelledby={`${SHELL_ID}-title`}
      data-early-shell
      // Opened (`open`) by the early-input script before hydration.
      suppressHydrationWarning
    >
      <div className={styles.dialog}>
        <div className={styles.top}>
          <h2 id={`${SHELL_ID}-title`} className={styles.title}>
            {chrome.drawerTitle}
          </h2>
          <Button
            variant="icon"
            aria-label={chrome.closeMenu}
            data-early-close
            render={(props) => <button {...props} {...invoker(SHELL_ID, 'close')} />}
          >
            <Icon name="close" />
          </Button>
        </div>
        <nav aria-label={chrome.mainNavLabel}>
          <NavLinks items={navigation} className={styles.list} />
        </nav>
        <Link to="/get-started" variant="primary" className={styles.cta}>
          {chrome.getStarted}
        </Link>
      </div>
    </dialog>
  )
}
