import type { MouseEvent } from 'react'
import type { NavItem } from '../../../content/types'
import { Link } from '../../../ui/Link/Link'

export interface NavLinksProps {
  items: NavItem[]
  className?: string
  /** A class for each link, beside its own. */
  linkClassName?: string
  /** Called after a link is chosen, for example to close the drawer. */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void
}

/** The section links. They point at `/#section` from every page, so they work before hydration too. */
export function NavLinks({ items, className, linkClassName, onNavigate }: NavLinksProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.hash}>
          <Link to="/" hash={item.hash} variant="nav" className={linkClassName} onClick={onNavigate}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
