import { isDeepStrictEqual } from 'node:util'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { MobileMenu } from '../components/frame/MobileMenu/MobileMenu'
import { ThemeControl } from '../components/frame/ThemeControl/ThemeControl'
import { HeroVideo } from '../components/sections/Hero/HeroVideo'
import { CaseStudiesCarousel } from '../components/sections/CaseStudies/CaseStudiesCarousel'
import { ShareButton } from '../components/pages/CaseStudyDetail/ShareButton'
import { ApplicationForm } from '../application/ApplicationForm.island'
import { NotFoundMessage } from '../components/pages/NotFound/NotFoundMessage'
import { InstallButton } from '../components/frame/Install/InstallButton'
import { Toasts } from '../components/frame/Toasts/Toasts'
import { usePage } from '../lib/page-context'
import { IslandRoot } from './IslandRoot'
import type { HydrateWhen } from './hydrate-when'
import type { IslandComponent, IslandName } from './registry'
import type { Slot } from './Slot'

/** The same components the client's loaders import (a unit test holds them equal). Server only. */
export const islandComponents: { [N in IslandName]: IslandComponent<N> } = {
  menu: MobileMenu,
  theme: ThemeControl,
  video: HeroVideo,
  carousel: CaseStudiesCarousel,
  share: ShareButton,
  application: ApplicationForm,
  'not-found': NotFoundMessage,
  install: InstallButton,
  toasts: Toasts,
}

type PropsOf<N extends IslandName> = IslandComponent<N> extends ComponentType<infer P> ? P : never

/** What JSON carries unchanged: a function, a date or a class instance in an island's props fails the type check. */
type JsonSafe<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends readonly (infer Item)[]
      ? JsonSafe<Item>[]
      : T extends object
        ? { [Key in keyof T]: JsonSafe<T[Key]> }
        : never

export type IslandProps<N extends IslandName> = {
  name: N
  /** Tells two islands of one name apart on a page; their ids never collide. @default name */
  id?: string
  hydrate: HydrateWhen
  /** The element that holds it: a list item where it is one of a list's. @default 'div' */
  as?: 'div' | 'li'
  /** Plain data: it travels to the browser as JSON. */
  props: JsonSafe<Omit<PropsOf<N>, 'slots'>>
} & ('slots' extends keyof PropsOf<N> ? { slots: Slot[] } : { slots?: undefined })

/**
 * Renders an island in its own React root, exactly as the browser will hydrate it (its own ids,
 * its own providers), inside an element that carries its name, props and when to hydrate.
 */
export function Island<N extends IslandName>({ name, id = name, as: Element = 'div', hydrate, props, slots }: IslandProps<N>) {
  const page = usePage()
  const Component = islandComponents[name] as ComponentType<Record<string, unknown>>
  const html =
    hydrate === 'client'
      ? undefined
      : renderToString(
          <IslandRoot page={page}>
            <Component {...(props as Record<string, unknown>)} {...(slots ? { slots } : {})} />
          </IslandRoot>,
          { identifierPrefix: `${id}-` },
        )
  const json = JSON.stringify(props)
  if (!isDeepStrictEqual(JSON.parse(json), props)) throw new Error(`Island ${name}: its props do not survive JSON, so the browser would render it otherwise`)
  return (
    <Element
      data-island={name}
      data-island-id={id}
      data-path={page.path}
      data-hydrate={hydrate}
      data-props={json === '{}' ? undefined : json}
      dangerouslySetInnerHTML={html === undefined ? undefined : { __html: html }}
    />
  )
}
