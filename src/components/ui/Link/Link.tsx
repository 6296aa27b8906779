import type { AnchorHTMLAttributes, Ref } from 'react'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { APPLICATION_PATH } from '../../../lib/paths.ts'
import styles from './Link.module.css'

export type LinkVariant = 'text' | 'primary' | 'outline' | 'outline-inverse' | 'nav' | 'plain'

export interface BaseLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** @default 'text' */
  variant?: LinkVariant
  /** @default 'md' */
  size?: 'md' | 'lg'
  ref?: Ref<HTMLAnchorElement>
}

/** A plain anchor: React Aria's press handling would only add hydration work, and the browser's states apply before any script. */
export function BaseLink({ variant = 'text', size = 'md', className, ...props }: BaseLinkProps) {
  // A link to a section (`/#why`) is not the page itself, though the router ignores the hash.
  const current = props.href?.includes('#') ? undefined : props['aria-current']
  return (
    <a
      {...props}
      aria-current={current}
      data-variant={variant}
      data-size={size}
      className={[styles.link, className].filter(Boolean).join(' ')}
    />
  )
}

const RouterLink = createLink(BaseLink)

/** The one link for internal addresses: typed routes, a real `href` before hydration, preloading on intent. */
export const Link: LinkComponent<typeof BaseLink> = (props) => {
  // A policy belongs to a document: the application page, whose own lets the form provider in, loads as a new one.
  const ownDocument = props.to === APPLICATION_PATH
  return (
    <RouterLink
      preload={ownDocument ? false : 'intent'}
      reloadDocument={ownDocument || undefined}
      activeOptions={{ exact: true }}
      {...props}
    />
  )
}
