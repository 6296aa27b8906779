import type { AnchorHTMLAttributes, Ref } from 'react'
import type { ResolveParams } from '@tanstack/react-router'
import type { FileRouteTypes } from '../../../routeTree.gen'
import { usePage } from '../../../lib/page-context'
import styles from './Link.module.css'

export type LinkVariant = 'text' | 'primary' | 'outline' | 'outline-inverse' | 'nav' | 'plain'

export interface BaseLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** @default 'text' */
  variant?: LinkVariant
  /** @default 'md' */
  size?: 'md' | 'lg'
  ref?: Ref<HTMLAnchorElement>
}

/** A plain anchor: the browser's states apply before any script, and every page is a document of its own. */
export function BaseLink({ variant = 'text', size = 'md', className, ...props }: BaseLinkProps) {
  return <a {...props} data-variant={variant} data-size={size} className={[styles.link, className].filter(Boolean).join(' ')} />
}

/** Every route of `src/routes`, as the router's generated tree names it. */
export type RoutePath = FileRouteTypes['to']

type ParamsOption<P extends RoutePath> = keyof ResolveParams<P> extends never ? { params?: undefined } : { params: ResolveParams<P> }

export type PathOptions<P extends RoutePath> = { to: P; hash?: string } & ParamsOption<P>

/** The address of a route with its parameters filled in, checked against the route tree. */
export function pathTo<P extends RoutePath>({ to, params, hash }: PathOptions<P>): string {
  const values = (params ?? {}) as Record<string, string | undefined>
  const path = to
    .replace(/\{-\$(\w+)\}/g, (_, name: string) => (values[name] ? encodeURIComponent(values[name]) : ''))
    .replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''))
    .replace(/\/{2,}/g, '/')
  const clean = path.length > 1 ? path.replace(/\/$/, '') : path
  return hash ? `${clean}#${hash}` : clean
}

export type LinkProps<P extends RoutePath> = PathOptions<P> & Omit<BaseLinkProps, 'href'>

/** The one link for internal addresses: typed routes, and `aria-current="page"` on a link to the page itself. */
export function Link<P extends RoutePath>({ to, params, hash, ...props }: LinkProps<P>) {
  const page = usePage()
  const href = pathTo({ to, params, hash } as PathOptions<P>)
  return <BaseLink href={href} aria-current={!hash && href === page.path ? 'page' : undefined} {...props} />
}
