import type { AnchorHTMLAttributes, Ref } from 'react'
import type { RegisteredRouter, ResolveParams } from '@tanstack/react-router'
import { DEFAULT_LANG, localePath, type Lang } from '../../ground/lang'
import { usePage } from '../../lib/page-context'
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
export function BaseLink({ variant = 'text', size = 'md', className, children, ...props }: BaseLinkProps) {
  return (
    <a
      {...props}
      data-variant={variant}
      data-size={size}
      className={[styles.link, className].filter(Boolean).join(' ')}
    >
      {children}
    </a>
  )
}

type Routes = RegisteredRouter['routeTree']['types']['fileRouteTypes']

export type RoutePath = Routes['to'] extends infer To
  ? To extends '/{-$locale}'
    ? '/'
    : To extends `/{-$locale}${infer Rest}`
      ? Rest
      : never
  : never

type ParamsOption<P extends RoutePath> = keyof ResolveParams<P> extends never
  ? { params?: undefined }
  : { params: ResolveParams<P> }

type SearchOf<P extends RoutePath> = Routes['fileRoutesByTo'][P extends '/'
  ? '/{-$locale}'
  : `/{-$locale}${P}`]['types']['fullSearchSchema']

type SearchOption<P extends RoutePath> = keyof SearchOf<P> extends never
  ? { search?: undefined }
  : { search?: SearchOf<P> }

export type PathOptions<P extends RoutePath> = { to: P; hash?: string; lang?: Lang } & ParamsOption<P> & SearchOption<P>

export function pathTo<P extends RoutePath>({ to, params, hash, lang = DEFAULT_LANG, search }: PathOptions<P>): string {
  const values = (params ?? {}) as Record<string, string | undefined>
  const path = to
    .replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''))
    .replace(/(.)\/$/, '$1')
  const query = new URLSearchParams(
    Object.entries((search ?? {}) as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  ).toString()
  const localized = localePath(lang, path) + (query ? `?${query}` : '')
  return hash ? `${localized}#${hash}` : localized
}

export type LinkProps<P extends RoutePath> = PathOptions<P> & Omit<BaseLinkProps, 'href'>

export function Link<P extends RoutePath>({ to, params, hash, lang, search, ...props }: LinkProps<P>) {
  const page = usePage()
  const href = pathTo({ to, params, hash, search, lang: lang ?? page.lang } as PathOptions<P>)
  return <BaseLink href={href} aria-current={!hash && href === page.path ? 'page' : undefined} {...props} />
}
