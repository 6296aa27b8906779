import type { AnchorHTMLAttributes, Ref } from 'react'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { APPLICATION_PATH } from '../../../lib/paths.ts'
import styles from './Link.module.css'

export type LinkVariant = 'text' | 'primary' | 'outline' | 'outline-inverse' | 'nav' | 'plain'

export interface BaseLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /**
   * Visual treatment: an inline text link, a button-like call to action, or a navigation item.
   * @default 'text'
   */
  variant?: LinkVariant
  /** @default 'md' */
  size?: 'md' | 'lg'
  ref?: Ref<HTMLAnchorElement>
}

/**
 * A plain anchor with our styles. Links only navigate: React Aria's press machinery would add
 * nothing but hydration work, and the browser's own `:hover`, `:focus-visible` and `:active`
 * apply from the first paint, before any script.
 */
export function BaseLink({ variant = 'text', size = 'md', className, ...props }: BaseLinkProps) {
  // The router marks an active link `aria-current="page"` and ignores the hash: a link to a
  // section (`/#why`) is not the page itself, so it is never the current page.
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

/**
 * The one link for internal addresses: typed routes, a real `href` in the prerendered HTML
 * (it works before hydration and opens in a new tab), and preloading on intent.
 */
export const Link: LinkComponent<typeof BaseLink> = (props) => {
  // The application page has its own Content-Security-Policy (it alone may load the form
  // provider), and a policy belongs to a document: reached client-side, the page would keep the
  // previous page's stricter policy. So it loads as a new document.
  const ownDocument = props.to === APPLICATION_PATH
  return (
    <RouterLink
      preload={ownDocument ? false : 'intent'}
      reloadDocument={ownDocument || undefined}
      // Only a link to this very page is current: `/` is not active on every page below it.
      activeOptions={{ exact: true }}
      {...props}
    />
  )
}
