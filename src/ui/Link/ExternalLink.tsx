import type { ReactNode } from 'react'
import { BaseLink, type LinkVariant } from './Link'

export interface ExternalLinkProps {
  href: string
  children: ReactNode
  /** Spoken after the link text so the new tab is no surprise (WCAG 3.2.5). */
  newTabHint: string
  /** @default 'text' */
  variant?: LinkVariant
  onClick?: () => void
}

/** A link to another site: opens in a new tab without giving that page access to ours. */
export function ExternalLink({ href, children, newTabHint, variant = 'text', onClick }: ExternalLinkProps) {
  return (
    <BaseLink href={href} target="_blank" rel="noopener noreferrer" variant={variant} onClick={onClick}>
      {children}
      <span className="visually-hidden"> {newTabHint}</span>
    </BaseLink>
  )
}
