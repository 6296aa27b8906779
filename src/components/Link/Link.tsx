import { forwardRef, type AnchorHTMLAttributes } from 'react'
import { createLink, type LinkComponent } from '@tanstack/react-router'
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
}

/**
 * A plain anchor with our styles. Links only navigate: React Aria's press machinery would add
 * nothing but hydration work, and the browser's own `:hover`, `:focus-visible` and `:active`
 * apply from the first paint, before any script.
 */
export const BaseLink = forwardRef<HTMLAnchorElement, BaseLinkProps>(function BaseLink(
  { variant = 'text', size = 'md', className, ...props },
  ref,
) {
  return (
    <a
      {...props}
      ref={ref}
      data-variant={variant}
      data-size={size}
      className={[styles.link, className].filter(Boolean).join(' ')}
    />
  )
})

const RouterLink = createLink(BaseLink)

/**
 * Pages that load as a new document even from a link inside the site: the application page has
 * its own Content-Security-Policy (it alone may load the form provider), and a policy belongs
 * to a document, so reaching it client-side would keep the previous page's stricter policy.
 */
const DOCUMENT_PAGES: readonly string[] = ['/get-started']

/**
 * The one link for internal addresses: typed routes, a real `href` in the prerendered HTML
 * (it works before hydration and opens in a new tab), and preloading on intent.
 */
export const Link: LinkComponent<typeof BaseLink> = (props) => {
  const ownDocument = typeof props.to === 'string' && DOCUMENT_PAGES.includes(props.to)
  return <RouterLink preload={ownDocument ? false : 'intent'} reloadDocument={ownDocument || undefined} {...props} />
}
