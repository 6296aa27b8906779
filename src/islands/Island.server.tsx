import { isDeepStrictEqual } from 'node:util'
import { Children, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { usePage } from '../lib/page-context'
import type { HydrateWhen } from './island'
import { islandName } from './name'
import { IslandRoot, IslandSlot } from './IslandRoot'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's own JSXElementConstructor<any>: ComponentProps<C> types the props
type AnyComponent = ComponentType<any>

const names = new Map<unknown, string>()
for (const [path, module] of Object.entries(
  import.meta.glob<Record<string, unknown>>('/src/**/*.island.tsx', { eager: true }),
)) {
  const name = islandName(path)
  if (!module[name]) throw new Error(`${path} must export its island as ${name}`)
  if ([...names.values()].includes(name))
    throw new Error(`Two islands are named ${name}: the browser could not tell them apart`)
  names.set(module[name], name)
}

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

export type IslandProps<C extends AnyComponent> = {
  component: C
  /** Tells two islands of one component apart on a page; their ids never collide. @default its name */
  id?: string
  hydrate: HydrateWhen
  /** The element that holds it: a list item where it is one of a list's. @default 'div' */
  as?: 'div' | 'li'
  props: JsonSafe<Omit<ComponentProps<C>, 'children'>>
} & ('children' extends keyof ComponentProps<C>
  ? /** Static content, rendered here only: the browser gets each child's HTML back, never its code. */ {
      children: ReactNode
    }
  : { children?: undefined })

export function Island<C extends AnyComponent>({
  component,
  id,
  as: Element = 'div',
  hydrate,
  props,
  children,
}: IslandProps<C>) {
  const page = usePage()
  const name = names.get(component)
  if (!name) throw new Error(`${component.name} is not an island: its file must be named ${component.name}.island.tsx`)
  const Component = component as ComponentType<Record<string, unknown>>
  const slots =
    children === undefined
      ? undefined
      : Children.toArray(children).map((child, index) => <IslandSlot key={index}>{child}</IslandSlot>)
  const html =
    hydrate === 'client'
      ? undefined
      : renderToString(
          <IslandRoot page={page}>
            <Component {...(props as Record<string, unknown>)}>{slots}</Component>
          </IslandRoot>,
          { identifierPrefix: `${id ?? name}-` },
        )
  const json = JSON.stringify(props)
  if (!isDeepStrictEqual(JSON.parse(json), props))
    throw new Error(`Island ${name}: its props do not survive JSON, so the browser would render it otherwise`)
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
