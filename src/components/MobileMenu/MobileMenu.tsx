import { Suspense, lazy, useRef, useState } from 'react'
import { chrome } from '../../content/site'
import { Button } from '../Button/Button'
import { Icon } from '../Icon/Icon'

const loadDrawer = () => import('./MobileMenuDrawer')
const MobileMenuDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileMenuDrawer })))

/**
 * The small-screen menu button. The drawer's code is not on the first load: it is fetched when the
 * button is hovered or focused, and at the latest when it is pressed.
 */
export function MobileMenu() {
  const [isOpen, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  const onOpenChange = (open: boolean) => {
    setOpen(open)
    // Focus goes back to the button that opened the drawer.
    if (!open) button.current?.focus()
  }

  return (
    <>
      <Button
        ref={button}
        variant="icon"
        aria-label={chrome.menuButton}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onHoverStart={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onPress={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        <Icon name="menu" />
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer isOpen={isOpen} onOpenChange={onOpenChange} />
        </Suspense>
      ) : null}
    </>
  )
}
