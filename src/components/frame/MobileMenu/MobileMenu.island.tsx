import { useEffect, useRef, useState, type ComponentType } from 'react'
import { flushSync } from 'react-dom'
import { useEarly } from '../../../early-input/useEarly'
import { Button } from '../../../ui/Button/Button'
import { NavLinks } from '../Header/NavLinks'
import { LanguageLink } from '../LanguageLink/LanguageLink'
import { Icon } from '../../../ui/Icon/Icon'
import { Link } from '../../../ui/Link/Link'
import type { MenuProps, MobileMenuDrawerProps } from './MobileMenuDrawer'
import styles from './MobileMenu.module.css'

const SHELL_ID = 'menu-shell'
const loadDrawer = () => import('./MobileMenuDrawer').then((module) => module.MobileMenuDrawer)
type DrawerComponent = ComponentType<MobileMenuDrawerProps>

/** Until the drawer's code loads on intent, a native `<dialog>` opens at the first tap; React Aria's takes its place, open if it was. */
export function MobileMenu({ copy, navigation, installSteps }: MenuProps) {
  const [drawer, setDrawer] = useState<{ component: DrawerComponent } | null>(null)
  const [isOpen, setOpen] = useState(false)
  const [instant, setInstant] = useState(false)
  const early = useEarly('dialog', { 'aria-controls': SHELL_ID })
  const shell = useRef<HTMLDialogElement>(null)

  const handOver = () =>
    loadDrawer().then((component) => {
      const fromShell = Boolean(shell.current?.open)
      const focused = fromShell ? focusKey(shell.current!) : undefined
      // Removed, not closed: closing would put focus on the menu button between the two drawers.
      flushSync(() => {
        setInstant(fromShell)
        setDrawer({ component })
        setOpen(fromShell)
      })
      if (focused) document.querySelector(`[data-menu-drawer]`)?.querySelector<HTMLElement>(focused)?.focus()
    })

  // Nothing renders on the code's arrival: that could remove the native drawer a press had just opened.
  const loaded = useRef<DrawerComponent | null>(null)
  const prepare = () => void loadDrawer().then((component) => (loaded.current = component))

  // Hydrated because a visitor reached for the menu: the pointer or focus that woke it is that intent.
  useEffect(() => {
    if (shell.current?.open) void handOver()
    else prepare()
  }, [])

  const show = () => {
    if (drawer) return setOpen(true)
    if (loaded.current) {
      setDrawer({ component: loaded.current })
      return setOpen(true)
    }
    shell.current?.showModal()
    void handOver()
  }

  // A section of this page chosen in the drawer takes focus once the drawer is gone, not the menu button.
  const section = useRef<HTMLElement | null>(null)
  const onFollow = (link: HTMLAnchorElement) => {
    section.current =
      link.hash && link.pathname === location.pathname ? document.getElementById(link.hash.slice(1)) : null
    onOpenChange(false)
  }

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    setInstant(false)
    if (next) return
    // After a handover React Aria would restore focus into the native drawer, now gone: the button takes it.
    const button = early.ref.current
    const settle = (frames: number) =>
      requestAnimationFrame(() => {
        if (document.querySelector('[data-menu-drawer]') && frames > 0) return settle(frames - 1)
        const target = section.current
        section.current = null
        if (target) target.focus({ preventScroll: true })
        else if (!document.activeElement || document.activeElement === document.body) button?.focus()
      })
    settle(60)
  }

  return (
    <>
      <Button
        ref={early.ref}
        {...early.props}
        variant="icon"
        aria-label={copy.menuButton}
        aria-haspopup="dialog"
        // Before hydration the browser computes it from the invoker command (ARIA in HTML).
        aria-expanded={early.hydrated ? isOpen : undefined}
        onHoverStart={prepare}
        onFocus={prepare}
        onPressStart={prepare}
        onPress={show}
        render={early.hydrated ? undefined : (props) => <button {...props} {...invoker(SHELL_ID, 'show-modal')} />}
      >
        <Icon name="menu" />
      </Button>
      {drawer ? (
        <drawer.component
          copy={copy}
          navigation={navigation}
          installSteps={installSteps}
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          onFollow={onFollow}
          instant={instant}
        />
      ) : (
        <MenuShell ref={shell} copy={copy} navigation={navigation} />
      )}
    </>
  )
}

function focusKey(shell: HTMLDialogElement) {
  const active = document.activeElement
  if (!active || !shell.contains(active)) return undefined
  if (active.hasAttribute('data-early-close')) return '[slot="close"]'
  const href = active.getAttribute('href')
  return href ? `a[href="${CSS.escape(href)}"]` : undefined
}

/** Without script: by invoker command, else as a popover (WebKit before Safari 26.2 has popovers but no commands). */
function invoker(target: string, command: 'show-modal' | 'close') {
  return {
    commandfor: target,
    command,
    popoverTarget: target,
    popoverTargetAction: command === 'close' ? 'hide' : 'show',
  } as Record<string, string>
}

function MenuShell({ ref, copy, navigation }: Omit<MenuProps, 'installSteps'> & { ref: React.Ref<HTMLDialogElement> }) {
  return (
    <dialog
      ref={ref}
      id={SHELL_ID}
      className={styles.shell}
      popover="auto"
      aria-labelledby={`${SHELL_ID}-title`}
      data-early-shell
      suppressHydrationWarning
    >
      <div className={styles.dialog}>
        <div className={styles.top}>
          <h2 id={`${SHELL_ID}-title`} className={styles.title}>
            {copy.drawerTitle}
          </h2>
          <Button
            variant="icon"
            aria-label={copy.closeMenu}
            data-early-close
            render={(props) => <button {...props} {...invoker(SHELL_ID, 'close')} />}
          >
            <Icon name="close" />
          </Button>
        </div>
        <nav aria-label={copy.mainNavLabel}>
          <NavLinks items={navigation} className={styles.list} />
        </nav>
        <Link to="/get-started" variant="primary" className={styles.cta} data-cta="menu">
          {copy.getStarted}
        </Link>
        <LanguageLink label={copy.otherLanguage} variant="nav" />
      </div>
    </dialog>
  )
}
